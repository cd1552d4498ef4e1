import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react'
import { formValues, type FormValues } from './form-values.ts'
import { sendAutosave } from './send-autosave.ts'

/** What the writer sees of their changes: kept only in this tab, saved by autosave, or refused. */
export type DraftState = { state: 'clean' | 'unsaved' | 'saving' } | { state: 'saved'; at: Date } | { state: 'failed'; message: string }

/** Unsaved changes, kept in this tab's storage until they are saved. */
export interface KeptDraft {
  at: number
  savedAt: string
  values: FormValues
}

/** How long the writer pauses before autosave sends the draft. */
const PAUSE_MS = 2500
const TICK_MS = 1000
const NOT_COMPARED = new Set(['intent', 'savedAt'])

const storageKey = (key: string) => `quota:unsaved:${key}`
const compared = (values: FormValues) => JSON.stringify(Object.entries(values).filter(([name]) => !NOT_COMPARED.has(name)))

export function readKept(key: string): KeptDraft | null {
  try {
    const kept = JSON.parse(sessionStorage.getItem(storageKey(key)) ?? 'null') as KeptDraft | null
    return kept && typeof kept.at === 'number' && typeof kept.values === 'object' ? kept : null
  } catch {
    return null
  }
}
const forget = (key: string) => sessionStorage.removeItem(storageKey(key))

/** Puts kept values back into the form's own fields; `skip` are the fields the page restores itself. */
function fill(form: HTMLFormElement, values: FormValues, skip: readonly string[]) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue
    const name = element.name
    if (!name || skip.includes(name) || NOT_COMPARED.has(name) || element.type === 'hidden' || element.type === 'file') continue
    const kept = values[name] ?? []
    if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) element.checked = kept.includes(element.value)
    else if (kept.length) element.value = kept[0]!
  }
}

/**
 * The editor's safety net, once its script runs (the form works without it):
 * - every change is kept in this tab's sessionStorage under `key` until it is saved, so a session
 *   or second factor that expires while writing loses nothing: signing in again brings the writer
 *   back here, and the kept values are put back (`onRestore` hands the page the ones it draws itself);
 * - a draft (`autosave`) is saved a moment after the writer pauses, with the `autosave` intent the
 *   server refuses for anything but a draft;
 * - leaving the page with unsaved changes asks first.
 * `savedNow` changes when the page's own form was saved: what it holds is then the baseline.
 */
export function useDraftKeeper(
  form: RefObject<HTMLFormElement | null>,
  { key, autosave, savedNow, skip, summaryId, onRestore }: { key: string; autosave: boolean; savedNow: unknown; skip: readonly string[]; summaryId: string; onRestore: (kept: KeptDraft) => void },
): { draft: DraftState; discard: () => void; autosavedAt: string | null } {
  const [state, setState] = useState<DraftState>({ state: 'clean' })
  const [savedAt, setSavedAt] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const baseline = useRef<string | null>(null)
  const stopped = useRef(false)
  const discarded = useRef(false)
  const restore = useRef(onRestore)
  useLayoutEffect(() => {
    restore.current = onRestore
  })

  // The stored state as the page was opened, then anything kept from before put back over it.
  useEffect(() => {
    const element = form.current
    if (!element) return
    baseline.current = compared(formValues(element))
    const kept = readKept(key)
    if (kept && compared(kept.values) !== baseline.current) {
      fill(element, kept.values, skip)
      restore.current(kept)
    } else if (kept) forget(key)
    // `skip` is the page's fixed list of its own fields.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form, key])

  // The page's form was saved: what it now holds is what the server has (the next tick shows it).
  useEffect(() => {
    if (!savedNow || !form.current) return
    baseline.current = compared(formValues(form.current))
    stopped.current = false
    forget(key)
  }, [savedNow, form, key])

  useEffect(() => {
    let lastSeen = ''
    let changedAt = Date.now()
    const tick = () => {
      const element = form.current
      if (!element || baseline.current === null) return
      const values = formValues(element)
      const now = compared(values)
      if (now !== lastSeen) {
        lastSeen = now
        changedAt = Date.now()
      }
      if (now === baseline.current) {
        forget(key)
        setState((current) => (current.state === 'saved' || current.state === 'clean' ? current : { state: 'clean' }))
        return
      }
      if (discarded.current) return
      const kept: KeptDraft = { at: Date.now(), savedAt: values.savedAt?.[0] ?? '', values }
      sessionStorage.setItem(storageKey(key), JSON.stringify(kept))
      if (busy) return
      if (!autosave || stopped.current || Date.now() - changedAt < PAUSE_MS) {
        setState((current) => (current.state === 'failed' ? current : { state: 'unsaved' }))
        return
      }
      setState({ state: 'saving' })
      setBusy(true)
      sendAutosave(window.location.pathname, values, summaryId)
        .then((answer) => {
          if ('movedTo' in answer) {
            // The session or the second factor expired: sign in again; the values wait in this tab.
            discarded.current = true
            window.location.assign(answer.movedTo)
          } else if (answer.saved) {
            baseline.current = now
            setSavedAt(answer.savedAt)
            setState({ state: 'saved', at: new Date() })
          } else {
            stopped.current = true
            setState({ state: 'failed', message: answer.message })
          }
        })
        .catch(() => {
          stopped.current = true
          setState({ state: 'failed', message: 'The connection failed: your changes are kept in this tab; use Save.' })
        })
        .finally(() => setBusy(false))
    }
    const timer = window.setInterval(tick, TICK_MS)
    return () => window.clearInterval(timer)
  }, [form, key, autosave, busy, summaryId])

  // Leaving with changes not yet saved asks first: the browser words the question when the page
  // unloads; a link the app follows itself (React Router marks them `data-discover`) asks here. A
  // capture listener, before the router's: a refusal stops the click. (Not React Router's
  // useBlocker: it would grow the router chunk every reading page loads.)
  const unsaved = state.state === 'unsaved' || state.state === 'failed' || state.state === 'saving'
  useEffect(() => {
    if (!unsaved) return
    const ask = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-discover][href]') : null
      if (!link || discarded.current || link.target === '_blank' || new URL(link.href).pathname === window.location.pathname) return
      if (window.confirm('Leave without saving? Your changes stay in this tab and come back when you open this page again.')) return
      event.preventDefault()
      event.stopPropagation()
    }
    document.addEventListener('click', ask, true)
    return () => document.removeEventListener('click', ask, true)
  }, [unsaved])
  useEffect(() => {
    if (!unsaved) return
    const warn = (event: BeforeUnloadEvent) => {
      if (discarded.current || (form.current && baseline.current !== null && compared(formValues(form.current)) === baseline.current)) return
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [unsaved, form])

  // The writer chose the stored version: nothing to keep, nothing to warn of as the page reloads.
  const discard = () => {
    discarded.current = true
    forget(key)
  }
  return { draft: state, discard, autosavedAt: savedAt }
}

/** Forgets the changes kept for `key` (a new item's, once it is saved). */
export const forgetKept = (key: string) => forget(key)
