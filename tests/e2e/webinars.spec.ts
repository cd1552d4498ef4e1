import type { Page } from '@playwright/test'
import { expect, expectAccessibleOnNarrowScreen, expectIslands, test } from './fixtures.ts'

/**
 * The webinars in Chromium: list → page, times in ET and the reader's zone, the calendar file;
 * a recording opened without JavaScript; axe and a 320 px screen.
 */
const main = (page: Page) => page.locator('main#main')

test.describe('webinars with JavaScript', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('webinar list → an upcoming webinar, times in ET and the reader’s zone, calendar file', async ({ page }) => {
    await page.goto('/webinars')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webinars')
    const upcoming = main(page).getByRole('region', { name: 'Upcoming' })
    const local = upcoming.locator('.webinar-time__local').first()
    const boxBefore = await upcoming.locator('.webinar-card').first().boundingBox()
    // The list is read, not hydrated (decision 071): the reader's time comes from the island.
    await expectIslands(page)
    await expect(local).toContainText(/^Your time: .*GMT\+[12]|^Your time: .*CES?T/)
    // The local time fills a line reserved at first paint: the card did not grow.
    expect((await upcoming.locator('.webinar-card').first().boundingBox())!.height).toBe(boxBefore!.height)

    const first = upcoming.locator('.webinar-card__link').first()
    const title = (await first.textContent())!
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    // Open for registration: the page is read too, and its form has an island of its own (decision 079).
    await expectIslands(page)
    await expect(main(page).locator('.webinar-time__local')).toContainText(/^Your time: /)
    await expect(main(page).locator('.webinar-time__eastern')).toContainText(/ET$/)
    await expect(main(page).getByRole('heading', { name: /^Speakers?$/ })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Register', exact: true })).toBeVisible()
    await expect(main(page).getByText('Registration opens here soon')).toHaveCount(0)
    const calendar = main(page).getByRole('link', { name: /Add to calendar/ })
    const response = await page.request.get((await calendar.getAttribute('href'))!)
    expect(response.headers()['content-type']).toContain('text/calendar')
    expect(await response.text()).toContain(`SUMMARY:${title.replace(/,/g, '\\,')}`)
  })

  test('no serious accessibility problems; nothing wider than a 320 px screen', async ({ page }) => {
    await expectAccessibleOnNarrowScreen(page, '/webinars')
  })
})

test.describe('webinars with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('the list and a webinar render fully; registering opens the recording', async ({ page }) => {
    await page.goto('/webinars')
    await expect(main(page).getByRole('region', { name: 'On demand' }).locator('.webinar-card').first()).toBeVisible()
    await main(page).getByRole('region', { name: 'On demand' }).locator('.webinar-card__link').first().click()
    // The recording opens to those who register for it (tests/e2e/leads-webinar-mediakit.spec.ts covers the form).
    await expect(main(page).locator('.webinar__replay')).toHaveCount(0)
    await main(page).getByLabel('First name').fill('Ada')
    await main(page).getByLabel('Last name').fill('Byron')
    await main(page).getByLabel('Work email').fill(`webinar.replay.${Date.now()}@example.com`)
    await main(page).getByLabel('Company').fill('Analytical Engines')
    await main(page).getByRole('button', { name: 'Watch the recording' }).click()
    await expect(main(page).locator('.webinar__replay .video-facade__play')).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
  })
})

test.describe('an upcoming webinar on a phone', () => {
  test.use({ viewport: { width: 390, height: 740 } })

  test('the first button above the fold leads to the registration form', async ({ page }) => {
    await page.goto('/webinars')
    await main(page).getByRole('region', { name: 'Upcoming' }).locator('.webinar-card__link').first().click()
    const register = main(page).getByRole('link', { name: 'Register free' })
    await expect(register).toBeInViewport()
    await register.click()
    await expect(page).toHaveURL(/#registration$/)
    await expect(main(page).locator('#registration').getByLabel('First name')).toBeInViewport()
  })
})
