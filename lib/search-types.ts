import { countOf, isSectionType, SECTIONS, SECTION_TYPES, type SectionType } from './sections.ts'

export type { SectionType }

/** What a search can be narrowed to (`?type=`): articles (blog posts among them), each section, and companies on the lists. */
export const SEARCH_TYPES = ['articles', ...SECTION_TYPES, 'companies'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  articles: 'Articles',
  ...(Object.fromEntries(SECTIONS.map((section) => [section.type, section.heading])) as Record<SectionType, string>),
  companies: 'Companies on our lists',
}

/** How many were found, in words: "1 webinar", "12 companies". */
export function searchCount(type: SearchType, count: number): string {
  if (isSectionType(type)) return countOf(type, count)
  const [one, many] = type === 'articles' ? ['article', 'articles'] : ['company', 'companies']
  return `${count} ${count === 1 ? one : many}`
}

export interface SectionMatch {
  type: SectionType
  id: number
  path: string
  title: string
  summary: string
  published: string
}

export interface ListEntryMatch {
  company: string
  listTitle: string
  /** The edition, filtered to the company where the list can filter. */
  path: string
  /** "No. 12", or an award's level and category. */
  standing: string
}

/**
 * What the site's search ranks together (docs/decisions/057, 064): articles (blog posts among
 * them), each section, the authors, the topics and the companies on the lists.
 */
export const SEARCH_KINDS = ['articles', ...SECTION_TYPES, 'authors', 'topics', 'companies'] as const
export type SearchKind = (typeof SEARCH_KINDS)[number]
export const isSearchKind = (value: string | null | undefined): value is SearchKind => (SEARCH_KINDS as readonly string[]).includes(value ?? '')

export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  ...(SEARCH_TYPE_LABELS as Record<Exclude<SearchKind, 'authors' | 'topics'>, string>),
  authors: 'Authors',
  topics: 'Topics',
  companies: 'Companies',
}

/** Kinds found by name that have no date or topic: a date or topic filter leaves them out. */
export const NAMED_KINDS = ['authors', 'topics', 'companies'] as const satisfies readonly SearchKind[]
export const isNamedKind = (kind: SearchKind): kind is (typeof NAMED_KINDS)[number] => (NAMED_KINDS as readonly string[]).includes(kind)

/** The date facet: published within so many days. */
export const SEARCH_WINDOWS = { week: 7, month: 30, year: 365 } as const
export type SearchWindow = keyof typeof SEARCH_WINDOWS
export const SEARCH_WINDOW_LABELS: Record<SearchWindow, string> = { week: 'Past week', month: 'Past month', year: 'Past year' }
/**
 * The search counts matches up to this many (docs/decisions/074): a count that reaches it means
 * "this many or more", shown as "1,000+", and topics found among more than this many are listed
 * without counts.
 */
export const SEARCH_COUNT_CAP = 1000
/** A count as a reader sees it: "12", or "1,000+" at the cap. */
export const searchCountText = (count: number) => (count >= SEARCH_COUNT_CAP ? `${SEARCH_COUNT_CAP.toLocaleString('en-US')}+` : String(count))

/** What a reader asked the site's search for: the words, the facets chosen, the page. */
export interface SiteSearchQuery {
  query: string
  kind?: SearchKind
  topicId?: number
  within?: SearchWindow
  page: number
  perPage: number
}

export const isSearchWindow = (value: string | null | undefined): value is SearchWindow => Object.hasOwn(SEARCH_WINDOWS, value ?? '')

/** A piece of a highlighted snippet: text, marked when it matched the query. */
export interface SnippetPart {
  text: string
  marked: boolean
}

export interface SiteSearchHit {
  kind: SearchKind
  id: number
  title: string
  path: string
  /** ISO date-time (UTC); empty for authors, topics and companies. */
  published: string
  snippet: SnippetPart[]
}

/** A suggestion under a search box: a match's title, its kind and its address. */
export interface SearchSuggestion {
  kind: SearchKind
  title: string
  path: string
}

export interface SiteSearchFacets {
  kinds: { kind: SearchKind; count: number }[]
  /** Null: found among more matches than the search counts (SEARCH_COUNT_CAP), not counted. */
  topics: { id: number; slug: string; name: string; count: number | null }[]
  windows: { within: SearchWindow; count: number }[]
}

export interface SiteSearchPage {
  hits: SiteSearchHit[]
  total: number
  totalPages: number
  facets: SiteSearchFacets
  didYouMean: string | null
}
