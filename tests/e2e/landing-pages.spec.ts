import { expect, expectAccessibleOnNarrowScreen, test } from './fixtures.ts'

/** A year landing page in Chromium: axe and a 320 px screen. */
const YEAR = new Date().getUTCFullYear()

test('a year landing page has no serious accessibility problems and fits a 320 px screen', async ({ page }) => {
  const path = `/sales-training-success-insight-for-${YEAR}`
  await expectAccessibleOnNarrowScreen(page, path)
})

test('from /resources to a year insight page: its featured vendors, then a request sent with its form', async ({ page, consoleErrors }) => {
  await page.goto('/resources')
  await page
    .getByRole('region', { name: 'Insight pages by year' })
    .getByRole('link', { name: `AI for Sales: Increase Revenue in ${YEAR}, Expert Insight` })
    .click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`AI for Sales: Increase Revenue in ${YEAR}, Expert Insight`)
  await expect(page.getByRole('region', { name: 'Featured vendors' }).getByRole('listitem').first()).toBeVisible()
  await page.getByRole('link', { name: 'Request the insight' }).click()
  const form = page.getByRole('region', { name: 'Request the insight' })
  await form.getByRole('button', { name: 'Send my request' }).click()
  await expect(form.getByText('Required').first()).toBeVisible()
  await form.getByLabel('First name').fill('Grace')
  await form.getByLabel('Last name').fill('Hopper')
  await form.getByLabel('Work email').fill(`landing.${Date.now()}@example.com`)
  await form.getByLabel('Company').fill('Navy')
  await form.getByLabel('Job title').fill('Rear Admiral')
  await form.getByLabel('What would help you most?').selectOption('Both')
  await form.getByRole('button', { name: 'Send my request' }).click()
  await expect(form.getByRole('status')).toContainText('Your request has reached our research team')
  for (let i = consoleErrors.length - 1; i >= 0; i--) if (/status of 400/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1)
})
