import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/utils/test-app.ts'

/**
 * What WordPress 6.1 refuses, word for word (WP_REST_Posts_Controller, rest_validate_enum,
 * WP_REST_Request's two passes), and the collection filters of its posts controller.
 */
let t: TestApp
type Post = { id: number; date: string; date_gmt: string; modified_gmt: string; slug: string; author: number; categories: number[]; tags: number[] }

const json = async (path: string) => {
  const res = await t.request(path)
  return { res, body: await res.json() }
}
const ids = (items: { id: number }[]) => items.map((item) => item.id)
let all: Post[]

beforeAll(async () => {
  t = await createTestApp()
  all = (await json('/wp-json/wp/v2/posts?per_page=100')).body
})
afterAll(() => t.close())

const invalid = (name: string, code: string, message: string, data: unknown = null) => ({
  code: 'rest_invalid_param',
  message: `Invalid parameter(s): ${name}`,
  data: { status: 400, params: { [name]: message }, details: { [name]: { code, message, data } } },
})

describe('an anonymous visitor gets published posts only, in the view context', () => {
  it.each(['posts', 'pages', 'webinars', 'issues/'])('%s?context=edit is 401 rest_forbidden_context', async (route) => {
    const { res, body } = await json(`/wp-json/wp/v2/${route}?context=edit`)
    expect(res.status).toBe(401)
    expect(body).toEqual({ code: 'rest_forbidden_context', message: 'Sorry, you are not allowed to edit posts in this post type.', data: { status: 401 } })
    expect(res.headers.get('allow')).toBeNull()
  })

  it('posts/{id}?context=edit is 401 for that post; an unknown id is still 404', async () => {
    const { res, body } = await json(`/wp-json/wp/v2/posts/${all[0]!.id}?context=edit`)
    expect(res.status).toBe(401)
    expect(body).toEqual({ code: 'rest_forbidden_context', message: 'Sorry, you are not allowed to edit this post.', data: { status: 401 } })
    expect((await t.request('/wp-json/wp/v2/posts/999999?context=edit')).status).toBe(404)
  })

  it.each(['draft', 'any', 'private', 'publish,draft', 'bogus'])('status=%s is refused as "Status is forbidden."', async (status) => {
    const { res, body } = await json(`/wp-json/wp/v2/posts?status=${status}`)
    expect(res.status).toBe(400)
    expect(body).toEqual(invalid('status', 'rest_forbidden_status', 'Status is forbidden.', { status: 401 }))
    expect((await json(`/wp-json/wp/v2/pages?status=${status}`)).res.status).toBe(400)
    expect((await json(`/wp-json/wp/v2/webinars?status=${status}`)).res.status).toBe(400)
  })

  it('status=publish and context=view or embed are accepted', async () => {
    expect((await json('/wp-json/wp/v2/posts?status=publish')).res.status).toBe(200)
    expect((await json('/wp-json/wp/v2/posts?context=view')).res.status).toBe(200)
    expect((await json('/wp-json/wp/v2/posts?context=embed')).res.status).toBe(200)
  })
})

describe('enum values are refused as rest_validate_enum words them', () => {
  it.each([
    ['/wp-json/wp/v2/posts?context=bogus', 'context', 'context is not one of view, embed, and edit.'],
    ['/wp-json/wp/v2/posts?order=sideways', 'order', 'order is not one of asc and desc.'],
    ['/wp-json/wp/v2/posts?orderby=popularity', 'orderby', 'orderby is not one of author, date, id, include, modified, parent, relevance, slug, include_slugs, and title.'],
    ['/wp-json/wp/v2/pages?orderby=popularity', 'orderby', 'orderby is not one of author, date, id, include, modified, parent, relevance, slug, include_slugs, title, and menu_order.'],
    ['/wp-json/wp/v2/posts?tax_relation=XOR', 'tax_relation', 'tax_relation is not one of AND and OR.'],
  ])('%s', async (path, name, message) => {
    const { res, body } = await json(path)
    expect(res.status).toBe(400)
    expect(body).toEqual(invalid(name, 'rest_not_in_enum', message))
  })

  it('parameters with a validate_callback are checked first and answered alone', async () => {
    const { body } = await json('/wp-json/wp/v2/posts?order=sideways&per_page=1000')
    expect(Object.keys(body.data.params)).toEqual(['per_page'])
  })

  it('the others are answered together, in the order they were sent', async () => {
    expect(Object.keys((await json('/wp-json/wp/v2/posts?order=x&orderby=y')).body.data.params)).toEqual(['order', 'orderby'])
    expect(Object.keys((await json('/wp-json/wp/v2/posts?orderby=y&order=x')).body.data.params)).toEqual(['orderby', 'order'])
  })

  it('relevance needs a search, include needs ids', async () => {
    const relevance = await json('/wp-json/wp/v2/posts?orderby=relevance')
    expect(relevance.res.status).toBe(400)
    expect(relevance.body).toEqual({ code: 'rest_no_search_term_defined', message: 'You need to define a search term to order by relevance.', data: { status: 400 } })
    const include = await json('/wp-json/wp/v2/posts?orderby=include')
    expect(include.body).toEqual({ code: 'rest_orderby_include_missing_include', message: 'You need to define an include parameter to order by include.', data: { status: 400 } })
  })

  it('a date needs a time (rest_parse_date)', async () => {
    const { res, body } = await json('/wp-json/wp/v2/posts?after=2026-11-01')
    expect(res.status).toBe(400)
    expect(body).toEqual(invalid('after', 'rest_invalid_date', 'Invalid date.'))
  })
})

describe('the collection filters of the posts controller', () => {
  it('offset skips items without changing the total; a negative one counts as positive (absint)', async () => {
    const { res, body } = await json('/wp-json/wp/v2/posts?offset=2&per_page=3')
    expect(ids(body)).toEqual(ids(all.slice(2, 5)))
    expect(res.headers.get('x-wp-total')).toBe(String(all.length >= 100 ? res.headers.get('x-wp-total') : all.length))
    expect(ids((await json('/wp-json/wp/v2/posts?offset=-2&per_page=3')).body)).toEqual(ids(body))
  })

  it('categories_exclude, tags_exclude and author_exclude leave those posts out', async () => {
    const category = all[0]!.categories[0]!
    const { body: withoutCategory } = await json(`/wp-json/wp/v2/posts?categories_exclude=${category}&per_page=100`)
    expect(withoutCategory.length).toBeGreaterThan(0)
    for (const post of withoutCategory) expect(post.categories).not.toContain(category)
    const tag = all.find((post) => post.tags.length > 0)!.tags[0]!
    const { body: withoutTag } = await json(`/wp-json/wp/v2/posts?tags_exclude=${tag}&per_page=100`)
    for (const post of withoutTag) expect(post.tags).not.toContain(tag)
    expect(withoutTag.length).toBeGreaterThan(0)
    const author = all[0]!.author
    const { body: others } = await json(`/wp-json/wp/v2/posts?author_exclude=${author}&per_page=100`)
    for (const post of others) expect(post.author).not.toBe(author)
  })

  it('tax_relation=OR takes posts in either taxonomy', async () => {
    const category = all[0]!.categories[0]!
    const tag = all.find((post) => post.tags.length > 0 && !post.categories.includes(category))?.tags[0]
    if (tag === undefined) return
    const both = (await json(`/wp-json/wp/v2/posts?categories=${category}&tags=${tag}&per_page=100`)).body as Post[]
    const either = (await json(`/wp-json/wp/v2/posts?categories=${category}&tags=${tag}&tax_relation=OR&per_page=100`)).body as Post[]
    for (const post of both) expect(post.categories.includes(category) && post.tags.includes(tag)).toBe(true)
    for (const post of either) expect(post.categories.includes(category) || post.tags.includes(tag)).toBe(true)
    expect(either.length).toBeGreaterThan(both.length)
  })

  it("before and after are strict, as WP_Date_Query is by default; a date without a zone is the site's time", async () => {
    const pivot = all[5]!
    const before = ids((await json(`/wp-json/wp/v2/posts?before=${pivot.date_gmt}Z&per_page=100`)).body)
    const after = ids((await json(`/wp-json/wp/v2/posts?after=${pivot.date_gmt}Z&per_page=100`)).body)
    expect(before).not.toContain(pivot.id)
    expect(after).not.toContain(pivot.id)
    // `date` is the site's wall clock: the same instant without a zone.
    expect(ids((await json(`/wp-json/wp/v2/posts?after=${pivot.date}&per_page=100`)).body)).toEqual(after)
  })

  it('modified_after and modified_before filter on the modification date', async () => {
    const sorted = [...all].sort((a, b) => (a.modified_gmt < b.modified_gmt ? -1 : 1))
    const pivot = sorted[Math.floor(sorted.length / 2)]!.modified_gmt
    const { body: later } = await json(`/wp-json/wp/v2/posts?modified_after=${pivot}Z&per_page=100`)
    for (const post of later) expect(post.modified_gmt > pivot).toBe(true)
    const { body: earlier } = await json(`/wp-json/wp/v2/posts?modified_before=${pivot}Z&per_page=100`)
    for (const post of earlier) expect(post.modified_gmt < pivot).toBe(true)
    expect(later.length + earlier.length).toBeGreaterThan(0)
  })

  it('orderby=include_slugs keeps the order of the slugs; orderby=author sorts by author', async () => {
    const slugs = [all[3]!.slug, all[0]!.slug, all[7]!.slug]
    const { body } = await json(`/wp-json/wp/v2/posts?slug=${slugs.join(',')}&orderby=include_slugs`)
    expect(body.map((post: Post) => post.slug)).toEqual(slugs)
    const { body: byAuthor } = await json('/wp-json/wp/v2/posts?orderby=author&order=asc&per_page=100')
    const authors = byAuthor.map((post: Post) => post.author)
    expect(authors).toEqual([...authors].sort((a, b) => a - b))
  })

  it('pages take parent, parent_exclude and menu_order', async () => {
    const { body: pages } = await json('/wp-json/wp/v2/pages?per_page=100')
    const { body: topLevel } = await json('/wp-json/wp/v2/pages?parent=0&per_page=100')
    expect(topLevel.length).toBe(pages.filter((page: { parent: number }) => page.parent === 0).length)
    expect((await json('/wp-json/wp/v2/pages?parent_exclude=0&per_page=100')).body.length).toBe(pages.length - topLevel.length)
    const order = pages[0].menu_order
    for (const page of (await json(`/wp-json/wp/v2/pages?menu_order=${order}&per_page=100`)).body) expect(page.menu_order).toBe(order)
  })

  it('section types take the exclusions of their taxonomies', async () => {
    const { body: webinars } = await json('/wp-json/wp/v2/webinars?per_page=100')
    const category = webinars.find((w: Post) => w.categories.length > 0)?.categories[0]
    const { res, body } = await json(`/wp-json/wp/v2/webinars?categories_exclude=${category}&per_page=100`)
    expect(res.status).toBe(200)
    for (const webinar of body) expect(webinar.categories).not.toContain(category)
    expect(body.length).toBeLessThan(webinars.length)
  })
})
