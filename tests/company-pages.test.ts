import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { writePost } from '#db/import/write-content.ts'
import { companies, companyListings, leads, posts } from '#db/schema/index.ts'
import { jsonLdOf, textOf } from './html.ts'
import { enrolledAs } from './utils/staff-sessions.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'

/**
 * A company's page and the companies' index over editions written by the importer's writer: two
 * spellings of one company (and its website) link to one company, a new name makes a new one; the
 * page shows every rank with its movement, a chart, JSON-LD and "Is this your company?".
 */
const t = withTestApp()

const at = new Date('2026-03-01T12:00:00Z')
async function edition(family: string, year: number, entries: { rank: number; company: string; website?: string }[]) {
  return writePost(t.database.db, {
    type: 'lists',
    slug: `${family}-${year}`,
    title: `${family} ${year}`,
    publishedAt: at,
    modifiedAt: at,
    acf: { family, year, kind: 'list', entries: entries.map((entry) => ({ website: '', headquarters: '', segment: '', ...entry })), winners: [] },
  })
}
const companyOfRow = async (postId: number, position: number) =>
  (
    await t.database.db
      .select({ slug: companies.slug, name: companies.name })
      .from(companyListings)
      .innerJoin(companies, eq(companies.id, companyListings.companyId))
      .where(and(eq(companyListings.postId, postId), eq(companyListings.role, 'entry'), eq(companyListings.position, position)))
  )[0]

let first: { id: number }
beforeAll(async () => {
  await edition('glasswing-top-vendors', 2025, [
    { rank: 1, company: 'Other Leader Inc.' },
    { rank: 4, company: 'Glasswing Dynamics, Inc.', website: 'https://www.glasswing-dynamics.example/' },
  ])
  first = await edition('glasswing-top-vendors', 2026, [
    { rank: 1, company: 'GLASSWING DYNAMICS Inc' },
    { rank: 2, company: 'Glasswing Group', website: 'http://glasswing-dynamics.example/about' },
    { rank: 3, company: 'Brandnew Ventures' },
  ])
  await edition('glasswing-best-employers', 2026, [{ rank: 9, company: 'Glasswing Dynamics LLC' }])
})

describe('an imported edition’s rows and their companies', () => {
  it('links two spellings of one name, and another name with the same website, to one company; a new name makes a new company', async () => {
    const spelled = await companyOfRow(first.id, 0)
    expect(spelled).toEqual({ slug: 'glasswing-dynamics-inc', name: 'Glasswing Dynamics, Inc.' })
    expect(await companyOfRow(first.id, 1)).toEqual(spelled)
    expect(await companyOfRow(first.id, 2)).toEqual({ slug: 'brandnew-ventures', name: 'Brandnew Ventures' })
    // The edition's rows are served as they were written, in their order.
    const [stored] = await t.database.db.select({ acf: posts.acf }).from(posts).where(eq(posts.id, first.id))
    expect((stored!.acf.entries as { company: string }[]).map((entry) => entry.company)).toEqual(['GLASSWING DYNAMICS Inc', 'Glasswing Group', 'Brandnew Ventures'])
  })

  it('links the seeded editions: the 500’s two years name the same companies', async () => {
    const linked = await t.database.db.selectDistinct({ family: companyListings.family, year: companyListings.year }).from(companyListings).where(eq(companyListings.family, 'quota-500'))
    expect(linked).toHaveLength(2)
  })
})

describe('/companies/{slug}', () => {
  it('shows every rank by list and year with its movement, the chart, and Organization JSON-LD', async () => {
    const res = await t.request('/companies/glasswing-dynamics-inc')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(titleOf(html)).toBe('Glasswing Dynamics, Inc. / Quota')
    const text = textOf(html)
    expect(text).toContain('glasswing-top-vendors 2026')
    // 2026: first, up 3 from fourth; its best place in 2026 is first though it is named twice.
    expect(text).toMatch(/2026\s*#1\s*↑3/)
    expect(text).toMatch(/2025\s*#4/)
    expect(text).toMatch(/2026\s*#9/)
    expect(html).toMatch(/<svg[^>]*role="img"[^>]*aria-label="glasswing-top-vendors 2026, rank by year\. 2025: rank 4; 2026: rank 1, up 3 from the year before\."/)
    expect(html).toContain('href="/lists/2026/glasswing-top-vendors"')
    const organization = jsonLdOf(html).find((item) => item['@type'] === 'Organization')
    expect(organization).toMatchObject({ name: 'Glasswing Dynamics, Inc.', url: 'https://www.glasswing-dynamics.example/' })
    expect(html).toContain('Is this your company?')
  })

  it('says a company new on an edition is new', async () => {
    await edition('glasswing-top-vendors', 2027, [
      { rank: 5, company: 'Other Leader' },
      { rank: 6, company: 'Latecomer Labs' },
    ])
    expect(textOf(await (await t.request('/companies/latecomer-labs')).text())).toMatch(/2027\s*#6\s*new/)
  })

  it.each([
    '/companies/no-such-company',
    '/companies/2147483648',
    '/companies/99999999999999999999',
    '/companies/%00',
    '/companies/acme%00inc',
    `/companies/${'a'.repeat(5000)}`,
    '/companies/Glasswing-Dynamics-Inc',
    "/companies/'%20or%201=1--",
  ])('%s is 404', async (path) => {
    expect((await t.request(path)).status).toBe(404)
  })
})

describe('"Is this your company?"', () => {
  let n = 0
  const claim = (body: Record<string, string>) =>
    t.request('/companies/brandnew-ventures', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.9.0.${++n}` },
      body: new URLSearchParams(body).toString(),
    })

  it('answers bad input with 400 and the messages, and stores nothing', async () => {
    const res = await claim({ firstname: '', lastname: 'Doe', email: 'pat@', company: 'B'.repeat(200), jobTitle: 'VP Sales' })
    expect(res.status).toBe(400)
    const html = await res.text()
    for (const message of ['Required', 'Invalid email', 'Must be less than 150 characters']) expect(html).toContain(message)
    expect(await t.database.db.select().from(leads).where(eq(leads.kind, 'company'))).toHaveLength(0)
  })

  it('stores a lead for sales that the back office lists, and the page thanks the sender', async () => {
    const res = await claim({ firstname: 'Pat', lastname: 'Doe', email: 'pat@brandnew.example', company: 'Brandnew Ventures', jobTitle: 'VP Sales', message: 'Our logo, please.' })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/companies/brandnew-ventures?sent=1#claim')
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.kind, 'company'))
    expect(lead).toMatchObject({ target: 'brandnew-ventures', email: 'pat@brandnew.example', company: 'Brandnew Ventures', answers: { message: 'Our logo, please.' } })
    expect(textOf(await (await t.request('/companies/brandnew-ventures?sent=1')).text())).toContain('Thank you. Our team will be in touch')
    const sales = await enrolledAs(t, 'sales')
    const screen = textOf(await (await t.request('/admin/leads?kind=company', { headers: { Cookie: sales.cookie } })).text())
    expect(screen).toContain('pat@brandnew.example')
    expect(screen).toContain('Company profile')
  })
})

describe('/companies', () => {
  it('lists the companies on published editions A to Z, narrowed by name, letter, list and year', async () => {
    const all = textOf(await (await t.request('/companies')).text())
    expect(all).toMatch(/Alderpoint Advisory · Austin, TX\s*Alderpoint Capital/)
    expect(textOf(await (await t.request('/companies?letter=g')).text())).toContain('Glasswing Dynamics, Inc.')
    const named = textOf(await (await t.request('/companies?q=glasswing')).text())
    expect(named).toContain('One company')
    expect(textOf(await (await t.request('/companies?letter=b&q=brandnew')).text())).toContain('Brandnew Ventures')
    expect(textOf(await (await t.request('/companies?letter=g&q=brandnew')).text())).toContain('No company matches')
    const byEdition = textOf(await (await t.request('/companies?family=glasswing-best-employers&year=2026')).text())
    expect(byEdition).toContain('One company')
    expect(byEdition).toContain('Glasswing Dynamics, Inc.')
    expect(textOf(await (await t.request('/companies?family=glasswing-best-employers&year=2025')).text())).toContain('No company matches')
  })

  it('pages fifty at a time, and a page past the last is 404', async () => {
    const html = await (await t.request('/companies?family=quota-500')).text()
    expect(textOf(html)).toMatch(/5\d\d companies/)
    expect(html).toContain('href="/companies?family=quota-500&amp;page=2"')
    expect((await t.request('/companies?family=quota-500&page=2')).status).toBe(200)
    expect((await t.request('/companies?family=quota-500&page=999')).status).toBe(404)
    expect((await t.request('/companies?page=2147483648')).status).toBe(404)
  })

  it.each(['?q=%00%00', `?q=${'x'.repeat(5000)}`, '?letter=%00', '?family=%27%3B--', '?year=99999999999', '?year=-1'])('answers hostile filters %s without an error', async (query) => {
    expect((await t.request(`/companies${query}`)).status).toBe(200)
  })
})

describe('a list edition’s page', () => {
  it('links each entry to its company’s page', async () => {
    const html = await (await t.request('/lists/2026/quota-500')).text()
    expect(html).toMatch(/<th[^>]*class="ranked-table__company"[^>]*><a href="\/companies\/[a-z0-9-]+"/)
  })
})

describe('the sitemaps', () => {
  it('index the companies on published editions, and /companies', async () => {
    const index = await (await t.request('/sitemap.xml')).text()
    expect(index).toContain('<loc>http://localhost:3000/sitemaps/companies-1.xml</loc>')
    const companiesMap = await (await t.request('/sitemaps/companies-1.xml')).text()
    expect(companiesMap).toContain('<loc>http://localhost:3000/companies/glasswing-dynamics-inc</loc>')
    expect(companiesMap).not.toContain('/companies/hidden-draft-co<')
    expect((await t.request('/sitemaps/companies-999.xml')).status).toBe(404)
    expect(await (await t.request('/sitemaps/pages.xml')).text()).toContain('<loc>http://localhost:3000/companies</loc>')
  })
})

describe('a draft edition', () => {
  it('ranks nobody on the pages', async () => {
    const draft = await edition('glasswing-secret', 2026, [{ rank: 1, company: 'Hidden Draft Co' }])
    await t.database.db.update(posts).set({ status: 'draft' }).where(eq(posts.id, draft.id))
    expect(textOf(await (await t.request('/companies/hidden-draft-co')).text())).toContain('is not on a published list yet')
    expect(textOf(await (await t.request('/companies?q=hidden')).text())).toContain('No company matches')
  })
})
