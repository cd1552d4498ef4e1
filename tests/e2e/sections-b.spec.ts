import type { Page } from '@playwright/test'
import { documentWasKept, expect, expectNoSevereAxeViolations, markDocument, test, waitForHydration } from './fixtures.ts'

/**
 * Section pages, part B: webinars (list → page, local time, calendar file), a ranked list sorted
 * and filtered, an alias redirect, the resources hub and an asset page, a landing page; the same
 * pages without JavaScript, on a 320 px screen, and under axe.
 */
const YEAR = new Date().getUTCFullYear()
const LIST = `/lists/${YEAR}/quota-500`
const main = (page: Page) => page.locator('main#main')

async function companies(page: Page): Promise<string[]> {
  return main(page).locator('.ranked-table tbody th a').allTextContents()
}

test.describe('with JavaScript', () => {
  test.use({ timezoneId: 'Europe/Berlin' })

  test('webinar list → an upcoming webinar, times in ET and the reader’s zone, calendar file', async ({ page }) => {
    await page.goto('/webinars')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Webinars')
    const upcoming = main(page).getByRole('region', { name: 'Upcoming' })
    const local = upcoming.locator('.webinar-time__local').first()
    const boxBefore = await upcoming.locator('.webinar-card').first().boundingBox()
    await waitForHydration(page)
    await expect(local).toContainText(/^Your time: .*GMT\+[12]|^Your time: .*CES?T/)
    // The local time fills a line reserved at first paint: the card did not grow.
    expect((await upcoming.locator('.webinar-card').first().boundingBox())!.height).toBe(boxBefore!.height)
    await markDocument(page)

    const first = upcoming.locator('.webinar-card__link').first()
    const title = (await first.textContent())!
    await first.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    expect(await documentWasKept(page)).toBe(true)
    await expect(main(page).locator('.webinar-time__eastern')).toContainText(/ET$/)
    await expect(main(page).getByRole('heading', { name: /^Speakers?$/ })).toBeVisible()
    await expect(main(page).getByRole('heading', { name: 'Register', exact: true })).toBeVisible()
    await expect(main(page).getByText('Registration opens here soon')).toHaveCount(0)
    const calendar = main(page).getByRole('link', { name: /Add to calendar/ })
    const response = await page.request.get((await calendar.getAttribute('href'))!)
    expect(response.headers()['content-type']).toContain('text/calendar')
    expect(await response.text()).toContain(`SUMMARY:${title.replace(/,/g, '\\,')}`)
  })

  test('the 500 sorted by company within one segment, then searched, without reloading', async ({ page }) => {
    await page.goto(LIST)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`The Quota 500 ${YEAR}`)
    await expect(main(page).locator('.ranked-table tbody tr')).toHaveCount(100)
    await waitForHydration(page)
    await markDocument(page)
    await main(page).getByRole('navigation', { name: 'Filter by segment' }).getByRole('link', { name: 'Technology' }).click()
    await expect(page).toHaveURL(`${LIST}?segment=technology`)
    await main(page).getByRole('link', { name: /^Company\b.*sort ascending/ }).click()
    await expect(page).toHaveURL(`${LIST}?segment=technology&sort=company`)
    const sorted = await companies(page)
    expect(sorted.length).toBeGreaterThan(5)
    expect(sorted).toEqual([...sorted].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    const needle = sorted[0]!.split(' ')[0]!
    await main(page).getByRole('searchbox', { name: 'Company' }).fill(needle)
    await main(page).getByRole('button', { name: 'Find' }).click()
    await expect(page).toHaveURL(new RegExp(`q=${needle}`))
    for (const name of await companies(page)) expect(name.toLowerCase()).toContain(needle.toLowerCase())
    expect(await documentWasKept(page)).toBe(true)
  })

  test('an alias address lands on the canonical list', async ({ page }) => {
    await page.goto(`/lists/${YEAR}/sales-training-companies-top-20`)
    await expect(page).toHaveURL(`/lists/${YEAR}/top-20-sales-training-companies`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Top 20 Sales Training Companies ${YEAR}`)
  })

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
    // Six axe audits, one of a 100-row table: more than the default 30 s on a busy machine.
    test.setTimeout(60_000)
    await page.setViewportSize({ width: 320, height: 720 })
    for (const path of ['/webinars', LIST, `/lists/${YEAR}/cro-of-the-year-awards`, '/lists', '/resources', `/sales-training-success-insight-for-${YEAR}`]) {
      await page.goto(path)
      await expectNoSevereAxeViolations(page, path)
      // The ranked table scrolls inside its own region; the page itself must not.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0)
    }
  })
})

test.describe('with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('webinars, a webinar, a sorted and filtered list, the hub and an asset page render fully', async ({ page }) => {
    await page.goto('/webinars')
    await expect(main(page).getByRole('region', { name: 'On demand' }).locator('.webinar-card').first()).toBeVisible()
    await main(page).getByRole('region', { name: 'On demand' }).locator('.webinar-card__link').first().click()
    // The recording opens to those who register for it (tests/e2e/leads-webinar-mediakit.spec.ts covers the form).
    await expect(main(page).locator('.video-frame iframe')).toHaveCount(0)
    await main(page).getByLabel('First name').fill('Ada')
    await main(page).getByLabel('Last name').fill('Byron')
    await main(page).getByLabel('Work email').fill(`sections.b.${Date.now()}@example.com`)
    await main(page).getByLabel('Company').fill('Analytical Engines')
    await main(page).getByRole('button', { name: 'Watch the recording' }).click()
    await expect(main(page).locator('.video-frame iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//)

    await page.goto(LIST)
    await main(page).getByRole('link', { name: /^Change\b.*sort descending/ }).click()
    await expect(page).toHaveURL(`${LIST}?sort=change`)
    await main(page).getByRole('navigation', { name: 'Filter by segment' }).getByRole('link', { name: 'Manufacturing' }).click()
    await expect(page).toHaveURL(`${LIST}?segment=manufacturing&sort=change`)
    await expect(main(page).locator('.ranked-table__segment').first()).toHaveText('Manufacturing')

    await page.goto('/resources')
    await expect(main(page).getByRole('region', { name: 'Letters' })).toBeVisible()
    await main(page).locator('.resource-card__title a[href^="/resources/content/"]').first().click()
    await expect(main(page).locator('.resource__cover')).toBeVisible()
  })
})
