import { expect, test, waitForHydration } from './fixtures.ts'
import { register } from './reader-account.ts'

/** The open-redirect family in a real Chromium: whatever redirectTo says, signing in stays on the site. */

const PASSWORD = 'a long enough secret phrase'
const OFF_SITE = ['/%09/evil.example', '/%5Cevil.example', '%2F%2Fevil.example']

/** One reader per worker: registrations from one address are rate limited. */
let email = ''
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage()
  email = `redirect.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  await register(page, { email, password: PASSWORD })
  await page.close()
})

for (const javaScript of [true, false]) {
  test.describe(`JavaScript ${javaScript ? 'on' : 'off'}`, () => {
    // Its own network address per mode: sign-ins are limited per address and minute, and other files sign in from 127.0.0.1.
    test.use({ javaScriptEnabled: javaScript, extraHTTPHeaders: { 'X-Forwarded-For': `10.81.0.${javaScript ? 1 : 2}` } })

    for (const target of OFF_SITE) {
      test(`signing in with redirectTo=${target} lands on the profile, on this site`, async ({ page, baseURL }) => {
        await page.goto(`/login?redirectTo=${target}`)
        if (javaScript) await waitForHydration(page)
        await page.getByLabel('Email').fill(email)
        await page.getByLabel('Password').fill(PASSWORD)
        await page.getByRole('button', { name: 'Sign in' }).click()
        await expect(page.locator('.site-header__account')).toHaveText('Ada')
        expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin)
        expect(new URL(page.url()).pathname).toBe('/profile')
      })
    }

    test("signing in from a webinar page through the header's link returns to that webinar", async ({ page }) => {
      await page.goto('/webinars')
      await page.locator('.webinar-card__link').first().click()
      await expect(page).toHaveURL(/\/webinars\/\d+\/[a-z0-9-]+$/)
      const webinarPath = new URL(page.url()).pathname
      if (javaScript) await waitForHydration(page)
      await page.locator('header.site-header').getByRole('link', { name: 'Profile', exact: true }).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.locator('.site-header__account')).toHaveText('Ada')
      expect(new URL(page.url()).pathname).toBe(webinarPath)
    })

    test('the sign-out page asks, and its button signs out', async ({ page }) => {
      await page.goto('/login')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Sign in' }).click()
      await expect(page.locator('.site-header__account')).toHaveText('Ada')
      await page.goto('/logout')
      await expect(page.getByRole('heading', { name: 'Sign out' })).toBeVisible()
      await expect(page.locator('.site-header__account')).toHaveText('Ada')
      if (javaScript) await waitForHydration(page)
      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page.locator('.site-header__account')).toHaveText('Profile')
      await page.goto('/profile')
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/)
    })
  })
}
