import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { newsletterConfirmations, newsletterSubscriptions } from '#db/schema/index.ts'
import type { CaughtMail } from './utils/smtp-catcher.ts'
import { withMailedApp } from './utils/mailed-app.ts'

/**
 * Newsletter sign-ups (issue 11, defect 9): an anonymous sign-up counts only once the address's
 * owner confirms it by mail, never changes what a subscriber chose, and every newsletter mail
 * carries a one-click unsubscribe (RFC 8058).
 */
const { t, smtp } = withMailedApp()

let n = 0
const nextIp = () => `10.11.${Math.floor(++n / 250)}.${n % 250}`
const newEmail = (what: string) => `optin.${what}.${++n}.${Date.now()}@example.com`
const PASSWORD = 'quarterly pipeline review 42'
const CHOICES_MAIL = /^Your Quota newsletter choices$/
const CONFIRM_MAIL = /^Confirm your Quota newsletter choices$/

const form = (body: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': nextIp(), ...headers },
  body: new URLSearchParams(body).toString(),
})

async function api(path: string, { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await t.request(`/api${path}`, {
    method,
    headers: { 'X-Forwarded-For': nextIp(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { status: res.status, body: text ? JSON.parse(text) : null }
}

/** A registered reader who chose Daily Boost and nothing else, and the mail that said so. */
async function subscribedReader(what: string) {
  const email = newEmail(what)
  expect((await api('/user', { method: 'POST', body: { email, password: PASSWORD, firstname: 'Ada' } })).status).toBe(201)
  const token = (await api('/token', { method: 'POST', body: { email, password: PASSWORD } })).body.token as string
  expect((await api('/newsletters/subscribe', { method: 'POST', token, body: { dailyBoost: true } })).status).toBe(200)
  return { email, token, mail: await smtp.waitFor(email, CHOICES_MAIL) }
}

async function storedRow(email: string) {
  const [row] = await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
  return row
}

const header = (mail: CaughtMail, name: string) =>
  mail.parsed.headerLines
    .find((line) => line.key === name.toLowerCase())
    ?.line.replace(/\r?\n[ \t]+/g, ' ')
    .replace(/^[^:]+:\s*/, '')

/** The https address of a mail's List-Unsubscribe, as a path on this site. */
function unsubscribePath(mail: CaughtMail): string {
  const https = /<(https?:\/\/[^>]+)>/.exec(header(mail, 'List-Unsubscribe') ?? '')?.[1]
  expect(https).toBeTruthy()
  const url = new URL(https!)
  return url.pathname + url.search
}

const confirmPath = (mail: CaughtMail) => {
  const link = /http:\/\/localhost:3000(\/newsletters\/confirm\?token=[\w%-]+)/.exec(mail.text)?.[1]
  expect(link).toBeTruthy()
  return link!
}

describe('an anonymous sign-up', () => {
  it("never changes a registered reader's choices, by the API or the page", async () => {
    const reader = await subscribedReader('victim')
    const attack = { email: reader.email, dailyBoost: false, salesDigest: true, thirdParty: true }
    const byApi = await api('/newsletters/subscribe', { method: 'POST', body: attack })
    expect(byApi.status).toBe(202)
    expect(byApi.body).toEqual({ status: 'pending_confirmation', message: 'Check your inbox to confirm your newsletter choices.' })
    const byPage = await t.request('/newsletters', form({ email: reader.email, salesDigest: 'on', thirdParty: 'on' }))
    expect(byPage.status).toBe(200)
    expect(await byPage.text()).toContain('Check your inbox to confirm')
    expect((await api('/newsletters', { token: reader.token })).body).toEqual({ dailyBoost: true, salesDigest: false, thirdParty: false })
    expect(await storedRow(reader.email)).toMatchObject({ dailyBoost: true, salesDigest: false, thirdParty: false, status: 'subscribed' })
  })

  it('answers the same for a known address and an unknown one', async () => {
    const reader = await subscribedReader('known')
    const known = await api('/newsletters/subscribe', { method: 'POST', body: { email: reader.email, salesDigest: true } })
    const unknown = await api('/newsletters/subscribe', { method: 'POST', body: { email: newEmail('unknown'), salesDigest: true } })
    expect(unknown).toEqual(known)
    const pageText = async (email: string) => (await (await t.request('/newsletters', form({ email, salesDigest: 'on' }))).text()).replace(/nonce="[^"]*"/g, '')
    expect(await pageText(newEmail('unknown-page'))).toBe(await pageText(reader.email))
  })

  it('stores nothing as a choice until the mailed link is confirmed, and then applies it once', async () => {
    const email = newEmail('new')
    expect((await api('/newsletters/subscribe', { method: 'POST', body: { email, salesDigest: 'Subscribed', thirdParty: true } })).status).toBe(202)
    expect(await storedRow(email)).toMatchObject({ dailyBoost: false, salesDigest: false, thirdParty: false, status: 'pending' })

    const mail = await smtp.waitFor(email, CONFIRM_MAIL)
    expect(mail.text).toContain('Sales Digest (weekly): subscribed')
    const link = confirmPath(mail)

    // Opening the link (as a mail scanner does) only shows the button.
    const shown = await t.request(link)
    expect(shown.status).toBe(200)
    expect(shown.headers.get('cache-control')).toBe('private, no-store')
    expect(shown.headers.get('x-cache')).toBeNull()
    expect(await shown.text()).toContain('Confirm my choices')
    expect(await storedRow(email)).toMatchObject({ salesDigest: false, status: 'pending' })

    const token = new URL(link, 'http://localhost:3000').searchParams.get('token')!
    const confirmed = await t.request('/newsletters/confirm', form({ token }))
    expect(confirmed.status).toBe(200)
    expect(await confirmed.text()).toContain('your newsletter choices are confirmed')
    expect(await storedRow(email)).toMatchObject({ dailyBoost: false, salesDigest: true, thirdParty: true, status: 'subscribed' })
    expect((await smtp.waitFor(email, CHOICES_MAIL)).text).toContain('Sales Digest (weekly): subscribed')

    // Used once: the same link again changes nothing, even after the reader changed their mind.
    await t.database.db.update(newsletterSubscriptions).set({ salesDigest: false }).where(eq(newsletterSubscriptions.email, email))
    const again = await t.request('/newsletters/confirm', form({ token }))
    expect(again.status).toBe(404)
    expect(await again.text()).toContain('expired or was already used')
    expect(await storedRow(email)).toMatchObject({ salesDigest: false })
  })

  it("lets the address's owner confirm new choices for an existing subscription", async () => {
    const reader = await subscribedReader('owner')
    await api('/newsletters/subscribe', { method: 'POST', body: { email: reader.email, dailyBoost: false, salesDigest: true } })
    const token = new URL(confirmPath(await smtp.waitFor(reader.email, CONFIRM_MAIL)), 'http://localhost:3000').searchParams.get('token')!
    expect((await t.request('/newsletters/confirm', form({ token }))).status).toBe(200)
    expect((await api('/newsletters', { token: reader.token })).body).toEqual({ dailyBoost: false, salesDigest: true, thirdParty: false })
  })

  it('does not apply an expired link', async () => {
    const email = newEmail('expired')
    await api('/newsletters/subscribe', { method: 'POST', body: { email, dailyBoost: true } })
    const link = confirmPath(await smtp.waitFor(email, CONFIRM_MAIL))
    const row = await storedRow(email)
    await t.database.db
      .update(newsletterConfirmations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterConfirmations.subscriptionId, row!.id))
    expect(await (await t.request(link)).text()).toContain('expired or was already used')
    const token = new URL(link, 'http://localhost:3000').searchParams.get('token')!
    expect((await t.request('/newsletters/confirm', form({ token }))).status).toBe(404)
    expect(await storedRow(email)).toMatchObject({ dailyBoost: false, status: 'pending' })
  })
})

describe('a signed-in reader', () => {
  it('changes their own choices at once, by the API and by the page', async () => {
    const reader = await subscribedReader('direct')
    expect((await api('/newsletters', { token: reader.token })).body).toEqual({ dailyBoost: true, salesDigest: false, thirdParty: false })
    const page = await t.request('/newsletters', form({ salesDigest: 'on' }, { Cookie: `quota_session=${reader.token}` }))
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toBe('/thank-you/newsletters/')
    expect((await api('/newsletters', { token: reader.token })).body).toEqual({ dailyBoost: false, salesDigest: true, thirdParty: false })
  })

  it('a sign-up module (the video page’s) adds its newsletter to a signed-in reader’s, keeping the others', async () => {
    const reader = await subscribedReader('module')
    await t.request('/newsletters', form({ salesDigest: 'on' }, { Cookie: `quota_session=${reader.token}` }))
    const page = await t.request('/newsletters', form({ dailyBoost: 'on', adding: 'on', email: 'typed.elsewhere@example.com' }, { Cookie: `quota_session=${reader.token}` }))
    expect(page.status).toBe(302)
    expect((await api('/newsletters', { token: reader.token })).body).toEqual({ dailyBoost: true, salesDigest: true, thirdParty: false })
  })
})

describe('unsubscribing', () => {
  it('every newsletter mail carries List-Unsubscribe (https and mailto) and List-Unsubscribe-Post', async () => {
    const reader = await subscribedReader('headers')
    const email = newEmail('headers-anon')
    await api('/newsletters/subscribe', { method: 'POST', body: { email, dailyBoost: true } })
    for (const mail of [reader.mail, await smtp.waitFor(email, CONFIRM_MAIL)]) {
      expect(header(mail, 'List-Unsubscribe')).toMatch(/^<http:\/\/localhost:3000\/newsletters\/unsubscribe\?token=[\w.%-]+>, <mailto:unsubscribe@localhost\?subject=[^>]+>$/)
      expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click')
      expect(mail.text).toContain(unsubscribePath(mail))
    }
  })

  it('GET shows a button and unsubscribes nobody', async () => {
    const reader = await subscribedReader('get')
    const res = await t.request(unsubscribePath(reader.mail))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('x-cache')).toBeNull()
    const html = await res.text()
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>Unsubscribe<\/button>/)
    expect(await storedRow(reader.email)).toMatchObject({ dailyBoost: true, status: 'subscribed' })
  })

  it('the one-click POST from a mail program, cross-site and without cookies, unsubscribes and answers 200', async () => {
    const reader = await subscribedReader('oneclick')
    const res = await t.request(unsubscribePath(reader.mail), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.example.net', 'Sec-Fetch-Site': 'cross-site', 'X-Forwarded-For': nextIp() },
      body: 'List-Unsubscribe=One-Click',
    })
    expect(res.status).toBe(200)
    expect(await storedRow(reader.email)).toMatchObject({ dailyBoost: false, salesDigest: false, thirdParty: false, status: 'unsubscribed' })
    expect((await api('/newsletters', { token: reader.token })).body).toEqual({ dailyBoost: false, salesDigest: false, thirdParty: false })
    // Mail programs may retry: the second POST is as good as the first.
    expect((await t.request(unsubscribePath(reader.mail), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(200)
  })

  it("the page's button unsubscribes too", async () => {
    const reader = await subscribedReader('button')
    const token = new URL(unsubscribePath(reader.mail), 'http://localhost:3000').searchParams.get('token')!
    const res = await t.request('/newsletters/unsubscribe', form({ token }))
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('You are unsubscribed')
    expect(await storedRow(reader.email)).toMatchObject({ dailyBoost: false, status: 'unsubscribed' })
  })

  it('from a confirmation mail, voids the pending sign-up as well', async () => {
    const email = newEmail('void')
    await api('/newsletters/subscribe', { method: 'POST', body: { email, dailyBoost: true } })
    const mail = await smtp.waitFor(email, CONFIRM_MAIL)
    expect((await t.request(unsubscribePath(mail), { method: 'POST', body: 'List-Unsubscribe=One-Click', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(200)
    const token = new URL(confirmPath(mail), 'http://localhost:3000').searchParams.get('token')!
    expect((await t.request('/newsletters/confirm', form({ token }))).status).toBe(404)
    expect(await storedRow(email)).toMatchObject({ dailyBoost: false, status: 'unsubscribed' })
  })

  it('refuses a token we did not sign, and changes nothing', async () => {
    const reader = await subscribedReader('forged')
    const row = await storedRow(reader.email)
    for (const token of [`${row!.id}.${'A'.repeat(43)}`, `${row!.id}`, '99999999999.x', 'nonsense']) {
      const res = await t.request(`/newsletters/unsubscribe?token=${encodeURIComponent(token)}`, {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      })
      expect(res.status, token).toBeGreaterThanOrEqual(400)
      expect(res.status, token).toBeLessThan(500)
      expect(await (await t.request(`/newsletters/unsubscribe?token=${encodeURIComponent(token)}`)).text()).toContain('not valid')
    }
    expect(await storedRow(reader.email)).toMatchObject({ dailyBoost: true, status: 'subscribed' })
  })

  it('other page forms still refuse cross-site posts', async () => {
    const res = await t.request('/newsletters', form({ email: newEmail('csrf'), dailyBoost: 'on' }, { Origin: 'https://evil.example' }))
    expect(res.status).toBe(403)
    const confirm = await t.request('/newsletters/confirm', form({ token: 'x' }, { Origin: 'https://evil.example' }))
    expect(confirm.status).toBe(403)
  })
})
