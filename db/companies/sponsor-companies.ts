import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm'
import { sponsorName } from '#lib/newsletter-issue.ts'
import { slugify } from '#lib/section-paths.ts'
import type { Database } from '../client.ts'
import { companies, leads, newsletterIssues, posts, sponsorWebhooks, staffInvitations, users } from '../schema/index.ts'
import { createCompany, resolveCompany } from './resolve-companies.ts'

/** A sponsor as older data names it: the key its leads and users carry, and the name and website its content gave it. */
export interface NamedSponsor {
  key: string
  name: string
  website?: string
}

/** A key's words capitalised: the name of a sponsor known only by its key ("acme-corp" → "Acme Corp"). */
export const nameOfKey = (key: string) => key.replace(/-/g, ' ').replace(/\b\w/g, (letter) => letter.toUpperCase())

/**
 * The company a sponsor key belongs to, made when none has it: the company its name or website
 * resolves to (a company on the lists becomes the sponsor), unless that one already sponsors under
 * another key, then a company of its own (the keys in leads are never rewritten).
 */
export async function sponsorCompanyOf(db: Database, sponsor: NamedSponsor): Promise<number> {
  const [known] = await db.select({ id: companies.id }).from(companies).where(eq(companies.sponsorKey, sponsor.key))
  if (known) return known.id
  const named = { name: sponsor.name.trim() || nameOfKey(sponsor.key), website: sponsor.website }
  const resolved = await resolveCompany(db, named)
  if (resolved !== null) {
    const [claimed] = await db
      .update(companies)
      .set({ sponsorKey: sponsor.key })
      .where(and(eq(companies.id, resolved), isNull(companies.sponsorKey)))
      .returning({ id: companies.id })
    if (claimed) return claimed.id
  }
  const id = await createCompany(db, named)
  await db.update(companies).set({ sponsorKey: sponsor.key }).where(eq(companies.id, id))
  return id
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** The sponsors a section item names (a webinar's or resource's one, an event's several), keyed as the pages key them. */
export function sponsorsNamedBy(acf: Record<string, unknown>): NamedSponsor[] {
  const rows = [acf.sponsor, ...(Array.isArray(acf.sponsors) ? acf.sponsors : [])].filter(isRecord)
  return rows.flatMap((row) => {
    const name = text(row.name)
    // A sponsor written without its key is known by its name's slug (server/content/wp-mappers.ts).
    const key = text(row.slug) || slugify(name)
    return key && /^[a-z0-9][a-z0-9-]{0,99}$/.test(key) ? [{ key, name, website: text(row.url) }] : []
  })
}

/**
 * Gives every sponsor key that older data holds a company (decision 067): the sponsors of webinars,
 * resources and events, newsletter slots, sponsor users and invitations, webhooks and leads (an
 * application's lead names the list applied for, not a sponsor). Safe to run on every start: a key
 * with a company is left alone. Answers how many keys were given one.
 */
export async function adoptSponsors(db: Database): Promise<number> {
  const found = new Map<string, NamedSponsor>()
  const note = (sponsor: NamedSponsor) => {
    const seen = found.get(sponsor.key)
    if (!seen || (!seen.name && sponsor.name)) found.set(sponsor.key, sponsor)
  }
  const [items, slots, people, invited, hooks, leadKeys] = await Promise.all([
    db
      .select({ acf: posts.acf })
      .from(posts)
      .where(and(inArray(posts.type, ['webinars', 'resources', 'events']), sql`(${posts.acf} ? 'sponsor' or ${posts.acf} ? 'sponsors')`)),
    db.select({ slot: newsletterIssues.sponsorSlot }).from(newsletterIssues).where(isNotNull(newsletterIssues.sponsorSlot)),
    db.selectDistinct({ key: users.sponsor }).from(users).where(isNotNull(users.sponsor)),
    db.selectDistinct({ key: staffInvitations.sponsor }).from(staffInvitations).where(isNotNull(staffInvitations.sponsor)),
    db.select({ key: sponsorWebhooks.sponsor }).from(sponsorWebhooks),
    db
      .selectDistinct({ key: leads.sponsor })
      .from(leads)
      .where(and(ne(leads.sponsor, ''), ne(leads.kind, 'application'))),
  ])
  for (const { acf } of items) sponsorsNamedBy(acf).forEach(note)
  for (const { slot } of slots) if (slot?.sponsor) note({ key: slot.sponsor, name: sponsorName(slot) === slot.sponsor ? '' : sponsorName(slot), website: '' })
  for (const { key } of [...people, ...invited, ...hooks, ...leadKeys]) if (key) note({ key, name: '' })
  if (!found.size) return 0
  const known = new Set(
    (
      await db
        .select({ key: companies.sponsorKey })
        .from(companies)
        .where(inArray(companies.sponsorKey, [...found.keys()]))
    ).map((row) => row.key),
  )
  const missing = [...found.values()].filter((sponsor) => !known.has(sponsor.key))
  for (const sponsor of missing) await sponsorCompanyOf(db, sponsor)
  return missing.length
}
