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
