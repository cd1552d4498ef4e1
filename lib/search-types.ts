/** The post types beside articles (blog posts are articles), in the order search results and sitemaps list them. */
export const SECTION_TYPES = ['webinars', 'videos', 'events', 'lists', 'resources', 'issues'] as const
export type SectionType = (typeof SECTION_TYPES)[number]

/** What a search can be narrowed to (`?type=`): articles (blog posts among them), each section, and companies on the lists. */
export const SEARCH_TYPES = ['articles', ...SECTION_TYPES, 'companies'] as const
export type SearchType = (typeof SEARCH_TYPES)[number]

export const SEARCH_TYPE_LABELS: Record<SearchType, string> = {
  articles: 'Articles',
  webinars: 'Webinars',
  videos: 'Videos',
  events: 'Events',
  lists: 'Lists & awards',
  resources: 'Resources',
  issues: 'Magazine issues',
  companies: 'Companies on our lists',
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
