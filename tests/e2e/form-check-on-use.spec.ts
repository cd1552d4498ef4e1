import type { Page, Request } from '@playwright/test'
import { afterNextFrames, expect, test, waitForHydration } from './fixtures.ts'

/**
 * A form's check in the browser (zod, Conform's zod adapter, the schema) loads when a visitor
 * starts using the form, not with the page (decision 035); fields left before it arrived are
 * checked when it does; without it, the server checks the form.
 */

/** The chunks of the check: zod, parseForm with Conform's adapter, the shared rules, the schemas. */
const CHECK_CHUNK = /\/assets\/(zod|parse-form|rules|account-schemas)-[^/]+\.js$/

function checkRequests(page: Page): Request[] {
  const seen: Request[] = []
  page.on('request', (request) => {
    if (CHECK_CHUNK.test(new URL(request.url()).pathname)) seen.push(request)
  })
  return seen
}

const emailField = (page: Page) => page.getByLabel('Email')

test('a reader who does not use the form loads no check; the first focus loads it and a field left is checked', async ({ page }) => {
  const requested = checkRequests(page)
  await page.goto('/register')
  await waitForHydration(page)
  await page.waitForLoadState('networkidle')
  await afterNextFrames(page)
  expect(
    requested.map((request) => request.url()),
    'no check before the form is used',
  ).toEqual([])

  await emailField(page).focus()
  await expect.poll(() => requested.map((request) => new URL(request.url()).pathname).some((path) => /\/zod-/.test(path)), { message: 'the first focus in the form loads zod' }).toBe(true)
  await emailField(page).pressSequentially('not-an-email')
  await page.keyboard.press('Tab')
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Invalid email')).toBeVisible()
})

test('a field left while the check is still on its way is checked as soon as it arrives', async ({ page }) => {
  let release!: () => void
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  // Hold back parseForm (zod's adapter): the check cannot arrive before the gate opens.
  await page.route(/\/assets\/parse-form-[^/]+\.js$/, async (route) => {
    await gate
    await route.continue()
  })
  await page.goto('/register')
  await waitForHydration(page)
  const held = page.waitForRequest(/\/assets\/parse-form-[^/]+\.js$/)
  await emailField(page).fill('not-an-email')
  await held
  await page.keyboard.press('Tab')
  await afterNextFrames(page)
  // Before the check: no error of the browser's own (the server would say it on submit).
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Invalid email')).toHaveCount(0)

  release()
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Invalid email')).toBeVisible()
  // Focus stays where the reader put it: the late check does not pull it back.
  await expect(page.getByLabel('Password')).toBeFocused()
})

test('when the check cannot load (offline), the server checks the form', async ({ page, consoleErrors }) => {
  await page.route(CHECK_CHUNK, (route) => route.abort('internetdisconnected'))
  const refused: string[] = []
  page.on('requestfailed', (request) => {
    if (CHECK_CHUNK.test(new URL(request.url()).pathname)) refused.push(request.url())
  })
  await page.goto('/register')
  await waitForHydration(page)
  await emailField(page).fill('not-an-email')
  await expect.poll(() => refused.length, { message: 'the check was asked for, and refused' }).toBeGreaterThan(0)
  await page.keyboard.press('Tab')
  await page.getByRole('button', { name: 'Create account' }).click()
  // The action's answer, as with JavaScript off.
  await expect(page.getByText('Invalid email')).toBeVisible()
  await expect(page.getByText('Required').first()).toBeVisible()
  // Chromium logs the refused chunks and the 400 answer as console errors; nothing else may appear
  // (no unhandled rejection of the failed import).
  const unexpected = consoleErrors.filter((error) => !/Failed to load resource: (net::ERR_INTERNET_DISCONNECTED|the server responded with a status of 400)/.test(error))
  consoleErrors.splice(0, consoleErrors.length, ...unexpected)
})
