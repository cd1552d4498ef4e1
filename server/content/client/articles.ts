import { z } from 'zod'
import { WpPostSchema } from '../wp-schemas.ts'
import type { Article } from '#lib/content-model.ts'
import { plain as plainText, toArticle } from '../wp-mappers.ts'
import type { ArticleQuery, Paged } from './types.ts'
import type { ContentReader } from './reader.ts'

const TEASER_FIELDS = 'id,date_gmt,modified_gmt,slug,link,title,excerpt,author,featured_media,sticky,categories,tags,_links,_embedded'

function articlesPath(query: ArticleQuery) {
  const params = new URLSearchParams({ _embed: '1', per_page: String(query.perPage ?? 10), page: String(query.page ?? 1) })
  if (query.categories?.length) params.set('categories', query.categories.join(','))
  if (query.tags?.length) params.set('tags', query.tags.join(','))
  if (query.authors?.length) params.set('author', query.authors.join(','))
  if (query.exclude?.length) params.set('exclude', query.exclude.join(','))
  if (query.include?.length) params.set('include', query.include.join(','))
  if (query.slug) params.set('slug', query.slug)
  if (query.search) params.set('search', query.search)
  if (query.sticky !== undefined) params.set('sticky', String(query.sticky))
  if (query.teaser) params.set('_fields', TEASER_FIELDS)
  return `wp/v2/posts?${params.toString()}`
}

/** Articles: pages of them, one by id or slug, and the newest since an instant (the news sitemap). */
export function articlesReads({ get, getItem, getUncounted, toPath, query }: ContentReader) {
  const reads = {
    async getArticles(query: ArticleQuery = {}): Promise<Paged<Article>> {
      const result = await (query.countTotal === false ? getUncounted : get)(articlesPath(query), WpPostSchema.array())
      // Past the last page WordPress answers 400; a reader sees an empty page instead.
      return result ? { items: result.data.map((post) => toArticle(post, toPath)), total: result.total, totalPages: result.totalPages } : { items: [], total: 0, totalPages: 0 }
    },

    async getArticle(id: number): Promise<Article | null> {
      const result = await getItem(`wp/v2/posts/${id}?_embed=1`, WpPostSchema)
      return result ? toArticle(result.data, toPath) : null
    },

    async getArticleBySlug(slug: string): Promise<Article | null> {
      const { items } = await reads.getArticles({ slug, perPage: 1, countTotal: false })
      return items[0] ?? null
    },

    /** Articles published since the instant (at most 1 000, newest first), for the news sitemap. */
    async getRecentArticleLinks(since: Date): Promise<{ path: string; title: string; published: string }[]> {
      const found: { path: string; title: string; published: string }[] = []
      for (let page = 1; page <= 10; page++) {
        const path = `wp/v2/posts?${query({ after: since.toISOString(), per_page: 100, page, orderby: 'date', order: 'desc', _fields: 'link,title,date_gmt' })}`
        const result = await get(path, z.object({ link: z.string(), title: z.object({ rendered: z.string() }), date_gmt: z.string() }).array())
        for (const row of result?.data ?? []) found.push({ path: toPath(row.link), title: plainText(row.title.rendered), published: `${row.date_gmt}Z` })
        if (!result || page >= result.totalPages) break
      }
      return found
    },
  }
  return reads
}
