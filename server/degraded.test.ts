import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, titleOf, type TestApp } from '#tests/utils/test-app.ts'

describe('with the database down', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
    await t.database.close()
  })
  afterAll(() => t.database.close().catch(() => {}))

  it('/healthz stays 200 while /readyz answers 503', async () => {
    expect((await t.request('/healthz')).status).toBe(200)
    const ready = await t.request('/readyz')
    expect(ready.status).toBe(503)
    expect(ready.headers.get('retry-after')).toBe('5')
  })

  it('account calls answer 503 db_unavailable with Retry-After; a token does not count as signed in', async () => {
    const json = { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.0.0.1' }
    const signIn = await t.request('/api/token', { method: 'POST', headers: json, body: JSON.stringify({ email: 'a@example.com', password: 'long enough secret' }) })
    expect(signIn.status).toBe(503)
    expect((await signIn.json()).error.code).toBe('db_unavailable')
    expect(signIn.headers.get('retry-after')).toBeTruthy()
    const me = await t.request('/api/user/me', { headers: { Authorization: 'Bearer some-token' } })
    expect(me.status).toBe(503)
    const page = await t.request('/', { headers: { Cookie: 'quota_session=some-token' } })
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('>Profile</a>')
  })

  it('the home page still renders, with the built-in navigation', async () => {
    const res = await t.request('/')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('site-header__nav--fallback')
    expect(t.logs.some((line) => line.event === 'menu.error')).toBe(true)
  })

  it('a content page answers a branded 503 with Retry-After, not a crash', async () => {
    const res = await t.request('/about')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('30')
    const html = await res.text()
    expect(titleOf(html)).toBe('We will be right back / Quota')
    expect(html).toContain('Please try again in a minute')
  })

  it('every page form answers the branded 503 with Retry-After, never a 500, and gives back what was typed', async () => {
    const forms: [string, Record<string, string>][] = [
      ['/login', { email: 'ada@example.com', password: 'long enough secret' }],
      ['/register', { firstname: 'Ada', email: 'ada@example.com', password: 'a long enough secret phrase' }],
      ['/forgot-password', { email: 'ada@example.com' }],
      ['/reset-password', { resetToken: 'some-token', newPassword: 'a long enough secret phrase' }],
      ['/profile/confirm-email', { token: 'some-token', email: 'ada@example.com', password: 'long enough secret' }],
      ['/newsletters', { email: 'ada@example.com', dailyBoost: 'on' }],
      ['/advertising/media-kit', { firstname: 'Ada', lastname: 'Byron', email: 'ada@example.com', company: 'Analytical', phone_number: '5550102030', job_title: 'CRO' }],
      ['/magazine/subscribe', { intent: 'apply-promo', promoCode: 'SPRING26' }],
    ]
    for (const [path, fields] of forms) {
      const res = await t.request(path, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.0.0.2' },
        body: new URLSearchParams(fields).toString(),
      })
      expect(res.status, path).toBe(503)
      expect(res.headers.get('retry-after'), path).toBe('30')
      const html = await res.text()
      expect(titleOf(html), path).toBe('We will be right back / Quota')
      // What was typed comes back, ready to send again; a password or a token never does.
      expect(html, path).toContain('has not been saved')
      expect(html, path).toContain(`action="${path}"`)
      for (const [name, value] of Object.entries(fields)) {
        if (/password|token/i.test(name)) expect(html, path).not.toContain(value)
        else expect(html, `${path} ${name}`).toContain(`value="${value}"`)
      }
    }
  })
})
