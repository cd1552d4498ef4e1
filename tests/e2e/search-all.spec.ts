import { expect, expectNoSevereAxeViolations, sidewaysOverflow, test } from './fixtures.ts'

/** Search beyond articles in Chromium: a company's name finds its page first, a webinar's title finds the webinar first. */

for (const javaScript of [true, false]) {
  test.describe(`search (JavaScript ${javaScript ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled: javaScript })

    test('a company name finds the company first, and its page shows where it ranks', async ({ page, request }) => {
      const [edition] = await (await request.get('/wp-json/wp/v2/lists?kind=list&per_page=1&orderby=year&order=desc')).json()
      const entry = edition.acf.entries[42] as { company: string; rank: number }
      await page.goto('/search')
      const box = page.locator('main').getByRole('searchbox')
      await box.fill(entry.company)
      await box.press('Enter')
      const first = page.locator('main .search-match__link').first()
      await expect(first).toHaveText(entry.company)
      await first.click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.company)
      await expect(page.locator('main')).toContainText(`#${entry.rank}`)
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
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
})
