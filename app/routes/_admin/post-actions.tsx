import type { ReactNode } from 'react'

interface Props {
  /** The stored item's status, or null for a new one. */
  status: string | null
  may: { edit: boolean; publish: boolean }
  busy: boolean
  /** The schedule field's message and attributes (decision 047). */
  invalid: (name: string) => Record<string, unknown>
  error: (name: string) => ReactNode
}

/**
 * The item's actions in the editor's bar: Save and Publish at hand; Schedule, Unpublish and the
 * trash in a "…" menu (a details element: it opens without JavaScript, and every action in it is
 * a button of the same form).
 */
export function PostActions({ status, may, busy, invalid, error }: Props) {
  const stored = status !== null
  const schedulable = stored && may.publish && status !== 'publish' && status !== 'trash'
  const unpublishable = stored && may.publish && (status === 'publish' || status === 'future')
  const more = schedulable || unpublishable || (stored && may.edit)
  return (
    <>
      {may.edit ? (
        <button type="submit" name="intent" value="save" className={may.publish && status !== 'publish' ? 'button button--secondary' : 'button'} disabled={busy} aria-keyshortcuts="Control+S">
          {stored ? 'Save' : 'Save the draft'}
        </button>
      ) : null}
      {may.publish && status !== 'publish' ? (
        <button type="submit" name="intent" value="publish" className="button" disabled={busy}>
          Publish now
        </button>
      ) : null}
      {more ? (
        <details className="editor-menu">
          <summary className="button button--secondary" aria-label="More actions">
            …
          </summary>
          <div className="editor-menu__panel">
            {schedulable ? (
              <div className="editor-menu__schedule">
                <label htmlFor="publishAt">Publish at (UTC)</label>
                <input id="publishAt" name="publishAt" type="datetime-local" {...invalid('publishAt')} />
                {error('publishAt')}
                <button type="submit" name="intent" value="schedule" className="button button--secondary" disabled={busy}>
                  Schedule
                </button>
              </div>
            ) : null}
            {unpublishable ? (
              <button type="submit" name="intent" value="unpublish" className="button button--secondary" disabled={busy}>
                {status === 'future' ? 'Unschedule' : 'Unpublish'}
              </button>
            ) : null}
            {stored && may.edit && status !== 'trash' ? (
              <button type="submit" name="intent" value="trash" className="button button--danger" disabled={busy}>
                Move to the trash
              </button>
            ) : null}
            {stored && may.edit && status === 'trash' ? (
              <button type="submit" name="intent" value="restore" className="button button--secondary" disabled={busy}>
                Bring back
              </button>
            ) : null}
          </div>
        </details>
      ) : null}
    </>
  )
}
