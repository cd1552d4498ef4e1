import { readFile } from 'node:fs/promises'
import { expect, expectNoSevereAxeViolations, forgiveAnswers, test, waitForHydration } from './fixtures.ts'
import { linkIn, readMail } from './mail.ts'

/** Form errors answer 400 (JavaScript off); Chromium logs each such response as a console error. */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

function journey(javaScript: boolean) {
  test(`download a white paper after the form (JavaScript ${javaScript ? 'on' : 'off'})`, async ({ page, request, consoleErrors }) => {
    test.slow()
    const email = uniqueEmail(javaScript ? 'wp-js' : 'wp-nojs')
    await page.goto('/resources/white-papers')
    await page.getByRole('link', { name: 'The Pipeline Coverage Myth' }).first().click()
    await expect(page).toHaveURL(/\/resources\/content\/the-pipeline-coverage-myth\/tallyforge$/)
    await expect(page.getByText('The download form opens here soon.')).toHaveCount(0)
    if (javaScript) await waitForHydration(page)

    const submit = page.getByRole('button', { name: 'Download the white paper' })
    await submit.click()
    await expect(page.getByText('Required', { exact: true }).first()).toBeVisible()
    await expect(page.getByLabel('First name')).toHaveAttribute('aria-invalid', 'true')

    await page.getByLabel('First name').fill('A'.repeat(100))
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Work email').fill('ada@nowhere')
    await page.getByLabel(/^Company\s*\*?$/).fill('Analytical Engines')
    await page.getByLabel('Job title').fill('VP Sales')
    await submit.click()
    await expect(page.getByText('Must be less than 100 characters')).toBeVisible()
    await expect(page.getByText('Invalid email')).toBeVisible()
    await expect(page.getByRole('alert').filter({ hasText: 'must be accepted' })).toHaveCount(1) // the consent, still unticked

    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Work email').fill(email)
    await page.getByLabel('Company size').selectOption('51-200')
    await page.getByLabel('Tallyforge may contact me about this resource').check()
    await submit.click()

    const link = page.getByRole('link', { name: /Download “The Pipeline Coverage Myth”/ })
    await expect(link).toBeVisible()
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()])
    expect(download.suggestedFilename()).toBe('the-pipeline-coverage-myth.pdf')
    expect((await readFile((await download.path())!)).subarray(0, 5).toString()).toBe('%PDF-')

    // The mailed link works in any browser; the page remembers this one (the access cookie).
    const mailed = new URL(linkIn((await readMail(email, /^Your download: The Pipeline Coverage Myth$/)).text))
    const response = await request.get(`${mailed.pathname}${mailed.search}`)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toBe('application/pdf')
    await page.goto(page.url())
    await expect(link).toBeVisible()
    forgiveAnswers(consoleErrors, [400])
  })
}

test.describe('gated content with JavaScript', () => {
  journey(true)
})

test.describe('gated content without JavaScript', () => {
  test.use({ javaScriptEnabled: false })
  journey(false)

  test('an award nomination: errors, then the thank-you panel', async ({ page, consoleErrors }) => {
    await page.goto('/resources/content/award-nomination/cro-of-the-year-awards')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Required', { exact: true }).first()).toBeVisible()
    await page.getByLabel('Nominee (person or team)').fill('Team Blue')
    await page.getByLabel("Nominee's company").fill('Acme')
    await page.getByLabel('Category').selectOption('Team')
    await page.getByLabel('Why they deserve it').fill('x'.repeat(1000))
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Your work email').fill(uniqueEmail('nominator'))
    await page.getByLabel(/^Company\s*\*?$/).fill('Analytical Engines')
    await page.getByLabel('Job title').fill('CEO')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByText('Must be less than 1000 characters')).toBeVisible()
    await page.getByLabel('Why they deserve it').fill('Doubled qualified pipeline in a year.')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible()
    forgiveAnswers(consoleErrors, [400])
  })
})

test('a gated download without the form is refused with the way to it', async ({ page, consoleErrors }) => {
  const response = await page.goto('/resources/download/the-pipeline-coverage-myth')
  expect(response?.status()).toBe(403)
  await page.getByRole('link', { name: 'Go to the form' }).click()
  await expect(page).toHaveURL(/\/resources\/content\/the-pipeline-coverage-myth\/tallyforge$/)
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (/status of 403/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1)
})

test('the gated and application forms have no serious accessibility problems', async ({ page }) => {
  for (const path of ['/resources/content/the-pipeline-coverage-myth/tallyforge', '/resources/content/ranked-list-application/top-20-sales-training-companies']) {
    await page.goto(path)
    await expectNoSevereAxeViolations(page, path)
  }
})
