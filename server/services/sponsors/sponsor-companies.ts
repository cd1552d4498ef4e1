import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { resolveCompany } from '#db/companies/resolve-companies.ts'
import { companies, leads, media, users } from '#db/schema/index.ts'
import { slugify } from '#lib/section-paths.ts'
import type { SponsorChoice } from '#lib/section-fields.ts'
import { uploadsPath } from '#lib/site-paths.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import { ServiceError } from '../errors.ts'
import { storeCompanyLogo, type LogoUpload } from '../companies/company-logo.ts'
import type { StaffMember } from '../staff/staff.ts'

/** A sponsor company as the Sponsors screen lists it. */
export interface SponsorRow extends SponsorChoice {
  /** The company's page address slug. */
  slug: string
  leads: number
  people: string[]
}

export interface NewSponsor {
  name: string
  website: string
  /** Empty: made from the name. */
  key: string
  logo: LogoUpload | null
}

const KEY = /^[a-z0-9][a-z0-9-]{0,99}$/

/**
 * Sponsors are companies (decision 067): sales add one once, with its name, website and logo, and
 * every webinar, resource, event, newsletter slot and sponsor user picks it by its key, the short
 * name leads and the portal have always used.
 */
export function createSponsorCompanies({ db, audit, uploadsDir }: { db: Database; audit: AuditLog; uploadsDir: string }) {
  const choiceColumns = { key: companies.sponsorKey, name: companies.name, url: companies.website, logoFile: media.file, slug: companies.slug }
  const asChoice = ({ key, logoFile, ...row }: { key: string | null; name: string; url: string; logoFile: string | null; slug: string }) => ({
    ...row,
    key: key!,
    logo: logoFile ? uploadsPath(logoFile) : null,
  })

  async function all() {
    const rows = await db
      .select(choiceColumns)
      .from(companies)
      .leftJoin(media, eq(media.id, companies.logoMediaId))
      .where(isNotNull(companies.sponsorKey))
      .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
    return rows.map(asChoice)
  }

  return {
    /** Every sponsor company, A to Z, with its leads and its portal users (three statements however many). */
    async list(): Promise<SponsorRow[]> {
      const [sponsors, counted, people] = await Promise.all([
        all(),
        db
          .select({ key: leads.sponsor, count: sql<number>`count(*)::int` })
          .from(leads)
          .where(ne(leads.sponsor, ''))
          .groupBy(leads.sponsor),
        db
          .select({ key: users.sponsor, email: users.email })
          .from(users)
          .where(and(isNotNull(users.sponsor), eq(users.role, 'sponsor')))
          .orderBy(users.email),
      ])
      const leadCounts = new Map(counted.map((row) => [row.key, row.count]))
      return sponsors.map((sponsor) => ({ ...sponsor, leads: leadCounts.get(sponsor.key) ?? 0, people: people.filter((row) => row.key === sponsor.key).map((row) => row.email) }))
    },

    /** The sponsors an editor picks from, by key. */
    async choices(): Promise<Map<string, SponsorChoice>> {
      return new Map((await all()).map(({ key, name, url, logo }) => [key, { key, name, url, logo }]))
    },

    /** The sponsor company with this key; null for none. */
    async byKey(key: string): Promise<SponsorChoice | null> {
      if (!KEY.test(key)) return null
      const [row] = await db.select(choiceColumns).from(companies).leftJoin(media, eq(media.id, companies.logoMediaId)).where(eq(companies.sponsorKey, key))
      return row ? asChoice(row) : null
    },

    /** The sponsor company a form chose (`field`); refused on that field when no company has the key. */
    async chosen(key: string, field = 'sponsor'): Promise<SponsorChoice> {
      const sponsor = await this.byKey(key)
      if (!sponsor) throw new ServiceError('validation_failed', 'Pick a sponsor from the list', { fields: { [field]: 'Pick a sponsor from the list' } })
      return sponsor
    },

    /**
     * A sponsor added by sales: the company its name or website finds (a company on the lists becomes
     * a sponsor, keeping its page), else a new one; its key, website and logo set. A key or company
     * that already sponsors is refused with the field to fix.
     */
    async add(actor: StaffMember, input: NewSponsor): Promise<SponsorChoice> {
      const name = input.name.trim()
      const key = input.key || slugify(name).slice(0, 100).replace(/-+$/, '')
      const refuse = (field: string, message: string) => new ServiceError('validation_failed', message, { fields: { [field]: message } })
      if (!KEY.test(key)) throw refuse('key', 'Use lower-case letters, digits and hyphens')
      const [taken] = await db.select({ name: companies.name }).from(companies).where(eq(companies.sponsorKey, key))
      if (taken) throw refuse('key', `${taken.name} sponsors under this short name already`)
      const logo = input.logo ? await storeCompanyLogo(db, uploadsDir, name, input.logo) : null
      return db.transaction(async (tx) => {
        const id = await resolveCompany(tx, { name, website: input.website })
        if (id === null) throw refuse('name', 'Give the company’s name')
        const [company] = await tx.select().from(companies).where(eq(companies.id, id))
        if (company!.sponsorKey) throw refuse('name', `${company!.name} is a sponsor already, as “${company!.sponsorKey}”`)
        await tx
          .update(companies)
          .set({ sponsorKey: key, website: input.website || company!.website, logoMediaId: logo?.id ?? company!.logoMediaId, updatedAt: new Date() })
          .where(eq(companies.id, id))
        await audit.record({ actor, action: 'sponsor.add', itemType: 'company', itemId: id, after: { key, name: company!.name, website: input.website, logo: logo?.file ?? null } }, tx)
        return { key, name: company!.name, url: input.website || company!.website, logo: logo ? uploadsPath(logo.file) : null }
      })
    },
  }
}

export type SponsorCompanies = ReturnType<typeof createSponsorCompanies>
