import type { ReactNode } from 'react'
import { Link } from 'react-router'
import type { DraftState } from './use-draft-keeper.ts'

const CLOCK = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', second: '2-digit', timeZone: 'UTC' })

/** What became of the writer's changes, in words: read out as it changes. */
function draftWords(draft: DraftState): string {
  switch (draft.state) {
    case 'unsaved':
      return 'Unsaved changes'
    case 'saving':
      return 'Saving…'
    case 'saved':
      return `Saved at ${CLOCK.format(draft.at)} UTC`
    case 'failed':
      return `Not saved: ${draft.message}`
    default:
      return ''
  }
}

/** Words in an item's body (its HTML's text). */
export const wordCount = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length

/**
 * The editor's sticky bar: the way back, the item's name and status, what became of the changes,
 * the word count, the preview, and the item's actions (`children`: Save, Publish and the "…" menu).
 */
export function EditorBar({
  back,
  title,
  status,
  draft,
  words,
  previewPath,
  children,
}: {
  back: { to: string; label: string }
  title: string
  status: string | null
  draft: DraftState
  words: number
  previewPath: string | null
  children: ReactNode
}) {
  return (
    <div className="editor-bar">
      <div className="editor-bar__where">
        <Link to={back.to} className="editor-bar__back">
          {`← ${back.label}`}
        </Link>
        <h1 className="editor-bar__title">{title}</h1>
        {status ? <span className="editor-bar__status">{status}</span> : null}
      </div>
      <div className="editor-bar__facts">
        <span role="status" className={draft.state === 'failed' ? 'editor-bar__draft editor-bar__draft--failed' : 'editor-bar__draft'}>
          {draftWords(draft)}
        </span>
        <span>{words === 1 ? '1 word' : `${words.toLocaleString('en-US')} words`}</span>
        {previewPath ? (
          <a href={previewPath} target="_blank" rel="noopener">
            Preview<span className="visually-hidden"> the saved version (opens a new tab)</span>
          </a>
        ) : null}
      </div>
      <div className="editor-bar__actions">{children}</div>
    </div>
  )
}
