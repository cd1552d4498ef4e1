import { SECTION_TYPES } from './sections.ts'

/** What WordPress's Preview button can open on the site: articles, pages and every section's post type. */
export const PREVIEW_TYPES = ['post', 'page', ...SECTION_TYPES] as const
export type PreviewType = (typeof PREVIEW_TYPES)[number]

export const isPreviewType = (value: string | null): value is PreviewType => PREVIEW_TYPES.some((type) => type === value)
