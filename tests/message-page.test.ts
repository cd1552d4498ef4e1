import { describe, expect, it } from 'vitest'
import { SITE_MESSAGES } from '#lib/site-messages.ts'
import { textOf } from './html.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** /message: the editor's letter, with a notice from the site's fixed set when ?m= names one. */
const t = withTestApp()

describe('/message', () => {
  it("shows the editor's letter without a key", async () => {
    const res = await t.request('/message')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toMatch(/<h1>A Message from the Editor<\/h1>/)
    expect(html).not.toContain('site-message')
  })

  it.each(Object.entries(SITE_MESSAGES))('shows the %s notice above the letter, not indexed', async (key, message) => {
    const res = await t.request(`/message?m=${key}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(titleOf(html)).toBe(`${message.title} / Quota`)
    expect(html).toContain(`<h1 id="site-message-title">${message.title}</h1>`)
    expect(textOf(html)).toContain(message.body)
    expect(html).toMatch(/<h2>A Message from the Editor<\/h2>/)
    expect(html).toMatch(/<meta name="robots" content="noindex/)
  })

  it('never shows text from the address: an unknown key is a 404', async () => {
    for (const key of ['<script>alert(1)</script>', 'Your account was hacked, call 555-0100', 'toString', '__proto__', '']) {
      const res = await t.request(`/message?m=${encodeURIComponent(key)}`)
      expect(res.status, key).toBe(404)
      expect(await res.text()).not.toContain('call 555-0100')
    }
  })

  it('is where a deleted account lands', async () => {
    const form = (body: Record<string, string>, cookie = '') => ({
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie && { Cookie: cookie }) },
      body: new URLSearchParams(body).toString(),
    })
    const email = 'message.deleted@example.com'
    const password = 'long enough secret phrase'
    expect((await t.request('/register', form({ firstname: 'Ada', email, password }))).status).toBe(302)
    const cookie = (await t.request('/login', form({ email, password, redirectTo: '/' }))).headers.get('set-cookie')!.split(';')[0]!
    const res = await t.request('/profile/delete', form({ password }, cookie))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/message?m=account-deleted')
  })
})
