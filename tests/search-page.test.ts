import { describe, expect, it } from 'vitest'
import { elementHtml, hasLink, hrefsOf, hrefsWithClass, textOf } from './html.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** The search page over the site's search engine: facets, "did you mean", pages per kind, hostile input (docs/decisions/057). */
const t = withTestApp()

const page = async (path: string, status = 200) => {
  const res = await t.request(path)
  expect(res.status, path).toBe(status)
  return res.text()
}
const results = (html: string) => hrefsWithClass(html, 'search-match__link')
const facet = (html: string, name: string) => elementHtml(html, `<nav class="filter-links search-facet" aria-label="${name}"`)
const plain = (html: string) => textOf(html).replace(/\s+/g, ' ').trim()

interface SiteSearch {
  results: { kind: string; url: string; title: string; snippet: string }[]
  facets: { kinds: { kind: string; count: number }[]; topics: { id: number; slug: string; name: string; count: number }[]; windows: { within: string; count: number }[] }
  did_you_mean: string | null
}
const siteSearch = async (params: string) => {
  const res = await t.request(`/wp-json/quota/v1/search?${params}`)
  expect(res.status).toBe(200)
  return { body: (await res.json()) as SiteSearch, total: Number(res.headers.get('X-WP-Total')) }
}

describe('the search page', () => {
  it('finds what a misspelt word means, and offers the spelling', async () => {
    const html = await page('/search?q=forcast')
    expect(results(html).length).toBeGreaterThan(0)
    expect(plain(elementHtml(html, '<p class="search-did-you-mean"'))).toBe('Did you mean forecast?')
    expect(hrefsOf(elementHtml(html, '<p class="search-did-you-mean"'))).toEqual(['/search?q=forecast'])
    expect([...html.matchAll(/<mark>([^<]*)<\/mark>/g)].some((match) => /^forecast/i.test(match[1]!))).toBe(true)
  })

  it('shows the kinds, topics and dates found, with counts, as links that narrow the search', async () => {
    const html = await page('/search?q=forecast')
    const { body } = await siteSearch('search=forecast')
    const kinds = facet(html, 'Kind')
    expect(kinds).toMatch(/<a[^>]*aria-current="page"[^>]*>Everything<\/a>/)
    for (const { count } of body.facets.kinds) expect(plain(kinds)).toContain(`(${count})`)
    expect(hrefsOf(kinds)).toContain('/search?q=forecast&type=webinars')
    const [topic] = body.facets.topics
    expect(hrefsOf(facet(html, 'Topic'))).toContain(`/search?q=forecast&topic=${topic!.id}`)
    expect(hrefsOf(facet(html, 'Date'))).toEqual(['/search?q=forecast', '/search?q=forecast&within=week', '/search?q=forecast&within=month', '/search?q=forecast&within=year'])

    const narrowed = await page(`/search?q=forecast&topic=${topic!.id}`)
    expect(results(narrowed).length).toBe(Math.min(10, topic!.count))
    expect(facet(narrowed, 'Topic')).toMatch(new RegExp(`<a[^>]*aria-current="page"[^>]*>${topic!.name.replace('&', '&amp;')}</a>`))
  })

  it('the date facet keeps what was published in the window', async () => {
    const { body: all } = await siteSearch('search=sales')
    const year = all.facets.windows.find((window) => window.within === 'year')!
    const { total } = await siteSearch('search=sales&within=year')
    expect(total).toBe(year.count)
  })

  it('pages through one kind, ten at a time, with the page in the address', async () => {
    const { total } = await siteSearch('search=sales&kind=issues')
    expect(total).toBeGreaterThan(10)
    const first = await page('/search?q=sales&type=issues')
    expect(results(first)).toHaveLength(10)
    expect(results(first).every((href) => href.startsWith('/magazine'))).toBe(true)
    expect(hasLink(first, { href: '/search?q=sales&type=issues&page=2', rel: 'next' })).toBe(true)
    const second = await page('/search?q=sales&type=issues&page=2')
    expect(results(second).filter((href) => results(first).includes(href))).toEqual([])
    await page(`/search?q=sales&type=issues&page=${Math.ceil(total / 10) + 1}`, 404)
  })

  it('finds authors by name and topics by theirs', async () => {
    expect(results(await page('/search?q=Maya+Okonkwo'))[0]).toBe('/authors/maya-okonkwo')
    expect(results(await page('/search?q=negotation'))[0]).toMatch(/^\/topics\/\d+\/negotiation$/)
  })

  it('the content API ranks and forgives typos the same way', async () => {
    const res = await t.request('/wp-json/wp/v2/posts?search=negotation&per_page=3&_fields=slug')
    expect(res.status).toBe(200)
    expect(((await res.json()) as { slug: string }[]).length).toBe(3)
    const webinars = (await (await t.request('/wp-json/wp/v2/search?search=Forecast+Calls+Your+Team+Will+Not+Dread&per_page=1')).json()) as { url: string }[]
    expect(webinars[0]!.url).toMatch(/\/webinars\//)
  })

  it.each([
    ['a NUL', 'a%00b'],
    ['ten thousand characters', 'x'.repeat(10_000)],
    ['LIKE and escape characters', encodeURIComponent('%_\\')],
    ['quotes', encodeURIComponent(`'"pipeline"'`)],
    ['an ampersand', encodeURIComponent('R&D & sales')],
    ['tsquery operators', encodeURIComponent('!(a | b) & c:* <-> d')],
    ['only stop words', encodeURIComponent('the and of a')],
  ])('answers a query of %s without a server error', async (_name, query) => {
    const res = await t.request(`/search?q=${query}`)
    expect(res.status).toBeLessThan(500)
    if (res.status === 200) expect(titleOf(await res.text())).toMatch(/^Search/)
  })

  it('a query of stop words finds nothing rather than every title with "the"', async () => {
    const html = await page(`/search?q=${encodeURIComponent('the and of a')}`)
    expect(results(html)).toEqual([])
    expect(plain(html)).toContain('Nothing matches “the and of a”.')
  })

  it('refuses a topic or date facet it cannot read by ignoring it, and an unknown kind with 404', async () => {
    expect(results(await page('/search?q=forecast&topic=99999999999&within=decade')).length).toBeGreaterThan(0)
    await page('/search?q=forecast&type=nope', 404)
    const api = await t.request('/wp-json/quota/v1/search?search=forecast&kind=nope')
    expect(api.status).toBe(400)
  })
})
