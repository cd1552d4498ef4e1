import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { companies, companyListings } from '#db/schema/index.ts'
import { canonicalOf, elementHtml, hrefsOf, textOf } from './html.ts'
import { withTestApp } from './utils/with-test-app.ts'

/**
 * A ranked list's table filtered by its companies' size band (`?size=`, a GET form): the band is
 * the company entity's, not the row's, so the filter narrows to the rows linked to companies of
 * that band, keeps rank order and the edition's address, and ignores a band no company holds.
 */
const YEAR = new Date().getUTCFullYear()
const EDITION = `/lists/${YEAR}/quota-500`
const BAND = '51-200'
const t = withTestApp()

const get = async (path: string) => {
  const res = await t.request(path)
  expect(res.status, path).toBe(200)
  return res.text()
}
const rowsOf = (html: string) => elementHtml(html, '<tbody').split('<tr').slice(1)
const companyLinks = (rows: string[]) => rows.map((row) => hrefsOf(row).find((href) => href.startsWith('/companies/'))!)
const ranks = (rows: string[]) => rows.map((row) => Number(textOf(elementHtml(row, '<td class="ranked-table__rank"'))))

/** The edition's company pages whose company is of BAND, in rank order. */
let banded: string[]
beforeAll(async () => {
  const { db } = t.database
  // Bands of its own, whatever the seed gave: every third company BAND, another third a band of their own, the rest none.
  await db.update(companies).set({ sizeBand: sql`case ${companies.id} % 3 when 0 then ${BAND} when 1 then '1,001-5,000' else '' end` })
  const rows = await db
    .select({ slug: companies.slug })
    .from(companyListings)
    .innerJoin(companies, eq(companies.id, companyListings.companyId))
    .where(and(eq(companyListings.family, 'quota-500'), eq(companyListings.year, YEAR), eq(companyListings.role, 'entry'), eq(companies.sizeBand, BAND)))
    .orderBy(companyListings.rank)
  banded = rows.map((row) => `/companies/${row.slug}`)
})

describe('a ranked list filtered by company size', () => {
  it('offers the bands its companies hold, smallest first, in the GET form', async () => {
    const form = elementHtml(await get(EDITION), '<form class="list-search"')
    expect(form).toContain('<label for="list-size">Company size</label>')
    const options = [...elementHtml(form, '<select id="list-size"').matchAll(/<option[^>]*>([^<]*)<\/option>/g)].map((match) => match[1])
    expect(options).toEqual(['Any size', BAND, '1,001-5,000'])
  })

  it('shows only the entries whose company is of the band, in rank order, at the edition’s address', async () => {
    expect(banded.length).toBeGreaterThan(10)
    const html = await get(`${EDITION}?size=${encodeURIComponent(BAND)}`)
    const rows = rowsOf(html)
    expect(companyLinks(rows)).toEqual(banded.slice(0, 100))
    expect(rows.every((row) => textOf(elementHtml(row, '<span class="ranked-table__size"')).trim() === `${BAND} employees`)).toBe(true)
    expect(ranks(rows)).toEqual([...ranks(rows)].sort((a, b) => a - b))
    expect(textOf(html)).toContain(`${banded.length} of 500 entries match`)
    expect(canonicalOf(html)).toBe(`http://localhost:3000${EDITION}`)
    expect(elementHtml(html, '<select id="list-size"')).toContain(`<option selected="">${BAND}</option>`)
    // Sorting and the segment links keep the filter, and land at the ranking.
    expect(hrefsOf(html)).toContain(`${EDITION}?size=${encodeURIComponent(BAND)}&sort=company#ranking`)
    expect(hrefsOf(html)).toContain(`${EDITION}?segment=technology&size=${encodeURIComponent(BAND)}#ranking`)
  })

  it('combines with a sort and a segment, and the downloads hold the same rows', async () => {
    const html = await get(`${EDITION}?segment=technology&size=${encodeURIComponent(BAND)}&sort=company`)
    const links = companyLinks(rowsOf(html))
    expect(links.length).toBeGreaterThan(0)
    expect(links.every((link) => banded.includes(link))).toBe(true)
    const names = [...elementHtml(html, '<tbody').matchAll(/class="ranked-table__company"><a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1]!.toLowerCase())
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
    const file = JSON.parse(await get(`${EDITION}/entries.json?segment=technology&size=${encodeURIComponent(BAND)}&sort=company`)) as { entries: { company_page: string }[] }
    expect(file.entries.map((entry) => new URL(entry.company_page).pathname)).toEqual(links)
  })

  it('ignores a band no company holds, as it ignores any unknown view', async () => {
    for (const size of ['huge', '%00', 'x'.repeat(5000), '', `${BAND}&size=1,001-5,000`]) {
      const html = await get(`${EDITION}?size=${size}`)
      expect(textOf(html), size.slice(0, 20)).toMatch(size.startsWith(BAND) ? new RegExp(`${banded.length} of 500 entries match`) : /500 entries/)
    }
  })
})
