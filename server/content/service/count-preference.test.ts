import { expect, it } from 'vitest'
import { withTestApp } from '#tests/utils/with-test-app.ts'
import { createContentClient } from '../client.ts'

/**
 * `Prefer: count=none` (RFC 7240) lets an in-process reader that shows no page count skip the
 * count of every matching post; anyone else gets WordPress's totals as before.
 */
const t = withTestApp()

const PATH = '/wp-json/wp/v2/posts?per_page=2&_fields=id'

it('answers the same posts without the totals, saying so, and links the next page of a full one', async () => {
  const counted = await t.request(PATH)
  const uncounted = await t.request(PATH, { headers: { Prefer: 'count=none' } })
  expect(uncounted.status).toBe(200)
  expect(await uncounted.json()).toEqual(await counted.json())
  expect(Number(counted.headers.get('x-wp-total'))).toBeGreaterThan(2)
  expect(uncounted.headers.get('x-wp-total')).toBeNull()
  expect(uncounted.headers.get('x-wp-totalpages')).toBeNull()
  expect(uncounted.headers.get('preference-applied')).toBe('count=none')
  expect(uncounted.headers.get('link')).toMatch(/page=2>; rel="next"$/)
})

it('keeps the totals for any other preference', async () => {
  for (const prefer of ['count=exact', 'respond-async', 'xcount=none']) {
    const res = await t.request(PATH, { headers: { Prefer: prefer } })
    expect(res.headers.get('x-wp-total'), prefer).not.toBeNull()
    expect(res.headers.get('preference-applied'), prefer).toBeNull()
  }
})

it('answers an empty page past the end without counting, where WordPress would refuse the page number', async () => {
  const res = await t.request('/wp-json/wp/v2/posts?per_page=100&page=900', { headers: { Prefer: 'count=none' } })
  expect(res.status).toBe(200)
  expect(await res.json()).toEqual([])
  expect(res.headers.get('link')).toMatch(/page=899>; rel="prev"$/)
})

it('is what the content client asks for when its caller shows no page count, and only then', async () => {
  const preferences: (string | null)[] = []
  const client = createContentClient({
    baseUrl: 'http://localhost:3000',
    fetch: (request) => {
      preferences.push(request.headers.get('prefer'))
      const url = new URL(request.url)
      return t.request(`${url.pathname}${url.search}`, { headers: request.headers })
    },
  })
  const related = await client.getArticles({ perPage: 2, teaser: true, countTotal: false })
  expect(related.items).toHaveLength(2)
  const listed = await client.getArticles({ perPage: 2, teaser: true })
  expect(listed.total).toBeGreaterThan(2)
  expect(preferences).toEqual(['count=none', null])
})

it('reads posts without their bodies when _fields leaves content out, and with them otherwise', async () => {
  const [teaser] = (await (await t.request('/wp-json/wp/v2/posts?per_page=1&_fields=id,excerpt')).json()) as { id: number; content?: unknown }[]
  expect(teaser).not.toHaveProperty('content')
  const [whole] = (await (await t.request(`/wp-json/wp/v2/posts?include=${teaser!.id}&_fields=id,content.rendered`)).json()) as { content: { rendered: string } }[]
  expect(whole!.content.rendered.length).toBeGreaterThan(100)
  const [plain] = (await (await t.request(`/wp-json/wp/v2/posts?include=${teaser!.id}`)).json()) as { content: { rendered: string } }[]
  expect(plain!.content.rendered).toBe(whole!.content.rendered)
})
