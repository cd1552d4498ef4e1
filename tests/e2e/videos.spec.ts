import type { Page } from '@playwright/test'
import { STORAGE_KEY } from '../../app/state/persistence.ts'
import { expect, expectIslands, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { fitsA320PxScreen } from './page-variants.ts'

/**
 * The video pages in Chromium: the daily video on /videos, a video page reached from the list;
 * JavaScript off and a 320 px screen. Both are read, not hydrated (decision 071): the island keeps
 * the daily video and plays the facade.
 */

/** The player is YouTube's: answered locally so tests neither reach the network nor depend on it. Counts what was asked. */
async function stubYouTube(page: Page): Promise<string[]> {
  const asked: string[] = []
  await page.route(/^https:\/\/([a-z0-9-]+\.)*(youtube(-nocookie)?\.com|ytimg\.com|googlevideo\.com)\//, (route) => {
    asked.push(route.request().url())
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Player</title>' })
  })
  return asked
}

/** From /videos to the first of the latest videos, its island running. */
async function openLatestVideo(page: Page) {
  await page.goto('/videos')
  const card = page.getByRole('region', { name: 'Latest videos' }).locator('.card__link').first()
  const title = (await card.textContent())!
  await card.click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
  await expectIslands(page)
  await expect(page.locator('.video-player[data-plays-videos="ready"]')).toHaveCount(1)
}

test.describe('videos with JavaScript', () => {
  test('the daily video on top (kept in the client store), then a video page from the list with player, duration and channel', async ({ page }) => {
    await stubYouTube(page)
    await page.goto('/videos')
    await expect(page.locator('.video-feature .eyebrow')).toHaveText("Today's video")
    await expectIslands(page)
    const dailyId = new URL((await page.locator('.video-feature .video-facade__play').getAttribute('href'))!).searchParams.get('v')
    await expect.poll(() => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.dailyVideo, STORAGE_KEY)).toEqual({ video_id: dailyId })
    const card = page.getByRole('region', { name: 'Latest videos' }).locator('.card__link').first()
    const title = (await card.textContent())!
    await card.click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
    await expect(page).toHaveTitle(`${title} / Quota`)
    await expect(page.locator('.video-facade__play')).toContainText(title)
    await expect(page.locator('.video-page__facts')).toContainText(/Duration\s*\d+:\d\d/)
    await expect(page.locator('.video-page__facts')).toContainText('Quota Video')
    await expect(page.locator('.video-page__description')).not.toContainText('For more')
    await expectNoSevereAxeViolations(page, 'a video page')
  })

  test('the player is a facade: no YouTube bytes until play is pressed, then the player in the same box, focused', async ({ page }) => {
    const asked = await stubYouTube(page)
    await openLatestVideo(page)
    const facade = page.locator('.video-player')
    const before = await facade.boundingBox()
    expect(await page.locator('iframe[src*="youtube"]').count()).toBe(0)
    expect(asked, 'nothing from YouTube before play').toEqual([])
    await page.locator('.video-facade__play').press('Enter')
    const frame = page.locator('.video-player iframe')
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[^?]+\?rel=0&autoplay=1$/)
    await expect(frame).toBeFocused()
    expect(await facade.boundingBox()).toEqual(before)
    await expect.poll(() => asked.length).toBeGreaterThan(0)
    await expect(page.getByRole('link', { name: 'Watch it on YouTube' })).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
  })

  test('the featured video on /videos plays in place too', async ({ page }) => {
    const asked = await stubYouTube(page)
    await page.goto('/videos')
    await expectIslands(page)
    const play = page.locator('.video-feature .video-facade__play')
    await expect(page.locator('.video-feature .video-player')).toHaveAttribute('data-plays-videos', 'ready')
    await play.click()
    await expect(page.locator('.video-feature iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//)
    await expect(page.locator('.video-feature iframe')).toBeFocused()
    await expect.poll(() => asked.some((url) => url.includes('youtube-nocookie.com/embed/'))).toBe(true)
  })

  test('offline, pressing play keeps the thumbnail and the link to watch, and says why', async ({ page, context }) => {
    await openLatestVideo(page)
    const thumbnail = page.locator('.video-facade__thumbnail')
    await expect(thumbnail).toBeVisible()
    await context.setOffline(true)
    await page.locator('.video-facade__play').click()
    await expect(page.locator('.video-facade__offline')).toHaveText('You are offline. The video plays when you are back online.')
    await expect(thumbnail).toBeVisible()
    expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    await expect(page.locator('.video-facade__play')).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
    expect(await page.locator('iframe').count()).toBe(0)
    await context.setOffline(false)
  })
})

test.describe('videos with JavaScript disabled', () => {
  test.use({ javaScriptEnabled: false })

  test('/videos and a video page render fully from the server', async ({ page }) => {
    await page.goto('/videos')
    await page.getByRole('region', { name: 'Latest videos' }).locator('.card__link').first().click()
    await expect(page.locator('.video-facade__play')).toHaveAttribute('href', /^https:\/\/www\.youtube\.com\/watch\?v=/)
    await expect(page.locator('.video-page__facts')).toContainText(/Duration\s*\d+:\d\d/)
  })
})

fitsA320PxScreen('videos', ['/videos'])
