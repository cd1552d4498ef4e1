import { describe, expect, it, vi } from 'vitest'
import { SwrCache } from './swr-cache.ts'

function clock() {
  let now = 0
  return { now: () => now, advance: (ms: number) => (now += ms) }
}

describe('SwrCache', () => {
  it('serves a fresh value without loading again', async () => {
    const time = clock()
    const cache = new SwrCache({ ttlMs: 100, staleMs: 1000, maxEntries: 10, now: time.now })
    const load = vi.fn(async () => 'a')
    expect(await cache.get('k', load)).toBe('a')
    time.advance(50)
    expect(await cache.get('k', load)).toBe('a')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('coalesces identical loads in flight', async () => {
    const cache = new SwrCache({ ttlMs: 100, staleMs: 1000, maxEntries: 10 })
    let resolve!: (value: string) => void
    const load = vi.fn(() => new Promise<string>((r) => (resolve = r)))
    const both = Promise.all([cache.get('k', load), cache.get('k', load)])
    resolve('one')
    expect(await both).toEqual(['one', 'one'])
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('answers stale at once and refreshes in the background', async () => {
    const time = clock()
    const cache = new SwrCache({ ttlMs: 100, staleMs: 1000, maxEntries: 10, now: time.now })
    await cache.get('k', async () => 'old')
    time.advance(150)
    const refresh = vi.fn(async () => 'new')
    expect(await cache.get('k', refresh)).toBe('old')
    await Promise.resolve()
    expect(refresh).toHaveBeenCalledTimes(1)
    expect(await cache.get('k', refresh)).toBe('new')
  })

  it('keeps serving stale when the origin fails, and reports the failure', async () => {
    const time = clock()
    const failures: string[] = []
    const cache = new SwrCache({ ttlMs: 100, staleMs: 1000, maxEntries: 10, now: time.now, onBackgroundError: (key) => failures.push(key) })
    await cache.get('k', async () => 'kept')
    time.advance(500)
    expect(await cache.get('k', () => Promise.reject(new Error('down')))).toBe('kept')
    await new Promise((r) => setTimeout(r, 0))
    expect(failures).toEqual(['k'])
  })

  it('fails once the value is older than ttl + stale', async () => {
    const time = clock()
    const cache = new SwrCache({ ttlMs: 100, staleMs: 1000, maxEntries: 10, now: time.now })
    await cache.get('k', async () => 'old')
    time.advance(1200)
    await expect(cache.get('k', () => Promise.reject(new Error('down')))).rejects.toThrow('down')
  })

  it('evicts the oldest entries beyond maxEntries', async () => {
    const cache = new SwrCache({ ttlMs: 1000, staleMs: 1000, maxEntries: 2 })
    await cache.get('a', async () => 1)
    await cache.get('b', async () => 2)
    await cache.get('c', async () => 3)
    const reload = vi.fn(async () => 9)
    expect(await cache.get('a', reload)).toBe(9)
    expect(await cache.get('c', reload)).toBe(3)
  })

  it('keeps the values within maxBytes, dropping the oldest, and never keeps one heavier than the budget', async () => {
    const cache = new SwrCache({ ttlMs: 1000, staleMs: 1000, maxEntries: 100, maxBytes: 10, sizeOf: (value) => String(value).length })
    await cache.get('a', async () => 'aaaa')
    await cache.get('b', async () => 'bbbb')
    expect(cache.bytes).toBe(8)
    await cache.get('c', async () => 'cccc')
    expect(cache.bytes).toBe(8)
    const reload = vi.fn(async () => 'AAAA')
    expect(await cache.get('a', reload)).toBe('AAAA')
    expect(await cache.get('c', reload)).toBe('cccc')
    expect(await cache.get('huge', async () => 'x'.repeat(11))).toBe('x'.repeat(11))
    expect(cache.bytes).toBeLessThanOrEqual(10)
    expect(await cache.get('huge', async () => 'again')).toBe('again')
    cache.purge(() => true)
    expect(cache.bytes).toBe(0)
  })

  it('purges the matching entries only', async () => {
    const cache = new SwrCache({ ttlMs: 1000, staleMs: 1000, maxEntries: 10 })
    await cache.get('posts:1', async () => 'one')
    await cache.get('pages:1', async () => 'page')
    cache.purge((key) => key.startsWith('posts'))
    expect(await cache.get('posts:1', async () => 'one, edited')).toBe('one, edited')
    expect(await cache.get('pages:1', async () => 'never asked')).toBe('page')
  })

  it('purges by what an entry holds', async () => {
    const cache = new SwrCache({ ttlMs: 1000, staleMs: 1000, maxEntries: 10 })
    await cache.get('list a', async () => [1, 2])
    await cache.get('list b', async () => [3])
    cache.purge((_key, value) => Array.isArray(value) && value.includes(2))
    expect(await cache.get('list a', async () => [1, 2, 'edited'])).toEqual([1, 2, 'edited'])
    expect(await cache.get('list b', async () => 'never asked')).toEqual([3])
  })

  it('neither keeps nor shares a load that began before a purge, whatever the purge matched', async () => {
    const cache = new SwrCache({ ttlMs: 1000, staleMs: 1000, maxEntries: 10 })
    let finish!: (value: string) => void
    const before = cache.get('posts:1', () => new Promise<string>((resolve) => (finish = resolve)))
    cache.purge(() => false)
    const after = cache.get('posts:1', async () => 'after the change')
    finish('before the change')
    expect(await before).toBe('before the change')
    expect(await after).toBe('after the change')
    expect(await cache.get('posts:1', async () => 'asked again')).toBe('after the change')
  })
})
