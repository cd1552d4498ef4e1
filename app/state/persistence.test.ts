import { describe, expect, test, vi } from 'vitest'
import { withFakeTimers } from '#tests/utils/fake-timers.ts'
import { persistStore, readSavedState, SAVE_INTERVAL_MS, STORAGE_KEY } from './persistence.ts'
import { createAppStore, createDefaultState } from './store.ts'

/** A real in-memory Storage with a write log, so the tests see every setItem. */
function createMemoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial))
  const writes: string[] = []
  return {
    writes,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => {
      writes.push(value)
      items.set(key, value)
    },
  }
}

/** Storage as private mode or a full quota presents it: every call throws. */
const throwingStorage = {
  getItem: (): string | null => {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  },
  setItem: () => {
    throw new DOMException('The quota has been exceeded.', 'QuotaExceededError')
  },
}

const saved = (storage: { writes: string[] }) => JSON.parse(storage.writes.at(-1)!)

describe('restoring the saved state', () => {
  test('nothing saved: the defaults', () => {
    expect(readSavedState(createMemoryStorage())).toEqual(createDefaultState())
    expect(readSavedState(null)).toEqual(createDefaultState())
  })

  test('a saved state comes back, and a missing slice keeps its defaults', () => {
    const storage = createMemoryStorage({ [STORAGE_KEY]: JSON.stringify({ user: { firstname: 'Ada' }, ad: { views: 2, timestamp: 5 } }) })
    expect(readSavedState(storage)).toEqual({ ...createDefaultState(), user: { firstname: 'Ada' }, ad: { views: 2, timestamp: 5 } })
  })

  test('a corrupted value or a slice of the wrong shape falls back to the defaults', () => {
    expect(readSavedState(createMemoryStorage({ [STORAGE_KEY]: '{not json' }))).toEqual(createDefaultState())
    expect(readSavedState(createMemoryStorage({ [STORAGE_KEY]: '[1,2]' }))).toEqual(createDefaultState())
    const storage = createMemoryStorage({
      [STORAGE_KEY]: JSON.stringify({ user: 'Ada', ad: { views: -1, timestamp: null }, dailyVideo: { video_id: 'v1' } }),
    })
    expect(readSavedState(storage)).toEqual({ ...createDefaultState(), dailyVideo: { video_id: 'v1' } })
  })

  test('a password someone saved in the past is dropped on the way in', () => {
    const storage = createMemoryStorage({ [STORAGE_KEY]: JSON.stringify({ user: { firstname: 'Ada', password: 'secret phrase' } }) })
    expect(readSavedState(storage).user).toEqual({ firstname: 'Ada' })
  })

  test('read errors are swallowed: the defaults', () => {
    expect(readSavedState(throwingStorage)).toEqual(createDefaultState())
  })
})

describe('saving, at most once per 1000 ms', () => {
  withFakeTimers()

  test('the first change is saved at once, a burst after it once at the end of the interval, with the last state', () => {
    const storage = createMemoryStorage()
    const store = createAppStore()
    persistStore(store, storage)
    expect(storage.writes).toEqual([]) // restoring is not a change worth saving

    store.getState().setAdModalViews(1)
    vi.advanceTimersByTime(0)
    expect(storage.writes).toHaveLength(1)
    expect(saved(storage).ad.views).toBe(1)

    for (let views = 2; views <= 5; views++) {
      store.getState().setAdModalViews(views)
      vi.advanceTimersByTime(100)
    }
    expect(storage.writes).toHaveLength(1)
    vi.advanceTimersByTime(SAVE_INTERVAL_MS - 400 - 1)
    expect(storage.writes).toHaveLength(1)
    vi.advanceTimersByTime(1)
    expect(storage.writes).toHaveLength(2)
    expect(saved(storage).ad.views).toBe(5)

    vi.advanceTimersByTime(10 * SAVE_INTERVAL_MS)
    expect(storage.writes).toHaveLength(2) // nothing changed, nothing written
  })

  test('saves everything but the actions, and never a password', () => {
    const storage = createMemoryStorage()
    const store = createAppStore()
    persistStore(store, storage)
    store.getState().setUser({ firstname: 'Ada', password: 'secret phrase' })
    vi.runAllTimers()
    expect(saved(storage)).toEqual({ ...createDefaultState(), user: { firstname: 'Ada' } })
    expect(storage.writes.at(-1)).not.toContain('secret')
  })

  test('restores at start and carries on from there', () => {
    const storage = createMemoryStorage({ [STORAGE_KEY]: JSON.stringify({ ad: { views: 4, timestamp: 1 } }) })
    const store = createAppStore()
    persistStore(store, storage)
    expect(store.getState().ad.views).toBe(4)
    store.getState().setAdModalViews(store.getState().ad.views + 1)
    vi.runAllTimers()
    expect(saved(storage).ad.views).toBe(5)
  })

  test('write errors are swallowed and the store keeps working', () => {
    const store = createAppStore()
    persistStore(store, throwingStorage)
    store.getState().setUser({ firstname: 'Ada' })
    expect(() => vi.runAllTimers()).not.toThrow()
    expect(store.getState().user).toEqual({ firstname: 'Ada' })
  })

  test('stopping cancels a pending save', () => {
    const storage = createMemoryStorage()
    const store = createAppStore()
    const stop = persistStore(store, storage)
    store.getState().setAdModalViews(1)
    stop()
    vi.runAllTimers()
    expect(storage.writes).toEqual([])
  })
})
