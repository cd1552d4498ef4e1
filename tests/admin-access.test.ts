import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { sessions, users } from '#db/schema/index.ts'
import { withMailedApp } from './utils/mailed-app.ts'
import { enrolledAs, formPost, signedInAs, STAFF_PASSWORD, totpCode, totpSecretOn } from './utils/staff-sessions.ts'

/** The back office's door, through its pages, without JavaScript: who gets in, who gets what. */
const { t, smtp } = withMailedApp()

const get = (path: string, cookie?: string) => t.request(path, cookie ? { headers: { Cookie: cookie } } : {})

describe('who may open the back office', () => {
  it('sends a signed-out visitor to sign in, and back', async () => {
    const res = await get('/admin/staff')
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?redirectTo=%2Fadmin%2Fstaff')
  })

  // A sponsor user may set up and use the second factor (issue 27, item 9: tests/second-factor-roles.test.ts), nothing else here.
  it.each([
    ['reader', ['/admin', '/admin/staff', '/admin/audit', '/admin/second-factor', '/admin/second-factor/setup']],
    ['sponsor', ['/admin', '/admin/staff', '/admin/audit']],
  ] as const)('refuses a %s with 403 and shows nothing of the back office', async (role, paths) => {
    const { cookie } = await signedInAs(t, role)
    for (const path of paths) {
      const res = await get(path, cookie)
      expect(res.status, path).toBe(403)
      const html = await res.text()
      expect(html).toContain('You do not have access to this part of the back office.')
      expect(html).not.toContain('aria-label="Back office"')
      expect(html).not.toContain('totp-secret')
    }
  })

  it('asks a new staff member to set up the second factor, then admits them for their role only', async () => {
    const editor = await signedInAs(t, 'editor')
    const first = await get('/admin', editor.cookie)
    expect(first.status).toBe(302)
    expect(first.headers.get('location')).toBe('/admin/second-factor/setup?redirectTo=%2Fadmin')
    const setupHtml = await (await get('/admin/second-factor/setup', editor.cookie)).text()
    const wrong = await t.request('/admin/second-factor/setup', formPost({ code: '000000' }, editor.cookie))
    expect(wrong.status).toBe(400)
    expect(await wrong.text()).toContain('That code is not right.')
    const ok = await t.request('/admin/second-factor/setup', formPost({ code: totpCode(totpSecretOn(setupHtml)) }, editor.cookie))
    expect(await ok.text()).toContain('Keep your recovery codes')

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
    const admin = await enrolledAs(t, 'admin')
    const again = await t.request('/login', formPost({ email: admin.email, password: STAFF_PASSWORD, redirectTo: '/admin/audit' }))
    const cookie = again.headers.get('set-cookie')!.split(';')[0]!
    const asked = await get('/admin/audit', cookie)
    expect(asked.headers.get('location')).toBe('/admin/second-factor?redirectTo=%2Fadmin%2Faudit')
    expect(await (await get('/admin/second-factor?redirectTo=%2Fadmin%2Faudit', cookie)).text()).toContain('Enter your code')
    const viaRecovery = await t.request('/admin/second-factor', formPost({ code: admin.codes[3]!, redirectTo: '/admin/audit' }, cookie))
    expect(viaRecovery.status).toBe(302)
    expect(viaRecovery.headers.get('location')).toBe('/admin/audit')
    expect((await get('/admin/audit', cookie)).status).toBe(200)
  })

  it('asks again once the stepped-up session is older than 12 hours, and never takes a code to another site', async () => {
    const admin = await enrolledAs(t, 'admin')
    await t.database.db.update(sessions).set({ secondFactorAt: new Date(Date.now() - 13 * 3600_000) })
    expect((await get('/admin', admin.cookie)).status).toBe(302)
    const res = await t.request('/admin/second-factor', formPost({ code: totpCode(admin.secret, 1), redirectTo: 'https://evil.example/admin' }, admin.cookie))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/admin')
  })
})

describe('the staff screen', () => {
  it('invites by mail; the link makes an editor who must then set up the second factor', async () => {
    const admin = await enrolledAs(t, 'admin')
    const invitee = `invitee.${Date.now()}@example.com`
    const sent = await t.request('/admin/staff', formPost({ intent: 'invite', email: invitee, role: 'editor' }, admin.cookie))
    expect(sent.status).toBe(200)
    expect(await sent.text()).toContain(`Invitation sent to ${invitee}.`)
    const mail = await smtp.waitFor(invitee, /invited to the Quota back office/)
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0])
    const page = await get(`${link.pathname}${link.search}`)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(await page.text()).toContain('You are invited as <strong>Editor</strong>')
    const accepted = await t.request('/admin/invitation', formPost({ token: link.searchParams.get('token')!, firstname: 'Ina', lastname: 'Vitee', password: STAFF_PASSWORD }))
    expect(accepted.status).toBe(302)
    const signIn = await t.request('/login', formPost({ email: invitee, password: STAFF_PASSWORD, redirectTo: '/admin' }))
    const next = await get('/admin', signIn.headers.get('set-cookie')!.split(';')[0]!)
    expect(next.headers.get('location')).toBe('/admin/second-factor/setup?redirectTo=%2Fadmin')

    const log = await (await get('/admin/audit?action=staff.invite', admin.cookie)).text()
    expect(log).toContain(invitee)
  })

  it('changes a role, which signs that account out everywhere, and refuses a form that is not one', async () => {
    const admin = await enrolledAs(t, 'admin')
    const author = await signedInAs(t, 'author')
    const [row] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, author.email))
    const changed = await t.request('/admin/staff', formPost({ intent: 'role', userId: String(row!.id), role: 'reader' }, admin.cookie))
    expect(await changed.text()).toContain('Role changed; that account was signed out everywhere.')
    expect((await get('/profile', author.cookie)).status).toBe(302)
    expect((await t.request('/admin/staff', formPost({ intent: 'role', userId: 'x', role: 'root' }, admin.cookie))).status).toBe(400)
    expect((await t.request('/admin/staff', formPost({ intent: 'delete-everything' }, admin.cookie))).status).toBe(400)
  })

  it('a used or unknown invitation link says so', async () => {
    const res = await get('/admin/invitation?token=not-a-real-token')
    expect(res.status).toBe(200)
    expect(await res.text()).toContain('This invitation is invalid, used or expired.')
    expect((await t.request('/admin/invitation', formPost({ token: 'not-a-real-token', password: STAFF_PASSWORD }))).status).toBe(400)
  })
})
