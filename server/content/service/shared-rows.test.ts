import { describe, expect, it, vi } from 'vitest'
import { createSharedRows } from './shared-rows.ts'

const rowsOf = (ids: number[]) => ids.map((id) => ({ id, name: `row ${id}` }))

describe('shared rows', () => {
  it('loads only the ids it does not hold', async () => {
    const load = vi.fn(async (ids: number[]) => rowsOf(ids))
    const rows = createSharedRows(load, { maxEntries: 10, ttlMs: 1000 })
    expect(await rows.byIds([1, 2])).toEqual(rowsOf([1, 2]))
    expect((await rows.byIds([2, 3])).map((row) => row.id).sort()).toEqual([2, 3])
    expect(load.mock.calls).toEqual([[[1, 2]], [[3]]])
  })

  it('loads again after forget and after ttlMs, and keeps at most maxEntries', async () => {
    let time = 0
    const load = vi.fn(async (ids: number[]) => rowsOf(ids))
    const rows = createSharedRows(load, { maxEntries: 2, ttlMs: 100, now: () => time })
    await rows.byIds([1])
    rows.forget()
    await rows.byIds([1])
    time = 150
    await rows.byIds([1])
    await rows.byIds([2, 3])
    await rows.byIds([1])
    expect(load.mock.calls).toEqual([[[1]], [[1]], [[1]], [[2, 3]], [[1]]])
  })

  it('does not keep what a load that began before a purge read', async () => {
    let finish: (rows: { id: number; name: string }[]) => void = () => {}
    const load = vi.fn((ids: number[]) => (ids[0] === 1 && load.mock.calls.length === 1 ? new Promise<{ id: number; name: string }[]>((done) => (finish = done)) : Promise.resolve(rowsOf(ids))))
    const rows = createSharedRows(load, { maxEntries: 10, ttlMs: 1000 })
    const before = rows.byIds([1])
    rows.forget()
    finish([{ id: 1, name: 'old' }])
    expect(await before).toEqual([{ id: 1, name: 'old' }])
    expect(await rows.byIds([1])).toEqual([{ id: 1, name: 'row 1' }])
  })
})
