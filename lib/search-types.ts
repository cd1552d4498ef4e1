/** The sections a reader's search looks in besides articles, in the order results show them. */
export const SEARCHABLE_SECTIONS = ['webinars', 'videos', 'events', 'lists', 'resources', 'issues'] as const
export type SearchableSection = (typeof SEARCHABLE_SECTIONS)[number]

/** What a search can be narrowed to (`?type=`): articles (blog posts among them), each section, and companies on the lists. */
export const SEARCH_TYPES = ['articles', ...SEARCHABLE_SECTIONS, 'companies'] as const
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
  type: SearchableSection
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
