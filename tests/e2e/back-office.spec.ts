import type { Browser, Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { consentCookie, REJECT_ALL } from '../../app/consent/consent-cookie.ts'
import { FIRST_ADMIN, firstAdminInvitation } from './first-admin.ts'
import { linkIn, readMail } from './mail.ts'

/**
 * The back office in Chromium: the first administrator from `admin:create` sets a password and a
 * second factor, invites an editor by mail, the editor joins and gets only an editor's screens, a
 * reader gets 403, and the audit log shows the invitation.
 */
const PASSWORD = 'a back office secret phrase'
const codeFor = (secret: string) => OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret) })

/** Forms answering 400/403 on purpose make Chromium log a console error. */
function forgiveRefusals(errors: string[]) {
  for (let i = errors.length - 1; i >= 0; i--) if (/status of (400|403)/.test(errors[i]!)) errors.splice(i, 1)
}

async function signIn(page: Page, email: string) {
  await page.goto('/login?redirectTo=%2Fadmin')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Scans the QR code the way a person would with an app: here, reading the key written beside it. */
async function setUpSecondFactor(page: Page) {
  await expect(page.getByRole('heading', { name: 'Set Up Your Second Factor' })).toBeVisible()
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = (await page.locator('.totp-secret').textContent())!.trim()
  await page.getByLabel('The 6-digit code your app shows').fill(codeFor(secret))
  await page.getByRole('button', { name: 'Turn on the second factor' }).click()
  await expect(page.getByRole('heading', { name: 'Keep Your Recovery Codes' })).toBeVisible()
  await expect(page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
  await page.getByRole('link', { name: 'I have stored them: continue' }).click()
  await expect(page.getByRole('heading', { name: 'Back Office', level: 1 })).toBeVisible()
}

/** Another person's browser, with the privacy choice already made (as the suite's own page has it). */
async function otherBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL })
  const [name = '', value = ''] = consentCookie(REJECT_ALL, false).split(';')[0]!.split('=')
  await context.addCookies([{ name, value, url: baseURL }])
  return context.newPage()
}

async function join(page: Page, invitationPath: string, email: string): Promise<Page> {
  await page.goto(invitationPath)
  await page.getByLabel('First name').fill('New')
  await page.getByLabel('Last name').fill('Member')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Accept the invitation' }).click()
  await expect(page.getByText('You joined the back office. Sign in to set up your second factor.')).toBeVisible()
  await signIn(page, email)
  await setUpSecondFactor(page)
  return page
}

test('the first admin sets up, invites an editor who joins; a reader is refused; the log shows it', async ({ page, browser, baseURL, consoleErrors }) => {
  test.slow()
  // The operator opened admin:create's link.
  await page.goto(firstAdminInvitation())
  await expect(page.getByText('You are invited as Administrator')).toBeVisible()
  await page.getByLabel('First name').fill('First')
  await page.getByLabel('Last name').fill('Admin')
  await page.getByLabel('Password').fill(PASSWORD)
  await page.getByRole('button', { name: 'Accept the invitation' }).click()
  await signIn(page, FIRST_ADMIN)
  await setUpSecondFactor(page)
  await expectNoSevereAxeViolations(page, 'the back office overview')

  const nav = page.getByRole('navigation', { name: 'Back office' })
  await nav.getByRole('link', { name: 'Staff' }).click()
  const editorEmail = `editor.${Date.now()}@example.com`
  await page.getByLabel('Email').fill(editorEmail)
  await page.getByRole('combobox', { name: 'Role', exact: true }).selectOption('editor')
  await page.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(page.getByText(`Invitation sent to ${editorEmail}.`)).toBeVisible()
  await expectNoSevereAxeViolations(page, 'the staff screen')

  const mail = await readMail(editorEmail, /invited to the Quota back office/)
  const link = new URL(linkIn(mail.text))
  const editor = await join(await otherBrowser(browser, baseURL!), `${link.pathname}${link.search}`, editorEmail)
  await expect(editor.getByText('You are signed in as Editor')).toBeVisible()
  await expect(editor.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Staff' })).toHaveCount(0)
  await editor.goto('/admin/staff')
  await expect(editor.getByRole('heading', { name: 'No access' })).toBeVisible()

  const reader = await otherBrowser(browser, baseURL!)
  const readerEmail = `reader.${Date.now()}@example.com`
  await reader.goto('/register')
  await reader.getByLabel('First name').fill('Rea')
  await reader.getByLabel('Email').fill(readerEmail)
  await reader.getByLabel('Password').fill(PASSWORD)
  await reader.getByRole('button', { name: 'Create account' }).click()
  await signIn(reader, readerEmail)
  await expect(reader.getByRole('heading', { name: 'No access' })).toBeVisible()
  await expect(reader.getByRole('navigation', { name: 'Back office' })).toHaveCount(0)

  await nav.getByRole('link', { name: 'Audit log' }).click()
  await page.getByLabel('Action').fill('staff.invite')
  await page.getByRole('button', { name: 'Filter' }).click()
  await expect(page.getByRole('cell', { name: 'staff.invite' }).first()).toBeVisible()
  await expect(page.getByRole('cell', { name: `invitation ${editorEmail}` })).toBeVisible()
  await expectNoSevereAxeViolations(page, 'the audit log')
  forgiveRefusals(consoleErrors)
})
