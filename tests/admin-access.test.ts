import { eq } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '#db/schema/index.ts'
import type { Role } from '#lib/roles.ts'
import { withMailedApp } from './utils/mailed-app.ts'
import type { SmtpCatcher } from './utils/smtp-catcher.ts'
import type { TestApp } from './utils/test-app.ts'

/** The back office's door, through its pages, without JavaScript: who gets in, who gets what. */
let t: TestApp
let smtp: SmtpCatcher
withMailedApp((app, catcher) => {
  t = app
  smtp = catcher
})

let n = 0
const PASSWORD = 'long enough secret phrase'
const form = (body: Record<string, string>, cookie?: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.31.${Math.floor(++n / 250)}.${n % 250}`, ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(body).toString(),
})
const get = (path: string, cookie?: string) => t.request(path, cookie ? { headers: { Cookie: cookie } } : {})

async function signedIn(role: Role) {
  const email = `${role}.${++n}.${Date.now()}@example.com`
  expect((await t.request('/register', form({ firstname: 'Sam', email, password: PASSWORD }))).status).toBe(302)
  await t.database.db.update(users).set({ role }).where(eq(users.email, email))
  const signIn = await t.request('/login', form({ email, password: PASSWORD, redirectTo: '/' }))
  expect(signIn.status).toBe(302)
  return { email, cookie: signIn.headers.get('set-cookie')!.split(';')[0]! }
}

const secretOn = (html: string) => /class="totp-secret">([A-Z2-7]+)</.exec(html)![1]!
const codeFor = (secret: string, steps = 0) => OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 })

/** A staff member through the set-up page, as a person would: the page's key into the app, the app's code back. */
async function enrolled(role: Role) {
  const member = await signedIn(role)
  const setup = await get('/admin/second-factor/setup?redirectTo=%2Fadmin', member.cookie)
  expect(setup.status).toBe(200)
  const html = await setup.text()
  expect(html).toMatch(/<img[^>]+src="data:image\/svg\+xml;base64,/)
  const secret = secretOn(html)
  const done = await t.request('/admin/second-factor/setup', form({ code: codeFor(secret), redirectTo: '/admin' }, member.cookie))
  expect(done.status).toBe(200)
  const codes = [...(await done.text()).matchAll(/<code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)].map((m) => m[1]!)
  expect(codes).toHaveLength(10)
  return { ...member, secret, codes }
}

describe('who may open the back office', () => {
  it('sends a signed-out visitor to sign in, and back', async () => {
    const res = await get('/admin/staff')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?redirectTo=%2Fadmin%2Fstaff')
  })

  it.each(['reader', 'sponsor'] as const)('refuses a %s with 403 and shows nothing of the back office', async (role) => {
    const { cookie } = await signedIn(role)
    for (const path of ['/admin', '/admin/staff', '/admin/audit', '/admin/second-factor', '/admin/second-factor/setup']) {
      const res = await get(path, cookie)
      expect(res.status, path).toBe(403)
      const html = await res.text()
      expect(html).toContain('You do not have access to this part of the back office.')
      expect(html).not.toContain('aria-label="Back office"')
      expect(html).not.toContain('totp-secret')
    }
  })

  it('asks a new staff member to set up the second factor, then admits them for their role only', async () => {
    const editor = await signedIn('editor')
    const first = await get('/admin', editor.cookie)
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/admin/second-factor/setup?redirectTo=%2Fadmin')
    const setupHtml = await (await get('/admin/second-factor/setup', editor.cookie)).text()
    const wrong = await t.request('/admin/second-factor/setup', form({ code: '000000' }, editor.cookie))
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('That code is not right.')
    const ok = await t.request('/admin/second-factor/setup', form({ code: codeFor(secretOn(setupHtml)) }, editor.cookie))
    expect(await ok.text()).toContain('Keep Your Recovery Codes')

    const home = await get('/admin', editor.cookie)
    expect(home.status).toBe(200)
    expect(home.headers.get('cache-control')).toBe('private, no-store')
    const html = await home.text()
    expect(html).toContain('aria-label="Back office"')
    expect(html).toContain('You are signed in as <strong>Editor</strong>')
    expect(html).not.toContain('href="/admin/staff"')
    expect((await get('/admin/staff', editor.cookie)).status).toBe(403)
    expect((await get('/admin/audit', editor.cookie)).status).toBe(403)
  })

  it('asks for a code again on a new sign-in, and takes the app code or a recovery code', async () => {
    const admin = await enrolled('admin')
    const again = await t.request('/login', form({ email: admin.email, password: PASSWORD, redirectTo: '/admin/audit' }))
    const cookie = again.headers.get('set-cookie')!.split(';')[0]!
    const asked = await get('/admin/audit', cookie)
    expect(asked.headers.get('location')).toBe('/admin/second-factor?redirectTo=%2Fadmin%2Faudit')
    expect(await (await get('/admin/second-factor?redirectTo=%2Fadmin%2Faudit', cookie)).text()).toContain('Enter Your Code')
    const viaRecovery = await t.request('/admin/second-factor', form({ code: admin.codes[3]!, redirectTo: '/admin/audit' }, cookie))
    expect(viaRecovery.status).toBe(302)
    expect(viaRecovery.headers.get('location')).toBe('/admin/audit')
    expect((await get('/admin/audit', cookie)).status).toBe(200)
  })

  it('asks again once the stepped-up session is older than 12 hours, and never takes a code to another site', async () => {
    const admin = await enrolled('admin')
    await t.database.db.update(sessions).set({ secondFactorAt: new Date(Date.now() - 13 * 3600_000) })
    expect((await get('/admin', admin.cookie)).status).toBe(302)
    const res = await t.request('/admin/second-factor', form({ code: codeFor(admin.secret, 1), redirectTo: 'https://evil.example/admin' }, admin.cookie))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/admin')
  })
})

describe('the staff screen', () => {
  it('invites by mail; the link makes an editor who must then set up the second factor', async () => {
    const admin = await enrolled('admin')
    const invitee = `invitee.${Date.now()}@example.com`
    const sent = await t.request('/admin/staff', form({ intent: 'invite', email: invitee, role: 'editor' }, admin.cookie))
    expect(sent.status).toBe(200)
    expect(await sent.text()).toContain(`Invitation sent to ${invitee}.`)
    const mail = await smtp.waitFor(invitee, /invited to the Quota back office/)
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0])
    const page = await get(`${link.pathname}${link.search}`)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(await page.text()).toContain('You are invited as <strong>Editor</strong>')
    const accepted = await t.request('/admin/invitation', form({ token: link.searchParams.get('token')!, firstname: 'Ina', lastname: 'Vitee', password: PASSWORD }))
    expect(accepted.status).toBe(302)
    const signIn = await t.request('/login', form({ email: invitee, password: PASSWORD, redirectTo: '/admin' }))
    const next = await get('/admin', signIn.headers.get('set-cookie')!.split(';')[0]!)
    expect(next.headers.get('location')).toBe('/admin/second-factor/setup?redirectTo=%2Fadmin')

    const log = await (await get('/admin/audit?action=staff.invite', admin.cookie)).text()
    expect(log).toContain(invitee)
  })

  it('changes a role, which signs that account out everywhere, and refuses a form that is not one', async () => {
    const admin = await enrolled('admin')
    const author = await signedIn('author')
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, author.email))
    const changed = await t.request('/admin/staff', form({ intent: 'role', userId: String(row!.id), role: 'reader' }, admin.cookie))
    expect(await changed.text()).toContain('Role changed; that account was signed out everywhere.')
    expect((await get('/profile', author.cookie)).status).toBe(302)
    expect((await t.request('/admin/staff', form({ intent: 'role', userId: 'x', role: 'root' }, admin.cookie))).status).toBe(400)
    expect((await t.request('/admin/staff', form({ intent: 'delete-everything' }, admin.cookie))).status).toBe(400)
  })

  it('a used or unknown invitation link says so', async () => {
    const res = await get('/admin/invitation?token=not-a-real-token')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('This invitation is invalid, used or expired.')
    expect((await t.request('/admin/invitation', form({ token: 'not-a-real-token', password: PASSWORD }))).status).toBe(400)
  })
})
