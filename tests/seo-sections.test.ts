import { describe, expect, it } from 'vitest'
import { posts } from '#db/schema/index.ts'
import { elementHtml, hrefsOf, jsonLdOf } from './html.ts'
import { createTestApp } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** What search engines and feed readers get: a sitemap for every section, news, author pages and feeds, ads.txt, JSON-LD on the indexes. */
const t = withTestApp()

const locsOf = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
const api = async <T>(path: string): Promise<T> => (await (await t.request(`/wp-json/wp/v2/${path}`)).json()) as T

describe('sitemaps for every public section', () => {
  it('indexes webinars, videos, events, lists, resources, issues, authors and the news; each lists addresses of the site that answer 200', async () => {
    const children = locsOf(await (await t.request('/sitemap.xml')).text())
    for (const name of ['webinars-1', 'videos-1', 'events-1', 'lists-1', 'resources-1', 'issues-1', 'authors-1', 'news']) {
      expect(children, name).toContain(`/sitemaps/${name}.xml`)
    }
    for (const child of children.filter((path) => !/\/(articles-\d+|pages|topics|news)\.xml$/.test(path))) {
      const res = await t.request(child)
      expect(res.status, child).toBe(200)
      const xml = await res.text()
      const locs = locsOf(xml)
      expect(locs.length, child).toBeGreaterThan(0)
      // Each page once, without a fragment (the four events are one page, /events).
      expect(new Set(locs).size, child).toBe(locs.length)
      expect(xml, child).not.toContain('#')
      for (const [, loc] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) expect(new URL(loc!).origin, child).toBe('http://localhost:3000')
      // One sitemap is one kind of page drawn from one query: its first, middle and last address
      // stand for the rest (rendering every listed page made this test's time follow the machine's load).
      for (const loc of new Set([locs[0]!, locs[Math.floor(locs.length / 2)]!, locs.at(-1)!])) expect((await t.request(loc)).status, `${child} → ${loc}`).toBe(200)
    }
    const [webinar] = await api<{ link: string }[]>('webinars?per_page=1&orderby=id&order=asc')
    expect(locsOf(await (await t.request('/sitemaps/webinars-1.xml')).text())).toContain(new URL(webinar!.link).pathname.replace(/\/$/, ''))
    for (const missing of ['/sitemaps/webinars-99.xml', '/sitemaps/podcasts-1.xml', '/sitemaps/authors-0.xml']) expect((await t.request(missing)).status, missing).toBe(404)
  })

  it('the news sitemap lists the articles of the last 48 hours with the news: tags, and nothing older', async () => {
    const now = new Date()
    const [fresh] = await t.database.db
      .insert(posts)
      .values({
        type: 'post',
        slug: 'fresh-news-for-the-sitemap',
        title: 'Fresh News &amp; Notes',
        excerpt: '',
        contentHtml: '<p>Just in.</p>',
        publishedAt: new Date(now.getTime() - 3600_000),
        modifiedAt: now,
      })
      .returning()
    const res = await t.request('/sitemaps/news.xml')
    expect(res.status).toBe(200)
    const xml = await res.text()
    expect(xml).toContain('xmlns:news="http://www.google.com/schemas/sitemap-news/0.9"')
    const entries = xml.match(/<url>.*?<\/url>/g) ?? []
    expect(entries.some((entry) => entry.includes(`/${fresh!.id}/fresh-news-for-the-sitemap`) && entry.includes('<news:title>Fresh News &amp; Notes</news:title>'))).toBe(true)
    for (const entry of entries) {
      expect(entry).toMatch(/<news:publication><news:name>Quota<\/news:name><news:language>en<\/news:language><\/news:publication>/)
      const published = Date.parse(/<news:publication_date>([^<]+)</.exec(entry)![1]!)
      expect(now.getTime() - published).toBeLessThanOrEqual(48 * 3600_000)
    }
  })
})

describe('authors', () => {
  it('have crawlable pages with their bio and articles, linked from bylines, with an RSS feed', async () => {
    const [author] = await api<{ id: number; slug: string; name: string }[]>('users?per_page=1')
    const written = await api<{ link: string }[]>(`posts?author=${author!.id}&per_page=12&_fields=link`)
    const res = await t.request(`/authors/${author!.slug}`)
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).toContain(`<h1>${author!.name}</h1>`)
    expect(hrefsOf(html)).toEqual(expect.arrayContaining(written.map((post) => new URL(post.link).pathname.replace(/\/$/, ''))))
    expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/rss\\+xml" title="[^"]+" href="http://localhost:3000/authors/${author!.slug}/feed"/>`))
    expect(jsonLdOf(html).find((item) => item['@type'] === 'ProfilePage')).toMatchObject({ mainEntity: { '@type': 'Person', name: author!.name } })

    const article = await (await t.request(new URL(written[0]!.link).pathname.replace(/\/$/, ''))).text()
    expect(hrefsOf(article)).toContain(`/authors/${author!.slug}`)
    const robots = await (await t.request('/robots.txt')).text()
    expect(robots).not.toMatch(/Disallow: \/authors/)

    const feed = await (await t.request(`/authors/${author!.slug}/feed`)).text()
    expect(feed).toContain(`<title>${author!.name} / Quota</title>`)
    const items = feed.match(/<item>.*?<\/item>/g) ?? []
    expect(items.length).toBeGreaterThan(0)
    for (const item of items) expect(item).toContain(`<dc:creator>${author!.name}</dc:creator>`)

    for (const missing of ['/authors/no-such-person', '/authors/Bad%20Slug', '/authors/no-such-person/feed']) expect((await t.request(missing)).status, missing).toBe(404)
  })
})

describe('the blog feed', () => {
  it('/blog/feed holds blog posts only, and /blog advertises it', async () => {
    const [blog] = await api<{ id: number }[]>('categories?slug=blog')
    const posts = await api<{ link: string }[]>(`posts?categories=${blog!.id}&per_page=20&_fields=link`)
    const feed = await (await t.request('/blog/feed')).text()
    expect(feed).toContain('<title>Blog / Quota</title>')
    const links = [...feed.matchAll(/<item><title>[^<]*<\/title><link>([^<]+)<\/link>/g)].map((m) => new URL(m[1]!).pathname)
    expect(links).toEqual(posts.map((post) => new URL(post.link).pathname.replace(/\/$/, '')))
    expect(await (await t.request('/blog')).text()).toContain('href="http://localhost:3000/blog/feed"')
  })
})

describe('ads.txt', () => {
  it('is served as plain text from the ads_txt option the publisher keeps', async () => {
    const res = await t.request('/ads.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    const text = await res.text()
    const option = (await (await t.request('/wp-json/acf/v3/options/options/ads_txt')).json()) as { ads_txt: string }
    expect(text).toBe(`${option.ads_txt.trim()}\n`)
    expect(text).toMatch(/^quota\.example, quota-direct, DIRECT$/m)
  })

  it('is a 404 when the publisher has set none', async () => {
    const empty = await createTestApp({
      envVars: { CONTENT_API_URL: 'http://cms.example.test' },
      contentFetch: async () => new Response('{"ads_txt":null}', { headers: { 'Content-Type': 'application/json' } }),
    })
    try {
      expect((await empty.request('/ads.txt')).status).toBe(404)
    } finally {
      await empty.close()
    }
  })
})

describe('JSON-LD on the indexes and events', () => {
  it('/webinars and /videos describe their lists as ItemList, in the order shown', async () => {
    for (const [path, cardLink] of [
      ['/webinars', 'webinar-card__link'],
      ['/videos', 'card__link'],
    ] as const) {
      const html = await (await t.request(path)).text()
      const list = jsonLdOf(html).find((item) => item['@type'] === 'ItemList') as { numberOfItems: number; itemListElement: { url: string; position: number }[] }
      expect(list, path).toBeDefined()
      expect(list.numberOfItems).toBe(list.itemListElement.length)
      expect(list.itemListElement.length).toBeGreaterThan(2)
      const urls = list.itemListElement.map((item) => new URL(item.url).pathname)
      const shown = [...html.matchAll(new RegExp(`<a class="${cardLink}" href="([^"]+)"`, 'g'))].map((m) => m[1])
      expect(urls).toEqual(expect.arrayContaining(shown))
    }
  })

  it('events name their speakers as performers', async () => {
    const html = await (await t.request('/events')).text()
    const events = jsonLdOf(html).filter((item) => item['@type'] === 'Event') as { performer?: { '@type': string; name: string }[] }[]
    expect(events.some((event) => (event.performer ?? []).length > 0)).toBe(true)
    for (const event of events) for (const performer of event.performer ?? []) expect(performer['@type']).toBe('Person')
    expect(elementHtml(html, '<main').length).toBeGreaterThan(0)
  })
})
