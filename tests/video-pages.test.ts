import { describe, expect, it } from 'vitest'
import { elementHtml, hrefsOf, hrefsWithClass, jsonLdOf, textOf } from './html.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

/**
 * The video pages (daily video, categories, a video), rendered by the built app over a seeded
 * database. Expectations come from the app's own content API, so they hold for any seed.
 */
interface WpVideo {
  id: number
  slug: string
  title: { rendered: string }
  acf: { youtube_id: string; duration: string }
  video_categories: number[]
}
interface WpTerm {
  id: number
  slug: string
  name: string
  count: number
}

const t = withTestApp()

const { page, expectRedirect, api } = pageChecks(() => t)

describe('videos', () => {
  // First in this group: the page cache is still empty, so the crawler's request is rendered.
  it('a crawler never costs a daily-video lookup: it gets the latest video on top, in a copy no cache keeps', async () => {
    const [newest] = await api<WpVideo[]>('wp/v2/videos?per_page=1')
    const res = await t.request('/videos', { headers: { 'User-Agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    const feature = elementHtml(html, '<section class="video-feature"')
    expect(textOf(feature)).toContain('Latest video')
    expect(feature).toContain(`watch?v=${newest!.acf.youtube_id}"`)
  })

  it('/videos leads with the daily video for people, latest videos and categories', async () => {
    const { video_id: dailyId } = await api<{ video_id: string }>('sp/v1/daily_video')
    const categories = await api<WpTerm[]>('wp/v2/video_categories?per_page=100')
    const html = await page('/videos', 200, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/140' } })
    expect(titleOf(html)).toBe('Videos / Quota')
    const feature = elementHtml(html, '<section class="video-feature"')
    expect(textOf(feature)).toContain("Today's video")
    // A facade: the thumbnail and a link that plays; no frame (no YouTube bytes) until pressed.
    expect(feature).toContain(`href="https://www.youtube.com/watch?v=${dailyId}"`)
    expect(feature).not.toContain('<iframe')
    expect(feature).toMatch(/<img[^>]*class="video-facade__thumbnail"[^>]*fetchpriority="high"/i)
    expect(hrefsWithClass(elementHtml(html, '<section class="home-section" aria-labelledby="latest-videos-heading"'), 'card__link').length).toBeGreaterThan(0)
    expect(hrefsOf(elementHtml(html, '<section class="home-section" aria-labelledby="video-categories-heading"'))).toEqual(
      expect.arrayContaining(categories.filter((category) => category.count > 0).map((category) => `/videos/category/${category.id}/${category.slug}`)),
    )
  })

  it('a category page lists its videos, pages through them, and moves a wrong slug', async () => {
    const [category] = (await api<WpTerm[]>('wp/v2/video_categories?per_page=100')).filter((term) => term.count > 0)
    const path = `/videos/category/${category!.id}/${category!.slug}`
    const videos = await api<WpVideo[]>(`wp/v2/videos?video_categories=${category!.id}&per_page=12`)
    const html = await page(path)
    expect(titleOf(html)).toBe(`${category!.name} videos / Quota`)
    expect(hrefsWithClass(html, 'card__link')).toEqual(videos.map((video) => `/videos/${video.acf.youtube_id}/${video.slug}`))
    await expectRedirect(`/videos/category/${category!.id}/wrong?page=1`, `${path}?page=1`)
    await page(`${path}?page=99`, 404)
    await page('/videos/category/99999/nothing', 404)
  })

  it('a video page: player, title, date, duration, channel, description cut at "For more", VideoObject', async () => {
    const [video] = await api<WpVideo[]>('wp/v2/videos?per_page=1')
    const path = `/videos/${video!.acf.youtube_id}/${video!.slug}`
    const html = await page(path)
    expect(titleOf(html)).toBe(`${video!.title.rendered} / Quota`)
    const player = elementHtml(html, '<div class="video-player video-facade"')
    expect(player).toContain(`href="https://www.youtube.com/watch?v=${video!.acf.youtube_id}"`)
    expect(textOf(player)).toContain(`Play video: ${textOf(video!.title.rendered)}`)
    expect(textOf(player)).toContain(video!.acf.duration)
    expect(player).not.toContain('<iframe')
    const facts = textOf(elementHtml(html, '<dl class="video-page__facts"'))
    expect(facts).toMatch(/Published\s*\w+ \d{1,2}, \d{4}/)
    expect(facts).toMatch(new RegExp(`Duration\\s*${video!.acf.duration}`))
    expect(facts).toMatch(/Channel\s*Quota Video/)
    const description = textOf(elementHtml(html, '<p class="video-page__description"'))
    expect(description.length).toBeGreaterThan(20)
    expect(html).not.toContain('For more')
    const ld = jsonLdOf(html).find((item) => item['@type'] === 'VideoObject')
    expect(ld).toMatchObject({ name: video!.title.rendered, description, duration: expect.stringMatching(/^PT/), embedUrl: expect.stringContaining(video!.acf.youtube_id) })
    await expectRedirect(`/videos/${video!.acf.youtube_id}/wrong-slug`, path)
    await page('/videos/nosuchvideo/whatever', 404)
    await page('/videos/%3Cscript%3E/x', 404)
  })

  it('a video page: its transcript folded under a summary, the series’ other videos under its name, and a sign-up that needs no script', async () => {
    const videos = await api<(WpVideo & { acf: { series: string } })[]>('wp/v2/videos?per_page=100')
    const video = videos.find((one) => videos.filter((other) => other.acf.series === one.acf.series).length > 2)!
    const html = await page(`/videos/${video.acf.youtube_id}/${video.slug}`)
    const transcript = elementHtml(html, '<details class="video-transcript"')
    expect(textOf(elementHtml(transcript, '<summary'))).toMatch(/^Transcript \d+ min read$/)
    expect(transcript.match(/<p>/g)!.length).toBeGreaterThan(2)
    // The transcript is not in the description, nor in the structured data's.
    expect(textOf(elementHtml(html, '<p class="video-page__description"'))).not.toContain('Transcript')
    const series = elementHtml(html, '<section class="more-in-series"')
    expect(textOf(series).startsWith(`${video.acf.series}More from this series`)).toBe(true)
    const others = videos.filter((other) => other.acf.series === video.acf.series && other.id !== video.id).slice(0, 4)
    expect(hrefsWithClass(series, 'card__link')).toEqual(others.map((other) => `/videos/${other.acf.youtube_id}/${other.slug}`))
    const signup = elementHtml(html, '<form class="newsletter-signup__form" action="/newsletters" method="post"')
    expect(signup).toMatch(/<input type="hidden" name="dailyBoost" value="on"\/>/)
    expect(signup).toMatch(/<input id="[^"]+" type="email"[^>]*required=""[^>]*name="email"/)
  })

  it('lets the YouTube player frame and its thumbnails through the CSP, and nothing more', async () => {
    const csp = (await t.request('/videos')).headers.get('content-security-policy')!
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com;")
    expect(csp).toContain("img-src 'self' data: blob: https://i.ytimg.com;")
  })
})
