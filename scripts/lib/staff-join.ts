import type { Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'

/** A back-office invitation `admin:create` printed: its path on the site, and whose it is. */
export interface StaffInvitation {
  path: string
  email: string
}

const PASSWORD = 'a screenshot reviewer passphrase'

/** The invitation link in what `admin:create` printed, as a path on the site under review. */
export function invitationIn(printed: string, email: string): StaffInvitation {
  const link = /https?:\/\/\S+/.exec(printed)?.[0]
  if (!link) throw new Error(`admin:create printed no link: ${printed}`)
  const url = new URL(link)
  return { path: `${url.pathname}${url.search}`, email }
}

/**
 * Joins the back office from an invitation as a new staff member does: a name and password, the
 * sign-in, and the second factor set up from the key beside its QR code. Ends on the dashboard.
 */
export async function joinBackOffice(page: Page, invitation: StaffInvitation) {
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
  await Promise.all([page.waitForURL((url) => url.pathname === '/admin'), page.getByRole('link', { name: 'I have stored them: continue' }).click()])
}
