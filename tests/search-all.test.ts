import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { elementHtml, hrefsWithClass, textOf } from './html.ts'
import { createTestApp, titleOf, type TestApp } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'
import { withoutSiteSearch } from './utils/plain-wordpress.ts'

/**
 * Search across every kind of content in one ranking (docs/decisions/057), companies among them
 * (064); through a content API without the site's search (a plain WordPress), articles first, then
 * a few of each other kind and the companies on the lists.
 */
const t = withTestApp()

const api = async <T>(path: string): Promise<T> => (await (await t.request(`/wp-json/wp/v2/${path}`)).json()) as T
const pathOf = (link: string) => new URL(link).pathname.replace(/(.)\/$/, '$1')
const page = async (path: string, status = 200) => {
  const res = await t.request(path)
  expect(res.status, path).toBe(status)
  return res.text()
}
const plain = (html: string) => textOf(html).replace(/\s+/g, ' ').trim()
const results = (html: string) => hrefsWithClass(html, 'search-match__link')

interface Titled {
  link: string
  title: { rendered: string }
}

describe('search across every kind of content', () => {
  it('finds a webinar by its exact title first, above every article, and its link opens the webinar', async () => {
    const [webinar] = await api<Titled[]>('webinars?per_page=1')
    const title = plain(webinar!.title.rendered)
    const html = await page(`/search?q=${encodeURIComponent(title)}`)
    expect(results(html)[0]).toBe(pathOf(webinar!.link))
    expect((await t.request(pathOf(webinar!.link))).status).toBe(200)
  })

  it.each([
    ['videos', 'videos'],
    ['events', 'events'],
    ['resources', 'resources'],
    ['issues', 'issues'],
  ])('finds %s by title, first', async (type) => {
    const [item] = await api<Titled[]>(`${type}?per_page=1`)
    const title = plain(item!.title.rendered)
    const html = await page(`/search?q=${encodeURIComponent(title)}`)
    expect(results(html)[0]).toBe(pathOf(item!.link))
  })

  it('finds a company on the lists by its name first, as the company (docs/decisions/064), and its link opens the company page with its rank', async () => {
    const [edition] = await api<(Titled & { acf: { entries: { company: string; rank: number }[] } })[]>('lists?kind=list&per_page=1&orderby=year&order=desc')
    const entry = edition!.acf.entries[17]!
    const html = await page(`/search?q=${encodeURIComponent(entry.company)}`)
    const [first] = results(html)
    expect(first).toMatch(/^\/companies\/[a-z0-9-]+$/)
    expect(plain(elementHtml(html, '<li class="search-match"'))).toMatch(new RegExp(`^${entry.company} ?Companies`))
    expect(html).toMatch(/<a[^>]*href="\/search\?q=[^"]*&amp;type=companies"[^>]*>Companies<\/a>/)
    const company = plain(await page(first!))
    expect(company).toContain(entry.company)
    expect(company).toContain(plain(edition!.title.rendered).replace(/ \d{4}$/, ''))
  })

  it('narrows to one kind with ?type=, paged, and refuses kinds it does not know', async () => {
    const html = await page('/search?q=sales&type=webinars')
    expect(titleOf(html)).toBe('Webinars matching “sales” / Quota')
    expect(html).not.toContain('class="search-group"')
    const links = results(html)
    expect(links.length).toBeGreaterThan(0)
    expect(links.every((href) => href.startsWith('/webinars/'))).toBe(true)
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*>Webinars<\/a>/)
    await page('/search?q=sales&type=podcasts', 404)
    await page('/search?q=sales&type=webinars&page=999', 404)
    await page('/search?q=sales&type=companies&page=999', 404)
  })

  it('the content API ranks the company first too, counts companies in its kind facet and narrows to them', async () => {
    const [edition] = await api<(Titled & { acf: { entries: { company: string }[] } })[]>('lists?kind=list&per_page=1&orderby=year&order=desc')
    const company = edition!.acf.entries[30]!.company
    const search = async (query: string) =>
      (await (await t.request(`/wp-json/quota/v1/search?${query}`)).json()) as { results: { kind: string; title: string; url: string }[]; facets: { kinds: { kind: string; count: number }[] } }
    const all = await search(new URLSearchParams({ search: company }).toString())
    expect(all.results[0]).toMatchObject({ kind: 'companies', title: company })
    expect(all.results[0]!.url).toMatch(/^http:\/\/localhost:3000\/companies\/[a-z0-9-]+$/)
    expect(all.facets.kinds.find((facet) => facet.kind === 'companies')!.count).toBeGreaterThan(0)
    const only = await search(new URLSearchParams({ search: company, kind: 'companies' }).toString())
    expect(only.results.every((result) => result.kind === 'companies')).toBe(true)
    // Companies have no date: the date facet leaves them out.
    const recent = await search(new URLSearchParams({ search: company, kind: 'companies', within: 'year' }).toString())
    expect(recent.results).toEqual([])
  })

  it('narrows to companies with ?type=companies: only company pages', async () => {
    const [edition] = await api<(Titled & { acf: { entries: { company: string }[] } })[]>('lists?kind=list&per_page=1&orderby=year&order=desc')
    const company = edition!.acf.entries[3]!.company
    const html = await page(`/search?q=${encodeURIComponent(company)}&type=companies`)
    const links = results(html)
    expect(links.length).toBeGreaterThan(0)
    expect(links.every((href) => href.startsWith('/companies/'))).toBe(true)
    expect(plain(elementHtml(html, '<ol class="search-matches search-ranked"'))).toContain(company)
  })
})

describe('through a content API without the site search, when one kind cannot be read', () => {
  let partly: TestApp
  beforeAll(async () => {
    partly = await createTestApp({
      envVars: { CONTENT_API_URL: 'http://cms.example.test' },
      contentFetch: withoutSiteSearch(t, (url) => /\/wp\/v2\/videos\b/.test(url.pathname)),
    })
  })
  afterAll(() => partly.close())

  it('the results page leaves that kind out and shows the rest', async () => {
    const res = await partly.request('/search?q=sales')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(html).not.toContain('search-group-videos')
    expect(html).toContain('search-group-webinars')
  })
})
