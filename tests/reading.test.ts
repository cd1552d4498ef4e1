import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canonicalOf, elementHtml, hasLink, hrefsOf, hrefsWithClass, jsonLdOf, metaContent, textOf } from './html.ts'
import { addReadingFixtures, api, OLD_BLOG_POSTS, pathOf, readerTopics, type WpPost, type WpTerm } from './reading-fixtures.ts'
import { createTestApp, titleOf, type TestApp } from './utils/test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

/**
 * The reading pages (home, articles, blog, topics, search) rendered by the built app over a
 * seeded database. Expectations come from the content API of the same app, so they hold for any seed.
 */
const SITE = 'http://localhost:3000'

let t: TestApp
let lead: WpPost
let probeId: number
beforeAll(async () => {
  t = await createTestApp()
  ;({ probeId } = await addReadingFixtures(t))
  lead = (await api<WpPost[]>(t, 'posts?sticky=true&per_page=1')).body[0]!
})
afterAll(() => t.close())

const { page, expectRedirect } = pageChecks(() => t)

const isBlogPost = (post: WpPost) => pathOf(post.link).startsWith('/blog/')

describe('home page', () => {
  it('leads with the sticky story, with a large eagerly loaded responsive image', async () => {
    const story = elementHtml(await page('/'), '<article class="lead-story"')
    expect(hrefsWithClass(story, 'card__link')).toEqual([pathOf(lead.link)])
    const img = /<img[^>]*>/.exec(story)![0]
    expect(img).toMatch(/srcSet="[^"]+ 300w, [^"]+ 1200w"/)
    expect(img).toMatch(/sizes="[^"]+"/)
    expect(img).toMatch(/width="\d+" height="\d+"/)
    expect(img).toContain('loading="eager"')
    expect(img).toContain('fetchPriority="high"')
  })

  it('lists the eight newest articles after the lead, and every one of them opens', async () => {
    const newest = (await api<WpPost[]>(t, 'posts?per_page=20&_fields=id,link,sticky')).body
    const expected = newest
      .filter((post) => post.id !== lead.id && !isBlogPost(post))
      .slice(0, 8)
      .map((post) => pathOf(post.link))
    const latest = elementHtml(await page('/'), '<section class="home-section" aria-labelledby="latest-heading"')
    const links = hrefsWithClass(latest, 'card__link')
    expect(links).toEqual(expected)
    for (const link of links) expect((await t.request(link)).status, link).toBe(200)
  })

  it('has the blog strip, every topic but the blog, the newsletter sign-up, the sections and the leaderboard', async () => {
    const html = await page('/')
    const blogLinks = hrefsWithClass(elementHtml(html, '<section class="home-section home-section--tinted"'), 'card__link')
    expect(blogLinks.length).toBeGreaterThan(0)
    expect(blogLinks.every((href) => href.startsWith('/blog/'))).toBe(true)
    const topics = (await api<WpTerm[]>(t, 'categories?per_page=100&hide_empty=true')).body
    const topicLinks = hrefsOf(elementHtml(html, '<section class="home-section" aria-labelledby="topics-heading"'))
    expect(topicLinks).toEqual(expect.arrayContaining(readerTopics(topics).map((topic) => `/topics/${topic.id}/${topic.slug}`)))
    expect(topicLinks).not.toContain(expect.stringMatching(/\/blog$/))
    expect(hrefsOf(html)).toEqual(expect.arrayContaining(['/newsletters', '/webinars', '/magazine', '/videos', '/blog', '/topics']))
    // No AD_NETWORK_ID here: the leaderboard shows one of our own promotions in its reserved box.
    expect(html).toMatch(/<aside class="ad-banner ad-banner--simple ad-banner--leaderboard" aria-label="Promotion" data-ad-unit="leaderboard" data-ad-state="house">/)
    expect(hrefsWithClass(elementHtml(html, '<aside class="ad-banner'), 'house-promo')).toHaveLength(1)
  })

  it('describes the site to search engines, with its search box (WebSite + SearchAction)', async () => {
    const html = await page('/')
    expect(titleOf(html)).toBe('Sales News, Research and Training / Quota')
    expect(canonicalOf(html)).toBe(`${SITE}/`)
    expect(metaContent(html, 'og:site_name')).toBe('Quota')
    const website = jsonLdOf(html).find((item) => item['@type'] === 'WebSite')
    expect(website).toMatchObject({
      url: `${SITE}/`,
      potentialAction: { '@type': 'SearchAction', target: `${SITE}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
    })
  })
})

describe('article page', () => {
  it('shows the headline, deck, byline, date, topics, image, body, share links and author box', async () => {
    const { body: post } = await api<WpPost & { excerpt: { rendered: string } }>(t, `posts/${lead.id}?_embed=1`)
    const path = pathOf(post.link)
    const html = await page(path)
    const title = textOf(post.title.rendered)
    expect(titleOf(html)).toBe(`${title} / Quota`)
    const article = elementHtml(html, '<article class="article"')
    expect(textOf(elementHtml(article, '<h1'))).toBe(title)
    expect(article).toContain(`<p class="article__deck">`)
    expect(article).toMatch(/<time dateTime="\d{4}-\d\d-\d\dT[\d:.]+Z">[A-Z][a-z]+ \d{1,2}, \d{4}<\/time>/)
    const topic = (await api<WpTerm>(t, `categories/${post.categories[0]}`)).body
    expect(hrefsOf(article)).toContain(`/topics/${topic.id}/${topic.slug}`)
    const hero = /<img[^>]*fetchPriority="high"[^>]*>/.exec(article)![0]
    expect(hero).toMatch(/srcSet="[^"]+ \d+w, [^"]+"/)
    expect(hero).toMatch(/sizes="[^"]+"/)
    expect(hero).toMatch(/width="1200" height="675"/)
    expect(article).toMatch(/<div class="prose article__body"><p>/)
    const encoded = encodeURIComponent(`${SITE}${path}`)
    expect(hrefsOf(article)).toEqual(
      expect.arrayContaining([
        `https://www.linkedin.com/sharing/share-offsite/?url=${encoded}`,
        expect.stringMatching(/^https:\/\/x\.com\/intent\/post\?url=/),
        expect.stringMatching(/^mailto:\?subject=/),
      ]),
    )
    expect(article).toMatch(/<section class="author-bio"[\s\S]*<img class="avatar" src="\/wp-content\/uploads\/[^"]+" width="96" height="96"/)
  })

  it('carries canonical, OpenGraph, Twitter and NewsArticle + BreadcrumbList JSON-LD', async () => {
    const path = pathOf(lead.link)
    const html = await page(path)
    expect(canonicalOf(html)).toBe(`${SITE}${path}`)
    expect(metaContent(html, 'description')).toBeTruthy()
    expect(metaContent(html, 'og:type')).toBe('article')
    expect(metaContent(html, 'og:url')).toBe(`${SITE}${path}`)
    expect(metaContent(html, 'og:image')).toMatch(new RegExp(`^${SITE}/wp-content/uploads/.+\\.jpg$`))
    expect(metaContent(html, 'og:image:width')).toBe('1200')
    expect(metaContent(html, 'og:image:height')).toBe('675')
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image')
    const [news, breadcrumbs] = jsonLdOf(html)
    expect(news).toMatchObject({
      '@type': 'NewsArticle',
      headline: textOf(lead.title.rendered),
      description: metaContent(html, 'description'),
      image: [metaContent(html, 'og:image')],
      mainEntityOfPage: { '@id': `${SITE}${path}` },
      publisher: { '@type': 'Organization', name: 'Quota' },
      author: [{ '@type': 'Person', url: expect.stringMatching(new RegExp(`^${SITE}/authors/[a-z0-9-]+$`)) }],
    })
    expect(Date.parse(String(news!.datePublished))).not.toBeNaN()
    expect(Date.parse(String(news!.dateModified))).not.toBeNaN()
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ position: 1, item: `${SITE}/` }, { position: 2 }, { position: 3, item: `${SITE}${path}` }] })
  })

  it('relates four other articles of the same primary topic', async () => {
    const expected = (await api<WpPost[]>(t, `posts?categories=${lead.categories[0]}&exclude=${lead.id}&per_page=4&_fields=link`)).body.map((post) => pathOf(post.link))
    const related = elementHtml(await page(pathOf(lead.link)), '<section class="related"')
    expect(expected).toHaveLength(4)
    expect(hrefsWithClass(related, 'card__link')).toEqual(expected)
  })

  it('sanitises the body: scripts, event handlers, javascript: links and frames never reach the page', async () => {
    const { body: probe } = await api<WpPost>(t, `posts/${probeId}`)
    const html = await page(pathOf(probe.link))
    expect(html).toContain('Only this paragraph is safe to keep.')
    expect(html).not.toContain('__pwned')
    expect(html).not.toMatch(/onerror|javascript:|<iframe/i)
  })

  it('answers every other address of an article with 301 to the canonical one', async () => {
    const path = pathOf(lead.link)
    const [, year, month, day, id, slug] = path.split('/')
    await expectRedirect(`/${id}/${slug}`, path)
    await expectRedirect(`/${id}/not-the-slug`, path)
    await expectRedirect(`/${year}/${month}/${Number(day) === 1 ? '02' : '01'}/${id}/${slug}`, path)
    await expectRedirect(`/blog/${slug}`, path)
    await expectRedirect(`/${id}`, path)
    await expectRedirect(`/${id}?utm_source=newsletter`, `${path}?utm_source=newsletter`)
  })

  it("renders the article at WordPress's own form of its address (a trailing slash), naming the canonical one", async () => {
    const path = pathOf(lead.link)
    const html = await page(`${path}/`)
    expect(canonicalOf(html)).toBe(`${SITE}${path}`)
  })

  it('serves blog posts at /blog/{slug}, and moves their other addresses there', async () => {
    const post = (await api<WpPost[]>(t, 'posts?per_page=100&_fields=id,slug,link')).body.find(isBlogPost)!
    const html = await page(`/blog/${post.slug}`)
    expect(canonicalOf(html)).toBe(`${SITE}/blog/${post.slug}`)
    expect(jsonLdOf(html)[1]).toMatchObject({ itemListElement: [{ name: 'Home' }, { name: 'Blog', item: `${SITE}/blog` }, {}] })
    await expectRedirect(`/${post.id}/${post.slug}`, `/blog/${post.slug}`)
    await expectRedirect(`/${post.id}`, `/blog/${post.slug}`)
  })

  it.each(['/999999/no-such-article', '/2026/11/19/999999/no-such-article', '/99999999999999999999/too-long', '/999999', '/blog/no-such-post', '/abc/not-an-article'])(
    '%s is the 404 page',
    async (path) => {
      const html = await page(path, 404)
      expect(titleOf(html)).toBe('Page not found / Quota')
    },
  )
})

describe('blog', () => {
  it('lists blog posts twelve to a page, with rel prev/next and distinct pages', async () => {
    const { total } = await api<WpPost[]>(t, `posts?categories=${await blogCategoryId()}&per_page=1`)
    expect(total).toBeGreaterThanOrEqual(OLD_BLOG_POSTS)
    const first = await page('/blog')
    expect(titleOf(first)).toBe('Blog / Quota')
    const firstLinks = hrefsWithClass(first, 'card__link')
    expect(firstLinks).toHaveLength(12)
    expect(firstLinks.every((href) => href.startsWith('/blog/'))).toBe(true)
    expect(hasLink(first, { href: '/blog?page=2', rel: 'next' })).toBe(true)
    const second = await page('/blog?page=2')
    expect(titleOf(second)).toBe('Blog, page 2 / Quota')
    expect(canonicalOf(second)).toBe(`${SITE}/blog?page=2`)
    const secondLinks = hrefsWithClass(second, 'card__link')
    expect(secondLinks.length).toBe(Math.min(12, total - 12))
    expect(secondLinks.filter((href) => firstLinks.includes(href))).toEqual([])
    expect(hasLink(second, { href: '/blog', rel: 'prev' })).toBe(true)
  })

  it('/blogs lists the blogs with their description, owner and post count; each opens its own posts', async () => {
    const blogId = await blogCategoryId()
    const blogs = (await api<WpTerm[]>(t, `categories?parent=${blogId}&per_page=100&orderby=name`)).body
    expect(blogs.length).toBeGreaterThanOrEqual(3)
    const html = await page('/blogs')
    expect(titleOf(html)).toBe('Blogs / Quota')
    for (const blog of blogs) {
      const card = elementHtml(html, `<li class="topic-card"><h2 class="topic-card__name"><a class="card__link" href="/blog?blog=${blog.slug}"`)
      expect(textOf(card)).toContain(blog.description.slice(0, 40))
      expect(textOf(card)).toContain(`${blog.count} posts`)
      const ownerId = (blog.meta as { blog_owner: number }).blog_owner
      const [owner] = (await api<{ slug: string; name: string }[]>(t, `users?include=${ownerId}`)).body
      expect(hrefsOf(card)).toContain(`/authors/${owner!.slug}`)

      const own = await page(`/blog?blog=${blog.slug}`)
      expect(titleOf(own)).toBe(`${blog.name} / Quota`)
      const posts = (await api<WpPost[]>(t, `posts?categories=${blog.id}&per_page=12&_fields=link`)).body.map((post) => pathOf(post.link))
      expect(hrefsWithClass(own, 'card__link')).toEqual(posts)
      expect(textOf(own)).toContain(`Written by ${owner!.name}`)
      // A blog is not a topic: its category address moves to the blog.
      await expectRedirect(`/topics/${blog.id}/${blog.slug}`, `/blog?blog=${blog.slug}`)
    }
    // The combined stream holds every blog's posts (and posts filed under no one blog).
    const all = (await api<WpPost[]>(t, `posts?categories=${blogId}&per_page=1`)).total
    expect(all).toBeGreaterThanOrEqual(blogs.reduce((sum, blog) => sum + blog.count, 0))
    await page('/blog?blog=no-such-blog', 404)
    await page('/blog?blog=%3Cscript%3E', 404)
  })

  it.each(['/blog?page=999', '/blog?page=0', '/blog?page=two'])('%s is the 404 page', async (path) => {
    await page(path, 404)
  })
})

async function blogCategoryId() {
  return (await api<WpTerm[]>(t, 'categories?slug=blog')).body[0]!.id
}

/** The topic with the most articles, so that its archive has several pages. */
async function biggestTopic() {
  const topics = readerTopics((await api<WpTerm[]>(t, 'categories?per_page=100&hide_empty=true')).body)
  const totals = await Promise.all(topics.map(async (topic) => ({ topic, ...(await api<WpPost[]>(t, `posts?categories=${topic.id}&per_page=12`)) })))
  return totals.sort((a, b) => b.total - a.total)[0]!
}

/** Article cards only: a webinar card's link class (webinar-card__link) holds card__link too, and video cards use it. */
const articleLinks = (html: string) => hrefsWithClass(html, 'card__link').filter((href) => !href.startsWith('/webinars/') && !href.startsWith('/videos/'))

describe('topics', () => {
  it('a topic page shows its articles, webinars, videos and papers, filterable by type, and counts what the topic index counts', async () => {
    const topics = readerTopics((await api<WpTerm[]>(t, 'categories?per_page=100&hide_empty=true')).body)
    const index = await page('/topics')
    const seen = { webinars: 0, videos: 0, resources: 0 }
    for (const topic of topics) {
      const base = `/topics/${topic.id}/${topic.slug}`
      const [webinars, videos, resources] = await Promise.all(['webinars', 'videos', 'resources'].map((type) => api<WpPost[]>(t, `${type}?categories=${topic.id}&per_page=24`)))
      const others = webinars!.total + videos!.total + resources!.total
      const card = elementHtml(index, `<li class="topic-card"><h2 class="topic-card__name"><a class="card__link" href="${base}"`)
      // The index's count is the topic page's "All": every kind alike.
      expect(textOf(card)).toContain(`${topic.count} articles, webinars, videos and papers`)
      if (others === 0) continue
      const html = await page(base)
      const filters = textOf(elementHtml(html, '<nav class="filter-links"'))
      expect(filters).toContain(`All (${topic.count})`)
      expect(filters).toContain(`Articles (${topic.count - others})`)
      const sections = [
        ['webinars', webinars!, 'topic-webinars-heading', 'webinar-card__link'],
        ['videos', videos!, 'topic-videos-heading', 'card__link'],
        ['resources', resources!, 'topic-resources-heading', null],
      ] as const
      for (const [type, found, heading, linkClass] of sections) {
        if (found.total === 0) {
          expect(html, `${base} ${type}`).not.toContain(heading)
          continue
        }
        seen[type]++
        const section = elementHtml(html, `<section class="home-section" aria-labelledby="${heading}"`)
        const links = linkClass ? hrefsWithClass(section, linkClass) : hrefsOf(section).filter((href) => href.startsWith('/resources/'))
        expect(links, `${base} ${type}`).toEqual(found.body.map((item) => pathOf(item.link)))
        const only = await page(`${base}?type=${type}`)
        expect(
          articleLinks(only).filter((href) => !links.includes(href)),
          `${base}?type=${type}`,
        ).toEqual([])
        expect(hasLink(only, { href: `${base}?type=${type}`, 'aria-current': 'page' })).toBe(true)
        await page(`${base}?type=${type}&page=2`, 404)
      }
      const onlyArticles = await page(`${base}?type=articles`)
      expect(hrefsWithClass(onlyArticles, 'webinar-card__link')).toEqual([])
      expect(onlyArticles).not.toContain('topic-videos-heading')
      await page(`${base}?type=podcasts`, 404)
    }
    expect(seen.webinars).toBeGreaterThan(0)
    expect(seen.videos).toBeGreaterThan(0)
    expect(seen.resources).toBeGreaterThan(0)
  })

  it('/topics lists every topic but the blog, with its description and article count', async () => {
    const html = await page('/topics')
    const topics = (await api<WpTerm[]>(t, 'categories?per_page=100&hide_empty=true')).body
    for (const topic of readerTopics(topics)) {
      const card = elementHtml(html, `<li class="topic-card"><h2 class="topic-card__name"><a class="card__link" href="/topics/${topic.id}/${topic.slug}"`)
      expect(textOf(card)).toContain(topic.description.slice(0, 40))
      expect(textOf(card)).toContain(`${topic.count} articles, webinars, videos and papers`)
    }
    expect(html).not.toContain('href="/topics/' + (await blogCategoryId()))
  })

  it('a topic archive pages through its articles, twelve to a page, with rel prev/next and aria-current', async () => {
    const { topic, body, totalPages } = await biggestTopic()
    expect(totalPages).toBeGreaterThanOrEqual(2)
    const base = `/topics/${topic.id}/${topic.slug}`
    const first = await page(base)
    expect(titleOf(first)).toBe(`${topic.name} / Quota`)
    const firstLinks = articleLinks(first)
    expect(firstLinks).toEqual(body.map((post) => pathOf(post.link)))
    expect(hasLink(first, { href: `${base}?page=2`, rel: 'next' })).toBe(true)
    expect(hasLink(first, { href: base, 'aria-current': 'page' })).toBe(true)
    const second = await page(`${base}?page=2`)
    expect(titleOf(second)).toBe(`${topic.name}, page 2 / Quota`)
    const secondLinks = hrefsWithClass(second, 'card__link')
    expect(secondLinks.length).toBeGreaterThan(0)
    expect(secondLinks.filter((href) => firstLinks.includes(href))).toEqual([])
    expect(hasLink(second, { href: base, rel: 'prev' })).toBe(true)
    expect(hasLink(second, { href: `${base}?page=2`, 'aria-current': 'page' })).toBe(true)
    expect(canonicalOf(second)).toBe(`${SITE}${base}?page=2`)
    expect(jsonLdOf(first)[0]).toMatchObject({ '@type': 'BreadcrumbList', itemListElement: [{ name: 'Home' }, { name: 'Topics' }, { item: `${SITE}${base}` }] })
  })

  it('a wrong topic name moves to the right one, keeping the page; the blog category moves to /blog', async () => {
    const { topic } = await biggestTopic()
    await expectRedirect(`/topics/${topic.id}/old-name?page=2`, `/topics/${topic.id}/${topic.slug}?page=2`)
    await expectRedirect(`/topics/${await blogCategoryId()}/blog`, '/blog')
  })

  it('a page past the last one, an unknown topic or a non-numeric id is the 404 page', async () => {
    const { topic, totalPages } = await biggestTopic()
    await page(`/topics/${topic.id}/${topic.slug}?page=${totalPages + 1}`, 404)
    await page('/topics/99999/no-such-topic', 404)
    await page('/topics/prospecting/prospecting', 404)
  })
})

describe('search', () => {
  const cards = (html: string) => hrefsWithClass(html, 'card__link')
  /** The ranked results (every kind: docs/decisions/057). */
  const results = (html: string) => hrefsWithClass(html, 'search-match__link')
  const searchTotal = async (query: string) => Number((await t.request(`/wp-json/quota/v1/search?search=${query}&per_page=1`)).headers.get('X-WP-Total'))

  it('finds "pipeline", marks the matches, counts them and keeps the words in the box', async () => {
    const html = await page('/search?q=pipeline')
    const total = await searchTotal('pipeline')
    expect(total).toBeGreaterThan(0)
    expect(titleOf(html)).toBe('Search results for “pipeline” / Quota')
    expect(metaContent(html, 'robots')).toBe('noindex')
    expect(textOf(html)).toContain(`${total} result${total === 1 ? '' : 's'} for “pipeline”`)
    expect(results(html).length).toBe(Math.min(10, total))
    const marks = [...html.matchAll(/<mark>([^<]*)<\/mark>/g)].map((match) => match[1]!)
    expect(marks.length).toBeGreaterThan(0)
    expect(marks.every((mark) => /^pipeline/i.test(mark))).toBe(true)
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="pipeline"/)
    expect(/<form\b(?=[^>]*method="get")(?=[^>]*action="\/search")/.test(html), 'a GET form to /search').toBe(true)
  })

  it('pages through results ten at a time, keeping the query', async () => {
    expect(await searchTotal('sales')).toBeGreaterThan(10)
    const html = await page('/search?q=sales')
    expect(results(html)).toHaveLength(10)
    expect(hasLink(html, { href: '/search?q=sales&page=2', rel: 'next' })).toBe(true)
    const second = await page('/search?q=sales&page=2')
    expect(results(second).filter((href) => results(html).includes(href))).toEqual([])
  })

  it('shows the empty state with topics to browse when nothing matches', async () => {
    const html = await page('/search?q=zqxjvw')
    expect(textOf(html)).toContain('Nothing matches “zqxjvw”.')
    expect(results(html)).toEqual([])
    expect(hrefsOf(elementHtml(html, '<div class="search-empty"')).some((href) => /^\/topics\/\d+\//.test(href))).toBe(true)
  })

  it('without a query, invites a search and suggests topics', async () => {
    const html = await page('/search')
    expect(titleOf(html)).toBe('Search / Quota')
    expect(metaContent(html, 'robots')).toBe('noindex')
    expect(textOf(html)).toContain('Type a few words above')
  })

  it('reads the query from the path: /search/cold-calling', async () => {
    const html = await page('/search/cold-calling')
    expect(titleOf(html)).toBe('Search results for “cold calling” / Quota')
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="cold calling"/)
    expect(results(html).length).toBeGreaterThan(0)
  })

  it('filters by tag and by author', async () => {
    const [tag] = (await api<WpTerm[]>(t, 'tags?slug=cold-calling')).body
    const tagged = (await api<WpPost[]>(t, `posts?tags=${tag!.id}&per_page=10&_fields=link`)).body.map((post) => pathOf(post.link))
    const byTag = await page('/search?tag=cold-calling')
    expect(titleOf(byTag)).toBe(`Articles tagged ${tag!.name} / Quota`)
    expect(cards(byTag)).toEqual(tagged)

    const [author] = (await api<{ id: number; slug: string; name: string }[]>(t, 'users?per_page=1')).body
    const written = (await api<WpPost[]>(t, `posts?author=${author!.id}&per_page=10&_fields=link`)).body.map((post) => pathOf(post.link))
    const byAuthor = await page(`/search?author=${author!.slug}`)
    expect(titleOf(byAuthor)).toBe(`Articles by ${author!.name} / Quota`)
    expect(cards(byAuthor)).toEqual(written)

    const unknown = await page('/search?tag=no-such-tag')
    expect(cards(unknown)).toEqual([])
  })

  it('never lets the query inject markup', async () => {
    const html = await page(`/search?q=${encodeURIComponent('<script>alert(1)</script> pipeline')}`)
    expect(html).not.toContain('<script>alert(1)')
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; pipeline')
  })
})

describe('when the content service is down', () => {
  let down: TestApp
  beforeAll(async () => {
    down = await createTestApp({
      envVars: { CONTENT_API_URL: 'http://cms.example.test' },
      contentFetch: () => Promise.reject(new TypeError('fetch failed: connection refused')),
    })
  })
  afterAll(() => down.close())

  it('the home page still opens, without the news, and no cache keeps that copy', async () => {
    const res = await down.request('/')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const html = await res.text()
    expect(html).toContain('The latest news is briefly unavailable')
    expect(hrefsOf(html)).toEqual(expect.arrayContaining(['/newsletters', '/webinars']))
  })

  it.each(['/2026/11/19/1/an-article', '/1', '/blog', '/blog/a-post', '/topics', '/topics/1/sales-leadership', '/search?q=pipeline'])('%s answers 503', async (path) => {
    const res = await down.request(path)
    expect(res.status).toBe(503)
    expect(titleOf(await res.text())).toBe('We will be right back / Quota')
  })
})
