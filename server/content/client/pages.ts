import { z } from 'zod'
import { fixedPageSlug, isFixedPageSlug, type FixedPage } from '#lib/fixed-pages.ts'
import type { PreviewType } from '#lib/previews.ts'
import type { ContentPage } from '#lib/content-model.ts'
import { WpEventSchema, WpIssueSchema, WpListSchema, WpPageSchema, WpPostSchema, WpResourceSchema, WpVideoSchema, WpWebinarSchema, type WpPage } from '../wp-schemas.ts'
import { createPathMapper, toArticle, toContentPage, toEvent, toIssue, toListEdition, toResource, toVideo, toWebinar } from '../wp-mappers.ts'
import type { ContentReader } from './reader.ts'

type PathMapper = ReturnType<typeof createPathMapper>

/** How each kind a preview can show is read: the post type's REST schema and its mapper. */
const PREVIEW_READS = {
  post: { schema: WpPostSchema, map: toArticle },
  page: { schema: WpPageSchema, map: (page: WpPage) => toContentPage(page) },
  webinars: { schema: WpWebinarSchema, map: toWebinar },
  issues: { schema: WpIssueSchema, map: toIssue },
  videos: { schema: WpVideoSchema, map: toVideo },
  events: { schema: WpEventSchema, map: toEvent },
  lists: { schema: WpListSchema, map: toListEdition },
  resources: { schema: WpResourceSchema, map: toResource },
} satisfies Record<PreviewType, { schema: z.ZodType; map: (item: never, toPath: PathMapper) => unknown }>

/** A preview's kind and what the site shows for it (an article, a page, a webinar...). */
export type Preview<T extends PreviewType = PreviewType> = { [K in T]: { type: K; item: ReturnType<(typeof PREVIEW_READS)[K]['map']> } }[T]

/** Pages, the fixed addresses' pages and previews of any kind. */
export function pagesReads({ get, getItem, request, toPath, query }: ContentReader) {
  const reads = {
    async getPage(id: number): Promise<ContentPage | null> {
      const result = await getItem(`wp/v2/pages/${id}`, WpPageSchema)
      return result ? toContentPage(result.data) : null
    },

    /**
     * A draft or unsaved change of any kind, through the companion plugin's signed preview link
     * (quota/v1/preview): never cached, null when the link is invalid, expired or the post gone.
     */
    async getPreview<T extends PreviewType>(type: T, id: number, token: string): Promise<Preview<T> | null> {
      const { schema, map } = PREVIEW_READS[type] as { schema: z.ZodType; map: (item: unknown, toPath: PathMapper) => unknown }
      // A bad or expired token is refused with 401: simply no preview.
      const result = await request(`quota/v1/preview/${id}?${query({ token })}`, schema, {}, [401, 403, 404])
      return result ? ({ type, item: map(result.data, toPath) } as Preview<T>) : null
    },

    /**
     * A page of a fixed address: the page the publisher chose for it in the companion plugin's
     * settings; else the page of the spec's id when its slug is the address's (on a WordPress whose
     * ids pass the spec's, that id may be any page); else the page of the address's slug.
     */
    async getFixedPage(page: FixedPage): Promise<ContentPage | null> {
      const chosen = await get('quota/v1/fixed-pages', z.record(z.string(), z.number().int()).catch({}))
      const mapped = chosen?.data[page.path]
      const choice = mapped ? await reads.getPage(mapped) : null
      if (choice) return choice
      const byId = await reads.getPage(page.contentId)
      if (byId && isFixedPageSlug(page, byId.slug)) return byId
      return reads.getPageBySlug(fixedPageSlug(page))
    },

    async getPageBySlug(slug: string): Promise<ContentPage | null> {
      const result = await get(`wp/v2/pages?slug=${encodeURIComponent(slug)}`, WpPageSchema.array())
      const page = result?.data[0]
      return page ? toContentPage(page) : null
    },
  }
  return reads
}
