import type { SwrCache } from './swr-cache.ts'
import { articlesReads } from './client/articles.ts'
import { authorsReads } from './client/authors.ts'
import { eventsReads } from './client/events.ts'
import { issuesReads } from './client/issues.ts'
import { linksReads } from './client/links.ts'
import { listsReads } from './client/lists.ts'
import { optionsReads } from './client/options.ts'
import { pagesReads } from './client/pages.ts'
import { createContentReader } from './client/reader.ts'
import { resourcesReads } from './client/resources.ts'
import { searchReads } from './client/search.ts'
import { termsReads } from './client/terms.ts'
import { videosReads } from './client/videos.ts'
import { webinarsReads } from './client/webinars.ts'

export type { Preview } from './client/pages.ts'

export class ContentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ContentUnavailableError'
  }
}

export interface ContentClientOptions {
  /** Base address of a WordPress REST API (the site root, without /wp-json). */
  baseUrl: string
  /** The public address of this site: links to it become paths. */
  siteUrl?: string
  fetch: (request: Request) => Promise<Response>
  timeoutMs?: number
  cache?: SwrCache
}

export interface Paged<T> {
  items: T[]
  total: number
  totalPages: number
}

export interface ArticleQuery {
  page?: number
  perPage?: number
  categories?: number[]
  tags?: number[]
  authors?: number[]
  exclude?: number[]
  include?: number[]
  slug?: string
  search?: string
  sticky?: boolean
  /** Leave out bodies: lists need only teasers. */
  teaser?: boolean
  /** False when the caller shows no page count: the total costs a count of every matching post. */
  countTotal?: boolean
}

/** Webinars and events: what is still to come, or what has taken place. */
export type When = 'upcoming' | 'past'

export interface WebinarQuery {
  when?: When
  /** A topic (category) id. */
  topic?: number
  page?: number
  perPage?: number
}

export interface VideoQuery {
  /** A video category id. */
  category?: number
  /** A series name, as acf.series holds it. */
  series?: string
  /** A topic (category) id. */
  topic?: number
  page?: number
  perPage?: number
}

export interface ListQuery {
  family?: string
  year?: number
  kind?: 'list' | 'award'
}

export interface ResourceQuery {
  /** An asset type: white-paper, e-book, report, guide, checklist, case-study. */
  type?: string
  /** A sponsor's slug. */
  sponsor?: string
  /** A topic (category) id. */
  topic?: number
  page?: number
  perPage?: number
}

/** What a cached read weighs: the length of the answer it was parsed from (the SwrCache's sizeOf). */
export const contentReadSize = (read: unknown): number => (read && typeof read === 'object' && 'bytes' in read && typeof read.bytes === 'number' ? read.bytes : 0)

/**
 * The one way the site reads content: standard WordPress REST, validated into our own types, one
 * module per family (client/) over one reader (client/reader.ts).
 */
export function createContentClient(options: ContentClientOptions) {
  const reader = createContentReader(options)
  const site = { ...pagesReads(reader), ...optionsReads(reader), ...articlesReads(reader), ...linksReads(reader), ...searchReads(reader) }
  const people = { ...termsReads(reader), ...authorsReads(reader) }
  const sections = { ...webinarsReads(reader), ...issuesReads(reader), ...videosReads(reader), ...eventsReads(reader), ...listsReads(reader), ...resourcesReads(reader) }
  return { toPath: reader.toPath, purge: reader.purge, ...site, ...people, ...sections }
}

export type ContentClient = ReturnType<typeof createContentClient>
