import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '#db/schema/index.ts'
import { hashToken } from '#server/services/accounts/tokens.ts'
import { textOf } from './html.ts'
import { withMailedApp } from './utils/mailed-app.ts'
import { enrolledAs, formPost, signedInAs, STAFF_PASSWORD, totpCode, totpSecretOn } from './utils/staff-sessions.ts'

/**
 * Issue 27, items 9, 10 and 14: every role that sees personal data (sponsor users too) can set up
 * the second factor and is asked for it once it is on; a refusal reads as one; an API token never
 * opens a staff screen; a sponsor user signing in lands in the portal.
 */
const { t, smtp } = withMailedApp()

const get = (path: string, init: { cookie?: string; bearer?: string } = {}) =>
  t.request(path, { headers: { ...(init.cookie ? { Cookie: init.cookie } : {}), ...(init.bearer ? { Authorization: `Bearer ${init.bearer}` } : {}) } })

async function sponsorUser() {
  const user = await signedInAs(t, 'sponsor')
  await t.database.db.update(users).set({ sponsor: 'tallyforge' }).where(eq(users.email, user.email))
  return user
}

async function signIn(email: string, redirectTo?: string) {
  const res = await t.request('/login', formPost({ email, password: STAFF_PASSWORD, ...(redirectTo === undefined ? {} : { redirectTo }) }))
  expect(res.status).toBe(302)
  return { location: res.headers.get('location'), cookie: res.headers.get('set-cookie')!.split(';')[0]! }
}

const visible = async (res: Response) => textOf(await res.text())

describe('a sponsor user and the second factor', () => {
  it('sets it up from the portal’s link, then is asked for a code at every new sign-in', async () => {
    const sponsor = await sponsorUser()
    const portal = await get('/sponsor', { cookie: sponsor.cookie })
    expect(portal.status).toBe(200)
    const portalHtml = await portal.text()
    expect(portalHtml).toContain('Protect your leads with a second factor')
    const link = /href="(\/admin\/second-factor\/setup[^"]*)"/.exec(portalHtml)![1]!.replaceAll('&amp;', '&')

    const setup = await get(link, { cookie: sponsor.cookie })
    expect(setup.status).toBe(200)
    const setupHtml = await setup.text()
    expect(textOf(setupHtml)).toContain('Your leads are personal data')
    const secret = totpSecretOn(setupHtml)
    const done = await t.request('/admin/second-factor/setup', formPost({ code: totpCode(secret), redirectTo: '/sponsor' }, sponsor.cookie))
    expect(done.status).toBe(200)
    const doneHtml = await done.text()
    expect(doneHtml.match(/<code>[a-z2-9]{5}-[a-z2-9]{5}<\/code>/g)).toHaveLength(10)
    expect(doneHtml).toContain('href="/sponsor"')
    // The set-up stepped this session up: the portal opens, without the offer.
    const after = await get('/sponsor', { cookie: sponsor.cookie })
    expect(after.status).toBe(200)
    expect(await after.text()).not.toContain('Protect your leads with a second factor')

    // A new sign-in lands in the portal, which asks for a code first.
    const again = await signIn(sponsor.email)
    expect(again.location).toBe('/sponsor')
    const asked = await get('/sponsor', { cookie: again.cookie })
    expect(asked.status).toBe(302)
    expect(asked.headers.get('location')).toBe('/admin/second-factor?redirectTo=%2Fsponsor')
    expect((await get('/admin/second-factor?redirectTo=%2Fsponsor', { cookie: again.cookie })).status).toBe(200)
    const wrong = await t.request('/admin/second-factor', formPost({ code: '000000', redirectTo: '/sponsor' }, again.cookie))
    expect(wrong.status).toBe(400)
    const right = await t.request('/admin/second-factor', formPost({ code: totpCode(secret, 1), redirectTo: '/sponsor' }, again.cookie))
    expect(right.status).toBe(302)
    expect(right.headers.get('location')).toBe('/sponsor')
    expect((await get('/sponsor', { cookie: again.cookie })).status).toBe(200)
    // Still nothing of the back office.
    expect((await get('/admin', { cookie: again.cookie })).status).toBe(403)
  })

  it('is taken to the set-up the invitation promised, right after accepting it and signing in', async () => {
    const sales = await enrolledAs(t, 'sales')
    const email = `contact.${Date.now()}@tallyforge.example`
    expect((await t.request('/admin/sponsors', formPost({ email, sponsor: 'tallyforge' }, sales.cookie))).status).toBe(200)
    const mail = await smtp.waitFor(email, /invited to the Quota sponsor portal/)
    const invitation = new URL(/https?:\/\/\S+/.exec(mail.text)![0])
    const accepted = await t.request('/admin/invitation', formPost({ token: invitation.searchParams.get('token')!, firstname: 'Tally', lastname: 'Contact', password: STAFF_PASSWORD }))
    expect(accepted.status).toBe(302)
    const loginPath = accepted.headers.get('location')!
    const loginPage = await t.request(loginPath)
    const loginHtml = await loginPage.text()
    expect(await visible(new Response(loginHtml))).toContain('You joined the sponsor portal. Sign in to set up your second factor and see your leads.')
    // Joining takes fewer steps: the address the invitation went to is already in the form.
    const emailInput = /<input[^>]*name="email"[^>]*>/.exec(loginHtml)?.[0] ?? ''
    expect(emailInput).toContain(`value="${email}"`)
    const { location, cookie } = await signIn(email, new URL(loginPath, 'http://x').searchParams.get('redirectTo')!)
    expect(location).toBe('/admin/second-factor/setup?redirectTo=%2Fsponsor')
    const setup = await get(location!, { cookie })
    expect(setup.status).toBe(200)
    expect(await setup.text()).toContain('totp-secret')
  })

  it('lands where each role works when signing in without a destination: the portal, the back office, the profile', async () => {
    const sponsor = await sponsorUser()
    expect((await signIn(sponsor.email)).location).toBe('/sponsor')
    for (const role of ['editor', 'sales', 'admin'] as const) {
      const staff = await signedInAs(t, role)
      expect((await signIn(staff.email)).location, role).toBe('/admin')
    }
    const reader = await signedInAs(t, 'reader')
    expect((await signIn(reader.email)).location).toBe('/profile')
  })
})

describe('a refusal reads as a refusal', () => {
  it.each([
    ['a reader on the second-factor set-up', 'reader', '/admin/second-factor/setup'],
    ['a reader in the back office', 'reader', '/admin'],
    ['a sponsor user in the back office', 'sponsor', '/admin/staff'],
    ['a reader in the sponsor portal', 'reader', '/sponsor'],
  ] as const)('%s: 403 with refusal words, never the words of a failure', async (_, role, path) => {
    const { cookie } = role === 'sponsor' ? await sponsorUser() : await signedInAs(t, role)
    const res = await get(path, { cookie })
    expect(res.status).toBe(403)
    const text = await visible(res)
    expect(text).toMatch(/No access/)
    expect(text).not.toMatch(/An error on our side|Something went wrong/)
  })
})

describe('the back office takes the session cookie only (decision 024)', () => {
  it('an API token can neither set up nor step up the second factor, nor open a staff screen', async () => {
    const admin = await signedInAs(t, 'admin')
    const api = await t.request('/api/token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.44.0.1' },
      body: JSON.stringify({ email: admin.email, password: STAFF_PASSWORD }),
    })
    const { token } = (await api.json()) as { token: string }

    const setup = await get('/admin/second-factor/setup', { bearer: token })
    expect(setup.status).toBe(302)
    expect(setup.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
    // Set up through the web session, the token still cannot step up with a good code.
    const web = await get('/admin/second-factor/setup', { cookie: admin.cookie })
    const secret = totpSecretOn(await web.text())
    expect((await t.request('/admin/second-factor/setup', formPost({ code: totpCode(secret), redirectTo: '/admin' }, admin.cookie))).status).toBe(200)
    const stepUp = await t.request('/admin/second-factor', { ...formPost({ code: totpCode(secret, 1), redirectTo: '/admin' }), headers: { ...formPost({}).headers, Authorization: `Bearer ${token}` } })
    expect(stepUp.status).toBe(302)
    expect(stepUp.headers.get('location')).toMatch(/^\/login\?redirectTo=/)
    // Even a token whose session row was stepped up opens nothing.
    await t.database.db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(token)))
    for (const path of ['/admin', '/admin/staff', '/admin/leads.csv']) {
      const res = await get(path, { bearer: token })
      expect(res.status, path).toBe(302)
      expect(res.headers.get('location'), path).toMatch(/^\/login\?redirectTo=/)
    }
    // The same token still works on the API, and the web session in the back office.
    expect((await t.request('/api/user/me', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(200)
    expect((await get('/admin', { cookie: admin.cookie })).status).toBe(200)
  })
})
