import { describe, expect, it } from 'vitest'
import { withTestApp } from './utils/with-test-app.ts'

const t = withTestApp()

describe('feeds, sitemaps and robots.txt', () => {
  it('/sitemap.xml indexes the child sitemaps, and each lists real addresses', async () => {
    const index = await t.request('/sitemap.xml')
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/)
    const body = await index.text()
    const children = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
    expect(children).toEqual(expect.arrayContaining(['/sitemaps/pages.xml', '/sitemaps/topics.xml', '/sitemaps/articles-1.xml']))
    // The news sitemap is empty when nothing was published in the last two days (tests/seo-sections.test.ts fills it).
    for (const child of children.filter((path) => path !== '/sitemaps/news.xml')) {
      const res = await t.request(child)
      expect(res.status, child).toBe(200)
      const locs = [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
      expect(locs.length, child).toBeGreaterThan(0)
      const sample = locs[Math.floor(locs.length / 2)]!
      expect((await t.request(sample)).status, `${child} → ${sample}`).toBe(200)
    }
    expect((await t.request('/sitemaps/articles-999.xml')).status).toBe(404)
  })

  it('/robots.txt points at the sitemap and keeps crawlers out of accounts and search', async () => {
    const text = await (await t.request('/robots.txt')).text()
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml')
    expect(text).toContain('Disallow: /search')
    expect(text).toContain('Disallow: /profile')
  })

  it('/feed is RSS 2.0 with the newest articles; a topic feed holds only that topic', async () => {
    const res = await t.request('/feed')
    expect(res.headers.get('content-type')).toMatch(/^application\/rss\+xml/)
    const rss = await res.text()
    expect(rss).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<rss version="2.0"/)
    expect(rss.match(/<item>/g)).toHaveLength(20)
    const link = /<item><title>[^<]*<\/title><link>([^<]+)<\/link>/.exec(rss)![1]!
    expect((await t.request(new URL(link).pathname)).status).toBe(200)
    const topic = await (await t.request('/topics/2/prospecting/feed')).text()
    expect(topic).toContain('<title>Prospecting / Quota</title>')
    for (const item of topic.match(/<item>.*?<\/item>/g) ?? []) expect(item).toContain('<category>Prospecting</category>')
    expect((await t.request('/topics/9999/nothing/feed')).status).toBe(404)
  })
})
