import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'
import { withoutSiteSearch } from './utils/plain-wordpress.ts'

/**
 * GET /search-suggestions?q=: the header box's suggestions (docs/decisions/064): titles of the best
 * matches across every kind, companies among them, cached like a page, and bad input refused
 * with the one error shape rather than failing.
 */
const t = withTestApp()

interface Answer {
  query: string
  suggestions: { title: string; kind: string; label: string; path: string }[]
}
const suggest = async (q: string) => {
  const res = await t.request(`/search-suggestions?${new URLSearchParams({ q })}`)
  return { res, body: (await res.json()) as Answer }
}

describe('search suggestions', () => {
  it('suggests a company on the lists first by its name, with its kind and its page, cached like a public page', async () => {
    const [edition] = (await (await t.request('/wp-json/wp/v2/lists?kind=list&per_page=1&orderby=year&order=desc')).json()) as { acf: { entries: { company: string }[] } }[]
    const company = edition!.acf.entries[9]!.company
    const { res, body } = await suggest(company)
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60')
    expect(res.headers.get('CDN-Cache-Control')).toContain('stale-while-revalidate')
    expect(body.suggestions[0]).toMatchObject({ title: company, kind: 'companies', label: 'Companies' })
    expect(body.suggestions[0]!.path).toMatch(/^\/companies\/[a-z0-9-]+$/)
    expect((await t.request(body.suggestions[0]!.path)).status).toBe(200)
  })

  it('suggests what a misspelt word means and the start of a word being typed, at most eight', async () => {
    const typo = (await suggest('negotation')).body.suggestions
    expect(typo.length).toBeGreaterThan(1)
    expect(typo.length).toBeLessThanOrEqual(8)
    expect(typo.every((suggestion) => /negotia/i.test(suggestion.title))).toBe(true)
    const prefix = (await suggest('forec')).body.suggestions
    expect(prefix.length).toBeGreaterThan(0)
    expect(prefix[0]!.title).toMatch(/forecast/i)
  })

  it('suggests nothing for an empty query, one letter or stop words only', async () => {
    for (const q of ['', '   ', 'a', 'the and of']) {
      const { res, body } = await suggest(q)
      expect(res.status, JSON.stringify(q)).toBe(200)
      expect(body.suggestions).toEqual([])
    }
    const bare = await t.request('/search-suggestions')
    expect(bare.status).toBe(200)
    expect(((await bare.json()) as Answer).suggestions).toEqual([])
  })

  it('reads NUL and other control characters as spaces', async () => {
    const { res, body } = await suggest('forecast\u0000calls\u0007')
    expect(res.status).toBe(200)
    expect(body.query).toBe('forecast calls')
    expect(body.suggestions.some((suggestion) => /forecast calls/i.test(suggestion.title))).toBe(true)
  })

  it('refuses a query longer than the box takes with 400 and the one error shape, never a 5xx', async () => {
    for (const length of [201, 20_000]) {
      const res = await t.request(`/search-suggestions?q=${'x'.repeat(length)}`)
      expect(res.status).toBe(400)
      expect(res.headers.get('Cache-Control')).toBe('no-store')
      const body = (await res.json()) as { error: { code: string; fields: Record<string, string> }; requestId: string }
      expect(body.error.code).toBe('validation_failed')
      expect(body.error.fields.q).toMatch(/200 characters/)
      expect(body.requestId).not.toBe('')
    }
    expect((await suggest('x'.repeat(200))).res.status).toBe(200)
  })

  it('the content API route takes at most ten and refuses text the database cannot hold', async () => {
    const ten = await t.request('/wp-json/quota/v1/search/suggestions?search=sales&per_page=10')
    expect(ten.status).toBe(200)
    expect(((await ten.json()) as unknown[]).length).toBe(10)
    expect((await t.request('/wp-json/quota/v1/search/suggestions?search=sales&per_page=11')).status).toBe(400)
    expect((await t.request('/wp-json/quota/v1/search/suggestions?search=sa%00les')).status).toBe(400)
  })
})

describe('search suggestions through a content API without the site search (a plain WordPress)', () => {
  let plain: TestApp
  beforeAll(async () => {
    plain = await createTestApp({ envVars: { CONTENT_API_URL: 'http://cms.example.test' }, contentFetch: withoutSiteSearch(t) })
  })
  afterAll(() => plain.close())

  it('suggests nothing, and says so with a 200', async () => {
    const res = await plain.request('/search-suggestions?q=forecast')
    expect(res.status).toBe(200)
    expect(((await res.json()) as Answer).suggestions).toEqual([])
  })
})
