import { eq, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { companies, companyAliases, companyListings, type Company } from '#db/schema/index.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import { ServiceError } from '../errors.ts'
import type { StaffMember } from '../staff/staff.ts'

/**
 * Two companies that are one (rows the resolver could not tell were the same): every rank and alias
 * of the one merged moves to the one kept, which takes the details it lacked; the merged one is gone,
 * and the audit log says who merged what.
 */
export function createCompanyMerge({ db, audit }: { db: Database; audit: AuditLog }) {
  return {
    /** Merges the company at `fromSlug` into the one at `intoSlug`; each is refused by name when there is none. */
    async merge(actor: StaffMember, fromSlug: string, intoSlug: string): Promise<{ from: string; into: string; listings: number; aliases: number }> {
      if (fromSlug === intoSlug) throw new ServiceError('validation_failed', 'Choose two different companies', { fields: { into: 'Not the company being merged' } })
      const moved = await db.transaction(async (tx) => {
        const [from] = await tx.select().from(companies).where(eq(companies.slug, fromSlug)).for('update')
        const [into] = await tx.select().from(companies).where(eq(companies.slug, intoSlug)).for('update')
        if (!from || !into)
          throw new ServiceError('validation_failed', 'Check the marked fields', {
            fields: { ...(from ? {} : { from: `No company at ${fromSlug}` }), ...(into ? {} : { into: `No company at ${intoSlug}` }) },
          })
        // Leads, users and content name a sponsor by its key: two keys cannot become one.
        if (from.sponsorKey && into.sponsorKey)
          throw new ServiceError('validation_failed', `Both sponsor, as “${from.sponsorKey}” and “${into.sponsorKey}”: their leads and portals stay apart`, {
            fields: { into: 'A sponsor under another short name' },
          })
        const [fromId, intoId] = [from.id, into.id]
        // The kept company takes over the merged one's sponsor key (a key belongs to one company).
        if (from.sponsorKey) await tx.update(companies).set({ sponsorKey: null }).where(eq(companies.id, fromId))
        const listings = await tx.update(companyListings).set({ companyId: intoId }).where(eq(companyListings.companyId, fromId)).returning({ postId: companyListings.postId })
        const aliases = await tx.update(companyAliases).set({ companyId: intoId }).where(eq(companyAliases.companyId, fromId)).returning({ id: companyAliases.id })
        await tx
          .update(companies)
          .set({ ...detailsLacking(into, from), updatedAt: sql`now()` })
          .where(eq(companies.id, intoId))
        await tx.delete(companies).where(eq(companies.id, fromId))
        return { from, into, listings: listings.length, aliases: aliases.length }
      })
      await audit.record({
        actor,
        action: 'company.merge',
        itemType: 'company',
        itemId: moved.into.id,
        before: { merged: { id: moved.from.id, slug: moved.from.slug, name: moved.from.name } },
        after: { into: { id: moved.into.id, slug: moved.into.slug, name: moved.into.name }, listings: moved.listings, aliases: moved.aliases },
      })
      return { from: moved.from.name, into: moved.into.name, listings: moved.listings, aliases: moved.aliases }
    },
  }
}

/** The details the kept company lacks and the merged one has. */
function detailsLacking(into: Company, from: Company): Partial<Company> {
  const fields = ['website', 'description', 'headquarters', 'sizeBand'] as const
  return {
    ...Object.fromEntries(fields.filter((field) => !into[field] && from[field]).map((field) => [field, from[field]])),
    ...(into.logoMediaId === null && from.logoMediaId !== null ? { logoMediaId: from.logoMediaId } : {}),
    ...(from.sponsorKey ? { sponsorKey: from.sponsorKey } : {}),
  }
}
