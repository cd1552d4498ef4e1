import { z } from 'zod'
import type { SectionType } from '#lib/search-types.ts'
import type { Paged } from './types.ts'
import type { ContentReader } from './reader.ts'

/** Addresses and dates only, for the sitemaps. */
export function linksReads({ get, toPath, paged }: ContentReader) {
  const reads = {
    /** Addresses and dates only, for sitemaps. */
    async getArticleLinks(page: number, perPage = 100): Promise<Paged<{ path: string; modified: string }>> {
      return reads.getSectionLinks('posts', page, perPage)
    },

    /** Addresses and dates of a post type's items, oldest first (stable pages), for sitemaps. */
    async getSectionLinks(type: 'posts' | SectionType, page: number, perPage = 100): Promise<Paged<{ path: string; modified: string }>> {
      const path = `wp/v2/${type}?per_page=${perPage}&page=${page}&orderby=id&order=asc&_fields=link,modified_gmt`
      const result = await get(path, z.object({ link: z.string(), modified_gmt: z.string() }).array())
      if (!result) return { items: [], total: 0, totalPages: 0 }
      return { items: result.data.map((row) => ({ path: toPath(row.link), modified: `${row.modified_gmt}Z` })), total: result.total, totalPages: result.totalPages }
    },

    /** Every author with a page (at most 100 per page), for the authors sitemap. */
    async getAuthorSlugs(page: number): Promise<Paged<string>> {
      return paged(await get(`wp/v2/users?per_page=100&page=${page}&orderby=id&order=asc&_fields=slug`, z.object({ slug: z.string() }).array()), (user) => user.slug)
    },
  }
  return reads
}
