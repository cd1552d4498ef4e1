import { describe, expect, it } from 'vitest'
import { elementHtml, hrefsOf, jsonLdOf, textOf } from './html.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

/**
 * The events page, rendered by the built app over a seeded database. Expectations come from the
 * app's own content API, so they hold for any seed.
 */
interface WpEvent {
  slug: string
  title: { rendered: string }
  acf: { start_date: string; registration_url: string; registration_open: boolean }
}

const t = withTestApp()

const { page, api } = pageChecks(() => t)

describe('events', () => {
  it('lists upcoming and past events with zoned times, format, agenda, sponsors, registration, and Event JSON-LD', async () => {
    const upcoming = await api<WpEvent[]>('wp/v2/events?upcoming=1&orderby=start_date&order=asc&per_page=100')
    const past = await api<WpEvent[]>('wp/v2/events?upcoming=0&orderby=start_date&order=desc&per_page=100')
    const html = await page('/events')
    expect(titleOf(html)).toBe('Events / Quota')
    const ids = (section: string) => [...elementHtml(html, section).matchAll(/<article class="event" id="([^"]+)"/g)].map((match) => match[1])
    expect(ids('<section class="events__group" aria-labelledby="upcoming-events-heading"')).toEqual(upcoming.map((event) => event.slug))
    expect(ids('<section class="events__group" aria-labelledby="past-events-heading"')).toEqual(past.map((event) => event.slug))
    const first = elementHtml(html, `<article class="event" id="${upcoming[0]!.slug}"`)
    expect(textOf(first)).toMatch(/\d{1,2}:\d\d [ap]\.m\. – \d{1,2}:\d\d [ap]\.m\. [A-Z]{2,4}/)
    expect(textOf(first)).toMatch(/Virtual|In person|Hybrid/)
    expect(first).toContain('<summary>Agenda</summary>')
    expect(first).toMatch(/<img src="[^"]+\.svg" alt="[^"]+" width="240" height="80"/)
    expect(hrefsOf(first)).toContain(upcoming[0]!.acf.registration_url.replaceAll('&', '&amp;'))
    for (const event of [...upcoming, ...past]) {
      // Registering reaches someone (no made-up host), and no conference falls on a weekend or the holidays.
      expect(event.acf.registration_url).toMatch(/^mailto:events@quota\.example\?subject=Register%3A%20/)
      const start = new Date(`${event.acf.start_date}T12:00:00Z`)
      expect([0, 6], event.slug).not.toContain(start.getUTCDay())
      const monthDay = event.acf.start_date.slice(5)
      expect(monthDay >= '12-20' || monthDay <= '01-06', `${event.slug} starts ${event.acf.start_date}`).toBe(false)
    }
    expect(hrefsOf(elementHtml(html, `<article class="event" id="${past[0]!.slug}"`))).not.toContain(past[0]!.acf.registration_url)
    const events = jsonLdOf(html).filter((item) => item['@type'] === 'Event')
    expect(events).toHaveLength(upcoming.length + past.length)
    expect(events[0]).toMatchObject({ name: upcoming[0]!.title.rendered, startDate: expect.stringMatching(/Z$/), eventAttendanceMode: expect.stringContaining('schema.org') })
  })
})
