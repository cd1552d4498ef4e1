import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { companies, companyListings, media, posts } from '#db/schema/index.ts'
import { historyOf, type CompanyFamilyHistory } from '#lib/company-ranks.ts'
import { resolveListFamily } from '#lib/list-families.ts'
import { listEditionPath, resourcePath, slugify, webinarPath } from '#lib/section-paths.ts'
import { articlePath, companyPath, uploadsPath } from '#lib/site-paths.ts'
import { eventPagePath } from '#lib/event-passes.ts'
import { recordContentTags } from '../../cache/content-tags.ts'
import { COMPANIES_TAG, companyTag } from './company-tags.ts'

/** What a company's page shows: who it is, where it ranks, and what we published about it. */
export interface CompanyProfile {
  name: string
  slug: string
  website: string
  description: string
  headquarters: string
  sizeBand: string
  logo: string | null
  families: (CompanyFamilyHistory & { name: string })[]
  mentions: CompanyMention[]
  /** The webinars, resources and events it sponsors (as a sponsor company, decision 067), newest first. */
  sponsored: CompanyMention[]
}

/** A list entry's company, as the list's table links and filters it. */
export interface EntryCompany {
  path: string
  sizeBand: string
}

export interface CompanyMention {
  kind: 'article' | 'webinar' | 'resource' | 'event'
  title: string
  path: string
  published: string
}

const MENTION_KINDS = { post: 'article', webinars: 'webinar', resources: 'resource' } as const
const MENTIONS_SHOWN = 8
const SPONSORED_KINDS = { webinars: 'webinar', resources: 'resource', events: 'event' } as const
const SPONSORED_SHOWN = 12

/** The published editions' rows: a draft or trashed edition ranks nobody. */
const published = and(eq(posts.id, companyListings.postId), eq(posts.status, 'publish'))

export function createCompanyProfiles({ db, siteName }: { db: Database; siteName: string }) {
  async function historyOfCompany(companyId: number) {
    const listings = await db
      .select({ family: companyListings.family, year: companyListings.year, rank: companyListings.rank, category: companyListings.category, title: posts.title })
      .from(companyListings)
      .innerJoin(posts, published)
      .where(eq(companyListings.companyId, companyId))
    const families = [...new Set(listings.map((listing) => listing.family))]
    const editions = families.length
      ? await db.selectDistinct({ family: companyListings.family, year: companyListings.year }).from(companyListings).innerJoin(posts, published).where(inArray(companyListings.family, families))
      : []
    const editionYears = new Map<string, Set<number>>()
    for (const { family, year } of editions) editionYears.set(family, (editionYears.get(family) ?? new Set()).add(year))
    return historyOf(
      listings.map((listing) => ({ ...listing, path: listEditionPath(listing) })),
      editionYears,
    ).map((history) => ({ ...history, name: resolveListFamily(history.family, siteName)?.name ?? history.years.at(-1)!.title }))
  }

  /** Articles, webinars and resources whose words name the company, newest first. */
  async function mentionsOf(name: string): Promise<CompanyMention[]> {
    const rows = await db
      .select({ id: posts.id, type: posts.type, slug: posts.slug, title: posts.title, publishedAt: posts.publishedAt, acf: posts.acf })
      .from(posts)
      .where(and(eq(posts.status, 'publish'), inArray(posts.type, Object.keys(MENTION_KINDS) as (keyof typeof MENTION_KINDS)[]), sql`${posts.searchVector} @@ phraseto_tsquery('english', ${name})`))
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(MENTIONS_SHOWN)
    return rows.map((row) => ({ kind: MENTION_KINDS[row.type as keyof typeof MENTION_KINDS], title: row.title, path: mentionPath(row), published: row.publishedAt.toISOString() }))
  }

  /** What the sponsor key is on: a webinar's or resource's sponsor, one of an event's. */
  async function sponsoredBy(key: string | null): Promise<CompanyMention[]> {
    if (!key) return []
    const rows = await db
      .select({ id: posts.id, type: posts.type, slug: posts.slug, title: posts.title, publishedAt: posts.publishedAt, acf: posts.acf })
      .from(posts)
      .where(
        and(
          eq(posts.status, 'publish'),
          inArray(posts.type, Object.keys(SPONSORED_KINDS) as (keyof typeof SPONSORED_KINDS)[]),
          sql`(${posts.acf} -> 'sponsor' ->> 'slug' = ${key} or ${posts.acf} -> 'sponsors' @> jsonb_build_array(jsonb_build_object('slug', ${key}::text)))`,
        ),
      )
      .orderBy(desc(posts.publishedAt), desc(posts.id))
      .limit(SPONSORED_SHOWN)
    return rows.map((row) => ({ kind: SPONSORED_KINDS[row.type as keyof typeof SPONSORED_KINDS], title: row.title, path: mentionPath(row), published: row.publishedAt.toISOString() }))
  }

  return {
    /** The companies an edition's entries name (their page and size band), by the entry's place in the edition. */
    async entryCompanies(postId: number): Promise<Map<number, EntryCompany>> {
      recordContentTags([COMPANIES_TAG])
      const rows = await db
        .select({ position: companyListings.position, slug: companies.slug, sizeBand: companies.sizeBand })
        .from(companyListings)
        .innerJoin(companies, eq(companies.id, companyListings.companyId))
        .where(and(eq(companyListings.postId, postId), eq(companyListings.role, 'entry')))
      return new Map(rows.map((row) => [row.position, { path: companyPath(row), sizeBand: row.sizeBand }]))
    },

    /** The company at `slug`, or null when there is none. */
    async bySlug(slug: string): Promise<CompanyProfile | null> {
      const [company] = await db.select({ company: companies, logo: media.file }).from(companies).leftJoin(media, eq(media.id, companies.logoMediaId)).where(eq(companies.slug, slug))
      if (!company) return null
      const { id, name, website, description, headquarters, sizeBand, sponsorKey } = company.company
      recordContentTags([companyTag(id)])
      const [families, mentions, sponsored] = await Promise.all([historyOfCompany(id), mentionsOf(name), sponsoredBy(sponsorKey)])
      const sponsoredPaths = new Set(sponsored.map((item) => item.path))
      return {
        name,
        slug,
        website,
        description,
        headquarters,
        sizeBand,
        logo: company.logo ? uploadsPath(company.logo) : null,
        families,
        // What it sponsors is listed once, as sponsored.
        mentions: mentions.filter((mention) => !sponsoredPaths.has(mention.path)),
        sponsored,
      }
    },
  }
}

function mentionPath(row: { id: number; type: string; slug: string; publishedAt: Date; acf: Record<string, unknown> }): string {
  if (row.type === 'webinars') return webinarPath(row)
  if (row.type === 'events') return eventPagePath(row)
  if (row.type === 'resources') {
    const sponsor = (row.acf.sponsor ?? {}) as { slug?: string; name?: string }
    return resourcePath({ slug: row.slug, sponsorSlug: sponsor.slug || slugify(sponsor.name ?? '') })
  }
  return articlePath(row)
}
