import { createDefaultState, pickUserFields, type AppStore, type ClientState } from './store.ts'

/** Spec §4: everything but form state, under one fixed key, written at most once per 1000 ms. */
export const STORAGE_KEY = 'quota:state'
export const SAVE_INTERVAL_MS = 1000

/*
 * What comes back from storage is read slice by slice into fresh objects of the known fields; a
 * slice that does not fit (an old shape, a hand-edited value) keeps its defaults. Hand-written
 * rather than zod: this module ships on every page and zod would add about 100 KB to each.
 */
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)
const isTime = (value: unknown): value is number | null => value === null || (typeof value === 'number' && Number.isFinite(value))

const SliceReaders: { [K in keyof ClientState]: (value: unknown) => ClientState[K] | undefined } = {
  user: (value) => (value === null ? null : isRecord(value) ? pickUserFields(value) : undefined),
  dailyVideo: (value) => (value === null ? null : isRecord(value) && typeof value.video_id === 'string' ? { video_id: value.video_id } : undefined),
  ad: (value) =>
    isRecord(value) && Number.isSafeInteger(value.views) && (value.views as number) >= 0 && isTime(value.timestamp) ? { views: value.views as number, timestamp: value.timestamp } : undefined,
  magazine: (value) =>
    isRecord(value) && isRecord(value.issues) && isTime(value.issuesLastFetched) && isTime(value.currentIssueLastFetched)
      ? {
          issues: value.issues,
          issuesLastFetched: value.issuesLastFetched,
          currentIssue: value.currentIssue ?? null,
          currentIssueLastFetched: value.currentIssueLastFetched,
        }
      : undefined,
}

const pick = <T>(read: T | undefined, fallback: T): T => (read === undefined ? fallback : read)

type StorageLike = Pick<Storage, 'getItem' | 'setItem'>

/** The saved state over the defaults, slice by slice; the defaults when nothing (readable) is saved. */
export function readSavedState(storage: StorageLike | null): ClientState {
  const state = createDefaultState()
  let saved: unknown
  try {
    const text = storage?.getItem(STORAGE_KEY)
    saved = text ? JSON.parse(text) : null
  } catch {
    // Private mode, blocked storage or a corrupted value: start from the defaults.
    return state
  }
  if (!isRecord(saved)) return state
  return {
    user: pick(SliceReaders.user(saved.user), state.user),
    dailyVideo: pick(SliceReaders.dailyVideo(saved.dailyVideo), state.dailyVideo),
    ad: pick(SliceReaders.ad(saved.ad), state.ad),
    magazine: pick(SliceReaders.magazine(saved.magazine), state.magazine),
  }
}

function pickData(state: ClientState): ClientState {
  return { user: state.user, dailyVideo: state.dailyVideo, ad: state.ad, magazine: state.magazine }
}

function write(storage: StorageLike, state: ClientState) {
  try {
    storage.setItem(STORAGE_KEY, JSON.stringify(pickData(state)))
  } catch {
    // A full quota or blocked storage: the page works on without persistence.
  }
}

/**
 * Restores the store from storage, then saves each change: the first at once, later ones at most
 * once per interval with the latest state (trailing), so the last change is never lost to the
 * throttle. Returns a function that stops saving.
 */
export function persistStore(store: AppStore, storage: StorageLike | null, intervalMs = SAVE_INTERVAL_MS): () => void {
  store.getState().restore(readSavedState(storage))
  if (!storage) return () => {}
  let lastWrite = -Infinity
  let timer: ReturnType<typeof setTimeout> | undefined
  const flush = () => {
    timer = undefined
    lastWrite = Date.now()
    write(storage, store.getState())
  }
  const unsubscribe = store.subscribe(() => {
    if (timer !== undefined) return
    timer = setTimeout(flush, Math.max(0, lastWrite + intervalMs - Date.now()))
  })
  return () => {
    unsubscribe()
    clearTimeout(timer)
  }
}

/** `window.localStorage` itself throws in some privacy modes, so even reaching it is guarded. */
export function getBrowserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}
