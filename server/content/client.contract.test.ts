import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/utils/test-app.ts'
import { recordedWordPress } from '#tests/utils/recorded-wordpress.ts'
import { getFixedPage } from '#lib/fixed-pages.ts'
import { createContentClient, type ContentClient } from './client.ts'

const WP = 'http://wp.example.test'

describe('the content client against a recorded WordPress', () => {
  const client = createContentClient({
    baseUrl: WP,
    siteUrl: 'http://localhost:3000',
    fetch: recordedWordPress(WP, [
      [/^\/wp-json\/wp\/v2\/posts\/8\?/, 'posts-single.json'],
      [/^\/wp-json\/wp\/v2\/posts\/999999/, 'error-404-post.json'],
      [/^\/wp-json\/wp\/v2\/posts\?.*slug=no-such-post/, 'posts-slug-missing.json'],
      [/^\/wp-json\/wp\/v2\/posts\?.*per_page=1000/, 'error-400-per_page.json'],
      [/^\/wp-json\/wp\/v2\/posts\?/, 'posts-embed-per_page-1.json'],
      [/^\/wp-json\/wp\/v2\/pages\?slug=about/, 'pages-slug-about.json'],
      [/^\/wp-json\/wp\/v2\/pages\/20$/, 'pages-single.json'],
      [/^\/wp-json\/wp\/v2\/categories\?/, 'categories.json'],
      [/^\/wp-json\/wp\/v2\/tags\?/, 'tags.json'],
      [/^\/wp-json\/wp\/v2\/users\/2$/, 'users-single.json'],
    ]),
  })

  it('reads an embedded post list into articles with author, image, topics and totals', async () => {
    const { items, total, totalPages } = await client.getArticles({ perPage: 1 })
    expect(total).toBe(12)
    expect(totalPages).toBe(12)
    const [article] = items
    expect(article!.path).toMatch(/^\/\d{4}\/\d{2}\/\d{2}\/\d+\/[a-z0-9-]+$/)
    expect(article!.author?.name).toBeTruthy()
    expect(article!.image?.srcSet).toMatch(/ 300w, .* 1200w$/)
    expect(article!.image?.width).toBeGreaterThan(0)
    expect(article!.topics.length).toBeGreaterThan(0)
    expect(article!.published).toMatch(/Z$/)
  })

  it('reads one post; an unknown id is null', async () => {
    const article = await client.getArticle(8)
    expect(article?.slug).toBe('running-a-pipeline-review-people-do-not-dread')
    expect(article?.contentHtml).toContain('<p>')
    expect(await client.getArticle(999999)).toBeNull()
  })

  it('an unknown slug is null, not an error', async () => {
    expect(await client.getArticleBySlug('no-such-post')).toBeNull()
  })

  it("finds a fixed page of the publisher's WordPress by its address's slug when the spec's id is not there", async () => {
    const about = getFixedPage('/about')!
    expect(about.contentId).not.toBe(20)
    expect((await client.getFixedPage(about))?.title).toBe('About')
    expect(await client.getFixedPage(getFixedPage('/reprints')!)).toBeNull()
  })

  it('reads pages, topics, tags and authors', async () => {
    expect((await client.getPageBySlug('about'))?.title).toBe('About')
    expect((await client.getPage(20))?.contentHtml).toContain('<h2>')
    const topics = await client.getTopics()
    expect(topics.map((t) => t.name)).toContain('Prospecting')
    expect((await client.getTags()).length).toBe(2)
    const author = await client.getAuthor(2)
    expect(author?.name).toBe('Dana Whitfield')
    expect(author?.path).toBe('/authors/dana-whitfield')
  })

  it('turns an unexpected answer into ContentUnavailableError', async () => {
    const broken = createContentClient({ baseUrl: WP, fetch: async () => new Response('<html>oops</html>', { status: 200 }) })
    await expect(broken.getArticle(8)).rejects.toMatchObject({ name: 'ContentUnavailableError' })
    const failing = createContentClient({ baseUrl: WP, fetch: async () => new Response('', { status: 502 }) })
    await expect(failing.getPage(1)).rejects.toMatchObject({ name: 'ContentUnavailableError' })
  })
})

describe('the content client against our own service', () => {
  let t: TestApp
  let client: ContentClient
  beforeAll(async () => {
    t = await createTestApp()
    client = createContentClient({ baseUrl: 'http://localhost:3000', fetch: async (request) => t.app.fetch(request) })
  })
  afterAll(() => t.close())

  it('reads the same types', async () => {
    const { items, total } = await client.getArticles({ perPage: 5, teaser: true })
    expect(items).toHaveLength(5)
    expect(total).toBeGreaterThan(50)
    expect(items[0]!.contentHtml).toBe('')
    expect(items[0]!.image?.srcSet.split(', ')).toHaveLength(4)
    const full = await client.getArticle(items[0]!.id)
    expect(full?.contentHtml).toContain('<p>')
    expect(full?.author?.avatar).toMatch(/^\/wp-content\/uploads\//)
    const topics = await client.getTopics()
    expect(topics.length).toBeGreaterThanOrEqual(3)
    expect((await client.getTopic(topics[0]!.id))?.name).toBe(topics[0]!.name)
  })

  it('asks the service once for identical requests in flight and within the time-to-live', async () => {
    let calls = 0
    const { SwrCache } = await import('./swr-cache.ts')
    const counted = createContentClient({
      baseUrl: 'http://localhost:3000',
      fetch: async (request) => {
        calls += 1
        return t.app.fetch(request)
      },
      cache: new SwrCache({ ttlMs: 60_000, staleMs: 60_000, maxEntries: 100 }),
    })
    await Promise.all([counted.getPage(12660), counted.getPage(12660), counted.getPage(12660)])
    await counted.getPage(12660)
    expect(calls).toBe(1)
  })
})
