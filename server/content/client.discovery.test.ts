import { describe, expect, it } from 'vitest'
import { getFixedPage } from '#lib/fixed-pages.ts'
import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { addDays, todayIn } from '#lib/zoned-time.ts'
import { createContentClient } from './client.ts'
import { SwrCache } from './swr-cache.ts'

/** The client asks a WordPress what it offers (GET /wp-json/) before reading a section that needs a plugin. */
const WP = 'http://wp.example.test'
const today = todayIn(SITE_TIME_ZONE)

function wordpress(routes: Record<string, string[]>, collections: Record<string, unknown[]> = {}) {
  const asked: string[] = []
  const fetch = async (request: Request) => {
    const url = new URL(request.url)
    asked.push(`${url.pathname}${url.search}`)
    if (url.pathname === '/wp-json/') {
      const index = Object.fromEntries(
        Object.entries(routes).map(([route, args]) => [route, { endpoints: [{ methods: ['GET'], args: Object.fromEntries(args.map((arg) => [arg, { required: false }])) }] }]),
      )
      return Response.json({ name: 'A WordPress', namespaces: ['wp/v2'], routes: index })
    }
    const items = collections[url.pathname] ?? []
    return Response.json(items, { headers: { 'X-WP-Total': String(items.length), 'X-WP-TotalPages': items.length ? '1' : '0' } })
  }
  const cache = new SwrCache({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 100 })
  return { client: createContentClient({ baseUrl: WP, siteUrl: 'http://localhost:3000', fetch, cache }), asked }
}

describe('sections a plain WordPress does not offer', () => {
  it('are empty without asking for them when the route is missing', async () => {
    const { client, asked } = wordpress({ '/wp/v2/posts': ['search'] })
    expect(await client.getWebinars({ when: 'upcoming' })).toEqual({ items: [], total: 0, totalPages: 0 })
    expect(await client.getEvents({ when: 'past' })).toEqual([])
    expect(await client.getList('quota-500', 2026)).toBeNull()
    expect(await client.getVideoByYoutubeId('abc')).toBeNull()
    expect(asked.filter((path) => !path.startsWith('/wp-json/?') && path !== '/wp-json/')).toEqual([])
  })

  it("are read with WordPress's standard query when the route does not declare the plugin's filter, and split by their own dates (never past webinars as upcoming)", async () => {
    const item = (id: number, slug: string, acf: Record<string, string>) => ({ id, slug, date_gmt: '2026-01-01T00:00:00', title: { rendered: slug }, acf })
    const [past, soon, later] = [addDays(today, -30), addDays(today, 3), addDays(today, 40)]
    const { client, asked } = wordpress(
      { '/wp/v2/webinars': ['search', 'page', 'orderby'], '/wp/v2/events': ['search', 'page'] },
      {
        '/wp-json/wp/v2/webinars': [item(1, 'later', { start_date: later }), item(2, 'held', { start_date: past }), item(3, 'soon', { start_date: soon, start_time: '10:00' }), item(4, 'undated', {})],
        '/wp-json/wp/v2/events': [item(5, 'summit', { start_date: soon, end_date: soon }), item(6, 'expo', { start_date: past, end_date: past })],
      },
    )
    const upcoming = await client.getWebinars({ when: 'upcoming', perPage: 2 })
    expect([upcoming.items.map((webinar) => webinar.slug), upcoming.total, upcoming.totalPages]).toEqual([['soon', 'later'], 3, 2])
    expect((await client.getWebinars({ when: 'upcoming', page: 2, perPage: 2 })).items.map((webinar) => webinar.slug)).toEqual(['undated'])
    expect((await client.getWebinars({ when: 'past' })).items.map((webinar) => webinar.slug)).toEqual(['held'])
    expect((await client.getEvents({ when: 'upcoming' })).map((event) => event.slug)).toEqual(['summit'])
    expect((await client.getEvents({ when: 'past' })).map((event) => event.slug)).toEqual(['expo'])
    const reads = asked.filter((path) => /^\/wp-json\/wp\/v2\/(webinars|events)\?/.test(path))
    expect(reads.length).toBeGreaterThan(0)
    for (const path of reads) expect(path).toMatch(/orderby=date&order=desc/)
    expect(reads.some((path) => /upcoming|start_date/.test(path))).toBe(false)
  })

  it('are read when the companion plugin declares them', async () => {
    const { client, asked } = wordpress({ '/wp/v2/webinars': ['upcoming', 'orderby'], '/wp/v2/lists': ['family', 'year'] })
    await client.getWebinars({ when: 'upcoming' })
    await client.getList('quota-500', 2026)
    expect(asked).toEqual(expect.arrayContaining([expect.stringMatching(/^\/wp-json\/wp\/v2\/webinars\?.*upcoming=1/), expect.stringMatching(/^\/wp-json\/wp\/v2\/lists\?.*family=quota-500/)]))
    // The index is asked once and kept.
    expect(asked.filter((path) => path === '/wp-json/')).toHaveLength(1)
  })
})

describe('an item WordPress will not show', () => {
  it('a draft (401) is absent, as a missing one is; a failing service is still an error', async () => {
    const answers: Record<string, Response> = {}
    const client = createContentClient({
      baseUrl: WP,
      fetch: async (request) => answers[new URL(request.url).pathname]?.clone() ?? new Response('', { status: 502 }),
    })
    answers['/wp-json/wp/v2/posts/5'] = Response.json({ code: 'rest_forbidden', data: { status: 401 } }, { status: 401 })
    answers['/wp-json/wp/v2/users/7'] = Response.json({ code: 'rest_user_cannot_view', data: { status: 401 } }, { status: 401 })
    expect(await client.getArticle(5)).toBeNull()
    expect(await client.getAuthor(7)).toBeNull()
    await expect(client.getArticle(6)).rejects.toThrow(/answered 502/)
  })
})

describe("the fixed pages of a publisher's WordPress", () => {
  const page = (id: number, slug: string, title: string) => ({
    id,
    slug,
    date_gmt: '2026-01-01T00:00:00',
    modified_gmt: '2026-01-01T00:00:00',
    link: `${WP}/${slug}/`,
    title: { rendered: title },
    content: { rendered: '<p>x</p>' },
    excerpt: { rendered: '' },
  })
  const client = (answers: Record<string, unknown>) =>
    createContentClient({
      baseUrl: WP,
      fetch: async (request) => {
        const url = new URL(request.url)
        const body = answers[`${url.pathname}${url.search}`]
        return body === undefined ? Response.json({ code: 'rest_no_route' }, { status: 404 }) : Response.json(body)
      },
    })

  it("show the page chosen in the plugin's settings, else the page of the address's slug", async () => {
    const withChoice = client({ '/wp-json/quota/v1/fixed-pages': { '/reprints': 40 }, '/wp-json/wp/v2/pages/40': page(40, 'reuse-our-articles', 'Reuse our articles') })
    expect((await withChoice.getFixedPage(getFixedPage('/reprints')!))?.title).toBe('Reuse our articles')
    const bySlug = client({ '/wp-json/wp/v2/pages?slug=reprints': [page(41, 'reprints', 'Reprints')] })
    expect((await bySlug.getFixedPage(getFixedPage('/reprints')!))?.title).toBe('Reprints')
  })

  it("show the publisher's choice before the page at the spec's id, and that page only when its slug is the address's", async () => {
    const reprints = getFixedPage('/reprints')!
    const atSpecId = `/wp-json/wp/v2/pages/${reprints.contentId}`
    const bySlug = { '/wp-json/wp/v2/pages?slug=reprints': [page(41, 'reprints', 'Reprints by slug')] }
    const chosen = client({
      '/wp-json/quota/v1/fixed-pages': { '/reprints': 40 },
      '/wp-json/wp/v2/pages/40': page(40, 'reuse', 'Chosen'),
      [atSpecId]: page(reprints.contentId, 'reprints', 'At the id'),
    })
    expect((await chosen.getFixedPage(reprints))?.title).toBe('Chosen')
    const otherPageAtId = client({ [atSpecId]: page(reprints.contentId, 'team-offsite', 'Team offsite'), ...bySlug })
    expect((await otherPageAtId.getFixedPage(reprints))?.title).toBe('Reprints by slug')
    const samePageAtId = client({ [atSpecId]: page(reprints.contentId, 'reprints', 'At the id'), ...bySlug })
    expect((await samePageAtId.getFixedPage(reprints))?.title).toBe('At the id')
    const thanks = getFixedPage('/thank-you/newsletters/')!
    const specSlug = client({ [`/wp-json/wp/v2/pages/${thanks.contentId}`]: page(thanks.contentId, 'newsletters-thank-you', 'Thanks') })
    expect((await specSlug.getFixedPage(thanks))?.title).toBe('Thanks')
  })
})
