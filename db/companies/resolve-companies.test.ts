import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { companies, companyAliases, companyListings, posts } from '#db/schema/index.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { linkListCompanies } from './link-list-companies.ts'
import { resolveCompanies, resolveCompany } from './resolve-companies.ts'

/** Rows naming companies in their own spellings, resolved against the seeded store's companies. */
let database: DatabaseHandle
beforeAll(async () => {
  database = await createTestDatabase()
})
afterAll(async () => {
  await database.close()
})

const companyOf = async (id: number | null | undefined) => (await database.db.select().from(companies).where(eq(companies.id, id!)))[0]!

describe('resolveCompanies', () => {
  it('finds one company under two spellings of its name, and under its website with a third name', async () => {
    const [first, second, third] = await resolveCompanies(database.db, [
      { name: 'Quillfeather Widgets, Inc.', website: 'https://www.quillfeather.example/about', headquarters: 'Boise, ID' },
      { name: 'QUILLFEATHER WIDGETS Inc' },
      { name: 'Quillfeather Holdings', website: 'http://quillfeather.example' },
    ])
    expect(second).toBe(first)
    expect(third).toBe(first)
    expect(await companyOf(first)).toMatchObject({ name: 'Quillfeather Widgets, Inc.', slug: 'quillfeather-widgets-inc', website: 'https://www.quillfeather.example/about', headquarters: 'Boise, ID' })
    const aliases = await database.db.select({ kind: companyAliases.kind, value: companyAliases.value }).from(companyAliases).where(eq(companyAliases.companyId, first!))
    expect(aliases).toEqual(
      expect.arrayContaining([
        { kind: 'name', value: 'quillfeather widgets' },
        { kind: 'name', value: 'quillfeather holdings' },
        { kind: 'domain', value: 'quillfeather.example' },
      ]),
    )
    // Known from now on: a later row with either name finds it.
    expect(await resolveCompany(database.db, { name: 'Quillfeather Holdings LLC' })).toBe(first)
  })

  it('makes a new company for a new name, at a free address when its name makes a taken one', async () => {
    const [dotted] = await resolveCompanies(database.db, [{ name: 'Z.Y.X.W' }])
    const [spaced] = await resolveCompanies(database.db, [{ name: 'Z Y X W' }])
    expect(spaced).not.toBe(dotted)
    expect((await companyOf(dotted)).slug).toBe('z-y-x-w')
    expect((await companyOf(spaced)).slug).toBe('z-y-x-w-2')
  })

  it('names no company for a row without a name, and keeps no website that is not one', async () => {
    const [none, odd] = await resolveCompanies(database.db, [{ name: ' ,. ' }, { name: 'Oddsite Partners', website: 'javascript:alert(1)' }])
    expect(none).toBeNull()
    expect((await companyOf(odd)).website).toBe('')
  })
})

describe('linkListCompanies', () => {
  it('links each entry and winner of an edition to its company, with its rank, and replaces the links on the next write', async () => {
    const [post] = await database.db.insert(posts).values({ type: 'lists', slug: 'linking-test-2031', title: 'Linking test' }).returning({ id: posts.id })
    const acf = {
      family: 'linking-test',
      year: 2031,
      entries: [
        { rank: 1, company: 'Harbor Lights Ltd.', website: 'https://harborlights.example' },
        { rank: 2, company: 'harbor lights', website: '' },
        { rank: 3, company: 'Fresh Entrant & Sons', website: '' },
      ],
      winners: [{ category: 'Best onboarding', company: 'Harbor Lights Limited', website: '' }],
    }
    await linkListCompanies(database.db, post!.id, acf)
    const linked = await database.db.select().from(companyListings).where(eq(companyListings.postId, post!.id)).orderBy(companyListings.role, companyListings.position)
    expect(linked.map(({ role, position, rank, family, year, category }) => ({ role, position, rank, family, year, category }))).toEqual([
      { role: 'entry', position: 0, rank: 1, family: 'linking-test', year: 2031, category: '' },
      { role: 'entry', position: 1, rank: 2, family: 'linking-test', year: 2031, category: '' },
      { role: 'entry', position: 2, rank: 3, family: 'linking-test', year: 2031, category: '' },
      { role: 'winner', position: 0, rank: null, family: 'linking-test', year: 2031, category: 'Best onboarding' },
    ])
    expect(new Set([linked[0]!.companyId, linked[1]!.companyId, linked[3]!.companyId]).size).toBe(1)
    expect(linked[2]!.companyId).not.toBe(linked[0]!.companyId)

    await linkListCompanies(database.db, post!.id, { ...acf, entries: acf.entries.slice(2), winners: [] })
    expect(await database.db.select().from(companyListings).where(eq(companyListings.postId, post!.id))).toHaveLength(1)
  })
})
