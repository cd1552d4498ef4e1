import { describe, expect, it } from 'vitest'
import { withTestApp } from '#tests/utils/with-test-app.ts'
import { sampleIndex } from '#tests/utils/wordpress-samples.ts'

/** The headers WordPress puts on every /wp-json answer, and the discovery Link of the home page. */
const t = withTestApp()
const SITE = 'http://localhost:3000'
const API_ROOT = `<${SITE}/wp-json/>; rel="https://api.w.org/"`

/** Recorded requests that name no id of the recorded site, so that ours can ask the same. */
const portable = sampleIndex().filter((entry) => entry.file.endsWith('.json') && !/\/\d+(\?|$)/.test(entry.request) && !entry.request.includes('slug=running'))

describe('every /wp-json answer carries the headers WordPress sends', () => {
  it.each(portable.map((entry) => [entry.file, entry] as const))('%s: Content-Type, the discovery Link unless the answer has its own, Allow', async (_file, entry) => {
    const url = new URL(entry.request.replace(/^GET /, '').replace('{site}', SITE))
    const res = await t.request(`${url.pathname}${url.search}`)
    expect(res.status).toBe(entry.status)
    expect(res.headers.get('content-type')).toBe(entry.headers['content-type'])
    // Our seed has more content than the recorded site: whether a page has neighbours is ours to say.
    const page = Number(url.searchParams.get('page') ?? 1)
    const paged = page > 1 || Number(res.headers.get('x-wp-totalpages') ?? 0) > page
    if (paged) expect(res.headers.get('link')).toMatch(/rel="(next|prev)"$/)
    else expect(res.headers.get('link')).toBe(API_ROOT)
    expect(res.headers.get('allow')).toBe(entry.headers.allow ?? null)
  })

  it.each(['/wp-json/wp/v2/posts/999999', '/wp-json/wp/v2/tags/999999', '/wp-json/wp/v2/posts?order=sideways', '/wp-json/nope', '/wp-json/wp/v2/posts?slug=no-such-post'])(
    '%s: JSON in UTF-8 with the discovery Link',
    async (path) => {
      const res = await t.request(path)
      expect(res.headers.get('content-type')).toBe('application/json; charset=UTF-8')
      expect(res.headers.get('link')).toBe(API_ROOT)
    },
  )

  it('an unknown id or route answers without Allow, as WordPress does when no route or permission matched', async () => {
    expect((await t.request('/wp-json/wp/v2/posts/999999')).headers.get('allow')).toBeNull()
    expect((await t.request('/wp-json/nope')).headers.get('allow')).toBeNull()
  })
})

describe('the home page names the API', () => {
  it('GET / carries the discovery Link, rendered and from the page cache', async () => {
    const first = await t.request('/')
    expect(first.headers.get('content-type')).toMatch(/^text\/html/)
    expect(first.headers.get('link')).toContain(API_ROOT)
    const again = await t.request('/')
    expect(again.headers.get('x-cache')).toBe('HIT')
    expect(again.headers.get('link')).toContain(API_ROOT)
    expect((await t.request('/', { method: 'HEAD' })).headers.get('link')).toContain(API_ROOT)
  })

  it('other pages do not', async () => {
    expect((await t.request('/about')).headers.get('link') ?? '').not.toContain('api.w.org')
  })
})
