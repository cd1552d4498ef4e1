import type { KeptDraft } from './use-draft-keeper.ts'

const UTC_TIME = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' })

/**
 * After a refused save for a newer one (the message above names who and when): the writer's
 * version is still in the form; they keep theirs (the form now carries the newer save's mark, so
 * saving replaces it on purpose) or load the stored one, dropping what they typed.
 */
export function ConflictChoice({ formId, reloadTo, noun, onDiscard }: { formId: string; reloadTo: string; noun: string; onDiscard: () => void }) {
  return (
    <div className="notice conflict-choice">
      <p>Your version is still in the form below, not saved. Which one should the {noun} keep?</p>
      <p className="inline-form">
        <button type="submit" form={formId} name="intent" value="save" className="button">
          Save mine over theirs
        </button>
        <a href={reloadTo} className="button button--secondary" onClick={onDiscard}>
          Load theirs (drop mine)
        </a>
      </p>
    </div>
  )
}

/** Changes kept in this tab (a session that expired while writing) put back into the form. */
export function RestoredNotice({ kept, savedAt, reloadTo, onDiscard }: { kept: KeptDraft; savedAt: string | null; reloadTo: string; onDiscard: () => void }) {
  const savedSince = savedAt && kept.savedAt && kept.savedAt !== savedAt
  return (
    <div className="notice" role="status">
      <p>
        Your unsaved changes of {UTC_TIME.format(new Date(kept.at))} UTC are back in the form: save to keep them.
        {savedSince ? ` This item was saved since (${UTC_TIME.format(new Date(savedAt))} UTC): saving replaces that version; Preview shows it.` : ''}
      </p>
      <p>
        <a href={reloadTo} onClick={onDiscard}>
          Drop my changes
        </a>
      </p>
    </div>
  )
}
