import type { Page } from '@playwright/test'
import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { fitsA320PxScreen } from './page-variants.ts'

/**
 * The magazine in Chromium: the current issue and its three groups, an issue page, the
 * subscription plans with a code's offer; the same pages with JavaScript off and on a 320 px screen.
 */
const main = (page: Page) => page.locator('main#main')

test.describe('the magazine with JavaScript', () => {
  test('the current issue with contents, the three groups, then an issue page', async ({ page }) => {
    // An axe audit of a page of covers, then a second page: more than the default 30 s on a busy machine.
    test.slow()
    await page.goto('/magazine')
    await expect(page).toHaveTitle('Magazine / Quota')
    const current = main(page).locator('.magazine__current .issue-feature')
    await expect(current.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expect(current.getByRole('link', { name: /Read the digital edition/ })).toHaveAttribute('href', /\.pdf$/)
    await expect(current.locator('.toc__entry')).not.toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Recent issues' }).getByRole('listitem')).toHaveCount(2)
    await expect(page.getByRole('region', { name: 'Past issues' }).getByRole('listitem')).not.toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Special issues' }).getByRole('listitem')).not.toHaveCount(0)
    await expectNoSevereAxeViolations(page, '/magazine')

    const special = page.getByRole('region', { name: 'Special issues' }).locator('.issue-card__link').first()
    const title = (await special.textContent())!
    await special.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('region', { name: 'In this issue' }).getByRole('link').first()).toHaveAttribute('href', /^\/\d{4}\/\d\d\/\d\d\/\d+\//)
  })

  test("subscribe: the plans with the code's offer", async ({ page }) => {
    await page.goto('/magazine/subscribe/SPRING26')
    await expect(page.getByRole('radio', { name: /^Print \+ Digital/ })).toBeChecked()
    await expect(page.getByText('Code SPRING26:')).toBeVisible()
  })
})

test.describe('the magazine with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('the magazine and the subscription plans render fully from the server', async ({ page }) => {
    await page.goto('/magazine')
    await expect(page.getByRole('region', { name: 'Special issues' }).getByRole('listitem')).not.toHaveCount(0)
    await expect(page.locator('.magazine__current .toc__entry')).not.toHaveCount(0)

    await page.goto('/magazine/subscribe/')
    await expect(page.locator('.plan')).toHaveCount(3)
  })
})

fitsA320PxScreen('the magazine', ['/magazine', '/magazine/subscribe/'])
