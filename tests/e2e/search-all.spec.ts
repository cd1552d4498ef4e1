import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'

/** Search beyond articles in Chromium: a company finds its place on a list, a webinar's title finds the webinar first. */

for (const javaScript of [true, false]) {
  test.describe(`search (JavaScript ${javaScript ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled: javaScript })

    test('a company name finds its list entry, and the link opens the list showing it', async ({ page, request }) => {
      const [edition] = await (await request.get('/wp-json/wp/v2/lists?kind=list&per_page=1&orderby=year&order=desc')).json()
      const entry = edition.acf.entries[42] as { company: string; rank: number }
      await page.goto('/search')
      await page.getByRole('searchbox').first().fill(entry.company)
      await page.getByRole('searchbox').first().press('Enter')
      const companies = page.getByRole('region', { name: 'Companies on our lists' })
      await expect(companies).toContainText(`No. ${entry.rank} in`)
      await companies.getByRole('link', { name: entry.company }).first().click()
      await expect(page.getByRole('table')).toContainText(entry.company)
      await expect(page).toHaveURL(/\?q=/)
    })

    test("a webinar's title finds the webinar", async ({ page, request }) => {
      const [webinar] = await (await request.get('/wp-json/wp/v2/webinars?per_page=1')).json()
      const title = (webinar.title.rendered as string).replace(/&#8217;/g, '’').replace(/&amp;/g, '&')
      await page.goto(`/search?q=${encodeURIComponent(title)}`)
      // An exact title ranks first, whatever its kind (decision 057).
      const first = page.locator('main .search-match__link').first()
      await expect(first).toHaveText(title)
      await first.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      if (javaScript) await expectNoSevereAxeViolations(page, 'a webinar found by search')
    })
  })
}

test('the search results fit a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/search?q=sales')
  await expect(page.locator('.search-match__link').first()).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
})
