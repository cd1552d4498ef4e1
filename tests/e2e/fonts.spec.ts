import { afterNextFrames, expect, measureLayoutShift, test, waitForHydration } from './fixtures.ts'

/**
 * The site's own typefaces (issue 15): served from this origin, used by headings and text, and
 * loading them moves nothing (they are preloaded; until they arrive, metric-matched fallbacks).
 */
test("headings and text are set in the site's own fonts, served from this origin", async ({ page }) => {
  const fontHosts = new Set<string>()
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fontHosts.add(new URL(request.url()).origin)
  })
  await page.goto('/')
  await page.waitForFunction(() => document.fonts.status === 'loaded')
  expect(await page.evaluate(() => [document.fonts.check('700 1em "Source Serif 4 Variable"'), document.fonts.check('1em "Inter Variable"')])).toEqual([true, true])
  expect(
    await page
      .locator('h1, h2')
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily),
  ).toMatch(/^"Source Serif 4 Variable"/)
  expect(await page.locator('body').evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/^"Inter Variable"/)
  expect([...fontHosts]).toEqual([new URL(page.url()).origin])
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(2)
})

for (const width of [390, 1366]) {
  test(`the fonts shift nothing while pages load at ${width} px (CLS below 0.01)`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 900 })
    const [article] = await (await request.get('/wp-json/wp/v2/posts?per_page=1')).json()
    const [webinar] = await (await request.get('/wp-json/wp/v2/webinars?per_page=1')).json()
    const cls = await measureLayoutShift(page)
    for (const path of ['/', new URL(article.link).pathname, new URL(webinar.link).pathname, '/magazine']) {
      await page.goto(path)
      await page.waitForFunction(() => document.fonts.check('1em "Inter Variable"') && document.fonts.check('700 1em "Source Serif 4 Variable"'))
      await waitForHydration(page)
      await afterNextFrames(page)
      expect(await cls(), `layout shift on ${path}`).toBeLessThan(0.01)
    }
  })
}
