import { describe, expect, it } from 'vitest'
import { withTestApp } from './utils/with-test-app.ts'
import { proofFrom, spendFreeShare } from '#tests/utils/proof-of-work.ts'

/** The account pages as a browser without JavaScript uses them: plain form posts and redirects. */
const t = withTestApp({ envVars: { TRUST_PROXY: 'true' } })

let n = 0
const form = (body: Record<string, string>, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.7.0.${++n}`, ...extra },
  body: new URLSearchParams(body).toString(),
})

async function registeredSession(email: string, password = 'long enough secret phrase') {
  expect((await t.request('/register', form({ firstname: 'Ada', email, password }))).status).toBe(302)
  const signIn = await t.request('/login', form({ email, password, redirectTo: '/profile' }))
  expect(signIn.status).toBe(302)
  return signIn.headers.get('set-cookie')!.split(';')[0]!
}

describe('account pages without JavaScript', () => {
  it('show the spec messages for bad input, with status 400', async () => {
    const res = await t.request('/register', form({ firstname: '', email: 'nope', password: '' }))
    expect(res.status).toBe(400)
    const html = await res.text()
    expect(html).toContain('Invalid email')
    expect(html.match(/>Required</g)?.length).toBeGreaterThanOrEqual(2)
    expect(html).toMatch(/aria-invalid="true"/)
  })

  it('sign in with a session cookie and come back to where the visitor was going', async () => {
    const cookie = await registeredSession('pages.one@example.com')
    expect(cookie).toMatch(/^quota_session=[A-Za-z0-9_-]{43}$/)
    const profile = await t.request('/profile', { headers: { Cookie: cookie } })
    expect(profile.status).toBe(200)
    expect(profile.headers.get('cache-control')).toBe('private, no-store')
    expect(await profile.text()).toContain('value="pages.one@example.com"')
  })

  it("the header's sign-in link carries the page the reader is on, and signing in returns there", async () => {
    const html = await (await t.request('/webinars')).text()
    expect(html).toContain('class="site-header__account" href="/login?redirectTo=%2Fwebinars"')
    // Not on the home page, nor from the sign-in pages themselves; never the query string (the page cache shares pages across them).
    expect(await (await t.request('/')).text()).toContain('class="site-header__account" href="/login"')
    expect(await (await t.request('/register')).text()).toContain('class="site-header__account" href="/login"')
    expect(await (await t.request('/videos?utm_source=x')).text()).toContain('class="site-header__account" href="/login?redirectTo=%2Fvideos"')
    await registeredSession('pages.back@example.com')
    const signIn = await t.request('/login', form({ email: 'pages.back@example.com', password: 'long enough secret phrase', redirectTo: '/webinars' }))
    expect(signIn.headers.get('location')).toBe('/webinars')
  })

  it('the password change asks for the new password twice and says when they differ', async () => {
    const cookie = await registeredSession('pages.twice@example.com')
    const change = (newPasswordConfirmation: string) =>
      t.request('/profile/password', form({ currentPassword: 'long enough secret phrase', newPassword: 'a brand new phrase', newPasswordConfirmation }, { Cookie: cookie }))
    const page = await (await t.request('/profile/password', { headers: { Cookie: cookie } })).text()
    expect(page).toMatch(/<label[^>]*>Repeat the new password/)
    const mismatch = await change('a brand new phrasf')
    expect(mismatch.status).toBe(400)
    const html = await mismatch.text()
    expect(html).toContain('doesn&#x27;t match the confirmation field')
    expect(html).not.toContain('a brand new phras')
    const matched = await change('a brand new phrase')
    expect(matched.status).toBe(302)
    expect(matched.headers.get('location')).toBe('/profile?updated=password')
  })

  it('never redirect off the site after sign-in', async () => {
    await registeredSession('pages.two@example.com')
    for (const target of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const res = await t.request('/login', form({ email: 'pages.two@example.com', password: 'long enough secret phrase', redirectTo: target }))
      expect(res.headers.get('location')).toBe('/profile')
    }
  })

  it('sign out revokes the session, and a dead cookie is cleared', async () => {
    const cookie = await registeredSession('pages.three@example.com')
    const out = await t.request('/logout', form({}, { Cookie: cookie }))
    expect(out.status).toBe(302)
    expect(out.headers.get('set-cookie')).toMatch(/quota_session=; .*Max-Age=0/)
    const after = await t.request('/profile', { headers: { Cookie: cookie } })
    expect(after.status).toBe(302)
    expect(after.headers.get('set-cookie')).toMatch(/quota_session=; .*Max-Age=0/)
  })

  it('refuse a form posted from another site', async () => {
    const cookie = await registeredSession('pages.four@example.com')
    const res = await t.request('/profile/delete', form({ password: 'long enough secret phrase' }, { Cookie: cookie, Origin: 'https://evil.example' }))
    expect(res.status).toBe(403)
    expect((await t.request('/profile', { headers: { Cookie: cookie } })).status).toBe(200)
  })

  it('keep newsletter choices of a signed-in reader and prefill them', async () => {
    const cookie = await registeredSession('pages.five@example.com')
    const saved = await t.request('/newsletters', form({ dailyBoost: 'on' }, { Cookie: cookie }))
    expect(saved.headers.get('location')).toBe('/thank-you/newsletters/')
    const page = await (await t.request('/newsletters', { headers: { Cookie: cookie } })).text()
    expect(page).toMatch(/<input[^>]*name="dailyBoost"[^>]*checked/)
    expect(page).not.toMatch(/<input[^>]*name="salesDigest"[^>]*checked/)
  })

  it('never share a password-reset page: its token stays out of every cache', async () => {
    const res = await t.request('/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-cache')).toBeNull()
  })

  it("answer a sign-up over the network's free share with 429, Retry-After and the check on the form; a solved check registers", async () => {
    const network = { 'X-Forwarded-For': '10.7.250.1' }
    for (let i = 0; i < 12; i++) {
      const res = await t.request('/register', form({ firstname: 'Ada', email: `office${i}@example.com`, password: 'long enough secret phrase' }, network))
      expect(res.status).toBe(302)
    }
    await spendFreeShare(t.database.db, 'register', '10.7.250.1')
    const res = await t.request('/register', form({ firstname: 'Ada', email: 'limited@example.com', password: 'long enough secret phrase' }, network))
    expect(res.status).toBe(429)
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await res.text()
    expect(html).toContain('class="network-check"')
    expect(html).toMatch(/Without JavaScript, please try again in \d+ minutes/)
    const checked = await t.request('/register', form({ firstname: 'Ada', email: 'limited@example.com', password: 'long enough secret phrase', altcha: await proofFrom(t) }, network))
    expect(checked.status).toBe(302)
  })
})
