import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { fitsA320PxScreen } from './page-variants.ts'

/** The events page in Chromium: upcoming and past events, agenda, sponsors, registration; JavaScript off and a 320 px screen. */

test.describe('events with JavaScript', () => {
  test('upcoming and past with zoned times, agenda, sponsors and registration', async ({ page }) => {
    await page.goto('/events')
    const upcoming = page.getByRole('region', { name: 'Upcoming events' })
    await expect(upcoming.locator('article.event')).not.toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Past events' }).locator('article.event')).not.toHaveCount(0)
    const first = upcoming.locator('article.event').first()
    await expect(first.locator('.event__times')).toHaveText(/[ap]\.m\. [A-Z]{2,4}/)
    await expect(first.getByRole('link', { name: /^Register/ })).toHaveAttribute('href', /^mailto:events@quota\.example\?subject=Register/)
    await expect(first.locator('.sponsor-logos img').first()).toBeVisible()
    await first.locator('summary', { hasText: 'Agenda' }).focus()
    await expect(first.locator('.agenda__item').first()).toBeVisible()
    await expectNoSevereAxeViolations(page, '/events')
  })
})

test.describe('events with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('the events page renders fully from the server', async ({ page }) => {
    await page.goto('/events')
    await expect(page.getByRole('region', { name: 'Upcoming events' }).locator('.agenda__item').first()).toBeVisible()
  })
})

fitsA320PxScreen('events', ['/events'])
