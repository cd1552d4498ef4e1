import { and, desc, eq, inArray, or, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { companies, companyListings, posts } from '#db/schema/index.ts'
import { COMPANY_SIZE_BANDS } from '#lib/company-size-bands.ts'
import { landingPagesOf, landingYears } from '#lib/landing-pages.ts'
import { elementHtml, textOf } from './html.ts'
import { pageChecks } from './utils/page-checks.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** The seeded demo site as a reader meets it, after the content audit: the database written from db/seed/content through the importer, rendered by the built app. */
const t = withTestApp()

const { page: html } = pageChecks(() => t)
const ofType = (type: 'issues' | 'webinars') =>
  t.database.db
    .select()
    .from(posts)
    .where(and(eq(posts.type, type), eq(posts.status, 'publish')))

describe('the seeded demo content', () => {
  it('gives each magazine issue its own cover story, and prints in a back issue only articles published before it', async () => {
    const issues = await ofType('issues')
    expect(issues).toHaveLength(40)
    type Acf = { special: boolean; cover_story: string; table_of_contents: { post_id: number }[] }
    const covers = issues.filter((issue) => !(issue.acf as Acf).special).map((issue) => (issue.acf as Acf).cover_story)
    expect(covers.every(Boolean)).toBe(true)
    expect(new Set(covers).size).toBe(covers.length)
    const printedIds = issues.flatMap((issue) => (issue.acf as Acf).table_of_contents.map((entry) => entry.post_id))
    const printed = new Map((await t.database.db.select({ id: posts.id, publishedAt: posts.publishedAt }).from(posts).where(inArray(posts.id, printedIds))).map((row) => [row.id, row.publishedAt]))
    for (const issue of issues) {
      for (const { post_id } of (issue.acf as Acf).table_of_contents) expect(printed.get(post_id)!.getTime(), issue.slug).toBeLessThanOrEqual(issue.publishedAt.getTime())
    }
    // Printed articles are reported ones, at their own address (a blog post would move to /blog/).
    for (const issue of issues.slice(0, 4)) {
      for (const { url } of (issue.acf as Acf & { table_of_contents: { url: string }[] }).table_of_contents) expect((await t.request(new URL(url, 'http://localhost').pathname)).status, url).toBe(200)
    }
  })

  it('holds every webinar on a weekday', async () => {
    for (const webinar of await ofType('webinars')) {
      const { start_date } = webinar.acf as { start_date: string }
      expect([0, 6], `${webinar.slug} on ${start_date}`).not.toContain(new Date(`${start_date}T12:00:00Z`).getUTCDay())
    }
  })

  it('gives every insight page of a past year its own year’s reporting, not the placeholder', async () => {
    const past = landingYears().filter((year) => year < new Date().getUTCFullYear())
    expect(past.length).toBeGreaterThan(4)
    for (const { path } of past.flatMap((year) => landingPagesOf(year))) {
      const words = textOf(elementHtml(await html(path), '<section aria-labelledby="landing-articles-heading"'))
      expect(words, path).not.toMatch(/We have not published on this|no articles on this topic/)
    }
  })

  it('lists open roles on the jobs board and one contact address on the media kit page', async () => {
    const jobs = elementHtml(await html('/resources/b2b-sales-jobs'), '<main id="main"')
    expect(jobs.split('Open roles</h2>')[1]?.split('<h2')[0]?.match(/<h3/g)?.length ?? 0).toBeGreaterThanOrEqual(5)
    const kit = elementHtml(await html('/advertising/media-kit'), '<main id="main"')
    expect(kit).not.toContain('mailto:')
  })

  it('gives the listed companies a size band and headquarters, so the 500 can be filtered by size', async () => {
    const [edition] = await t.database.db
      .select({ slug: posts.slug, year: sql<number>`(${posts.acf} ->> 'year')::int` })
      .from(posts)
      .where(and(eq(posts.type, 'lists'), sql`${posts.acf} ->> 'family' = 'quota-500'`))
      .orderBy(desc(posts.publishedAt))
      .limit(1)
    const form = elementHtml(await html(`/lists/${edition!.year}/quota-500`), '<form class="list-search"')
    const bands = [...elementHtml(form, '<select id="list-size"').matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1])
    expect(bands[0]).toBe('Any size')
    expect(bands.length).toBeGreaterThan(2)
    expect(bands.slice(1)).toEqual(COMPANY_SIZE_BANDS.filter((band) => bands.includes(band)))
    // Sponsors only (adopted from the sponsored items, on no list) keep what sales give them.
    const bare = await t.database.db
      .selectDistinct({ slug: companies.slug })
      .from(companies)
      .innerJoin(companyListings, eq(companyListings.companyId, companies.id))
      .where(or(eq(companies.sizeBand, ''), eq(companies.headquarters, '')))
    expect(bare).toEqual([])
  })

  it('speaks American English on the pages it seeds', async () => {
    for (const path of ['/about', '/advertising', '/dei', '/lists', '/resources/sales-consultants-letter', '/magazine/subscribe/NOPE99']) {
      expect(textOf(await html(path)), path).not.toMatch(/\b(organis(e|ed|ation|ations)|recognis(e|ed|es)|programmes?|behaviour|honour(s|ees)?|licence)\b/i)
    }
  })
})
