import { expect, test } from '@playwright/test'
import { waitForHydration } from './fixtures.ts'

/**
 * A network over its free share of password-reset requests (server/services/network-gate.ts): the
 * form says why and shows the ALTCHA widget, which solves its proof of work in a worker; the next
 * send goes through. The end-to-end server trusts X-Forwarded-For, so this browser is a network
 * of its own and no other test shares its count.
 */
const FREE_PER_HOUR = 100

test('the proof-of-work check appears on a refused form, solves itself, and lets the form through', async ({ browser, baseURL }) => {
  // A hundred requests, then a proof of work the browser computes: CPU-bound by design, it ran
  // past 90 s on a machine with a second suite and other work beside it.
  test.slow()
  const network = `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': network } })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`))
  page.on('console', (message) => {
    // The refused post itself is logged as a failed 429 load; anything else is a fault (a CSP refusal of the widget or its worker above all).
    if (message.type() === 'error' && !/status of 429/.test(message.text())) problems.push(message.text())
  })

  for (let i = 0; i < FREE_PER_HOUR; i++) {
    const res = await context.request.post('/api/passwordReset', { data: { email: `office${i}@example.com` } })
    expect(res.status()).toBe(202)
  }

  await page.goto('/forgot-password')
  // Typed before hydration, the address could be reset by it, and the form would go out natively.
  await waitForHydration(page)
  await page.getByLabel('Email').fill('reader@example.com')
  await page.getByRole('button', { name: /send/i }).click()
  const check = page.locator('.network-check')
  await expect(check).toContainText('quick automatic check that you are a person')
  // The widget fills its hidden field once the browser has solved the challenge: thousands of
  // PBKDF2 rounds, which on a machine running two suites take many times the usual second.
  await expect(check.locator('input[name="altcha"]')).toHaveValue(/.{40,}/, { timeout: 180_000 })
  await expect(page.getByLabel('Email')).toHaveValue('reader@example.com')
  await page.getByRole('button', { name: /send/i }).click()
  await expect(page.getByText('If an account uses that address, we have sent it a link')).toBeVisible()
  expect(problems).toEqual([])
  await context.close()
})

test('without JavaScript the refusal says when to try again', async ({ browser, baseURL }) => {
  const network = `10.98.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { 'X-Forwarded-For': network } })
  for (let i = 0; i < FREE_PER_HOUR; i++) await context.request.post('/api/passwordReset', { data: { email: `office${i}@example.com` } })
  const page = await context.newPage()
  await page.goto('/forgot-password')
  await page.getByLabel('Email').fill('reader@example.com')
  await page.getByRole('button', { name: /send/i }).click()
  await expect(page.locator('.network-check')).toContainText(/Without JavaScript, please try again in \d+ minutes/)
  await context.close()
})
