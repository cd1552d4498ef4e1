import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canonicalOf, elementHtml, hrefsOf, textOf } from './html.ts'
import { createTestApp, titleOf, type TestApp } from './utils/test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

/**
 * The resource pages (the hub, white papers, an asset), rendered by the built app over a seeded
 * database. Expectations come from the app's own content API, so they hold for any seed.
 */
const SITE = 'http://localhost:3000'
const YEAR = new Date().getUTCFullYear()
interface WpResource {
  id: number
  slug: string
  title: { rendered: string }
  acf: { asset_type: string; sponsor: { slug: string; name: string } }
}

let t: TestApp
let resources: WpResource[]
beforeAll(async () => {
  t = await createTestApp()
  const json = async <T>(path: string) => (await (await t.request(`/wp-json/wp/v2/${path}`)).json()) as T
  resources = await json<WpResource[]>('resources?per_page=50')
})
afterAll(() => t.close())

const { page, expectRedirect } = pageChecks(() => t)

describe('resources', () => {
  it('the hub shows white papers, lists, letters and jobs, filterable by type', async () => {
    const html = await page('/resources')
    expect(titleOf(html)).toBe('Resources / Quota')
    const links = hrefsOf(html)
    expect(links).toEqual(expect.arrayContaining(['/resources/sales-consultants-letter', '/resources/b2b-sales-jobs', `/lists/${YEAR}/quota-500`]))
    const whitePaper = resources.find((resource) => resource.acf.asset_type === 'white-paper')!
    expect(links).toContain(`/resources/content/${whitePaper.slug}/${whitePaper.acf.sponsor.slug}`)
    const filtered = await page('/resources?type=case-study')
    const shown = hrefsOf(elementHtml(filtered, '<main')).filter((href) => href.startsWith('/resources/content/'))
    expect(shown).toEqual(resources.filter((resource) => resource.acf.asset_type === 'case-study').map((resource) => `/resources/content/${resource.slug}/${resource.acf.sponsor.slug}`))
    expect(filtered).not.toContain('/resources/b2b-sales-jobs"')
    await page('/resources?type=nonsense', 404)
  })

  it('the white paper index answers at its address and under it', async () => {
    const papers = resources.filter((resource) => resource.acf.asset_type === 'white-paper')
    for (const path of ['/resources/white-papers', '/resources/white-papers/2026/forecasting']) {
      const html = await page(path)
      expect(titleOf(html)).toBe('White papers / Quota')
      expect(canonicalOf(html)).toBe(`${SITE}/resources/white-papers`)
      expect(
        hrefsOf(html)
          .filter((href) => href.startsWith('/resources/content/'))
          .sort(),
      ).toEqual(papers.map((paper) => `/resources/content/${paper.slug}/${paper.acf.sponsor.slug}`).sort())
    }
  })

  it('an asset page: cover, summary, sponsor, the download form; a wrong client 301s, an unknown title 404s', async () => {
    const resource = resources[0]!
    const path = `/resources/content/${resource.slug}/${resource.acf.sponsor.slug}`
    const html = await page(path)
    expect(titleOf(html)).toBe(`${textOf(resource.title.rendered)} / Quota`)
    expect(html).toMatch(/<img class="resource__cover"[^>]* width="\d+" height="\d+"/)
    expect(html).toContain(`alt="${resource.acf.sponsor.name}"`)
    expect(html).toContain(`${resource.acf.sponsor.name} may contact me about this resource`)
    await expectRedirect(`/resources/content/${resource.slug}/someone-else`, path)
    await page('/resources/content/no-such-paper/nobody', 404)
  })
})
