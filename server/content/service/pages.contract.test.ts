import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '#tests/utils/test-app.ts'

const SAMPLES = new URL('../../../../shared/wordpress-samples/', import.meta.url)
const sample = (name: string) => JSON.parse(readFileSync(new URL(name, SAMPLES), 'utf8'))

/** The same keys, recursively, as a recorded WordPress answer (values are ours). */
function shapeOf(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? [shapeOf(value[0])] : []
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shapeOf(inner)]))
  }
  return typeof value
}

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('wp/v2/pages answers like WordPress', () => {
  it('pages/{id} has the shape of pages-single.json', async () => {
    const res = await t.request('/wp-json/wp/v2/pages/12660')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('allow')).toBe('GET')
    expect(res.headers.get('link')).toBe('<http://localhost:3000/about/>; rel="alternate"; type=text/html')
    const body = await res.json()
    const expected = sample('pages-single.json')
    // Only what needs an author or comments differs: the built-in service has no page authors yet.
    delete expected._links.author
    delete expected._links.replies
    delete expected._links['version-history']
    expect(shapeOf(body)).toEqual(shapeOf(expected))
    expect(body).toMatchObject({ id: 12660, slug: 'about', type: 'page', status: 'publish', title: { rendered: 'About' } })
    expect(body.date_gmt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/)
  })

  it('pages?slug= answers an array with the collection headers, as pages-slug-about.json', async () => {
    const res = await t.request('/wp-json/wp/v2/pages?slug=about')
    expect(res.headers.get('x-wp-total')).toBe('1')
    expect(res.headers.get('x-wp-totalpages')).toBe('1')
    const body = await res.json()
    expect(body).toHaveLength(1)
    expect(Object.keys(body[0]).sort()).toEqual(Object.keys(sample('pages-slug-about.json')[0]).sort())
  })

  it('an unknown slug is 200 with an empty array', async () => {
    const res = await t.request('/wp-json/wp/v2/pages?slug=no-such-page')
    expect(res.status).toBe(200)
    expect(res.headers.get('x-wp-total')).toBe('0')
    expect(await res.json()).toEqual([])
  })

  it('pages paginate with a next Link', async () => {
    const res = await t.request('/wp-json/wp/v2/pages?per_page=2')
    const total = Number(res.headers.get('x-wp-total'))
    expect(total).toBeGreaterThan(10)
    expect(res.headers.get('x-wp-totalpages')).toBe(String(Math.ceil(total / 2)))
    expect(res.headers.get('link')).toBe('<http://localhost:3000/wp-json/wp/v2/pages?per_page=2&page=2>; rel="next"')
  })

  it('an unknown id is the WordPress 404 of error-404-post.json', async () => {
    const res = await t.request('/wp-json/wp/v2/pages/999999')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual(sample('error-404-post.json'))
  })

  it('per_page out of range is the WordPress 400 of error-400-per_page.json', async () => {
    const res = await t.request('/wp-json/wp/v2/pages?per_page=1000')
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual(sample('error-400-per_page.json'))
  })

  it.each(['per_page=abc', 'page=0', 'page=-1'])('%s is a 400 rest_invalid_param', async (query) => {
    const res = await t.request(`/wp-json/wp/v2/pages?${query}`)
    expect(res.status).toBe(400)
    expect((await res.json()).code).toBe('rest_invalid_param')
  })

  it('an unknown route is rest_no_route', async () => {
    const res = await t.request('/wp-json/wp/v2/nothing-here')
    expect(res.status).toBe(404)
    expect((await res.json()).code).toBe('rest_no_route')
  })
})
