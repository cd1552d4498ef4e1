import { describe, expect, it } from 'vitest'
import { withTestApp } from './utils/with-test-app.ts'

/**
 * The privacy banner's form, posted before the page's script has run (issue 30: a "Reject all"
 * clicked on a slow phone was lost): the choice is stored in the cookie the script reads, and the
 * visitor goes back to the page.
 */
const t = withTestApp()
/** The test site's own address (tests/utils/test-app.ts). */
const SITE = 'http://localhost:3000'

const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.request('/privacy-choices', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(fields).toString() })

describe('POST /privacy-choices', () => {
  it.each([
    ['accept', {}, 'v1.a1.d1'],
    ['reject', {}, 'v1.a0.d0'],
    ['save', { analytics: 'on' }, 'v1.a1.d0'],
    ['save', { advertising: 'on' }, 'v1.a0.d1'],
    ['save', {}, 'v1.a0.d0'],
  ])('stores "%s" %j as %s and returns to the page', async (choice, boxes, stored) => {
    const res = await post({ choice, ...boxes }, { Referer: `${SITE}/webinars?page=2` })
    expect(res.status).toBe(303)
    expect(res.headers.get('Location')).toBe('/webinars?page=2')
    expect(res.headers.get('Set-Cookie')).toMatch(new RegExp(`^quota_consent=${stored.replaceAll('.', '\\.')}; Path=/; Max-Age=\\d+; SameSite=Lax`))
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
  })

  it('returns to a page of the address the request came to (behind a proxy, or 127.0.0.1)', async () => {
    const res = await post({ choice: 'accept' }, { Referer: 'http://localhost/topics?page=3' })
    expect(res.headers.get('Location')).toBe('/topics?page=3')
  })

  it('returns home without a Referer', async () => {
    const res = await post({ choice: 'reject' })
    expect(res.headers.get('Location')).toBe('/')
  })

  it('returns only to a page of this site', async () => {
    for (const back of ['https://evil.example/', `${SITE}//evil.example/x`, 'javascript:alert(1)', 'not a url']) {
      const res = await post({ choice: 'reject' }, { Referer: back })
      expect(res.status, back).toBe(303)
      expect(res.headers.get('Location'), back).toMatch(/^\/(?!\/)/)
      expect(res.headers.get('Location'), back).not.toContain('evil')
    }
  })

  it('refuses a choice the form never sends, and stores nothing', async () => {
    for (const fields of [{ choice: 'everything' }, { choice: 'accept\u0000' }, { back: '/' }, { choice: 'x'.repeat(5000) }] as Record<string, string>[]) {
      const res = await post(fields)
      expect([400, 413]).toContain(res.status)
      expect(res.headers.get('Set-Cookie')).toBeNull()
    }
  })

  it('refuses another site choosing for the visitor', async () => {
    const res = await post({ choice: 'accept' }, { Origin: 'https://evil.example' })
    expect(res.status).toBe(403)
    expect(res.headers.get('Set-Cookie')).toBeNull()
  })

  it('is in every page: the banner posts here', async () => {
    const html = await (await t.request('/webinars')).text()
    const form = /<form class="consent-banner__form"[^>]*>.*?<\/form>/s.exec(html)?.[0] ?? ''
    expect(form).toMatch(/^<form[^>]* action="\/privacy-choices" method="post">/)
    expect(form.match(/<button type="submit" value="(\w+)"[^>]* name="choice">/g)?.map((button) => /value="(\w+)"/.exec(button)![1])).toEqual(['accept', 'reject', 'save'])
  })
})
