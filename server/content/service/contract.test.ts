import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/utils/test-app.ts'
import { readSample, sampleIndex, shapeOf } from '#tests/utils/wordpress-samples.ts'
import { itRefusesTheParameter } from '#tests/utils/invalid-params.ts'

/** Our /wp-json answers, compared with what a real WordPress answered (tests/fixtures/wordpress). */
let t: TestApp
const SITE = 'http://localhost:3000'
let ids: { post: number; postSlug: string; author: number; media: number; category: number }

const json = async (path: string) => {
  const res = await t.request(path)
  return { res, body: await res.json() }
}
const withoutLinks = (item: Record<string, unknown>) => {
  const { _links, _embedded, ...rest } = item
  return rest
}
const recordedHeaders = (file: string) => sampleIndex().find((entry) => entry.file === file)!.headers

beforeAll(async () => {
  t = await createTestApp()
  const { body: posts } = await json('/wp-json/wp/v2/posts?per_page=1&_embed')
  ids = { post: posts[0].id, postSlug: posts[0].slug, author: posts[0].author, media: posts[0].featured_media, category: posts[0].categories[0] }
})
afterAll(() => t.close())

describe('collections answer with the same fields and headers as WordPress', () => {
  it.each([
    ['posts-per_page-3.json', '/wp-json/wp/v2/posts?per_page=3'],
    ['categories.json', '/wp-json/wp/v2/categories'],
    ['tags.json', '/wp-json/wp/v2/tags'],
    ['media.json', '/wp-json/wp/v2/media?per_page=2'],
    ['pages-slug-about.json', '/wp-json/wp/v2/pages?slug=about'],
  ])('%s ~ %s', async (file, path) => {
    const { res, body } = await json(path)
    expect(res.status).toBe(200)
    const sample = readSample(file) as Record<string, unknown>[]
    expect(shapeOf(withoutLinks(body[0]))).toEqual(shapeOf(withoutLinks(sample[0]!)))
    expect(Object.keys(body[0]._links)).toEqual(expect.arrayContaining(['self', 'collection', 'about']))
    for (const name of Object.keys(recordedHeaders(file))) expect(res.headers.has(name), `header ${name}`).toBe(true)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(Number(res.headers.get('x-wp-totalpages'))).toBe(Math.ceil(Number(res.headers.get('x-wp-total')) / Number(new URL(`${SITE}${path}`).searchParams.get('per_page') ?? 10)))
  })

  it('posts?per_page=3 links to the next page like WordPress', async () => {
    const { res } = await json('/wp-json/wp/v2/posts?per_page=3')
    expect(res.headers.get('link')).toBe(`<${SITE}/wp-json/wp/v2/posts?per_page=3&page=2>; rel="next"`)
    const page2 = await t.request('/wp-json/wp/v2/posts?per_page=3&page=2')
    expect(page2.headers.get('link')).toContain('rel="prev"')
  })
})

describe('single items', () => {
  it('posts/{id} ~ posts-single.json, with the alternate Link to the article', async () => {
    const { res, body } = await json(`/wp-json/wp/v2/posts/${ids.post}`)
    expect(shapeOf(withoutLinks(body))).toEqual(shapeOf(withoutLinks(readSample('posts-single.json') as Record<string, unknown>)))
    expect(res.headers.get('link')).toBe(`<${body.link}>; rel="alternate"; type=text/html`)
    expect(body.link).toMatch(new RegExp(`^${SITE}/\\d{4}/\\d{2}/\\d{2}/${ids.post}/${ids.postSlug}/$`))
  })

  it('users/{id} ~ users-single.json', async () => {
    const { body } = await json(`/wp-json/wp/v2/users/${ids.author}`)
    expect(shapeOf(withoutLinks(body))).toEqual(shapeOf(withoutLinks(readSample('users-single.json') as Record<string, unknown>)))
    expect(body.avatar_urls['96']).toMatch(/\/wp-content\/uploads\/.+\.jpg$/)
  })

  it('media/{id} ~ media-single.json, and its files are served', async () => {
    const { body } = await json(`/wp-json/wp/v2/media/${ids.media}`)
    expect(shapeOf(withoutLinks(body))).toEqual(shapeOf(withoutLinks(readSample('media-single.json') as Record<string, unknown>)))
    const file = await t.request(new URL(body.media_details.sizes.medium.source_url).pathname)
    expect(file.status).toBe(200)
    expect(file.headers.get('content-type')).toBe('image/jpeg')
    expect(file.headers.get('cache-control')).toContain('max-age=')
  })

  it('categories/{id} and tags/{id} answer the term, unknown ones rest_term_invalid', async () => {
    const { body } = await json(`/wp-json/wp/v2/categories/${ids.category}`)
    expect(body.taxonomy).toBe('category')
    const missing = await json('/wp-json/wp/v2/tags/999999')
    expect(missing.res.status).toBe(404)
    expect(missing.body.code).toBe('rest_term_invalid')
  })
})

describe('queries', () => {
  it('_embed adds author, featured media and terms in WordPress shapes', async () => {
    const { body } = await json('/wp-json/wp/v2/posts?_embed&per_page=1')
    const sample = (readSample('posts-embed-per_page-1.json') as Record<string, any>[])[0]!._embedded
    const ours = body[0]._embedded
    expect(shapeOf(withoutLinks(ours.author[0]))).toEqual(shapeOf(withoutLinks(sample.author[0])))
    expect(Object.keys(ours['wp:featuredmedia'][0]).sort()).toEqual(Object.keys(sample['wp:featuredmedia'][0]).sort())
    expect(Object.keys(ours['wp:term'][0][0]).sort()).toEqual(Object.keys(sample['wp:term'][0][0]).sort())
  })

  it('slug finds one post; an unknown slug is 200 with [] (posts-slug-missing.json)', async () => {
    expect((await json(`/wp-json/wp/v2/posts?slug=${ids.postSlug}`)).body).toHaveLength(1)
    const missing = await json('/wp-json/wp/v2/posts?slug=no-such-post')
    expect(missing.res.status).toBe(200)
    expect(missing.body).toEqual(readSample('posts-slug-missing.json'))
    expect(missing.res.headers.get('x-wp-total')).toBe('0')
  })

  it('categories= keeps only posts of that topic', async () => {
    const { body } = await json(`/wp-json/wp/v2/posts?categories=${ids.category}&per_page=50`)
    expect(body.length).toBeGreaterThan(5)
    for (const post of body) expect(post.categories).toContain(ids.category)
  })

  it('tags=, author=, include=, exclude=, before= and after= filter like WordPress', async () => {
    const { body: tags } = await json('/wp-json/wp/v2/tags?per_page=1&orderby=count&order=desc')
    const { body: tagged } = await json(`/wp-json/wp/v2/posts?tags=${tags[0].id}&per_page=100`)
    expect(tagged).toHaveLength(Math.min(tags[0].count, 100))
    const { body: byAuthor } = await json(`/wp-json/wp/v2/posts?author=${ids.author}&per_page=100`)
    for (const post of byAuthor) expect(post.author).toBe(ids.author)
    const { body: included } = await json(`/wp-json/wp/v2/posts?include=${ids.post}`)
    expect(included.map((p: { id: number }) => p.id)).toEqual([ids.post])
    const { body: excluded } = await json(`/wp-json/wp/v2/posts?exclude=${ids.post}&per_page=5`)
    expect(excluded.map((p: { id: number }) => p.id)).not.toContain(ids.post)
    const { body: all } = await json('/wp-json/wp/v2/posts?per_page=20')
    const middle = all[10].date_gmt
    const { body: before } = await json(`/wp-json/wp/v2/posts?before=${middle}Z&per_page=100`)
    for (const post of before) expect(post.date_gmt <= middle).toBe(true)
    const { body: after } = await json(`/wp-json/wp/v2/posts?after=${middle}Z&per_page=100`)
    for (const post of after) expect(post.date_gmt >= middle).toBe(true)
  })

  it('orderby and order sort like WordPress', async () => {
    const { body } = await json('/wp-json/wp/v2/posts?orderby=title&order=asc&per_page=20&_fields=title')
    const titles = body.map((p: { title: { rendered: string } }) => p.title.rendered)
    expect(titles).toEqual([...titles].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)))
  })

  it('_fields keeps only the named fields, nested ones included', async () => {
    const { body } = await json('/wp-json/wp/v2/posts?per_page=2&_fields=id,title.rendered,link')
    expect(Object.keys(body[0]).sort()).toEqual(['id', 'link', 'title'])
    expect(Object.keys(body[0].title)).toEqual(['rendered'])
  })

  it('search ranks with full-text search: stemmed, title weighs most (posts-search.json shape)', async () => {
    const { res, body } = await json('/wp-json/wp/v2/posts?search=forecasts')
    expect(res.status).toBe(200)
    expect(body.length).toBeGreaterThan(0)
    expect(shapeOf(withoutLinks(body[0]))).toEqual(shapeOf(withoutLinks((readSample('posts-search.json') as Record<string, unknown>[])[0]!)))
    // "forecasts" matches "forecast", "forecasting" (English stemming); the best match has it in the title.
    expect(body[0].title.rendered.toLowerCase()).toMatch(/forecast/)
    const { body: nothing } = await json('/wp-json/wp/v2/posts?search=zzzyxqv')
    expect(nothing).toEqual([])
  })

  it('wp/v2/search finds posts and pages', async () => {
    const { res, body } = await json('/wp-json/wp/v2/search?search=privacy')
    expect(res.status).toBe(200)
    expect(body.some((hit: { subtype: string; url: string }) => hit.subtype === 'page' && hit.url.endsWith('/privacy-policy/'))).toBe(true)
    expect(Object.keys(body[0]).sort()).toEqual(['_links', 'id', 'subtype', 'title', 'type', 'url'])
  })
})

describe('errors answer in WordPress shapes', () => {
  it('an unknown post id is error-404-post.json', async () => {
    const { res, body } = await json('/wp-json/wp/v2/posts/999999')
    expect(res.status).toBe(404)
    expect(body).toEqual(readSample('error-404-post.json'))
  })

  it('per_page=1000 is error-400-per_page.json', async () => {
    const { res, body } = await json('/wp-json/wp/v2/posts?per_page=1000')
    expect(res.status).toBe(400)
    expect(body).toEqual(readSample('error-400-per_page.json'))
  })

  itRefusesTheParameter(
    [
      '/wp-json/wp/v2/posts?page=0',
      '/wp-json/wp/v2/posts?categories=abc',
      '/wp-json/wp/v2/posts?orderby=popularity',
      '/wp-json/wp/v2/posts?order=sideways',
      '/wp-json/wp/v2/posts?before=yesterday',
      '/wp-json/wp/v2/categories?per_page=0',
    ],
    json,
  )

  it('a page past the last is rest_post_invalid_page_number', async () => {
    const { res, body } = await json('/wp-json/wp/v2/posts?page=9999')
    expect(res.status).toBe(400)
    expect(body.code).toBe('rest_post_invalid_page_number')
  })

  it('hostile input is a 4xx or an empty answer, never a 5xx', async () => {
    for (const search of ["'; drop table posts; --", '<script>alert(1)</script>', '🚀 pipeline 💼', '"unterminated', '&&||!!', 'a'.repeat(199)]) {
      const res = await t.request(`/wp-json/wp/v2/posts?search=${encodeURIComponent(search)}`)
      expect(res.status, search).toBeLessThan(500)
    }
    expect((await t.request(`/wp-json/wp/v2/posts?search=${'a'.repeat(500)}`)).status).toBe(400)
  })
})
