import type { Page } from '@playwright/test'
import { ACCEPT_ALL } from '../../lib/consent-cookie.ts'
import { STORAGE_KEY } from '../../app/state/persistence.ts'
import { afterNextFrames, expect, expectNoSevereAxeViolations, measureLayoutShift, test, waitForHydration } from './fixtures.ts'
import { STAND_IN_URL, THIRD_PARTY_ENV } from './third-party-env.ts'
import { allowAnalyticsFromFooter, banner, expectGpcHonoured, pageViews, recorded } from './consent-steps.ts'

/**
 * Consent, analytics and ads in Chromium, against the stand-in scripts of
 * tests/e2e/third-party-stand-in.ts (served from another origin, recording every call).
 */

/** Every request the page makes to the stand-in's origin (scripts, beacons, creatives). */
function thirdPartyRequests(page: Page): string[] {
  const seen: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(STAND_IN_URL)) seen.push(request.url())
  })
  return seen
}

/** The client state of a reader who saw the interstitial a moment ago, so it stays away for this test. */
async function showedInterstitialJustNow(page: Page) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify({ ad: { views: 1, timestamp: Date.now() } }))
  }, STORAGE_KEY)
}

const interstitial = (page: Page) => page.getByRole('dialog', { name: 'Advertisement' })

const leaderboard = (page: Page) => page.locator('aside.ad-banner[data-ad-unit="leaderboard"]')

/** Scrolls down the whole page in steps, as a reader would, so every slot comes near the viewport. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 300) {
      window.scrollTo(0, y)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  })
}

test.describe('a first visit', () => {
  test.use({ consent: null })

  test('asks first: no ad or analytics request before consent, and the banner is accessible', async ({ page }) => {
    const requests = thirdPartyRequests(page)
    await page.goto('/?utm_source=newsletter')
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    await banner(page).getByText('Choices', { exact: true }).click()
    await expect(banner(page).getByRole('checkbox', { name: 'Necessary (always on)' })).toBeDisabled()
    await expectNoSevereAxeViolations(page, 'the home page with the privacy choices')
    // A reader who ignores the banner: scrolls past the ad slot and moves on to another page.
    await scrollThrough(page)
    await page.locator('header.site-header').getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Webinars', exact: true }).click()
    await expect(page).toHaveURL('/webinars')
    await afterNextFrames(page)
    expect(requests).toEqual([])
    expect(await recorded(page)).toEqual({ gtag: [], gpt: [], amplitude: [] })
    await expect(page.locator('script[src^="http://127.0.0.1"]')).toHaveCount(0)
  })

  test('after "Accept all": one page view with the query string at load, one per page or path change, App rendered once a document', async ({ page, context }) => {
    await showedInterstitialJustNow(page)
    const requests = thirdPartyRequests(page)
    await page.goto('/?utm_source=newsletter')
    await waitForHydration(page)
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(banner(page)).toBeHidden()

    await expect.poll(() => pageViews(page)).toHaveLength(1)
    const [first] = await pageViews(page)
    expect(first).toMatchObject({ page_path: '/?utm_source=newsletter', page_title: 'Sales News, Research and Training / Quota' })
    expect(first!.page_location).toMatch(/\/\?utm_source=newsletter$/)

    const gtag = (await recorded(page)).gtag
    expect(gtag).toContainEqual(['config', THIRD_PARTY_ENV.GA_MEASUREMENT_ID, { send_page_view: false }])
    const consent = gtag.filter((call) => call[0] === 'consent')
    expect(consent[0]).toEqual(['consent', 'default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied', wait_for_update: 500 }])
    expect(consent[1]).toEqual(['consent', 'update', { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'granted' }])
    expect(requests.some((url) => url.startsWith(`${STAND_IN_URL}/gtag/js?id=${THIRD_PARTY_ENV.GA_MEASUREMENT_ID}`))).toBe(true)
    await expect.poll(() => requests.filter((url) => url.startsWith(`${STAND_IN_URL}/g/collect`)).length, 'the beacon passed the CSP').toBe(1)

    const main = page.locator('header.site-header').getByRole('navigation', { name: 'Main' })
    await main.getByRole('link', { name: 'Newsletters', exact: true }).click()
    await expect(page).toHaveURL('/newsletters')
    // The home page is not hydrated (decision 071): the link is a full page load, and the new
    // document reports its own first view; from the hydrated newsletters page (a form) on, one per path change.
    await expect.poll(async () => (await pageViews(page)).map((view) => view.page_path)).toEqual(['/newsletters'])
    await page.locator('footer.site-footer').getByRole('link', { name: 'About', exact: true }).click()
    await expect(page).toHaveURL('/about')
    await expect.poll(() => pageViews(page)).toHaveLength(2)
    const views = await pageViews(page)
    expect(views.map((view) => view.page_path)).toEqual(['/newsletters', '/about'])
    expect(views[1]!.page_title).toBe('About / Quota')

    const amplitude = (await recorded(page)).amplitude
    expect(amplitude.filter((call) => call.call === 'init')).toEqual([{ call: 'init', apiKey: THIRD_PARTY_ENV.PRODUCT_ANALYTICS_KEY, options: { autocapture: false } }])
    expect(amplitude.filter((call) => call.call === 'track')).toEqual([{ call: 'track', event: 'App rendered' }])

    // Remembered: the next visit loads the scripts without asking again.
    expect((await context.cookies()).find((cookie) => cookie.name === 'quota_consent')?.value).toBe('v1.a1.d1')
    await page.reload()
    await waitForHydration(page)
    await expect.poll(() => pageViews(page)).toHaveLength(1)
    await expect(banner(page)).toBeHidden()
  })

  test('the banner is on screen before any module has loaded, and works once they have', async ({ page }) => {
    let held = 0
    let release = () => {}
    const released = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/assets\/.+\.js$/, async (route) => {
      held++
      await released
      await route.continue()
    })
    await page.goto('/', { waitUntil: 'commit' })
    await expect(banner(page)).toBeVisible()
    expect(held).toBeGreaterThan(0)
    release()
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    await banner(page).getByRole('button', { name: 'Accept all' }).click()
    await expect(banner(page)).toBeHidden()
  })

  test('a choice made before any module has loaded counts: the form posts it, and the page comes back without the banner', async ({ page, context }) => {
    const requests = thirdPartyRequests(page)
    await page.route(/\/assets\/.+\.js$/, () => {})
    await page.goto('/webinars', { waitUntil: 'commit' })
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect(page).toHaveURL('/webinars')
    await page.waitForFunction(() => document.readyState !== 'loading')
    await expect(page.locator('#consent-banner')).toBeAttached()
    await expect(banner(page)).toBeHidden()
    expect((await context.cookies()).find((cookie) => cookie.name === 'quota_consent')?.value).toBe('v1.a0.d0')
    expect(requests).toEqual([])
  })

  test('on a phone the banner is one sentence and three answers, about 180 px tall', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    await waitForHydration(page)
    await expect(banner(page)).toBeVisible()
    const height = (await banner(page).boundingBox())!.height
    expect(height, 'the closed banner at 390 px').toBeLessThanOrEqual(200)
    await expect(banner(page).getByRole('checkbox', { name: /Analytics/ })).toBeHidden()
    await banner(page).getByText('Choices', { exact: true }).click()
    await banner(page)
      .getByRole('checkbox', { name: /Advertising/ })
      .check()
    await banner(page).getByRole('button', { name: 'Save choices' }).click()
    await expect(banner(page)).toBeHidden()
  })

  test('"Reject all" loads nothing and is remembered; "Privacy choices" in the footer changes it', async ({ page }) => {
    const requests = thirdPartyRequests(page)
    await page.goto('/')
    await waitForHydration(page)
    await banner(page).getByRole('button', { name: 'Reject all' }).click()
    await expect(banner(page)).toBeHidden()
    await page.reload()
    await waitForHydration(page)
    await scrollThrough(page)
    await expect(banner(page)).toBeHidden()
    // No advertising consent: the leaderboard shows one of our own promotions instead.
    await expect(leaderboard(page)).toHaveAttribute('data-ad-state', 'house')
    await expect(leaderboard(page).locator('a.house-promo')).toHaveAttribute('href', /^\/(webinars|magazine\/subscribe|newsletters)/)
    expect(requests).toEqual([])

    await allowAnalyticsFromFooter(page)
    await expect.poll(() => pageViews(page)).toHaveLength(1)
    const consent = (await recorded(page)).gtag.filter((call) => call[0] === 'consent' && call[1] === 'update')
    expect(consent[0]![2]).toEqual({ ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' })
    // Analytics only: the ad script still never loads.
    expect(requests.filter((url) => url.includes('/gpt.js'))).toEqual([])
    await expect(leaderboard(page)).toHaveAttribute('data-ad-state', 'house')
  })
})

test.describe('a visitor who has chosen', () => {
  test('never sees the banner, not even before the modules load', async ({ page }) => {
    // The modules never arrive: what shows is the document and its inline scripts alone.
    await page.route(/\/assets\/.+\.js$/, () => {})
    await page.goto('/', { waitUntil: 'commit' })
    await page.waitForFunction(() => document.readyState !== 'loading')
    await expect(page.locator('#consent-banner')).toBeAttached()
    await expect(banner(page)).toBeHidden()
  })
})

test.describe('Global Privacy Control', () => {
  test.use({ consent: null })

  test('counts as "reject" for analytics and advertising, without asking', async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true }))
    const requests = thirdPartyRequests(page)
    await page.goto('/')
    await waitForHydration(page)
    await scrollThrough(page)
    await expectGpcHonoured(page)
    await afterNextFrames(page)
    expect(requests).toEqual([])
  })
})

test.describe('ads after consent', () => {
  test.use({ consent: ACCEPT_ALL, viewport: { width: 1280, height: 600 } })

  test('a slot is defined at once but requested only when near the viewport, then filled at the leaderboard size', async ({ page }) => {
    await page.goto('/')
    await waitForHydration(page)
    const slot = leaderboard(page)
    await expect.poll(async () => (await recorded(page)).gpt.map((entry) => entry.call)).toContain('display')
    const gpt = (await recorded(page)).gpt
    expect(gpt.map((entry) => entry.call)).toEqual(expect.arrayContaining(['disableInitialLoad', 'collapseEmptyDivs', 'enableServices', 'defineSlot']))
    expect(gpt.map((entry) => entry.call)).not.toContain('enableSingleRequest')
    expect(gpt.find((entry) => entry.call === 'defineSlot')).toMatchObject({
      path: `/${THIRD_PARTY_ENV.AD_NETWORK_ID}/leaderboard`,
      sizes: [
        [970, 90],
        [728, 90],
        [320, 50],
      ],
    })
    const top = await slot.evaluate((element) => element.getBoundingClientRect().top)
    expect(top, 'the slot starts well below the viewport').toBeGreaterThan(600 + 200)
    await afterNextFrames(page)
    expect((await recorded(page)).gpt.filter((entry) => entry.call === 'refresh')).toEqual([])
    await expect(slot).toHaveAttribute('data-ad-state', 'pending')

    await slot.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await expect(slot).toHaveAttribute('data-ad-state', 'filled')
    const refreshes = (await recorded(page)).gpt.filter((entry) => entry.call === 'refresh')
    expect(refreshes).toHaveLength(1)
    const frame = slot.locator('iframe')
    await expect(frame).toHaveAttribute('width', '970')
    expect((await slot.boundingBox())!.height).toBeGreaterThanOrEqual(90)
  })

  test.describe("in a reader's browser", () => {
    // Headless Chromium names itself in its user agent, and crawlers never get the interstitial.
    test.use({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36' })

    test('the interstitial waits for the second page, shows once per interval, and Escape closes it', async ({ page }) => {
      await page.goto('/')
      await waitForHydration(page)
      await expect(interstitial(page)).toHaveCount(0)
      const main = page.locator('header.site-header').getByRole('navigation', { name: 'Main' })
      await main.getByRole('link', { name: 'Webinars', exact: true }).click()
      await expect(page).toHaveURL('/webinars')
      await expect(interstitial(page)).toBeVisible()
      await expect(interstitial(page).getByRole('button', { name: 'Continue to the site' })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(interstitial(page)).toHaveCount(0)
      await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '{}').ad?.views, STORAGE_KEY), 'set-ad-modal-views saved the count').toBe(1)
      await page.locator('footer.site-footer').getByRole('link', { name: 'About', exact: true }).click()
      await expect(page).toHaveURL('/about')
      await page.reload()
      await waitForHydration(page)
      await main.getByRole('link', { name: 'Webinars', exact: true }).click()
      await expect(page).toHaveURL('/webinars')
      await afterNextFrames(page)
      await expect(interstitial(page), 'capped: once per interval').toHaveCount(0)
    })
  })

  test('an empty slot collapses', async ({ page }) => {
    await page.addInitScript(() => {
      ;(window as Window & { __adStandIn?: unknown }).__adStandIn = { emptyUnits: ['leaderboard'] }
    })
    await page.goto('/')
    await waitForHydration(page)
    await expect.poll(async () => (await recorded(page)).gpt.map((entry) => entry.call)).toContain('display')
    await leaderboard(page).evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await expect(leaderboard(page)).toHaveAttribute('data-ad-state', 'empty')
    await expect(leaderboard(page)).toBeHidden()
    expect(await leaderboard(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(0)
  })

  test('a narrow viewport gets the 320x50 size', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 700 })
    await page.goto('/')
    await waitForHydration(page)
    await expect.poll(async () => (await recorded(page)).gpt.map((entry) => entry.call)).toContain('display')
    await leaderboard(page).evaluate((element) => element.scrollIntoView({ block: 'center' }))
    await expect(leaderboard(page)).toHaveAttribute('data-ad-state', 'filled')
    await expect(leaderboard(page).locator('iframe')).toHaveAttribute('width', '320')
    expect((await leaderboard(page).boundingBox())!.height).toBe(50)
  })
})

test.describe('layout shift', () => {
  for (const consent of [ACCEPT_ALL, null]) {
    test.describe(consent ? 'with ads and analytics' : 'on a first visit, with the banner', () => {
      test.use({ consent })

      test('the home page shifts less than 0.01', async ({ page }) => {
        const cls = await measureLayoutShift(page)
        await page.goto('/')
        await waitForHydration(page)
        await scrollThrough(page)
        if (consent) {
          // The ad fills when it comes into view with the ad script loaded: on a busy machine the
          // script may arrive after the scroll passed the slot, so the reader scrolls back to it.
          await leaderboard(page).evaluate((element) => element.scrollIntoView({ block: 'center' }))
          await expect(leaderboard(page)).toHaveAttribute('data-ad-state', 'filled')
        } else await expect(banner(page)).toBeVisible()
        await afterNextFrames(page)
        expect(await cls()).toBeLessThan(0.01)
      })

      test('an article page shifts less than 0.01', async ({ page }) => {
        await page.goto('/')
        const href = (await page.locator('main .lead-story .card__link').getAttribute('href'))!
        const cls = await measureLayoutShift(page)
        await page.goto(href)
        await waitForHydration(page)
        await scrollThrough(page)
        if (consent) await expect.poll(() => pageViews(page)).toHaveLength(1)
        else await expect(banner(page)).toBeVisible()
        await afterNextFrames(page)
        expect(await cls()).toBeLessThan(0.01)
      })
    })
  }
})
