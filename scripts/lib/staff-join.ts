import type { Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import type { Role } from '../../lib/roles.ts'

/** A back-office invitation (printed by `admin:create` or mailed): its path on the site, and whose it is. */
export interface StaffInvitation {
  path: string
  email: string
}

const PASSWORD = 'a screenshot reviewer passphrase'

/** The invitation link in what `admin:create` printed (or a mail's text), as a path on the site under review. */
export function invitationIn(printed: string, email: string): StaffInvitation {
  const link = /https?:\/\/\S+/.exec(printed)?.[0]
  if (!link) throw new Error(`no invitation link in: ${printed}`)
  const url = new URL(link)
  return { path: `${url.pathname}${url.search}`, email }
}

/**
 * Joins from an invitation as a new staff member or sponsor user does: a name and password, the
 * sign-in, and the second factor set up from the key beside its QR code. Ends on the landing
 * screen the sign-in leads to (`/admin` for staff, `/sponsor` for a sponsor's user).
 */
export async function joinBackOffice(page: Page, invitation: StaffInvitation, landing = '/admin') {
  await page.goto(invitation.path)
  await page.getByLabel('First name').fill('Dana')
  await page.getByLabel('Last name').fill('Whitfield')
  await page.getByLabel('Password').fill(PASSWORD)
  await Promise.all([page.waitForURL((url) => url.pathname === '/login'), page.getByRole('button', { name: 'Accept the invitation' }).click()])
  await page.getByLabel('Email').fill(invitation.email)
  await page.getByLabel('Password').fill(PASSWORD)
  await Promise.all([page.waitForURL((url) => url.pathname === '/admin/second-factor/setup'), page.getByRole('button', { name: 'Sign in' }).click()])
  const secret = (await page.locator('.totp-secret').textContent())!.trim()
  await page.getByLabel('The 6-digit code your app shows').fill(OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret) }))
  await page.getByRole('button', { name: 'Turn on the second factor' }).click()
  await Promise.all([page.waitForURL((url) => url.pathname === landing), page.getByRole('link', { name: 'I have stored them: continue' }).click()])
}

/**
 * An administrator's page invites someone with a role through the back office's own forms: staff
 * on the staff screen, a sponsor's user on the sponsors screen (for the first sponsor listed).
 */
export async function inviteToBackOffice(admin: Page, email: string, role: Exclude<Role, 'reader'>) {
  await admin.goto(role === 'sponsor' ? '/admin/sponsors' : '/admin/staff')
  const form = admin.locator('form', { has: admin.getByRole('button', { name: 'Send the invitation' }) })
  await form.getByLabel('Email').fill(email)
  if (role === 'sponsor') {
    const sponsor = form.getByRole('combobox', { name: /^Sponsor/ })
    const first = await sponsor.locator('option:not([disabled]):not([value=""])').first().getAttribute('value')
    if (!first) throw new Error('/admin/sponsors lists no sponsor to invite a user for')
    await sponsor.selectOption(first)
  } else {
    await form.getByRole('combobox', { name: /^Role/ }).selectOption(role)
  }
  await form.getByRole('button', { name: 'Send the invitation' }).click()
  await admin.getByText(`sent to ${email}.`).waitFor()
}
