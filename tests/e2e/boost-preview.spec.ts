import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { fitsA320PxScreen } from './page-variants.ts'

/** The Daily Boost preview in Chromium: a labelled preview with a sign-up box; JavaScript off and a 320 px screen. */

test.describe('the Daily Boost preview with JavaScript', () => {
  test("a labelled preview with today's idea and a sign-up box", async ({ page }) => {
    await page.goto('/boost-preview')
    await expect(page.getByText('Newsletter preview')).toBeVisible()
    // Today's idea until a Boost goes out (newsletter-send.spec.ts sends one), then the sent issue's lead article.
    await expect(
      page
        .getByRole('region', { name: /^(Today's idea|Article)$/ })
        .getByRole('link')
        .first(),
    ).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Get the Daily Boost in your inbox' }).getByLabel('Email')).toBeVisible()
    await expectNoSevereAxeViolations(page, '/boost-preview')
  })
})

test.describe('the Daily Boost preview with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('renders fully from the server', async ({ page }) => {
    await page.goto('/boost-preview')
    await expect(page.locator('.boost__idea h3 a')).toBeVisible()
  })
})

fitsA320PxScreen('the Daily Boost preview', ['/boost-preview'])
