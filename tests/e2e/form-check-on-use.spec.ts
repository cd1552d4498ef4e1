import type { Page, Request } from '@playwright/test'
import { afterNextFrames, expect, forgiveAnswers, test, waitForHydration } from './fixtures.ts'

/**
 * A form's check in the browser (zod, Conform's zod adapter, the schema) loads when a visitor
 * starts using the form, not with the page (decision 035); a form says nothing before its first
 * submit, then each error follows the typing (decision 072), fields changed while the check is on its
 * way being checked when it arrives; without it, the server checks the form.
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

test('a reader who does not use the form loads no check; the first focus loads it; errors wait for the submit, then follow the typing', async ({ page, consoleErrors }) => {
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
  // Left, and the next field tabbed past untouched: nothing is said before the first submit (decision 072).
  await page.keyboard.press('Tab')
  await expect(page.getByLabel('Password')).toBeFocused()
  await page.keyboard.press('Tab')
  await afterNextFrames(page)
  await expect(page.locator('main [aria-invalid="true"]')).toHaveCount(0)
  await expect(page.getByText('Invalid email')).toHaveCount(0)
  await expect(page.getByText('Required', { exact: true })).toHaveCount(0)

  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByText('Invalid email')).toBeVisible()
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
  // Live from now on: the address's error goes as it is put right, and comes back when it is emptied.
  await emailField(page).fill('ada@example.com')
  await expect(page.getByText('Invalid email')).toHaveCount(0)
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true')
  await expect(page.getByLabel('Password')).toHaveAttribute('aria-invalid', 'true')
  await emailField(page).fill('')
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true')
  // The check may land after the click on a busy machine: the server answers that submit (400) instead.
  forgiveAnswers(consoleErrors, [400])
})

test('a field put right after a submit while the check is on its way is checked as soon as it arrives', async ({ page, consoleErrors }) => {
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
  await page.getByRole('button', { name: 'Create account' }).click()
  // The server's answer, as without JavaScript.
  await expect(page.getByText('Invalid email')).toBeVisible()
  await emailField(page).fill('ada@example.com')
  await afterNextFrames(page)
  // Kept until the check arrives: no error is dropped unchecked.
  await expect(page.getByText('Invalid email')).toBeVisible()

  release()
  await expect(page.getByText('Invalid email')).toHaveCount(0)
  await expect(emailField(page)).not.toHaveAttribute('aria-invalid', 'true')
  // Focus stays where the reader put it: the late check does not pull it away.
  await expect(emailField(page)).toBeFocused()
  forgiveAnswers(consoleErrors, [400])
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
