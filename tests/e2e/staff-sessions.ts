import type { Browser, BrowserContext, Page } from '@playwright/test'
import * as OTPAuth from 'otpauth'
import { consentCookie, REJECT_ALL } from '../../lib/consent-cookie.ts'
import { expect } from './fixtures.ts'

/**
 * Staff and sponsor users in their own browsers, for journeys of several steps: joining from an
 * invitation with a second factor (the back office asks every staff member for one), signing in
 * with a code, and a saved session for the steps after. As back-office.spec.ts does it.
 */
export const STAFF_PASSWORD = 'a back office secret phrase'
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>

export const codeFor = (secret: string) => OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret) })

/**
 * The server trusts the proxy header here, and counts sign-ins and sign-ups per network: each
 * browser gets a network of its own, numbered per worker process, so a suite's share never runs out.
 */
let network = 0
const nextNetwork = () => {
  network++
  return `10.${90 + (Number(process.env.TEST_WORKER_INDEX ?? 0) % 60)}.${Math.floor(network / 250)}.${network % 250}`
}

/** Another person's browser, with the privacy choice already made (so no banner covers what they click). */
export async function otherBrowser(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': nextNetwork() } })
  const [name = '', value = ''] = consentCookie(REJECT_ALL, false).split(';')[0]!.split('=')
  await context.addCookies([{ name, value, url: baseURL }])
  return context.newPage()
}

/** A browser signed in with a session an earlier step saved. */
export async function signedIn(browser: Browser, baseURL: string, state: StorageState): Promise<Page> {
  const context = await browser.newContext({ baseURL, storageState: state, extraHTTPHeaders: { 'X-Forwarded-For': nextNetwork() } })
  return context.newPage()
}

export async function signIn(page: Page, email: string, redirectTo = '/admin') {
  await page.goto(`/login?redirectTo=${encodeURIComponent(redirectTo)}`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/**
 * Scans the QR code the way a person would with an app: here, reading the key written beside it.
 * Answers the key (for a later sign-in) and the recovery codes (each works once).
 */
export async function setUpSecondFactor(page: Page, landing = 'Back office'): Promise<{ secret: string; codes: string[] }> {
  await expect(page.getByRole('heading', { name: 'Set up your second factor' })).toBeVisible()
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible()
  const secret = (await page.locator('.totp-secret').textContent())!.trim()
  await page.getByLabel('The 6-digit code your app shows').fill(codeFor(secret))
  await page.getByRole('button', { name: 'Turn on the second factor' }).click()
  await expect(page.getByRole('heading', { name: 'Keep your recovery codes' })).toBeVisible()
  const codeList = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')
  await expect(codeList).toHaveCount(10)
  const codes = (await codeList.allTextContents()).map((code) => code.trim())
  await page.getByRole('link', { name: 'I have stored them: continue' }).click()
  await expect(page.getByRole('heading', { name: landing, level: 1 })).toBeVisible()
  return { secret, codes }
}

const BACK_OFFICE_JOINED = 'You joined the back office. Sign in to set up your second factor.'

/**
 * Accepts an invitation (the back office's or a sponsor portal's), signs in and sets up the second
 * factor. Answers the signed-in session and the second factor's key, for a later sign-in.
 */
export async function join(page: Page, invitationPath: string, email: string, { joined = BACK_OFFICE_JOINED, landing = 'Back office' }: { joined?: string; landing?: string } = {}) {
  await page.goto(invitationPath)
  await page.getByLabel('First name').fill('New')
  await page.getByLabel('Last name').fill('Member')
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Accept the invitation' }).click()
  await expect(page.getByText(joined)).toBeVisible()
  // The sign-in the invitation leads to has the address filled in, and goes on to the second factor's set-up (offered to sponsors, required of staff).
  await expect(page.getByLabel('Email')).toHaveValue(email)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  const { secret } = await setUpSecondFactor(page, landing)
  return { state: await page.context().storageState(), secret }
}
