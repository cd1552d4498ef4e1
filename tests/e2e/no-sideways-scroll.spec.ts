import type { Page } from '@playwright/test'
import { expect, sidewaysOverflow, test, waitForHydration } from './fixtures.ts'

/** Every kind of page fits the screen from 320 px up: nothing makes the page scroll sideways (issue 15). */
const PAGES = [
  '/',
  '/webinars',
  '/videos',
  '/events',
  '/topics',
  '/topics/2/prospecting',
  '/magazine',
  '/magazine/subscribe',
  '/lists',
  '/resources',
  '/blog',
  '/blogs',
  '/search?q=pipeline',
  '/login',
  '/register',
  '/newsletters',
  '/advertising/media-kit',
  '/about',
  '/no-such-page',
]

/** The pages (by path) wider than the screen. */
async function widePages(page: Page, paths: readonly string[]): Promise<string[]> {
  const wide: string[] = []
  for (const path of paths) {
    await page.goto(path)
    // Wait for what the browser adds after loading (the reader's own time zone beside ET).
    await waitForHydration(page)
    const overflow = await sidewaysOverflow(page)
    if (overflow > 0) wide.push(`${path} (+${overflow} px)`)
    // A breadcrumb trail that wraps must not start its next line with a separator (issue 30).
    const separatorsFirst = await page.evaluate(
      () => [...document.querySelectorAll('.breadcrumbs li')].filter((crumb) => !['none', 'normal'].includes(getComputedStyle(crumb, '::before').content)).length,
    )
    if (separatorsFirst > 0) wide.push(`${path} (${separatorsFirst} breadcrumbs led by a separator)`)
  }
  return wide
}

// A few pages a test: all 25 pages in one test ran past 90 s with a second suite beside it.
const GROUPS = Array.from({ length: Math.ceil(PAGES.length / 5) }, (_, i) => PAGES.slice(i * 5, i * 5 + 5))

for (const width of [320, 390, 768]) {
  for (const group of GROUPS) {
    test(`no page scrolls sideways at ${width} px: ${group.join(' ')}`, async ({ page, consoleErrors }) => {
      await page.setViewportSize({ width, height: 800 })
      expect(await widePages(page, group), `pages wider than ${width} px`).toEqual([])
      // The 404 page is one of the kinds: its status is the point.
      for (let i = consoleErrors.length - 1; i >= 0; i--) if (/status of 404 .*no-such-page/.test(consoleErrors[i]!)) consoleErrors.splice(i, 1)
    })
  }

  test(`no section item scrolls sideways at ${width} px`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: 800 })
    const [webinar] = await (await request.get('/wp-json/wp/v2/webinars?per_page=1')).json()
    const [issue] = await (await request.get('/wp-json/wp/v2/issues?per_page=1')).json()
    const [article] = await (await request.get('/wp-json/wp/v2/posts?per_page=1')).json()
    const [list] = await (await request.get('/wp-json/wp/v2/lists?per_page=1&family=quota-500&orderby=year&order=desc')).json()
    const [video] = await (await request.get('/wp-json/wp/v2/videos?per_page=1')).json()
    const [resource] = await (await request.get('/wp-json/wp/v2/resources?per_page=1')).json()
    const paths = [webinar, issue, article, list, video, resource].filter(Boolean).map((item) => new URL(item.link).pathname.replace(/(.)\/$/, '$1'))
    expect(paths).toHaveLength(6)
    expect(await widePages(page, paths), `pages wider than ${width} px`).toEqual([])
  })
}
