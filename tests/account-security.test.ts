import { describe, expect, it } from 'vitest'
import { SESSION_COOKIE } from '#server/middleware/session-cookie.ts'
import { MAX_BODY_BYTES } from '#server/middleware/body-limit.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** Sign-in redirects, sign-out and form bodies, as a browser without JavaScript meets them. */
const t = withTestApp({ envVars: { TRUST_PROXY: 'true' } })

let n = 0
const PASSWORD = 'long enough secret phrase'
const form = (body: Record<string, string>, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.9.0.${++n}`, ...extra },
  body: new URLSearchParams(body).toString(),
})

async function register(email: string) {
  expect((await t.request('/register', form({ firstname: 'Ada', email, password: PASSWORD }))).status).toBe(302)
}

async function session(email: string) {
  const signIn = await t.request('/login', form({ email, password: PASSWORD }))
  return `${SESSION_COOKIE}=${/quota_session=([^;]+)/.exec(signIn.headers.get('set-cookie')!)![1]}`
}

describe('the redirect after sign-in stays on the site', () => {
  const offSite = [
    '/%09/evil.example',
    '/%0a/evil.example',
    '/%0d%0a/evil.example',
    '%09//evil.example',
    '//evil.example',
    '/%5Cevil.example',
    '%5C%5Cevil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
    '/.//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
  ]

  it.each(offSite)('the form post with redirectTo=%s goes to the profile', async (encoded) => {
    await register(`redirect.${n}@example.com`)
    const res = await t.request('/login', form({ email: `redirect.${n - 1}@example.com`, password: PASSWORD, redirectTo: decodeURIComponent(encoded) }))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/profile')
  })

  it.each(offSite)('a signed-in visit to /login?redirectTo=%s goes to the profile', async (encoded) => {
    const email = `redirect.visit.${++n}@example.com`
    await register(email)
    const res = await t.request(`/login?redirectTo=${encoded}`, { headers: { Cookie: await session(email) } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/profile')
  })

  it('a path on the site is kept, normalised by the URL parser', async () => {
    const email = `redirect.ok.${++n}@example.com`
    await register(email)
    const res = await t.request('/login', form({ email, password: PASSWORD, redirectTo: '/news\tletters?x=1' }))
    expect(res.headers.get('location')).toBe('/newsletters?x=1')
  })
})

describe('signing out', () => {
  it('GET /logout only asks, with a form that posts to /logout; the session stays', async () => {
    const email = `logout.get.${++n}@example.com`
    await register(email)
    const cookie = await session(email)
    const page = await t.request('/logout', { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('set-cookie')).toBeNull()
    const html = await page.text()
    expect(titleOf(html)).toBe('Sign out / Quota')
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/logout"|<form[^>]*action="\/logout"[^>]*method="post"/)
    expect(html).toMatch(/<button type="submit"[^>]*>Sign out<\/button>/)
    expect((await t.request('/profile', { headers: { Cookie: cookie } })).status).toBe(200)
  })

  it('POST /logout signs out', async () => {
    const email = `logout.post.${++n}@example.com`
    await register(email)
    const cookie = await session(email)
    const out = await t.request('/logout', form({}, { Cookie: cookie }))
    expect(out.status).toBe(302)
    expect(out.headers.get('set-cookie')).toMatch(/quota_session=; .*Max-Age=0/)
    expect((await t.request('/profile', { headers: { Cookie: cookie } })).status).toBe(302)
  })

  it('a POST from another site is refused and the session stays', async () => {
    const email = `logout.csrf.${++n}@example.com`
    await register(email)
    const cookie = await session(email)
    const out = await t.request('/logout', form({}, { Cookie: cookie, Origin: 'https://evil.example' }))
    expect(out.status).toBe(403)
    expect((await t.request('/profile', { headers: { Cookie: cookie } })).status).toBe(200)
  })

  it('an anonymous visitor is told they are signed out', async () => {
    const html = await (await t.request('/logout')).text()
    expect(html).toContain('You are signed out.')
  })
})

describe('page forms have the API body limit', () => {
  /** A body streamed in 64 KB chunks, up to `total` bytes, counting what the server pulled. */
  function streamedBody(total: number) {
    const chunk = new Uint8Array(64 * 1024).fill(0x61)
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close()
        sent += chunk.length
        controller.enqueue(chunk)
      },
    })
    return { body, sent: () => sent }
  }

  it('a 50 MB streamed form post is refused with the branded 413 page after reading at most the limit', async () => {
    const stream = streamedBody(50 * 1024 * 1024)
    const res = await t.request('/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: stream.body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(res.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await res.text()
    expect(titleOf(html)).toBe('That was too much to send / Quota')
    expect(html).toContain('site-header')
    expect(stream.sent()).toBeLessThanOrEqual(MAX_BODY_BYTES + 2 * 64 * 1024)
  })

  it('a declared Content-Length over the limit is refused before any of the body is read', async () => {
    const stream = streamedBody(50 * 1024 * 1024)
    const res = await t.request('/register', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Content-Length': String(50 * 1024 * 1024) },
      body: stream.body,
      duplex: 'half',
    } as RequestInit)
    expect(res.status).toBe(413)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(stream.sent()).toBeLessThanOrEqual(2 * 64 * 1024)
  })

  it('a form under the limit still works', async () => {
    const email = `limit.ok.${++n}@example.com`
    const res = await t.request('/register', form({ firstname: 'Ada', email, password: PASSWORD, padding: 'x'.repeat(MAX_BODY_BYTES - 500) }))
    expect(res.status).toBe(302)
  })
})
