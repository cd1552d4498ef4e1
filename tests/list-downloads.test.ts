import { parse } from 'csv-parse/sync'
import { beforeAll, describe, expect, it } from 'vitest'
import { writePost } from '#db/import/write-content.ts'
import { ENTRY_COLUMNS, parseListEntries } from '#server/services/newsroom/list-entries.ts'
import { elementHtml, hrefsOf, textOf } from './html.ts'
import { withTestApp } from './utils/with-test-app.ts'

/**
 * A ranked list's table filtered by headquarters (a GET form), and an edition as CSV and JSON
 * (docs/decisions/064): the view the address names, the publisher's terms, cells that could start
 * a spreadsheet formula defused, and bad addresses answered 404 or 301, never 5xx.
 */
const YEAR = new Date().getUTCFullYear()
const EDITION = `/lists/${YEAR}/quota-500`
const t = withTestApp()

const rowsOf = (csv: string) => parse(csv.replace(/^\ufeff/, ''), { columns: true }) as Record<string, string>[]
const get = async (path: string, status = 200) => {
  const res = await t.request(path)
  expect(res.status, path).toBe(status)
  return res
}

/** A headquarters that several entries of the edition share. */
let place: string
beforeAll(async () => {
  const { entries } = (await (await get(`${EDITION}/entries.json`)).json()) as { entries: { headquarters: string }[] }
  const counts = new Map<string, number>()
  for (const { headquarters } of entries) counts.set(headquarters, (counts.get(headquarters) ?? 0) + 1)
  place = [...counts].sort((a, b) => b[1] - a[1])[0]![0]
})

describe('a ranked list filtered by headquarters', () => {
  it('offers the edition’s headquarters in the GET form and shows only the entries based there', async () => {
    const html = await (await get(`${EDITION}?hq=${encodeURIComponent(place)}`)).text()
    const form = elementHtml(html, '<form class="list-search"')
    expect(form).toContain('<label for="list-hq">Headquarters</label>')
    expect(form).toMatch(new RegExp(`<option selected="">${place}</option>`))
    const rows = elementHtml(html, '<tbody').split('<tr').slice(1)
    expect(rows.length).toBeGreaterThan(1)
    expect(rows.every((row) => textOf(elementHtml(row, '<span class="ranked-table__hq"')).trim() === place)).toBe(true)
    expect(textOf(html)).toMatch(new RegExp(`${rows.length} of 500 entries match`))
  })

  it('ignores a headquarters the edition does not name, as it ignores any unknown view', async () => {
    for (const hq of ['Atlantis', '%00', 'x'.repeat(5000)]) expect(textOf(await (await get(`${EDITION}?hq=${hq}`)).text())).toContain('500 entries')
  })
})

describe('an edition as CSV and JSON', () => {
  it('links the files of the view on the page, with the publisher’s terms', async () => {
    const html = await (await get(`${EDITION}?sort=company&hq=${encodeURIComponent(place)}`)).text()
    const downloads = elementHtml(html, '<p class="list-downloads"')
    const query = new URLSearchParams({ hq: place, sort: 'company' }).toString()
    expect(hrefsOf(downloads)).toEqual([`${EDITION}/entries.csv?${query}`, `${EDITION}/entries.json?${query}`, '/reprints'])
    expect(textOf(downloads)).toContain('republishing the ranking, in whole or in part, needs our permission')
  })

  it('CSV: the columns the back office imports, every entry in rank order, as an attachment cached like the page', async () => {
    const res = await get(`${EDITION}/entries.csv`)
    expect(res.headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="quota-500-${YEAR}.csv"`)
    expect(res.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60')
    expect(res.headers.get('Link')).toBe('<http://localhost:3000/reprints>; rel="license"')
    const bytes = Buffer.from(await res.arrayBuffer())
    // A byte order mark first, so spreadsheets read the file as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const csv = bytes.toString('utf8')
    expect(csv.split('\r\n')[0]).toBe(`\ufeff${ENTRY_COLUMNS.join(',')}`)
    const rows = rowsOf(csv)
    expect(rows).toHaveLength(500)
    expect(rows.map((row) => Number(row.rank))).toEqual(Array.from({ length: 500 }, (_, index) => index + 1))
    // The file goes back in through the back office's import as it came out.
    expect(parseListEntries(csv, []).problems.filter((problem) => !/segment/i.test(problem.message))).toEqual([])
  })

  it('JSON: the edition, the terms and the entries with their company pages; a filtered, sorted view gives those rows in that order', async () => {
    const res = await get(`${EDITION}/entries.json?hq=${encodeURIComponent(place)}&sort=company&dir=desc`)
    expect(res.headers.get('Content-Type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="quota-500-${YEAR}.json"`)
    const body = (await res.json()) as { edition: { url: string; year: number }; terms: { text: string; url: string }; entries: { company: string; headquarters: string; company_page: string }[] }
    expect(body.edition).toMatchObject({ url: `http://localhost:3000${EDITION}`, year: YEAR })
    expect(body.terms.url).toBe('http://localhost:3000/reprints')
    expect(body.entries.length).toBeGreaterThan(1)
    expect(body.entries.every((entry) => entry.headquarters === place)).toBe(true)
    const names = body.entries.map((entry) => entry.company.toLowerCase())
    expect(names).toEqual([...names].sort().reverse())
    const companyPage = new URL(body.entries[0]!.company_page)
    expect((await get(companyPage.pathname)).status).toBe(200)
    const csvRows = rowsOf(await (await get(`${EDITION}/entries.csv?hq=${encodeURIComponent(place)}&sort=company&dir=desc`)).text())
    expect(csvRows.map((row) => row.company)).toEqual(body.entries.map((entry) => entry.company))
  })

  it('an award programme’s file holds its winners', async () => {
    const rows = rowsOf(await (await get(`/lists/${YEAR}/cro-of-the-year-awards/entries.csv`)).text())
    expect(rows.length).toBeGreaterThan(0)
    expect(Object.keys(rows[0]!)).toEqual(['category', 'level', 'company', 'person', 'title', 'summary', 'website'])
    const json = (await (await get(`/lists/${YEAR}/cro-of-the-year-awards/entries.json`)).json()) as { winners: unknown[] }
    expect(json.winners).toHaveLength(rows.length)
  })

  it('defuses cells a spreadsheet would run as a formula; numbers stay numbers', async () => {
    const at = new Date(`${YEAR - 5}-03-01T12:00:00Z`)
    const entry = { person: '', title: '', segment: '', website: '', headquarters: '', previous_rank: null, change: null }
    await writePost(t.database.db, {
      type: 'lists',
      slug: `quota-500-${YEAR - 5}`,
      title: `The Quota 500 ${YEAR - 5}`,
      publishedAt: at,
      modifiedAt: at,
      acf: {
        family: 'quota-500',
        year: YEAR - 5,
        kind: 'list',
        entries: [
          { ...entry, rank: 1, company: '=HYPERLINK("http://evil.example","click")', metric: 5, summary: '+1 cmd|calc', change: -3, previous_rank: -2 },
          { ...entry, rank: 2, company: '@SUM(A1:A9)', metric: -4, summary: '-2+3', headquarters: '\tTab Town' },
        ],
        winners: [],
      },
    })
    const csv = await (await get(`/lists/${YEAR - 5}/quota-500/entries.csv`)).text()
    const [first, second] = rowsOf(csv)
    expect(first).toMatchObject({ company: `'=HYPERLINK("http://evil.example","click")`, summary: `'+1 cmd|calc`, change: '-3', metric: '5' })
    expect(second).toMatchObject({ company: `'@SUM(A1:A9)`, summary: `'-2+3`, metric: '-4' })
    expect(second!.headquarters!.startsWith("'")).toBe(true)
  })

  it('answers a list, year or file that does not exist with 404, an old name with 301, never a 5xx', async () => {
    await get(`/lists/1999/quota-500/entries.csv`, 404)
    await get(`/lists/99999999999/quota-500/entries.json`, 404)
    await get(`/lists/${YEAR}/no-such-list/entries.csv`, 404)
    await get(`/lists/${YEAR}/quota-500/entries.xml`, 404)
    await get(`/lists/${YEAR}/quota-%00/entries.csv`, 404)
    const moved = await get('/lists/2025/sales-training-companies-top-20/entries.json?sort=company', 301)
    expect(moved.headers.get('Location')).toBe('/lists/2025/top-20-sales-training-companies/entries.json?sort=company')
    expect((await get(`${EDITION}/entries.csv?q=${'%00'.repeat(50)}&sort=evil&dir=sideways`)).headers.get('Content-Type')).toBe('text/csv; charset=utf-8')
  })
})
