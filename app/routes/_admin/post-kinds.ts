import { isSectionType, type SectionType } from '#lib/section-fields.ts'

/** An item's status as the back office names it. */
export const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  publish: 'Published',
  future: 'Scheduled',
  trash: 'In the trash',
}

/** The kinds of item the back office edits, with the words and addresses of each. */
export interface PostKind {
  type: 'post' | 'page' | SectionType
  /** Where its screens live: /admin/articles, /admin/content/webinars... */
  listPath: string
  /** One of them, in a sentence: "article", "magazine issue". */
  noun: string
  /** Several, as a heading: "Articles", "Magazine issues". */
  plural: string
}

const SECTION_WORDS: Record<SectionType, [noun: string, plural: string]> = {
  webinars: ['webinar', 'Webinars'],
  issues: ['magazine issue', 'Magazine issues'],
  videos: ['video', 'Videos'],
  events: ['event', 'Events'],
  lists: ['list edition', 'Lists and awards'],
  resources: ['resource', 'Resources'],
}

export const ARTICLES: PostKind = {
  type: 'post',
  listPath: '/admin/articles',
  noun: 'article',
  plural: 'Articles',
}
export const PAGES: PostKind = {
  type: 'page',
  listPath: '/admin/content/pages',
  noun: 'page',
  plural: 'Pages',
}

/** The kind a /admin/content/{segment} address names, or null. */
export function kindOfSegment(segment: string | undefined): PostKind | null {
  if (segment === undefined) return ARTICLES
  if (segment === 'pages') return PAGES
  if (!isSectionType(segment)) return null
  const [noun, plural] = SECTION_WORDS[segment]
  return { type: segment, listPath: `/admin/content/${segment}`, noun, plural }
}

/** Every kind but articles, in the order of the back office's navigation. */
export const CONTENT_SEGMENTS = ['pages', 'webinars', 'issues', 'videos', 'events', 'lists', 'resources'] as const
