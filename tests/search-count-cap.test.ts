import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { hasLink, hrefsWithClass, textOf } from './html.ts'
import { withTestApp } from './utils/with-test-app.ts'

/**
 * A search with more matches than it counts (docs/decisions/074): the total reads "1,000+", the
 * pages stop at the hundredth of ten, and every page holds its own ten results in one order. The
 * matches are written in one statement, not through the API one by one.
 */
const t = withTestApp()
const WORD = 'zephyrquill'
const MATCHES = 1234

const page = async (path: string, status = 200) => {
  const res = await t.request(path)
  expect(res.status, path).toBe(status)
  return res.text()
}
const results = (html: string) => hrefsWithClass(html, 'search-match__link')

beforeAll(async () => {
  // One an hour back from now: the newest first among equals.
  await t.database.db.execute(sql`
    insert into posts (type, status, slug, title, excerpt, content_html, published_at, modified_at)
    select 'post', 'publish', ${WORD} || '-note-' || n, 'Field note ' || n || ' on the ' || ${WORD}, '', '<p>The ' || ${WORD} || ' again.</p>', now() - n * interval '1 hour', now()
    from generate_series(1, ${MATCHES}) n`)
})

describe('a search past the count cap', () => {
  it('reads "1,000+ results" and pages to the hundredth page of ten, no further', async () => {
    const first = await page(`/search?q=${WORD}`)
    expect(textOf(first)).toContain(`1,000+ results for “${WORD}” · page 1 of 100`)
    expect(results(first)).toHaveLength(10)
    expect(hasLink(first, { href: `/search?q=${WORD}&page=2`, rel: 'next' })).toBe(true)
    const last = await page(`/search?q=${WORD}&page=100`)
    expect(textOf(last)).toContain('page 100 of 100')
    expect(results(last)).toHaveLength(10)
    expect(last).not.toMatch(/rel="next"/)
    await page(`/search?q=${WORD}&page=101`, 404)
  })

  it('gives each page its own ten, in one order across pages', async () => {
    const pages = await Promise.all([1, 2, 3, 50].map(async (n) => results(await page(`/search?q=${WORD}&page=${n}`))))
    const all = pages.flat()
    expect(new Set(all).size).toBe(40)
    // Equal titles but for the number: the newest (the smallest number) first.
    const numbers = all.map((href) => Number(/-note-(\d+)/.exec(href)?.[1]))
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b))
  })

  it('the search API and the content API count 1 000 at most, and serve the last page', async () => {
    const res = await t.request(`/wp-json/quota/v1/search?search=${WORD}&page=100`)
    expect(res.status).toBe(200)
    expect(res.headers.get('X-WP-Total')).toBe('1000')
    expect(res.headers.get('X-WP-TotalPages')).toBe('100')
    const body = (await res.json()) as { results: unknown[]; facets: { kinds: { kind: string; count: number }[] } }
    expect(body.results).toHaveLength(10)
    expect(body.facets.kinds).toEqual([{ kind: 'articles', count: 1000 }])
    const posts = await t.request(`/wp-json/wp/v2/posts?search=${WORD}&per_page=100&page=10&_fields=slug`)
    expect(posts.status).toBe(200)
    expect(posts.headers.get('X-WP-Total')).toBe('1000')
    expect(((await posts.json()) as unknown[]).length).toBe(100)
    expect((await t.request(`/wp-json/wp/v2/posts?search=${WORD}&per_page=100&page=11`)).status).toBe(400)
  })
})
