import { describe, expect, test } from 'vitest'
import { createAppStore, createDefaultState } from './store.ts'

describe('the client store (spec §3, §4)', () => {
  test('starts from the defaults: no user, no video, ad views 0, no issues', () => {
    const store = createAppStore()
    expect(store.getState()).toMatchObject(createDefaultState())
    expect(store.getState().ad.views).toBe(0)
  })

  test('set-user merges fields, or replaces the user with overwrite', () => {
    const store = createAppStore()
    store.getState().setUser({ firstname: 'Ada', email: 'ada@example.com' })
    store.getState().setUser({ firstname: 'Augusta' })
    expect(store.getState().user).toEqual({ firstname: 'Augusta', email: 'ada@example.com' })
    store.getState().setUser({ firstname: 'Grace' }, { overwrite: true })
    expect(store.getState().user).toEqual({ firstname: 'Grace' })
  })

  test('a password (or any other field) is never stored', () => {
    const store = createAppStore()
    store.getState().setUser({ firstname: 'Ada', email: 'ada@example.com', password: 'secret phrase', token: 't' })
    expect(store.getState().user).toEqual({ firstname: 'Ada', email: 'ada@example.com' })
  })

  test('logout resets the user to empty', () => {
    const store = createAppStore()
    store.getState().setUser({ firstname: 'Ada' })
    store.getState().logout()
    expect(store.getState().user).toBeNull()
  })

  test('set-ad-modal-views stores the count and the time; the magazine actions store their fetch time', () => {
    let clock = 1_000
    const store = createAppStore(() => clock)
    store.getState().setAdModalViews(3)
    expect(store.getState().ad).toEqual({ views: 3, timestamp: 1_000 })
    clock = 2_000
    store.getState().setIssues({ 12: { id: 12 } })
    clock = 3_000
    store.getState().setCurrentIssue({ id: 12 })
    expect(store.getState().magazine).toEqual({
      issues: { 12: { id: 12 } },
      issuesLastFetched: 2_000,
      currentIssue: { id: 12 },
      currentIssueLastFetched: 3_000,
    })
  })

  test('set-daily-video replaces the video', () => {
    const store = createAppStore()
    store.getState().setDailyVideo({ video_id: 'abc' })
    store.getState().setDailyVideo({ video_id: 'def' })
    expect(store.getState().dailyVideo).toEqual({ video_id: 'def' })
  })
})
