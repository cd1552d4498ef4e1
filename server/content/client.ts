import { z } from 'zod'
import { withTimeout } from '#db/client.ts'
import { SwrCache } from './swr-cache.ts'
import { WpPageSchema, WpPostSchema, WpTermSchema, WpUserSchema } from './wp-schemas.ts'
import { createPathMapper, toArticle, toAuthor, toContentPage, toTopic, type Article, type Author, type ContentPage, type Topic } from './content-types.ts'

export class ContentUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'ContentUnavailableError'
  }
}

export interface ContentClientOptions {
  /** Base address of a WordPress REST API (the site root, without /wp-json). */
  baseUrl: string
  /** The public address of this site: links to it become paths. */
  siteUrl?: string
  fetch: (request: Request) => Promise<Response>
  timeoutMs?: number
  cache?: SwrCache
}

export interface Paged<T> {
  items: T[]
  total: number
  totalPages: number
}

export interface ArticleQuery {
  page?: number
  perPage?: number
  categories?: number[]
  tags?: number[]
  authors?: number[]
  exclude?: number[]
  include?: number[]
  slug?: string
  search?: string
  sticky?: boolean
  /** Leave out bodies: lists need only teasers. */
  teaser?: boolean
}

const TEASER_FIELDS = 'id,date_gmt,modified_gmt,slug,link,title,excerpt,author,featured_media,sticky,categories,tags,_links,_embedded'

/** The one way the site reads content: standard WordPress REST, validated into our own types. */
export function createContentClient({ baseUrl, siteUrl = baseUrl, fetch, timeoutMs = 3000, cache }: ContentClientOptions) {
  const root = baseUrl.replace(/\/+$/, '')
  const toPath = createPathMapper(root, siteUrl)

  /** One GET: 404 is null, anything else unexpected (timeout, 5xx, wrong shape) is ContentUnavailableError. */
  async function request<S extends z.ZodType>(path: string, schema: S): Promise<{ data: z.infer<S>; total: number; totalPages: number } | null> {
    const url = `${root}/wp-json/${path}`
    let response: Response
    try {
      response = await withTimeout(
        fetch(new Request(url, { headers: { Accept: 'application/json' }, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })),
        timeoutMs,
        `content request ${path}`,
      )
    } catch (error) {
      throw new ContentUnavailableError(`content service unreachable: ${path}`, { cause: error })
    }
    if (response.status === 404) return null
    if (response.status === 400) {
      const body = (await response.json().catch(() => null)) as { code?: string } | null
      // Past the last page WordPress answers 400: for a reader that is simply nothing more.
      if (body?.code === 'rest_post_invalid_page_number') return null
    }
    if (!response.ok) throw new ContentUnavailableError(`content service answered ${response.status}: ${path}`)
    const parsed = schema.safeParse(await response.json().catch(() => undefined))
    if (!parsed.success) throw new ContentUnavailableError(`content service answered an unexpected shape: ${path}`, { cause: parsed.error })
    return {
      data: parsed.data,
      total: Number(response.headers.get('X-WP-Total') ?? 0),
      totalPages: Number(response.headers.get('X-WP-TotalPages') ?? 0),
    }
  }

  const cached = <T>(key: string, load: () => Promise<T>) => (cache ? cache.get(key, load) : load())
  const get = <S extends z.ZodType>(path: string, schema: S) => cached(path, () => request(path, schema))

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

  async function getTermList(route: 'categories' | 'tags', params: Record<string, string>): Promise<Topic[]> {
    const result = await get(`wp/v2/${route}?${new URLSearchParams({ per_page: '100', ...params }).toString()}`, WpTermSchema.array())
    return (result?.data ?? []).map(toTopic)
  }

  return {
    toPath,

    async getPage(id: number): Promise<ContentPage | null> {
      const result = await get(`wp/v2/pages/${id}`, WpPageSchema)
      return result ? toContentPage(result.data) : null
    },

    async getPageBySlug(slug: string): Promise<ContentPage | null> {
      const result = await get(`wp/v2/pages?slug=${encodeURIComponent(slug)}`, WpPageSchema.array())
      const page = result?.data[0]
      return page ? toContentPage(page) : null
    },

    async getArticles(query: ArticleQuery = {}): Promise<Paged<Article>> {
      const result = await get(articlesPath(query), WpPostSchema.array())
      // Past the last page WordPress answers 400; a reader sees an empty page instead.
      return result ? { items: result.data.map((post) => toArticle(post, toPath)), total: result.total, totalPages: result.totalPages } : { items: [], total: 0, totalPages: 0 }
    },

    async getArticle(id: number): Promise<Article | null> {
      const result = await get(`wp/v2/posts/${id}?_embed=1`, WpPostSchema)
      return result ? toArticle(result.data, toPath) : null
    },

    async getArticleBySlug(slug: string): Promise<Article | null> {
      const { items } = await this.getArticles({ slug, perPage: 1 })
      return items[0] ?? null
    },

    /** Addresses and dates only, for sitemaps. */
    async getArticleLinks(page: number, perPage = 100): Promise<Paged<{ path: string; modified: string }>> {
      const path = `wp/v2/posts?per_page=${perPage}&page=${page}&orderby=id&order=asc&_fields=link,modified_gmt`
      const result = await get(path, z.object({ link: z.string(), modified_gmt: z.string() }).array())
      if (!result) return { items: [], total: 0, totalPages: 0 }
      return { items: result.data.map((row) => ({ path: toPath(row.link), modified: `${row.modified_gmt}Z` })), total: result.total, totalPages: result.totalPages }
    },

    getTopics: (params: Record<string, string> = {}) => getTermList('categories', { hide_empty: 'true', orderby: 'name', ...params }),
    getTags: (params: Record<string, string> = {}) => getTermList('tags', params),

    async getTopic(id: number): Promise<Topic | null> {
      const result = await get(`wp/v2/categories/${id}`, WpTermSchema)
      return result ? toTopic(result.data) : null
    },

    async getAuthor(id: number): Promise<Author | null> {
      const result = await get(`wp/v2/users/${id}`, WpUserSchema)
      return result ? toAuthor(result.data, toPath) : null
    },

    async getAuthorBySlug(slug: string): Promise<Author | null> {
      const result = await get(`wp/v2/users?slug=${encodeURIComponent(slug)}`, WpUserSchema.array())
      const user = result?.data[0]
      return user ? toAuthor(user, toPath) : null
    },
  }
}

export type ContentClient = ReturnType<typeof createContentClient>
