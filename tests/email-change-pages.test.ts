import { describe, expect, it } from 'vitest'
import { withMailedApp } from './utils/mailed-app.ts'

/** Changing the email on the profile page, without JavaScript: a notice, a mailed link, a confirmation page. */
const { t, smtp } = withMailedApp()

let n = 0
const PASSWORD = 'long enough secret phrase'
const form = (body: Record<string, string>, extra: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.13.${Math.floor(++n / 250)}.${n % 250}`, ...extra },
  body: new URLSearchParams(body).toString(),
})
const newEmail = () => `page.changer${++n}.${Date.now()}@example.com`

async function registeredSession(email = newEmail()) {
  expect((await t.request('/register', form({ firstname: 'Ada', email, password: PASSWORD }))).status).toBe(302)
  const signIn = await t.request('/login', form({ email, password: PASSWORD, redirectTo: '/profile' }))
  expect(signIn.status).toBe(302)
  return { email, cookie: signIn.headers.get('set-cookie')!.split(';')[0]! }
}

const saveProfile = (cookie: string, fields: Record<string, string>) => t.request('/profile', form({ firstname: 'Ada', company: 'Acme', ...fields }, { Cookie: cookie }))
const profileHtml = async (cookie: string) => (await t.request('/profile', { headers: { Cookie: cookie } })).text()

describe('the profile form with a new email', () => {
  it('saves the other fields, keeps the email until the mailed link is confirmed, and confirms once', async () => {
    const { email, cookie } = await registeredSession()
    const target = newEmail()
    const saved = await saveProfile(cookie, { email: target, company: 'Acme Analytics' })
    expect(saved.status).toBe(200)
    const html = await saved.text()
    expect(html).toContain('Your profile was saved.')
    expect(html).toContain(`To use ${target} as your email, open the link we are sending to it within 24 hours. Until then your email stays ${email}.`)
    expect(html).toContain(`value="${email}"`)
    expect(html).toContain('value="Acme Analytics"')

    const later = await profileHtml(cookie)
    expect(later).toContain(`Waiting for you to confirm ${target}`)
    expect(later).toContain(`value="${email}"`)
    await smtp.waitFor(email, /new email address was requested/)

    const link = new URL(/https?:\/\/\S+/.exec((await smtp.waitFor(target, /^Confirm your new Quota email address$/)).text)![0])
    const page = await t.request(`${link.pathname}${link.search}`, { headers: { Cookie: cookie } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    const confirmPage = await page.text()
    expect(confirmPage).toContain('Confirm your new email')
    expect(confirmPage).toMatch(/<form[^>]*method="post"/)
    expect(confirmPage).toContain(`value="${link.searchParams.get('token')}"`)
    expect(await profileHtml(cookie)).toContain(`value="${email}"`)

    const token = link.searchParams.get('token')!
    const confirmed = await t.request('/profile/confirm-email', form({ token }, { Cookie: cookie }))
    expect(confirmed.status).toBe(302)
    expect(confirmed.headers.get('location')).toBe('/profile?updated=email')
    const after = await (await t.request('/profile?updated=email', { headers: { Cookie: cookie } })).text()
    expect(after).toContain('Your email address was changed.')
    expect(after).toContain(`value="${target}"`)
    expect(after).not.toContain('Waiting for you to confirm')
    await smtp.waitFor(email, /email address was changed/)

    const reused = await t.request('/profile/confirm-email', form({ token }, { Cookie: cookie }))
    expect(reused.status).toBe(400)
    expect(await reused.text()).toContain('This confirmation link is invalid or has expired')
  })

  it('answers a taken address exactly like a free one', async () => {
    const { email: taken } = await registeredSession()
    const free = newEmail()
    const a = await registeredSession()
    const b = await registeredSession()
    const toTaken = await saveProfile(a.cookie, { email: taken })
    const toFree = await saveProfile(b.cookie, { email: free })
    expect(toTaken.status).toBe(toFree.status)
    const notices = (html: string, own: string, asked: string) =>
      [...html.matchAll(/<p class="notice" role="status">([^<]*)<\/p>|<div class="form-errors"[^>]*>(.*?)<\/div>/g)].map((m) => m[0].replaceAll(own, '<own>').replaceAll(asked, '<asked>'))
    const takenNotices = notices(await toTaken.text(), a.email, taken)
    expect(takenNotices).toEqual(notices(await toFree.text(), b.email, free))
    expect(takenNotices.join()).toContain('To use <asked> as your email')
    await smtp.waitFor(taken, /Someone tried to use your address/)
    expect(await profileHtml(a.cookie)).toContain(`value="${a.email}"`)
  })

  it('refuses a sixth change in an hour with 429, Retry-After and a form error, saving nothing', async () => {
    const { cookie } = await registeredSession()
    for (let i = 0; i < 5; i++) expect((await saveProfile(cookie, { email: newEmail() })).status).toBe(200)
    const limited = await saveProfile(cookie, { email: newEmail(), company: 'Not saved' })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(await limited.text()).toContain('Too many email changes. Please try again in an hour.')
    expect(await profileHtml(cookie)).not.toContain('value="Not saved"')
  })

  it('shows a link without a token, or of another account, as unusable', async () => {
    const { cookie } = await registeredSession()
    for (const path of ['/profile/confirm-email', '/profile/confirm-email?token=not-a-real-token']) {
      const res = await t.request(path, { headers: { Cookie: cookie } })
      expect(res.status).toBe(200)
      const html = await res.text()
      expect(html).toContain('This confirmation link is invalid or has expired')
      expect(html).not.toContain('Confirm new email')
    }
  })
})
