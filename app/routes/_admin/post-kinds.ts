import { adminPath, isSectionType, sectionOf, type SectionType } from '#lib/sections.ts'

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
  const { noun, heading } = sectionOf(segment)
  return { type: segment, listPath: adminPath(segment), noun, plural: heading }
}
