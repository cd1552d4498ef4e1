import type { Taxonomy } from '#lib/content-model.ts'

/** The kinds of term the back office keeps, with the words and addresses of each. */
export interface TermKind {
  taxonomy: Taxonomy
  listPath: string
  noun: string
  plural: string
}

export const TERM_KINDS: TermKind[] = [
  { taxonomy: 'category', listPath: '/admin/topics', noun: 'topic', plural: 'Topics' },
  { taxonomy: 'post_tag', listPath: '/admin/tags', noun: 'tag', plural: 'Tags' },
  { taxonomy: 'video_category', listPath: '/admin/video-categories', noun: 'video category', plural: 'Video categories' },
]

/** The kind of term an /admin address is about (/admin/tags/12 → tags). */
export const termKindOfPath = (pathname: string): TermKind | null => TERM_KINDS.find((kind) => pathname === kind.listPath || pathname.startsWith(`${kind.listPath}/`)) ?? null
