import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canonicalOf, elementHtml, hrefsOf, jsonLdOf, textOf } from './html.ts'
import { createTestApp, titleOf, type TestApp } from './utils/test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

/**
 * Section pages, part B (webinars, lists and awards, resources, year landing pages), rendered by
 * the built app over the seed. Expectations are read from the app's own content API first.
 */
const SITE = 'http://localhost:3000'
const YEAR = new Date().getUTCFullYear()

interface WpWebinar {
  id: number
  slug: string
  title: { rendered: string }
  categories: number[]
  acf: { start_date: string; recording_video_id: string; sponsor: { name: string }; presenter: { name: string } }
}
interface WpResource {
  id: number
  slug: string
  title: { rendered: string }
  acf: { asset_type: string; sponsor: { slug: string; name: string } }
}

let t: TestApp
let upcoming: WpWebinar[]
let past: WpWebinar[]
let resources: WpResource[]
beforeAll(async () => {
  t = await createTestApp()
  const json = async <T,>(path: string) => (await (await t.request(`/wp-json/wp/v2/${path}`)).json()) as T
  upcoming = await json<WpWebinar[]>('webinars?upcoming=1&orderby=start_date&order=asc&per_page=50')
  past = await json<WpWebinar[]>('webinars?upcoming=0&orderby=start_date&order=desc&per_page=50')
  resources = await json<WpResource[]>('resources?per_page=50')
})
afterAll(() => t.close())

const { page, expectRedirect } = pageChecks(() => t)

const webinarPath = (webinar: WpWebinar) => `/webinars/${webinar.id}/${webinar.slug}`

describe('webinars', () => {
  it('lists upcoming soonest first with Eastern times, on demand newest first, and sponsor logos', async () => {
    expect(upcoming.length).toBeGreaterThan(0)
    expect(past.length).toBeGreaterThan(0)
    const html = await page('/webinars')
    expect(titleOf(html)).toBe('Webinars / Quota')
    expect(canonicalOf(html)).toBe(`${SITE}/webinars`)
    const links = (section: string) => hrefsOf(elementHtml(html, `<section class="webinar-section" aria-labelledby="${section}"`)).filter((href) => href.startsWith('/webinars/'))
    expect(links('upcoming-heading')).toEqual(upcoming.map(webinarPath))
    expect(links('on-demand-heading')).toEqual(past.map(webinarPath))
    expect(elementHtml(html, '<section class="webinar-section" aria-labelledby="upcoming-heading"')).toMatch(/\d{1,2}:\d\d [ap]\.m\. ET/)
    const strip = elementHtml(html, '<section class="sponsor-strip"')
    expect(strip).toMatch(/<img class="sponsor-logo" src="[^"]+\.svg" alt="[^"]+" width="120" height="40"/)
  })

  it('filters by topic with plain links; an unknown topic is a 404', async () => {
    const topic = upcoming[0]!.categories[0]!
    const html = await page(`/webinars?topic=${topic}`)
    const shown = hrefsOf(elementHtml(html, '<main')).filter((href) => /^\/webinars\/\d+\//.test(href))
    const expected = [...upcoming, ...past].filter((webinar) => webinar.categories.includes(topic)).map(webinarPath)
    expect(shown.sort()).toEqual(expected.sort())
    expect(html).toMatch(new RegExp(`<a aria-current="page" href="/webinars\\?topic=${topic}"|href="/webinars\\?topic=${topic}"[^>]*aria-current="page"`))
    await page('/webinars?topic=99999999', 404)
    await page('/webinars?topic=abc', 404)
  })

  it('an upcoming webinar: speakers, sponsor, time, calendar link, Event JSON-LD and the registration form', async () => {
    const webinar = upcoming[0]!
    const html = await page(webinarPath(webinar))
    expect(titleOf(html)).toBe(`${textOf(webinar.title.rendered)} / Quota`)
    expect(canonicalOf(html)).toBe(`${SITE}${webinarPath(webinar)}`)
    expect(html).toContain(webinar.acf.presenter.name)
    expect(html).toMatch(/<img class="speaker__photo" src="[^"]+" alt="" width="96" height="96"/)
    expect(html).not.toContain('Registration opens here soon')
    expect(html).toContain('<h2 id="register-heading">Register</h2>')
    expect(hrefsOf(html)).toContain(`${webinarPath(webinar)}/calendar.ics`)
    const event = jsonLdOf(html).find((item) => item['@type'] === 'Event')
    expect(event).toMatchObject({ name: textOf(webinar.title.rendered), eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation' } })
    expect(String(event!.startDate)).toMatch(/^\d{4}-\d\d-\d\dT/)
  })

  it('serves the .ics file of an upcoming webinar, and none for a past one', async () => {
    const webinar = upcoming[0]!
    const res = await t.request(`${webinarPath(webinar)}/calendar.ics`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8')
    const body = await res.text()
    expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(body).toMatch(/\r\nDTSTART:\d{8}T\d{6}Z\r\n/)
    expect(body).toContain(`UID:webinar-${webinar.id}@localhost`)
    expect((await t.request(`${webinarPath(past[0]!)}/calendar.ics`)).status).toBe(404)
    await expectRedirect(`/webinars/${webinar.id}/old-slug/calendar.ics`, `${webinarPath(webinar)}/calendar.ics`)
  })

  it('a past webinar shows its replay with VideoObject JSON-LD to a registered visitor, and no calendar link', async () => {
    const webinar = past.find((candidate) => candidate.acf.recording_video_id)!
    const registration = { first_name: 'Ada', last_name: 'Byron', email: 'sections.b@example.com', company: 'Acme' }
    const registered = await t.request(webinarPath(webinar), { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(registration).toString() })
    expect(registered.status).toBe(302)
    const html = await page(webinarPath(webinar), 200, { headers: { Cookie: registered.headers.get('set-cookie')!.split(';')[0]! } })
    expect(html).toContain(`src="https://www.youtube-nocookie.com/embed/${webinar.acf.recording_video_id}"`)
    expect(jsonLdOf(html).find((item) => item['@type'] === 'VideoObject')).toMatchObject({ name: textOf(webinar.title.rendered) })
    expect(jsonLdOf(html).some((item) => item['@type'] === 'Event')).toBe(false)
    expect(html).not.toContain('calendar.ics')
  })

  it('a wrong slug moves permanently; unknown and malformed ids are 404', async () => {
    const webinar = upcoming[0]!
    await expectRedirect(`/webinars/${webinar.id}/not-the-slug`, webinarPath(webinar))
    await page('/webinars/99999999/anything', 404)
    await page('/webinars/abc/anything', 404)
  })
})

describe('lists and awards', () => {
  it('/lists groups every family with editions, newest year first', async () => {
    const html = await page('/lists')
    expect(titleOf(html)).toBe('Lists & Awards / Quota')
    const lists = hrefsOf(elementHtml(html, '<section aria-labelledby="lists-heading"'))
    expect(lists).toContain(`/lists/${YEAR}/quota-500`)
    expect(lists.indexOf(`/lists/${YEAR}/quota-500`)).toBeLessThan(lists.lastIndexOf(`/lists/${YEAR - 1}/quota-500`))
    expect(hrefsOf(elementHtml(html, '<section aria-labelledby="awards-heading"'))).toContain(`/lists/${YEAR}/cro-of-the-year-awards`)
  })

  it('the 500: introduction, methodology, segments, 100 rows a page, change since last year, year navigation and ItemList', async () => {
    const html = await page(`/lists/${YEAR}/quota-500`)
    expect(titleOf(html)).toBe(`The Quota 500 ${YEAR} / Quota`)
    expect(html).toContain('Introduction')
    expect(html).toContain('Methodology')
    const rows = elementHtml(html, '<tbody').match(/<tr>/g) ?? []
    expect(rows).toHaveLength(100)
    expect(html).toMatch(/rank-change--(up|down|new)/)
    expect(hrefsOf(elementHtml(html, '<nav class="year-links"'))).toContain(`/lists/${YEAR - 1}/quota-500`)
    const list = jsonLdOf(html).find((item) => item['@type'] === 'ItemList') as { numberOfItems: number; itemListElement: { position: number }[] }
    expect(list.numberOfItems).toBe(500)
    expect(list.itemListElement[0]!.position).toBe(1)
    expect(hrefsOf(html)).toContain(`/lists/${YEAR}/quota-500?page=5`)
  })

  it('sorts and filters with query links: by company within one segment', async () => {
    const html = await page(`/lists/${YEAR}/quota-500?segment=technology&sort=company`)
    const companies = [...elementHtml(html, '<tbody').matchAll(/<th scope="row" class="ranked-table__company"><a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1]!)
    expect(companies.length).toBeGreaterThan(5)
    expect(companies).toEqual([...companies].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    expect(textOf(elementHtml(html, '<p class="ranked-list__count"'))).toMatch(/^\d+ of 500 entries match/)
    expect(canonicalOf(html)).toBe(`${SITE}/lists/${YEAR}/quota-500`)
    const search = await page(`/lists/${YEAR}/quota-500?q=zzzz-nothing`)
    expect(search).toContain('No company in this edition matches')
  })

  it('an award programme lists winners by category and level', async () => {
    const html = await page(`/lists/${YEAR}/cro-of-the-year-awards`)
    expect(titleOf(html)).toBe(`CRO of the Year Awards ${YEAR} / Quota`)
    expect(html).toContain('class="award-category"')
    expect(html).toMatch(/award-winner--gold[\s\S]*award-winner--silver/)
    expect(jsonLdOf(html).some((item) => item['@type'] === 'ItemList')).toBe(true)
  })

  it('/resources/{year}/{slug} answers too; aliases move permanently; unknown years, slugs and editions are 404', async () => {
    expect(titleOf(await page(`/resources/${YEAR}/quota-500`))).toBe(`The Quota 500 ${YEAR} / Quota`)
    await expectRedirect(`/lists/${YEAR}/sales-training-companies-top-20`, `/lists/${YEAR}/top-20-sales-training-companies`)
    await expectRedirect(`/resources/${YEAR}/sales-training-companies-top-25`, `/resources/${YEAR}/top-25-sales-training-companies`)
    await page(`/lists/${YEAR}/no-such-list`, 404)
    await page('/lists/1999/quota-500', 404)
    // A known family in a valid year with no edition.
    await page(`/lists/${YEAR - 3}/cro-of-the-year-awards`, 404)
    await page(`/lists/${YEAR}/quota-500?page=99`, 404)
  })
})

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
      expect(titleOf(html)).toBe('White Papers / Quota')
      expect(canonicalOf(html)).toBe(`${SITE}/resources/white-papers`)
      expect(hrefsOf(html).filter((href) => href.startsWith('/resources/content/')).sort()).toEqual(papers.map((paper) => `/resources/content/${paper.slug}/${paper.acf.sponsor.slug}`).sort())
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

describe('year landing pages', () => {
  it('compose a page from the articles of their topic', async () => {
    const html = await page(`/sales-training-success-insight-for-${YEAR}`)
    expect(titleOf(html)).toBe(`Sales Training Success Insight for ${YEAR} / Quota`)
    expect(html).not.toContain('coming soon')
    expect(hrefsOf(elementHtml(html, '<section aria-labelledby="landing-articles-heading"')).filter((href) => /^\/\d{4}\/\d\d\/\d\d\/\d+\//.test(href)).length).toBeGreaterThan(0)
    const ai = await page(`/ai-for-sales-increase-revenue-${YEAR}-expert-insight`)
    expect(hrefsOf(ai)).toContain(hrefsOf(ai).find((href) => /\/topics\/\d+\/sales-technology$/.test(href)))
  })

  it('unknown years are 404', async () => {
    await page('/sales-training-success-insight-for-1999', 404)
    await page(`/ai-for-sales-increase-revenue-${YEAR + 5}-expert-insight`, 404)
  })
})
