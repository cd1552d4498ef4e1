import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { splitIssues } from '#lib/magazine.ts'
import { canonicalOf, elementHtml, hrefsOf, hrefsWithClass, jsonLdOf, textOf } from './html.ts'
import { createTestApp, titleOf, type TestApp } from './utils/test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

/**
 * Part A of the sections (magazine, videos, events, Daily Boost preview), rendered by the built
 * app over a seeded database. Expectations come from the app's own content API, so they hold for any seed.
 */
const SITE = 'http://localhost:3000'

interface WpIssue { id: number; slug: string; link: string; title: { rendered: string }; acf: { special: boolean; digital_edition: string; table_of_contents: { url: string }[] } }
interface WpVideo { id: number; slug: string; title: { rendered: string }; acf: { youtube_id: string; duration: string }; video_categories: number[] }
interface WpTerm { id: number; slug: string; name: string; count: number }
interface WpEvent { slug: string; title: { rendered: string }; acf: { start_date: string; registration_url: string; registration_open: boolean } }

let t: TestApp
const api = async <T>(path: string): Promise<T> => (await (await t.request(`/wp-json/${path}`)).json()) as T
const pathOf = (link: string) => new URL(link).pathname.replace(/\/$/, '')

beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const { page, expectRedirect } = pageChecks(() => t)

const shelfLinks = (html: string, headingId: string) => hrefsWithClass(elementHtml(html, `<section class="issue-shelf" aria-labelledby="${headingId}"`), 'issue-card__link')

/** The plan whose radio the page renders checked. */
const checkedPlan = (html: string) =>
  [...html.matchAll(/<input type="radio"[^>]*>/g)].map(([tag]) => tag).find((tag) => tag.includes('checked=""'))?.match(/value="([^"]+)"/)?.[1]

describe('magazine', () => {
  it('shows the current issue with its cover, contents and digital edition, then recent2, past and special', async () => {
    const option = await api<{ current_issue: { ID: number } }>('acf/v3/options/options/current_issue')
    const current = await api<WpIssue>(`wp/v2/issues/${option.current_issue.ID}`)
    const issues = await api<WpIssue[]>('wp/v2/issues/?per_page=38')
    const html = await page('/magazine')
    expect(titleOf(html)).toBe('Magazine / Quota')
    expect(canonicalOf(html)).toBe(`${SITE}/magazine`)
    const feature = elementHtml(html, '<article class="issue-feature"')
    expect(textOf(feature)).toContain(current.title.rendered)
    expect(feature).toMatch(/<img[^>]*width="\d+" height="\d+"[^>]*loading="eager"/)
    expect(hrefsOf(feature)).toContain(pathOf(current.link))
    expect(hrefsOf(feature)).toContain(pathOf(current.acf.digital_edition))
    expect(hrefsOf(elementHtml(feature, '<section class="toc"'))).toEqual(current.acf.table_of_contents.map((entry) => pathOf(entry.url)))

    const split = splitIssues(issues.map((issue) => ({ ...issue, special: issue.acf.special, path: pathOf(issue.link) })))
    expect(split.special.length).toBeGreaterThan(0)
    expect(shelfLinks(html, 'recent-issues-heading')).toEqual(split.recent2.map((issue) => issue.path))
    expect(shelfLinks(html, 'past-issues-heading')).toEqual(split.past.map((issue) => issue.path))
    expect(shelfLinks(html, 'special-issues-heading')).toEqual(split.special.map((issue) => issue.path))
  })

  it('an issue page has its cover, its contents linking to the articles and the digital edition; the articles open', async () => {
    const [issue] = await api<WpIssue[]>('wp/v2/issues/?per_page=1')
    const path = pathOf(issue!.link)
    const html = await page(path)
    expect(titleOf(html)).toBe(`${issue!.title.rendered} / Quota`)
    expect(canonicalOf(html)).toBe(`${SITE}${path}`)
    expect(html).toMatch(/<h1 class="issue-feature__title">/)
    const toc = hrefsOf(elementHtml(html, '<section class="toc"'))
    expect(toc).toEqual(issue!.acf.table_of_contents.map((entry) => pathOf(entry.url)))
    for (const link of toc.slice(0, 2)) expect((await t.request(link)).status, link).toBe(200)
    const pdf = pathOf(issue!.acf.digital_edition)
    expect(hrefsOf(html)).toContain(pdf)
    expect((await t.request(pdf)).status).toBe(200)
    expect(jsonLdOf(html).map((item) => item['@type'])).toContain('PublicationIssue')
  })

  it('an issue slug in other letters moves to the issue; an unknown slug is 404', async () => {
    const [issue] = await api<WpIssue[]>('wp/v2/issues/?per_page=1')
    await expectRedirect(pathOf(issue!.link).toUpperCase().replace('/MAGAZINE/', '/magazine/'), pathOf(issue!.link))
    await page('/magazine/no-such-issue', 404)
  })

  it('the sample issue invites to subscribe', async () => {
    const html = await page('/magazine/sample')
    expect(titleOf(html)).toBe('Sample Issue / Quota')
    expect(html).toContain('class="issue-feature"')
    expect(hrefsOf(elementHtml(html, '<aside class="subscribe-cta"'))).toEqual(['/magazine/subscribe/'])
  })

  it('the subscribe page shows the plans and the order form, never from a shared cache', async () => {
    const res = await t.request('/magazine/subscribe/')
    const html = await res.text()
    expect(titleOf(html)).toBe('Subscribe to the Magazine / Quota')
    expect(textOf(html)).not.toContain('opens soon')
    expect(html.match(/<li class="plan"/g)).toHaveLength(3)
    expect(checkedPlan(html)).toBe('print-digital')
    for (const token of ['cc-number', 'cc-exp-month', 'cc-exp-year', 'cc-csc', 'billing postal-code', 'shipping postal-code', 'email']) {
      expect(html.toLowerCase()).toContain(`autocomplete="${token}"`)
    }
    expect(html).toMatch(/<input type="hidden" name="submissionId" value="[A-Za-z0-9_-]{24}"/)
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(html).not.toContain('name="robots"')
  })

  it('a code selects a plan or applies a promotion from the database; an unknown or expired code says so; coded copies point at one canonical page', async () => {
    const promo = await page('/magazine/subscribe/spring26')
    expect(textOf(promo)).toContain('Code SPRING26: Spring offer: $15 off Print + Digital.')
    expect(checkedPlan(promo)).toBe('print-digital')
    expect(promo).toMatch(/name="promoCode" value="SPRING26"/)
    expect(textOf(elementHtml(promo, '<span class="plan__price"'))).toBe('$29 a year') // Digital: the code does not apply
    expect(textOf(promo)).toContain('was $49 $34 a year')
    expect(textOf(promo)).toContain('Total today: $34 for Print + Digital')
    expect(canonicalOf(promo)).toBe(`${SITE}/magazine/subscribe/`)
    expect(promo).toContain('<meta name="robots" content="noindex"/>')
    expect(checkedPlan(await page('/magazine/subscribe/DIGITAL'))).toBe('digital')
    expect(textOf(await page('/magazine/subscribe/NOPE99'))).toContain('We do not recognise the code “NOPE99”')
    expect(textOf(await page('/magazine/subscribe/winter25'))).toContain('We do not recognise the code “WINTER25”')
  })
})

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
    expect(feature).toContain(`/embed/${newest!.acf.youtube_id}?`)
  })

  it('/videos leads with the daily video for people, latest videos and categories', async () => {
    const { video_id: dailyId } = await api<{ video_id: string }>('sp/v1/daily_video')
    const categories = await api<WpTerm[]>('wp/v2/video_categories?per_page=100')
    const html = await page('/videos', 200, { headers: { 'User-Agent': 'Mozilla/5.0 Chrome/140' } })
    expect(titleOf(html)).toBe('Videos / Quota')
    const feature = elementHtml(html, '<section class="video-feature"')
    expect(textOf(feature)).toContain("Today's video")
    expect(feature).toContain(`src="https://www.youtube-nocookie.com/embed/${dailyId}?rel=0"`)
    expect(feature).toMatch(/<iframe[^>]*title="Video: [^"]+"[^>]*loading="lazy"/)
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
    expect(html).toContain(`src="https://www.youtube-nocookie.com/embed/${video!.acf.youtube_id}?rel=0"`)
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

  it('lets the YouTube player frame and its thumbnails through the CSP, and nothing more', async () => {
    const csp = (await t.request('/videos')).headers.get('content-security-policy')!
    expect(csp).toContain("frame-src 'self' https://www.youtube-nocookie.com;")
    expect(csp).toContain("img-src 'self' data: blob: https://i.ytimg.com;")
  })
})

describe('events', () => {
  it('lists upcoming and past events with zoned times, format, agenda, sponsors, registration, and Event JSON-LD', async () => {
    const upcoming = await api<WpEvent[]>('wp/v2/events?upcoming=1&orderby=start_date&order=asc&per_page=100')
    const past = await api<WpEvent[]>('wp/v2/events?upcoming=0&orderby=start_date&order=desc&per_page=100')
    const html = await page('/events')
    expect(titleOf(html)).toBe('Events / Quota')
    const ids = (section: string) => [...elementHtml(html, section).matchAll(/<article class="event" id="([^"]+)"/g)].map((match) => match[1])
    expect(ids('<section class="events__group" aria-labelledby="upcoming-events-heading"')).toEqual(upcoming.map((event) => event.slug))
    expect(ids('<section class="events__group" aria-labelledby="past-events-heading"')).toEqual(past.map((event) => event.slug))
    const first = elementHtml(html, `<article class="event" id="${upcoming[0]!.slug}"`)
    expect(textOf(first)).toMatch(/\d{1,2}:\d\d [AP]M – \d{1,2}:\d\d [AP]M [A-Z]{3,4}/)
    expect(textOf(first)).toMatch(/Virtual|In person|Hybrid/)
    expect(first).toContain('<summary>Agenda</summary>')
    expect(first).toMatch(/<img src="[^"]+\.svg" alt="[^"]+" width="240" height="80"/)
    expect(hrefsOf(first)).toContain(upcoming[0]!.acf.registration_url)
    expect(hrefsOf(elementHtml(html, `<article class="event" id="${past[0]!.slug}"`))).not.toContain(past[0]!.acf.registration_url)
    const events = jsonLdOf(html).filter((item) => item['@type'] === 'Event')
    expect(events).toHaveLength(upcoming.length + past.length)
    expect(events[0]).toMatchObject({ name: upcoming[0]!.title.rendered, startDate: expect.stringMatching(/Z$/), eventAttendanceMode: expect.stringContaining('schema.org') })
  })
})

describe('Daily Boost preview', () => {
  it('is the newest article as today’s idea plus three more, labelled as a preview, with a sign-up box posting to /newsletters', async () => {
    const posts = await api<{ link: string }[]>('wp/v2/posts?per_page=4&_fields=link')
    const html = await page('/boost-preview')
    expect(titleOf(html)).toBe('Daily Boost Preview / Quota')
    expect(textOf(html)).toContain('Newsletter preview')
    expect(hrefsOf(elementHtml(html, '<section class="boost__idea"'))[0]).toBe(pathOf(posts[0]!.link))
    expect(hrefsWithClass(html, 'card__link')).toEqual(posts.slice(1).map((post) => pathOf(post.link)))
    const signUp = elementHtml(html, '<form class="boost-signup__form" action="/newsletters" method="post"')
    expect(signUp).toContain('name="email"')
    expect(signUp).toContain('name="dailyBoost" value="on"')
  })
})

describe('empty sections and outages', () => {
  /** A WordPress with the same types but nothing published yet. */
  const emptyWordPress = async (request: Request) => {
    const url = new URL(request.url)
    if (/options|daily_video|\/\d+$/.test(url.pathname)) return new Response('{"code":"rest_no_route"}', { status: 404 })
    return new Response('[]', { headers: { 'Content-Type': 'application/json', 'X-WP-Total': '0', 'X-WP-TotalPages': '0' } })
  }
  let empty: TestApp
  let down: TestApp
  beforeAll(async () => {
    empty = await createTestApp({ envVars: { CONTENT_API_URL: 'http://cms.example.test' }, contentFetch: emptyWordPress })
    down = await createTestApp({ envVars: { CONTENT_API_URL: 'http://cms.example.test' }, contentFetch: () => Promise.reject(new TypeError('fetch failed')) })
  })
  afterAll(async () => {
    await empty.close()
    await down.close()
  })

  it.each([
    ['/magazine', 'The current issue is on its way'],
    ['/magazine/sample', 'The sample issue is being prepared'],
    ['/videos', 'There are no videos yet'],
    ['/events', 'No events are scheduled right now'],
    ['/boost-preview', "Today's Daily Boost is still being written"],
  ])('%s says so when there is nothing yet', async (path, text) => {
    const res = await empty.request(path)
    expect(res.status).toBe(200)
    expect(textOf(await res.text())).toContain(text)
  })

  it.each(['/magazine', '/magazine/an-issue', '/magazine/sample', '/videos', '/videos/category/1/x', '/videos/abcdefghijk/x', '/events', '/boost-preview'])(
    '%s answers 503 when the content service is down',
    async (path) => {
      const res = await down.request(path)
      expect(res.status).toBe(503)
      expect(titleOf(await res.text())).toBe('We will be right back / Quota')
    },
  )
})
