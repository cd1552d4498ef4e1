import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { canonicalOf, elementHtml, hrefsOf, jsonLdOf, textOf } from './html.ts'
import { createTestApp, titleOf, type TestApp } from './utils/test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

/**
 * The webinar pages (list, topic filter, a webinar, its calendar file and replay), rendered by the
 * built app over a seeded database. Expectations come from the app's own content API, so they hold
 * for any seed.
 */
const SITE = 'http://localhost:3000'
interface WpWebinar {
  id: number
  slug: string
  title: { rendered: string }
  categories: number[]
  acf: { start_date: string; recording_video_id: string; sponsor: { name: string }; presenter: { name: string } }
}

let t: TestApp
let upcoming: WpWebinar[]
let past: WpWebinar[]
beforeAll(async () => {
  t = await createTestApp()
  const json = async <T>(path: string) => (await (await t.request(`/wp-json/wp/v2/${path}`)).json()) as T
  upcoming = await json<WpWebinar[]>('webinars?upcoming=1&orderby=start_date&order=asc&per_page=50')
  past = await json<WpWebinar[]>('webinars?upcoming=0&orderby=start_date&order=desc&per_page=50')
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
    expect(html).toContain(`href="https://www.youtube.com/watch?v=${webinar.acf.recording_video_id}"`)
    expect(jsonLdOf(html).find((item) => item['@type'] === 'VideoObject')).toMatchObject({ name: textOf(webinar.title.rendered) })
    // Held, it is an on-demand Event (with its speakers) beside the recording.
    expect(jsonLdOf(html).find((item) => item['@type'] === 'Event')).toMatchObject({
      eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode',
      offers: { category: 'On demand', price: 0 },
      performer: expect.arrayContaining([expect.objectContaining({ '@type': 'Person' })]),
    })
    expect(html).not.toContain('calendar.ics')
  })

  it('a wrong slug moves permanently; unknown and malformed ids are 404', async () => {
    const webinar = upcoming[0]!
    await expectRedirect(`/webinars/${webinar.id}/not-the-slug`, webinarPath(webinar))
    await page('/webinars/99999999/anything', 404)
    await page('/webinars/abc/anything', 404)
  })
})
