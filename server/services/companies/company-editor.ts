import { asc, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { companies, companyAliases, media, type CompanyAliasKind } from '#db/schema/index.ts'
import { uploadsPath } from '#lib/site-paths.ts'
import type { PurgeBus } from '../../cache/purge-bus.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import type { StaffMember } from '../staff/staff.ts'
import { companyTags } from './company-tags.ts'
import { storeCompanyLogo, type LogoUpload } from './company-logo.ts'

/** What sales change on a company's screen; a null logo keeps the one it has. */
export interface CompanyDetails {
  name: string
  website: string
  description: string
  headquarters: string
  sizeBand: string
  logo: LogoUpload | null
}

/** A company as its back-office screen shows it: its details, its logo and the aliases list rows named it by. */
export interface EditedCompany extends Omit<CompanyDetails, 'logo'> {
  id: number
  slug: string
  logo: string | null
  aliases: { kind: CompanyAliasKind; seenAs: string }[]
}

/** The back office's company details: read and saved by sales, recorded in the audit log, its pages purged. */
export function createCompanyEditor({ db, audit, purge, log, uploadsDir }: { db: Database; audit: AuditLog; purge: PurgeBus; log: Logger; uploadsDir: string }) {
  return {
    /** The company with this id; null for none. */
    async byId(id: number): Promise<EditedCompany | null> {
      const [row] = await db.select({ company: companies, logo: media.file }).from(companies).leftJoin(media, eq(media.id, companies.logoMediaId)).where(eq(companies.id, id))
      if (!row) return null
      const aliases = await db
        .select({ kind: companyAliases.kind, seenAs: companyAliases.seenAs })
        .from(companyAliases)
        .where(eq(companyAliases.companyId, id))
        .orderBy(asc(companyAliases.kind), asc(companyAliases.seenAs))
      const { name, slug, website, description, headquarters, sizeBand } = row.company
      return { id, slug, name, website, description, headquarters, sizeBand, logo: row.logo ? uploadsPath(row.logo) : null, aliases }
    },

    /** Saves a company's details (its page address stays); null when there is no such company. */
    async save(actor: StaffMember, id: number, details: CompanyDetails): Promise<{ name: string; slug: string } | null> {
      const [before] = await db.select().from(companies).where(eq(companies.id, id))
      if (!before) return null
      const logo = details.logo ? await storeCompanyLogo(db, uploadsDir, details.name, details.logo) : null
      const after = { name: details.name, website: details.website, description: details.description, headquarters: details.headquarters, sizeBand: details.sizeBand }
      await db
        .update(companies)
        .set({ ...after, ...(logo ? { logoMediaId: logo.id } : {}), updatedAt: new Date() })
        .where(eq(companies.id, id))
      const { name, website, description, headquarters, sizeBand, logoMediaId } = before
      await audit.record({
        actor,
        action: 'company.update',
        itemType: 'company',
        itemId: id,
        before: { name, website, description, headquarters, sizeBand, logoMediaId },
        after: { ...after, logoMediaId: logo?.id ?? logoMediaId },
      })
      await purge.purge(companyTags(id)).catch((error: unknown) => log.warn({ event: 'company.purge_failed', err: error, companyId: id }, 'cache not purged'))
      return { name: details.name, slug: before.slug }
    },
  }
}

export type CompanyEditor = ReturnType<typeof createCompanyEditor>
