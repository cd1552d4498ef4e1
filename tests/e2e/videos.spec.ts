import type { Page } from '@playwright/test'
import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'

/** The video pages in Chromium: the daily video on /videos, a video page reached from the list; JavaScript off and a 320 px screen. */

/** The player is YouTube's: answered locally so tests neither reach the network nor depend on it. */
async function stubYouTube(page: Page) {
  await page.route('https://www.youtube-nocookie.com/**', (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' }))
}

test.beforeEach(async ({ page }) => stubYouTube(page))

test.describe('videos with JavaScript', () => {
  test('the daily video on top, then a video page from the list with player, duration and channel', async ({ page }) => {
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
})

test.describe('videos with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('/videos and a video page render fully from the server', async ({ page }) => {
    await page.goto('/videos')
    await page.getByRole('region', { name: 'Latest videos' }).locator('.card__link').first().click()
    await expect(page.locator('.video-player iframe')).toBeAttached()
    await expect(page.locator('.video-page__facts')).toContainText(/Duration\s*\d+:\d\d/)
  })
})

test.describe('videos on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 640 } })

  test('nothing is wider than the screen', async ({ page }) => {
    await page.goto('/videos')
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow, '/videos scrolls sideways').toBeLessThanOrEqual(0)
  })
})
