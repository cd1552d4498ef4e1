import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { belongsTo, mentions, rowId, timestamps } from './columns.ts'
import { media, posts } from './content.ts'

/** A company named on the lists: one page per company, whatever spelling each list row used. */
export const companies = pgTable(
  'companies',
  {
    id: rowId(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    website: text('website').notNull().default(''),
    logoMediaId: mentions('logo_media_id', () => media.id),
    description: text('description').notNull().default(''),
    headquarters: text('headquarters').notNull().default(''),
    /** Headcount as a band ("1-50", "5,000+"); empty when not known. */
    sizeBand: text('size_band').notNull().default(''),
    /**
     * Set when the company sponsors: the short name its leads, portal users, webhooks and newsletter
     * slots name it by (the sponsor keys written before companies existed are kept as they were).
     */
    sponsorKey: text('sponsor_key').unique(),
    ...timestamps(),
  },
  (table) => [index('companies_name_idx').on(table.name, table.id)],
)

/** `name`: a normalized name (lib/company-names.ts); `domain`: a website's domain. */
export type CompanyAliasKind = 'name' | 'domain'

/** What list rows named a company by: each normalized name and domain belongs to one company. */
export const companyAliases = pgTable(
  'company_aliases',
  {
    id: rowId(),
    companyId: belongsTo('company_id', () => companies.id),
    kind: text('kind').$type<CompanyAliasKind>().notNull(),
    value: text('value').notNull(),
    /** The spelling a row first used for it ("Acme, Inc."), or the website as written. */
    seenAs: text('seen_as').notNull(),
  },
  (table) => [uniqueIndex('company_aliases_kind_value_unique').on(table.kind, table.value), index('company_aliases_company_idx').on(table.companyId)],
)

/** `entry`: a ranked list's row; `winner`: an award's winner. */
export type CompanyListingRole = 'entry' | 'winner'

/**
 * Where a company stands in one list edition: rebuilt from the edition's rows whenever it is written
 * (the rows themselves stay as the content API serves them, in the spec's order).
 */
export const companyListings = pgTable(
  'company_listings',
  {
    postId: belongsTo('post_id', () => posts.id),
    role: text('role').$type<CompanyListingRole>().notNull(),
    /** The row's place among the edition's entries or winners. */
    position: integer('position').notNull(),
    companyId: belongsTo('company_id', () => companies.id),
    family: text('family').notNull(),
    year: integer('year').notNull(),
    /** An entry's rank; null for a winner. */
    rank: integer('rank'),
    /** A winner's award category; empty for an entry. */
    category: text('category').notNull().default(''),
  },
  (table) => [
    primaryKey({ columns: [table.postId, table.role, table.position] }),
    index('company_listings_company_idx').on(table.companyId, table.family, table.year),
    // The companies' index filtered by a list family and year.
    index('company_listings_family_year_idx').on(table.family, table.year, table.companyId),
  ],
)

export type Company = typeof companies.$inferSelect
