import type { Page } from '@playwright/test'
import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'

/**
 * Part A of the sections in Chromium: the magazine (current issue and its three groups, an
 * issue page), a video page reached from /videos, the events page, the subscription plans and
 * the Daily Boost preview; the same pages with JavaScript off and on a 320 px screen.
 */
const main = (page: Page) => page.locator('main#main')

/** The player is YouTube's: answered locally so tests neither reach the network nor depend on it. */
async function stubYouTube(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }))
}

test.beforeEach(async ({ page }) => stubYouTube(page))

test.describe('sections with JavaScript', () => {
  test('magazine: the current issue with contents, the three groups, then an issue page', async ({ page }) => {
    await page.goto('/magazine')
    await expect(page).toHaveTitle('Magazine / Quota')
    const current = main(page).locator('.magazine__current .issue-feature')
    await expect(current.getByRole('heading', { level: 2 }).first()).toBeVisible()
    await expect(current.getByRole('link', { name: /Read the digital edition/ })).toHaveAttribute('href', /\.pdf$/)
    await expect(current.locator('.toc__entry')).not.toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Recent issues' }).getByRole('listitem')).toHaveCount(2)
    await expect(page.getByRole('region', { name: 'Past issues' }).getByRole('listitem')).not.toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Special issues' }).getByRole('listitem')).not.toHaveCount(0)
    await expectNoSevereAxeViolations(page, '/magazine')

    const special = page.getByRole('region', { name: 'Special issues' }).locator('.issue-card__link').first()
    const title = (await special.textContent())!
    await special.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page.getByRole('region', { name: 'In this issue' }).getByRole('link').first()).toHaveAttribute('href', /^\/\d{4}\/\d\d\/\d\d\/\d+\//)
  })

  test('videos: the daily video on top, then a video page from the list with player, duration and channel', async ({ page }) => {
    await page.goto('/videos')
    await expect(page.locator('.video-feature .eyebrow')).toHaveText("Today's video")
    await expect(page.locator('.video-feature iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    const card = page.getByRole('region', { name: 'Latest videos' }).locator('.card__link').first()
    const title = (await card.textContent())!
    await card.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} / Quota`)
    await expect(page.locator('.video-player iframe')).toHaveAttribute('title', `Video: ${title}`)
    await expect(page.locator('.video-page__facts')).toContainText(/Duration\s*\d+:\d\d/)
    await expect(page.locator('.video-page__facts')).toContainText('Quota Video')
    await expect(page.locator('.video-page__description')).not.toContainText('For more')
    await expectNoSevereAxeViolations(page, 'a video page')
  })

  test('events: upcoming and past with zoned times, agenda, sponsors and registration', async ({ page }) => {
    await page.goto('/events')
    const upcoming = page.getByRole('region', { name: 'Upcoming events' })
    await expect(upcoming.locator('article.event')).not.toHaveCount(0)
    await expect(page.getByRole('region', { name: 'Past events' }).locator('article.event')).not.toHaveCount(0)
    const first = upcoming.locator('article.event').first()
    await expect(first.locator('.event__times')).toHaveText(/[AP]M [A-Z]{3,4}/)
    await expect(first.getByRole('link', { name: /^Register/ })).toHaveAttribute('href', /^https:\/\//)
    await expect(first.locator('.sponsor-logos img').first()).toBeVisible()
    await first.locator('summary', { hasText: 'Agenda' }).focus()
    await expect(first.locator('.agenda__item').first()).toBeVisible()
    await expectNoSevereAxeViolations(page, '/events')
  })

  test('subscribe and the Daily Boost preview: plans with the code\'s offer, a labelled preview with a sign-up box', async ({ page }) => {
    await page.goto('/magazine/subscribe/SPRING26')
    await expect(page.getByRole('radio', { name: /^Print \+ Digital/ })).toBeChecked()
    await expect(page.getByText('Code SPRING26:')).toBeVisible()
    await page.goto('/boost-preview')
    await expect(page.getByText('Newsletter preview')).toBeVisible()
    await expect(page.getByRole('region', { name: "Today's idea" }).getByRole('link').first()).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Get the Daily Boost in your inbox' }).getByLabel('Email')).toBeVisible()
    await expectNoSevereAxeViolations(page, '/boost-preview')
  })
})

test.describe('sections with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('every page renders fully from the server', async ({ page }) => {
    await page.goto('/magazine')
    await expect(page.getByRole('region', { name: 'Special issues' }).getByRole('listitem')).not.toHaveCount(0)
    await expect(page.locator('.magazine__current .toc__entry')).not.toHaveCount(0)

    await page.goto('/videos')
    await page.getByRole('region', { name: 'Latest videos' }).locator('.card__link').first().click()
    await expect(page.locator('.video-player iframe')).toBeAttached()
    await expect(page.locator('.video-page__facts')).toContainText(/Duration\s*\d+:\d\d/)

    await page.goto('/events')
    await expect(page.getByRole('region', { name: 'Upcoming events' }).locator('.agenda__item').first()).toBeVisible()

    await page.goto('/magazine/subscribe/')
    await expect(page.locator('.plan')).toHaveCount(3)

    await page.goto('/boost-preview')
    await expect(page.locator('.boost__idea h3 a')).toBeVisible()
  })
})

test.describe('on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('nothing is wider than the screen', async ({ page }) => {
    for (const path of ['/magazine', '/videos', '/events', '/magazine/subscribe/', '/boost-preview']) {
      await page.goto(path)
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0)
    }
  })
})
