import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { writePost } from '#db/import/write-content.ts'
import { auditLog, companies, companyAliases, companyListings } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { enrolledAs, formPost } from './utils/staff-sessions.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** The back office's companies: the list, and a merge that moves every rank and alias of a duplicate, recorded in the audit log. */
const t = withTestApp()
let sales: { cookie: string; email: string }

const at = new Date('2026-04-01T12:00:00Z')
const edition = (family: string, year: number, modifiedAt: Date, companyNames: string[]) =>
  writePost(t.database.db, {
    type: 'lists',
    slug: `${family}-${year}`,
    title: `${family} ${year}`,
    publishedAt: at,
    modifiedAt,
    acf: { family, year, kind: 'list', entries: companyNames.map((company, i) => ({ rank: i + 1, company, website: '' })), winners: [] },
  })
const companyAt = async (slug: string) => (await t.database.db.select().from(companies).where(eq(companies.slug, slug)))[0]

beforeAll(async () => {
  sales = await enrolledAs(t, 'sales')
  await edition('merge-test-list', 2025, at, ['Quetzalridge Revenue Partners', 'Other One'])
  await edition('merge-test-list', 2026, at, ['Quetzalridge Rev. Partners', 'Other One'])
  await edition('merge-test-awards', 2026, at, ['Quetzalridge Rev. Partners'])
})

const merge = (body: Record<string, string>, cookie = sales.cookie) => t.request('/admin/companies', formPost(body, cookie))

describe('/admin/companies', () => {
  it('lists the companies with their ranks and aliases, found by name', async () => {
    const res = await t.request('/admin/companies?q=quetzalridge', { headers: { Cookie: sales.cookie } })
    expect(res.status).toBe(200)
    const text = textOf(await res.text())
    expect(text).toContain('2 companies')
    expect(text).toContain('Quetzalridge Revenue Partners')
    expect(text).toContain('Quetzalridge Rev. Partners')
  })

  it('refuses a merge of a company into itself or into none, by field, and staff without the business screens', async () => {
    const same = await merge({ from: 'quetzalridge-rev-partners', into: 'quetzalridge-rev-partners' })
    expect(same.status).toBe(400)
    expect(textOf(await same.text())).toContain('Not the company being merged')
    const none = await merge({ from: 'quetzalridge-rev-partners', into: 'no-such-company' })
    expect(none.status).toBe(400)
    expect(textOf(await none.text())).toContain('No company at no-such-company')
    const empty = await merge({ from: '', into: `x${'\0'.repeat(3)}${'y'.repeat(5000)}` })
    expect(empty.status).toBe(400)
    const editor = await enrolledAs(t, 'editor')
    expect((await merge({ from: 'quetzalridge-rev-partners', into: 'quetzalridge-revenue-partners' }, editor.cookie)).status).toBe(403)
    expect(await companyAt('quetzalridge-rev-partners')).toBeDefined()
  })

  it('moves every rank and alias of the duplicate to the company kept, records it, and a later write finds the kept company', async () => {
    const kept = (await companyAt('quetzalridge-revenue-partners'))!
    const duplicate = (await companyAt('quetzalridge-rev-partners'))!
    const res = await merge({ from: 'http://localhost:3000/companies/quetzalridge-rev-partners', into: 'quetzalridge-revenue-partners' })
    expect(res.status).toBe(200)
    expect(textOf(await res.text())).toContain('Quetzalridge Rev. Partners is merged into Quetzalridge Revenue Partners: 2 ranks and 1 alias moved.')
    expect(await companyAt('quetzalridge-rev-partners')).toBeUndefined()
    expect(await t.database.db.select().from(companyListings).where(eq(companyListings.companyId, duplicate.id))).toHaveLength(0)
    expect(await t.database.db.select().from(companyListings).where(eq(companyListings.companyId, kept.id))).toHaveLength(3)
    expect((await t.database.db.select({ value: companyAliases.value }).from(companyAliases).where(eq(companyAliases.companyId, kept.id))).map((alias) => alias.value).sort()).toEqual([
      'quetzalridge rev partners',
      'quetzalridge revenue partners',
    ])
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'company.merge'), eq(auditLog.itemId, String(kept.id))))
    expect(entry).toMatchObject({ actorEmail: sales.email, before: { merged: { slug: 'quetzalridge-rev-partners' } }, after: { listings: 2, aliases: 1 } })

    const page = textOf(await (await t.request('/companies/quetzalridge-revenue-partners')).text())
    expect(page).toMatch(/2026\s*#1\s*=/)
    expect(page).toContain('merge-test-awards')
    expect((await t.request('/companies/quetzalridge-rev-partners')).status).toBe(404)

    // The duplicate's spelling is now the kept company's alias: the edition written again links to it.
    await edition('merge-test-awards', 2026, new Date('2026-04-02T12:00:00Z'), ['Quetzalridge Rev. Partners'])
    expect(await companyAt('quetzalridge-rev-partners')).toBeUndefined()
  })
})
