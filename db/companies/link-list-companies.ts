import { eq } from 'drizzle-orm'
import { rowsOf } from '#lib/section-fields.ts'
import type { Database } from '../client.ts'
import { companyListings, posts, type CompanyListingRole } from '../schema/index.ts'
import { resolveCompanies, type NamedCompany } from './resolve-companies.ts'

const text = (value: unknown) => (typeof value === 'string' ? value : '')
const wholeOrNull = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && Math.abs(value) < 2 ** 31 ? value : null)

/**
 * Links a list edition's entries and award winners to their companies (resolveCompanies), replacing
 * what the edition was linked to before. Called wherever an edition is written: the back office, the
 * CSV entry import, the WordPress importer and the seed. The rows themselves are left as they are.
 */
export async function linkListCompanies(db: Database, postId: number, acf: Record<string, unknown>): Promise<void> {
  const rows: { role: CompanyListingRole; position: number; named: NamedCompany; rank: number | null; category: string }[] = []
  rowsOf(acf.entries).forEach((entry, position) =>
    rows.push({ role: 'entry', position, rank: wholeOrNull(entry.rank), category: '', named: { name: text(entry.company), website: text(entry.website), headquarters: text(entry.headquarters) } }),
  )
  rowsOf(acf.winners).forEach((winner, position) =>
    rows.push({ role: 'winner', position, rank: null, category: text(winner.category), named: { name: text(winner.company), website: text(winner.website) } }),
  )
  const companyIds = await resolveCompanies(
    db,
    rows.map((row) => row.named),
  )
  const family = text(acf.family)
  const year = wholeOrNull(acf.year) ?? 0
  const listings = rows.flatMap((row, i) => (companyIds[i] ? [{ postId, role: row.role, position: row.position, companyId: companyIds[i], family, year, rank: row.rank, category: row.category }] : []))
  await db.delete(companyListings).where(eq(companyListings.postId, postId))
  // A big edition in a few statements, each within the parameters one statement may carry.
  for (let at = 0; at < listings.length; at += 1000) await db.insert(companyListings).values(listings.slice(at, at + 1000))
}

/** Links every list edition of a store written before companies existed (none is linked yet); answers how many. */
export async function linkListsOfOlderStore(db: Database): Promise<number> {
  const [linked] = await db.select({ postId: companyListings.postId }).from(companyListings).limit(1)
  if (linked) return 0
  const editions = await db.select({ id: posts.id, acf: posts.acf }).from(posts).where(eq(posts.type, 'lists'))
  for (const edition of editions) await linkListCompanies(db, edition.id, edition.acf)
  return editions.length
}
