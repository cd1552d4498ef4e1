import type { Page } from '@playwright/test'
import { ACCEPT_ALL } from '../../lib/consent-cookie.ts'
import { STORAGE_KEY } from '../../app/state/persistence.ts'
import { documentWasKept, expect, expectIslands, markDocument, test, waitForHydration } from './fixtures.ts'
import { STAND_IN_URL } from './third-party-env.ts'
import { allowAnalyticsFromFooter, banner, expectGpcHonoured, pageViews, recorded } from './consent-steps.ts'

/**
 * Reading pages are not hydrated (decision 071): one island module runs what the spec asks of the
 * browser there. The same behaviours as on hydrated pages (ads-analytics.spec.ts), on an article,
 * where each link is a full page load; then on each other kind of reading page.
 */

const paths = async (page: Page) => (await pageViews(page)).map((view) => view.page_path)
const productEvents = async (page: Page) => (await recorded(page)).amplitude.filter((call) => call.call === 'track').map((call) => call.event)
const main = (page: Page) => page.locator('main#main')

/** Two articles, the second linked from the first's related stories: read from the HTML, so no page was seen yet. */
async function articlePaths(page: Page): Promise<{ first: string; related: string }> {
  const hrefIn = async (path: string, selector: string) => {
    const html = await (await page.request.get(path)).text()
    return page.evaluate(([html, selector]) => new DOMParser().parseFromString(html, 'text/html').querySelector(selector)!.getAttribute('href')!, [html, selector] as const)
  }
  const first = await hrefIn('/', 'main .lead-story .card__link')
  return { first, related: await hrefIn(first, 'main .related .card__link') }
}

/** The first link on `path` that `selector` finds, read from the HTML so no page was seen yet. */
async function linkOn(page: Page, path: string, selector: string): Promise<string> {
  const html = await (await page.request.get(path)).text()
  return page.evaluate(([html, selector]) => new DOMParser().parseFromString(html, 'text/html').querySelector(selector)!.getAttribute('href')!, [html, selector] as const)
}

/** The reading pages besides articles (the second list of decision 071), and how to reach one of each. */
const READING_PAGES: [string, (page: Page) => Promise<string>][] = [
  ['the lists', async () => '/lists'],
  ['a list edition', (page) => linkOn(page, '/lists', 'main .list-family__name a')],
  ['the magazine', async () => '/magazine'],
  ['a magazine issue', (page) => linkOn(page, '/magazine', 'main .issue-card__link')],
  ['the videos', async () => '/videos'],
  ['a video', (page) => linkOn(page, '/videos', 'main .video-card .card__link')],
  ['the webinars', async () => '/webinars'],
  ['the events', async () => '/events'],
  ['the resources', async () => '/resources'],
  ['the companies', async () => '/companies'],
  ['the search results', async () => '/search?q=negotiation'],
]

/** The scripts of this site the page fetched (the island module and its one chunk). */
function ownScripts(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script' && !request.url().startsWith(STAND_IN_URL)) seen.push(new URL(request.url()).pathname)
  })
  return seen
}

test.describe('a first visit to an article', () => {
  test.use({ consent: null })

  test('is not hydrated; "Accept all" saves without a page load, then a page view with the query string, App rendered once, and one per page after', async ({ page, context }) => {
    const { first, related } = await articlePaths(page)
    const scripts = ownScripts(page)
    await page.goto(`${first}?utm_source=newsletter`)
    await waitForHydration(page)
    expect(await page.evaluate(() => Object.keys(document.querySelector('.site-header__brand')!).some((key) => key.startsWith('__reactFiber$')))).toBe(false)
    expect(scripts.filter((script) => !/^\/assets\/(islands|client-core)-/.test(script))).toEqual([])
    await expect(banner(page)).toBeVisible()
    expect(await paths(page)).toEqual([])

    await markDocument(page)
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(banner(page)).toBeHidden()
    await expect.poll(() => paths(page)).toEqual([`${first}?utm_source=newsletter`])
    expect(await productEvents(page)).toEqual(['App rendered'])
    expect(await documentWasKept(page), 'the choice was saved by the island, not by the form post').toBe(true)
    expect((await context.cookies()).find((cookie) => cookie.name === 'quota_consent')?.value).toBe('v1.a1.d1')

    // A link is a full page load now: the next page reports itself, and the banner stays away.
    await main(page).locator(`.related a[href="${related}"]`).first().click()
    await expect(page).toHaveURL(related)
    await expect.poll(() => paths(page)).toEqual([related])
    expect(await productEvents(page)).toEqual(['App rendered'])
    await expect(banner(page)).toBeHidden()
    // The second page's navigation timing, for decision 071's record (not a limit: the machine is shared).
    const timing = await page.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
      return { responseEnd: Math.round(entry!.responseEnd), domContentLoaded: Math.round(entry!.domContentLoadedEventEnd), load: Math.round(entry!.loadEventEnd) }
    })
    test.info().annotations.push({ type: 'second page navigation timing (ms)', description: JSON.stringify(timing) })
    console.info(`second page navigation timing (ms): ${JSON.stringify(timing)}`)
  })

  test('"Reject all" loads nothing; "Privacy choices" in the footer reopens the banner with the focus, and a saved choice starts analytics', async ({ page }) => {
    const { first } = await articlePaths(page)
    const thirdParty: string[] = []
    page.on('request', (request) => {
      if (request.url().startsWith(STAND_IN_URL)) thirdParty.push(request.url())
    })
    await page.goto(first)
    await waitForHydration(page)
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect(banner(page)).toBeHidden()
    expect(thirdParty).toEqual([])

    await allowAnalyticsFromFooter(page)
    await expect.poll(() => paths(page)).toEqual([first])
    expect(thirdParty.filter((url) => url.includes('/gpt.js'))).toEqual([])
  })

  test('with Global Privacy Control the banner does not ask, and says why when reopened', async ({ page }) => {
    const { first } = await articlePaths(page)
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
    await page.goto(first)
    await waitForHydration(page)
    await expectGpcHonoured(page)
  })
})

test('the client store is restored and saved on an article, and follows the session (signed out here)', async ({ page }) => {
  const { first } = await articlePaths(page)
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ user: { firstname: 'Ada' }, ad: { views: 7, timestamp: 1234 } }))
  }, STORAGE_KEY)
  await page.goto(first)
  await waitForHydration(page)
  await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), STORAGE_KEY)).toMatchObject({ user: null, ad: { views: 7, timestamp: 1234 } })
})

test('the header search suggests on an article, and Enter opens the suggestion', async ({ page }) => {
  const { first } = await articlePaths(page)
  await page.goto(first)
  await waitForHydration(page)
  await page.locator('header.site-header input[name="q"]').focus()
  const box = page.getByRole('combobox', { name: 'Search' })
  await expect(box).toHaveAttribute('aria-expanded', 'false')
  await page.keyboard.type('negotation work')
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toContainText('Negotiation')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(first)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Negotiation')
})

test.describe("a reader's second article, with ads allowed", () => {
  test.use({ consent: ACCEPT_ALL, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' })

  test('the interstitial waits for the second page (a full load), then Escape closes it and the count is saved', async ({ page }) => {
    const { first, related } = await articlePaths(page)
    await page.goto(first)
    await waitForHydration(page)
    const interstitial = page.getByRole('dialog', { name: 'Advertisement' })
    await expect(interstitial).toHaveCount(0)
    await main(page).locator(`.related a[href="${related}"]`).first().click()
    await expect(page).toHaveURL(related)
    await expect(interstitial).toBeVisible()
    await expect(interstitial.getByRole('button', { name: 'Continue to the site' })).toBeFocused()
    await expect(interstitial.locator('aside.ad-banner')).toHaveAttribute('data-ad-state', /filled|empty/)
    await page.keyboard.press('Escape')
    await expect(interstitial).toHaveCount(0)
    await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').ad?.views, STORAGE_KEY)).toBe(1)
  })
})

test.describe('every other kind of reading page runs its island', () => {
  test.use({ consent: null })

  for (const [name, pathOf] of READING_PAGES) {
    test(`${name}: not hydrated, its island module; the banner's choice is saved in place and starts analytics with a page view of the address`, async ({ page, context }) => {
      const path = await pathOf(page)
      const address = `${path}${path.includes('?') ? '&' : '?'}utm_source=newsletter`
      const scripts = ownScripts(page)
      await page.goto(address)
      await expectIslands(page)
      // The island module, and what it imports for this page (a video's player, the reader's times); nothing of React Router's.
      expect(scripts.filter((script) => /^\/assets\/islands-/.test(script))).toHaveLength(1)
      expect(scripts.filter((script) => /^\/assets\/(entry\.client|root)-/.test(script))).toEqual([])
      await markDocument(page)
      await banner(page).getByRole('button', { name: 'Accept all' }).click()
      await expect(banner(page)).toBeHidden()
      await expect.poll(() => paths(page)).toEqual([address])
      expect(await productEvents(page)).toEqual(['App rendered'])
      expect(await documentWasKept(page), 'the island saved the choice, not the form post').toBe(true)
      expect((await context.cookies()).find((cookie) => cookie.name === 'quota_consent')?.value).toBe('v1.a1.d1')
    })
  }
})

test("the header's menu and search work on the search results page: a menu link opens the next reading page, the box suggests", async ({ page }) => {
  await page.goto('/search?q=forecast')
  await expectIslands(page)
  await page.locator('header.site-header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Videos', exact: true }).click()
  await expect(page).toHaveURL('/videos')
  await expectIslands(page)
  await page.goto('/search?q=forecast')
  await expectIslands(page)
  await page.locator('header.site-header input[name="q"]').focus()
  await page.keyboard.type('negotation work')
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toContainText('Negotiation')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Negotiation')
})

test.describe('a reader of the lists, with ads allowed', () => {
  test.use({ consent: ACCEPT_ALL, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' })

  test('meets the interstitial on the second reading page, a list edition opened from /lists', async ({ page }) => {
    const edition = await linkOn(page, '/lists', 'main .list-family__name a')
    await page.goto('/lists')
    await expectIslands(page)
    const interstitial = page.getByRole('dialog', { name: 'Advertisement' })
    await expect(interstitial).toHaveCount(0)
    await main(page).locator(`.list-family__name a[href="${edition}"]`).first().click()
    await expect(page).toHaveURL(edition)
    await expect(interstitial).toBeVisible()
    await expect(interstitial.locator('aside.ad-banner')).toHaveAttribute('data-ad-state', /filled|empty/)
    await page.keyboard.press('Escape')
    await expect(interstitial).toHaveCount(0)
  })
})
