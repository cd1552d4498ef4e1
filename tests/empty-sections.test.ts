import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { textOf } from './html.ts'
import { createTestApp, titleOf, type TestApp } from './utils/test-app.ts'
import { emptyWordPress } from './utils/empty-wordpress.ts'

/** The magazine, video, event and Daily Boost pages over a WordPress with nothing published yet, and with the content service down. */
describe('empty sections and outages', () => {
  let empty: TestApp
  let down: TestApp
  beforeAll(async () => {
    empty = await createTestApp({ envVars: { CONTENT_API_URL: 'http://cms.example.test' }, contentFetch: emptyWordPress })
    down = await createTestApp({ envVars: { CONTENT_API_URL: 'http://cms.example.test' }, contentFetch: () => Promise.reject(new TypeError('fetch failed')) })
  })
  afterAll(async () => {
    await empty.close()
    await down.close()
  })

  it.each([
    ['/magazine', 'The current issue is on its way'],
    ['/magazine/sample', 'The sample issue is being prepared'],
    ['/videos', 'There are no videos yet'],
    ['/events', 'No events are scheduled right now'],
    ['/boost-preview', "Today's Daily Boost is still being written"],
  ])('%s says so when there is nothing yet', async (path, text) => {
    const res = await empty.request(path)
    expect(res.status).toBe(200)
    expect(textOf(await res.text())).toContain(text)
  })

  it.each(['/magazine', '/magazine/an-issue', '/magazine/sample', '/videos', '/videos/category/1/x', '/videos/abcdefghijk/x', '/events', '/boost-preview'])(
    '%s answers 503 when the content service is down',
    async (path) => {
      const res = await down.request(path)
      expect(res.status).toBe(503)
      expect(titleOf(await res.text())).toBe('We will be right back / Quota')
    },
  )
})
