import type { Page } from '@playwright/test'
import { expect, expectAccessibleOnNarrowScreen, test, waitForHydration } from './fixtures.ts'

/** The resources hub in Chromium: filter by type, an asset page; JavaScript off, axe and a 320 px screen. */
const main = (page: Page) => page.locator('main#main')

test.describe('resources with JavaScript', () => {
  test('resources hub → filter by type → an asset page', async ({ page }) => {
    await page.goto('/resources')
    await waitForHydration(page)
    await main(page).getByRole('navigation', { name: 'Filter resources by type' }).getByRole('link', { name: 'White paper' }).click()
    await expect(page).toHaveURL('/resources?type=white-paper')
    const first = main(page).locator('.resource-card__title a').first()
    const title = (await first.textContent())!
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(main(page).locator('.resource__sponsor img')).toBeVisible()
    await expect(main(page).getByRole('heading', { name: /^Get the / })).toBeVisible()
  })

  test('no serious accessibility problems; nothing wider than a 320 px screen', async ({ page }) => {
    await expectAccessibleOnNarrowScreen(page, '/resources')
  })
})

test.describe('resources with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('the hub and an asset page render fully', async ({ page }) => {
    await page.goto('/resources')
    await expect(main(page).getByRole('region', { name: 'Letters' })).toBeVisible()
    await main(page).locator('.resource-card__title a[href^="/resources/content/"]').first().click()
    await expect(main(page).locator('.resource__cover')).toBeVisible()
  })
})
