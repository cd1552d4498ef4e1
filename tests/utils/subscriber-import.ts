import { expect, vi } from 'vitest'
import { textOf } from '../html.ts'
import type { TestApp } from './test-app.ts'

/**
 * Uploads a subscriber file the way the screen does, then follows it to its result as a person
 * would: the progress page until it stops saying it refreshes itself. Answers the status and the
 * page's text (the problems, or the counts and the skipped rows).
 */
export async function importSubscribers(t: TestApp, csv: string, cookie: string): Promise<{ status: number; text: string }> {
  const body = new FormData()
  body.set('subscribers', new File([csv], 'subscribers.csv', { type: 'text/csv' }))
  const posted = await t.request('/admin/subscribers', { method: 'POST', body, headers: { Cookie: cookie, 'X-Forwarded-For': '10.78.0.1' } })
  const location = posted.headers.get('location')
  if (!location) return { status: posted.status, text: textOf(await posted.text()) }
  expect(posted.status).toBe(302)
  return vi.waitFor(
    async () => {
      const page = await t.request(location, { headers: { Cookie: cookie } })
      const text = textOf(await page.text())
      expect(text).not.toContain('This page refreshes itself')
      return { status: page.status, text }
    },
    { timeout: 60_000, interval: 200 },
  )
}
