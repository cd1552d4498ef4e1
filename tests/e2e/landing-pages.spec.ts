import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'

/** A year landing page in Chromium: axe and a 320 px screen. */
const YEAR = new Date().getUTCFullYear()

test('a year landing page has no serious accessibility problems and fits a 320 px screen', async ({ page }) => {
  const path = `/sales-training-success-insight-for-${YEAR}`
  await page.setViewportSize({ width: 320, height: 720 })
  await page.goto(path)
  await expectNoSevereAxeViolations(page, path)
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0)
})
