import { describe, expect, test, vi } from 'vitest'
import { withFakeTimers } from '#tests/utils/fake-timers.ts'
import { CHUNK_LOAD_TIMEOUT_MS, claimStaleReload, getChunkName, importChunk, isChunkLoadError, RELOAD_GUARD_KEY } from './chunk-loading.ts'

const url = '/assets/article-DoNQlKaF.js'

describe('loading a route chunk (spec §8, §9)', () => {
  withFakeTimers()

  test('names the chunk by its file', () => {
    expect(getChunkName(url)).toBe('article-DoNQlKaF')
    expect(getChunkName('https://cdn.example/assets/home-D8O.js?v=2')).toBe('home-D8O')
  })

  test("a chunk that never arrives fails with 'Loading chunk N failed' after 120 000 ms, not before", async () => {
    const loading = importChunk(url, { importModule: () => new Promise(() => {}) })
    const outcome = loading.then(
      () => 'loaded',
      (error: unknown) => error,
    )
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1)
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(isChunkLoadError(error)).toBe(true)
    expect((error as Error).message).toBe('Loading chunk article-DoNQlKaF failed')
    expect(error).toMatchObject({ stale: false })
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000)
  })

  test('a chunk that arrives in time is returned and leaves no timer behind', async () => {
    const module = { default: 'page' }
    await expect(importChunk(url, { importModule: async () => module })).resolves.toBe(module)
    expect(vi.getTimerCount()).toBe(0)
  })

  test('a failed import fails at once; stale when the server has no such chunk', async () => {
    const failing = async () => {
      throw new TypeError('Failed to fetch dynamically imported module')
    }
    await expect(importChunk(url, { importModule: failing, isMissing: async () => true })).rejects.toMatchObject({
      message: 'Loading chunk article-DoNQlKaF failed',
      stale: true,
    })
    await expect(importChunk(url, { importModule: failing, isMissing: async () => false })).rejects.toMatchObject({ stale: false })
    expect(vi.getTimerCount()).toBe(0)
  })
})

describe('reloading once for a stale deployment', () => {
  function createMemoryStorage() {
    const items = new Map<string, string>()
    return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), items }
  }

  test('once per build: the first failure reloads, the next one on the same build does not', () => {
    const storage = createMemoryStorage()
    expect(claimStaleReload(storage, 'build-1')).toBe(true)
    expect(storage.items.get(RELOAD_GUARD_KEY)).toBe('build-1')
    expect(claimStaleReload(storage, 'build-1')).toBe(false)
    expect(claimStaleReload(storage, 'build-2')).toBe(true)
  })

  test('without working storage there is no guard, so no automatic reload', () => {
    const throwing = {
      getItem: (): string | null => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
      setItem: () => {},
    }
    expect(claimStaleReload(throwing, 'build-1')).toBe(false)
    expect(claimStaleReload(null, 'build-1')).toBe(false)
  })
})
