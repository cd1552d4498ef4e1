import type { SwrCache } from '../swr-cache.ts'

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
