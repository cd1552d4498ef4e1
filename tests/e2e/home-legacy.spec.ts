import { expect, expectNoSevereAxeViolations, sidewaysOverflow, test } from './fixtures.ts'

/** The home page's modules lead to working pages; an old site's article address lands on its article. */

test('the home page shows the next webinar, a video, the magazine and the lists', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('region', { name: 'Webinars, video, magazine and lists' })).toBeVisible()
  await expectNoSevereAxeViolations(page, 'the home page')
})

// One test per module: five page loads and an audit in one test ran past its limit with a second suite beside it.
for (const tile of ['home-module--webinar', 'home-module--video', 'home-module--issue', 'home-module--lists'] as const) {
  test(`the home page's ${tile.replace('home-module--', '')} module leads to its page`, async ({ page }) => {
    await page.goto('/')
    const band = page.getByRole('region', { name: 'Webinars, video, magazine and lists' })
    const link = band
      .locator(`.${tile} h2 a`)
      .or(band.locator(`.${tile} li a`))
      .first()
    const title = (await link.textContent())!.trim()
    await link.click()
    await expect(page.locator('h1').first(), tile).toContainText(title.slice(0, 20))
  })
}

test('the home page modules fit a 320 px screen', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 })
  await page.goto('/')
  await expect(page.locator('.home-modules')).toBeVisible()
  expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0)
})

test('an old site address lands on its article', async ({ page, request }) => {
  const option = await (await request.get('/wp-json/acf/v3/options/options/legacy_articles')).json()
  const [row] = option.legacy_articles as { old_address: string; article: number }[]
  const post = await (await request.get(`/wp-json/wp/v2/posts/${row!.article}`)).json()
  await page.goto(row!.old_address)
  await expect(page).toHaveURL(new URL(post.link).pathname.replace(/\/$/, ''))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title.rendered.replace(/&#8217;/g, '’'))
})
