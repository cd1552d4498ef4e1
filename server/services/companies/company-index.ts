import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { companies, companyAliases, companyListings, posts } from '#db/schema/index.ts'
import type { Page } from '#lib/page.ts'
import { anyContains } from '#db/sql-like.ts'
import { readPage, rowCount } from '../paging.ts'
import { recordContentTags } from '../../cache/content-tags.ts'
import { COMPANIES_TAG } from './company-tags.ts'

export const COMPANIES_PAGE_SIZE = 50
/** Companies in one sitemap: a page of addresses, well under the protocol's 50 000. */
export const COMPANIES_PER_SITEMAP = 1000

/** What the companies' index is narrowed to: an initial (`#`: a digit or sign), words of the name, a list family and year. */
export interface CompanyFilters {
  letter?: string
  q?: string
  family?: string
  year?: number
}

export interface CompanyIndexRow {
  slug: string
  name: string
  headquarters: string
}

const onPublishedEdition = and(eq(posts.id, companyListings.postId), eq(posts.status, 'publish'))

export function createCompanyIndex({ db }: { db: Database }) {
  /** One page of the companies that match, A to Z, with the index's columns and any more asked for. */
  function byName<Extra extends Record<string, SQL.Aliased | SQL>>(where: SQL | undefined, page: number, extra: Extra) {
    return readPage(
      page,
      COMPANIES_PAGE_SIZE,
      (limit, offset) =>
        db
          .select({ slug: companies.slug, name: companies.name, headquarters: companies.headquarters, ...extra })
          .from(companies)
          .where(where)
          .orderBy(asc(sql`lower(${companies.name})`), asc(companies.id))
          .limit(limit)
          .offset(offset),
      db.select(rowCount).from(companies).where(where),
    )
  }

  return {
    /** The companies on a published edition (of the family and year asked for), A to Z. */
    search(filters: CompanyFilters, page = 1): Promise<Page<CompanyIndexRow>> {
      recordContentTags([COMPANIES_TAG])
      const listed: SQL[] = [eq(companyListings.companyId, companies.id)]
      if (filters.family) listed.push(eq(companyListings.family, filters.family))
      if (filters.year) listed.push(eq(companyListings.year, filters.year))
      const conditions: SQL[] = [
        exists(
          db
            .select({ one: sql`1` })
            .from(companyListings)
            .innerJoin(posts, onPublishedEdition)
            .where(and(...listed)),
        ),
      ]
      if (filters.q) conditions.push(anyContains(filters.q, [companies.name]))
      if (filters.letter === '#') conditions.push(sql`lower(left(${companies.name}, 1)) !~ '^[a-z]'`)
      else if (filters.letter) conditions.push(sql`lower(left(${companies.name}, 1)) = ${filters.letter.toLowerCase()}`)
      return byName(and(...conditions), page, {})
    },

    /** Every company (on a list or not), A to Z, with how many ranks and aliases it holds: the back office's list. */
    staffList(q: string, page = 1): Promise<Page<CompanyIndexRow & { id: number; listings: number; aliases: number }>> {
      return byName(q ? anyContains(q, [companies.name, companies.slug]) : undefined, page, {
        id: sql<number>`${companies.id}`,
        listings: sql<number>`(select count(*)::int from ${companyListings} where ${companyListings.companyId} = ${companies.id})`,
        aliases: sql<number>`(select count(*)::int from ${companyAliases} where ${companyAliases.companyId} = ${companies.id})`,
      })
    },

    /** The addresses of the companies on a published edition, with their last change, for the sitemaps. */
    sitemap(page: number): Promise<Page<{ slug: string; updatedAt: Date }>> {
      const where = exists(
        db
          .select({ one: sql`1` })
          .from(companyListings)
          .innerJoin(posts, onPublishedEdition)
          .where(eq(companyListings.companyId, companies.id)),
      )
      return readPage(
        page,
        COMPANIES_PER_SITEMAP,
        (limit, offset) => db.select({ slug: companies.slug, updatedAt: companies.updatedAt }).from(companies).where(where).orderBy(asc(companies.id)).limit(limit).offset(offset),
        db.select(rowCount).from(companies).where(where),
      )
    },

    /** The list families and years that name a company, newest year first: what the index filters by. */
    async editions(): Promise<{ family: string; years: number[] }[]> {
      const rows = await db
        .selectDistinct({ family: companyListings.family, year: companyListings.year })
        .from(companyListings)
        .innerJoin(posts, onPublishedEdition)
        .orderBy(asc(companyListings.family), sql`${companyListings.year} desc`)
      const families = new Map<string, number[]>()
      for (const { family, year } of rows) families.set(family, [...(families.get(family) ?? []), year])
      return [...families].map(([family, years]) => ({ family, years }))
    },
  }
}
