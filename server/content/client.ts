import { z } from 'zod'
import { withTimeout } from '#db/client.ts'
import { ISSUES_PAGE_SIZE } from '#lib/magazine.ts'
import { fixedPageSlug, type FixedPage } from '#lib/fixed-pages.ts'
import type { PreviewType } from '#lib/previews.ts'
import type { ListEntryMatch, SectionType, SectionMatch } from '#lib/search-types.ts'
import { recordContentTags, tagsOfContentPath } from '../cache/content-tags.ts'
import { SwrCache } from './swr-cache.ts'
import {
  WpDailyVideoSchema,
  WpEventSchema,
  WpIssueSchema,
  WpListSchema,
  WpPageSchema,
  LegacyArticlesOptionSchema,
  WpPostObjectOptionSchema,
  WpPostSchema,
  WpResourceSchema,
  WpTermSchema,
  WpUserSchema,
  WpVideoSchema,
  WpWebinarSchema,
} from './wp-schemas.ts'
import type { WpPage } from './wp-schemas.ts'
import type { Article, Author, Blog, ContentPage, Event, Issue, ListEdition, Resource, Topic, Video, VideoCategory, Webinar } from '#lib/content-model.ts'
import { createPathMapper, plain as plainText, toArticle, toBlog, toAuthor, toContentPage, toEvent, toIssue, toListEdition, toResource, toTopic, toVideo, toVideoCategory, toWebinar } from './wp-mappers.ts'

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
  /** False when the caller shows no page count: the total costs a count of every matching post. */
  countTotal?: boolean
}

/** RFC 7240's preference, honoured by the built-in API and ignored by WordPress (which counts anyway). */
const SKIP_TOTAL = { Prefer: 'count=none' }

const TEASER_FIELDS = 'id,date_gmt,modified_gmt,slug,link,title,excerpt,author,featured_media,sticky,categories,tags,_links,_embedded'

/** Webinars and events: what is still to come, or what has taken place. */
export type When = 'upcoming' | 'past'


const SectionMatchSchema = z.object({
  id: z.number(),
  link: z.string(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }).optional(),
  date_gmt: z.string().nullish(),
})

const rows = <T extends z.ZodType>(row: T) => z.array(z.unknown()).catch([]).transform((items) => items.flatMap((item) => {
  const parsed = row.safeParse(item)
  return parsed.success ? [parsed.data as z.infer<T>] : []
}))

const ListEntriesSchema = z.object({
  link: z.string(),
  title: z.object({ rendered: z.string() }),
  acf: z.object({
    entries: rows(z.object({ rank: z.coerce.number(), company: z.string() })).optional().transform((value) => value ?? []),
    winners: rows(z.object({ company: z.string(), level: z.string().catch(''), category: z.string().catch('') })).optional().transform((value) => value ?? []),
  }),
})

export interface WebinarQuery {
  when?: When
  /** A topic (category) id. */
  topic?: number
  page?: number
  perPage?: number
}

export interface VideoQuery {
  /** A video category id. */
  category?: number
  /** A series name, as acf.series holds it. */
  series?: string
  /** A topic (category) id. */
  topic?: number
  page?: number
  perPage?: number
}

export interface ListQuery {
  family?: string
  year?: number
  kind?: 'list' | 'award'
}

export interface ResourceQuery {
  /** An asset type: white-paper, e-book, report, guide, checklist, case-study. */
  type?: string
  /** A sponsor's slug. */
  sponsor?: string
  /** A topic (category) id. */
  topic?: number
  page?: number
  perPage?: number
}

/** Everything a list index needs, without the entries and winners that make editions heavy. */
const LIST_SUMMARY_FIELDS =
  'id,date_gmt,modified_gmt,slug,link,title,excerpt,featured_media,acf.family,acf.year,acf.kind,acf.metric_label,acf.segments,acf.categories,_links,_embedded'
/** GET /wp-json/: the routes the content API offers and the parameters each declares (WordPress's discovery). */
const WpIndexSchema = z.object({
  routes: z
    .record(z.string(), z.object({ endpoints: z.array(z.object({ args: z.unknown() })).catch([]) }).catch({ endpoints: [] }))
    .catch({}),
})

/** Upcoming soonest first, past newest first. */
const byDate = (when: When | undefined) => (when === 'upcoming' ? { upcoming: '1', orderby: 'start_date', order: 'asc' } : when === 'past' ? { upcoming: '0', orderby: 'start_date', order: 'desc' } : {})

/** The one way the site reads content: standard WordPress REST, validated into our own types. */
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

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** What a cached read weighs: the length of the answer it was parsed from (the SwrCache's sizeOf). */
export const contentReadSize = (read: unknown): number => (read && typeof read === 'object' && 'bytes' in read && typeof read.bytes === 'number' ? read.bytes : 0)

export function createContentClient({ baseUrl, siteUrl = baseUrl, fetch, timeoutMs = 3000, cache }: ContentClientOptions) {
  const root = baseUrl.replace(/\/+$/, '')
  const toPath = createPathMapper(root, siteUrl)

  /** One GET: 404 (and the other `missing` statuses) is null, anything else unexpected (timeout, 5xx, wrong shape) is ContentUnavailableError. */
  async function request<S extends z.ZodType>(path: string, schema: S, headers: Record<string, string> = {}, missing: number[] = [404]): Promise<{ data: z.infer<S>; total: number; totalPages: number; bytes: number } | null> {
    const url = `${root}/wp-json/${path}`
    let response: Response
    try {
      response = await withTimeout(
        fetch(new Request(url, { headers: { Accept: 'application/json', ...headers }, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })),
        timeoutMs,
        `content request ${path}`,
      )
    } catch (error) {
      throw new ContentUnavailableError(`content service unreachable: ${path}`, { cause: error })
    }
    if (missing.includes(response.status)) return null
    if (response.status === 400) {
      const body = (await response.json().catch(() => null)) as { code?: string } | null
      // Past the last page WordPress answers 400: for a reader that is simply nothing more.
      if (body?.code === 'rest_post_invalid_page_number') return null
    }
    if (!response.ok) throw new ContentUnavailableError(`content service answered ${response.status}: ${path}`)
    const body = await response.text().catch(() => '')
    const parsed = schema.safeParse(parseJson(body))
    if (!parsed.success) throw new ContentUnavailableError(`content service answered an unexpected shape: ${path}`, { cause: parsed.error })
    return {
      data: parsed.data,
      total: Number(response.headers.get('X-WP-Total') ?? 0),
      totalPages: Number(response.headers.get('X-WP-TotalPages') ?? 0),
      bytes: body.length,
    }
  }

  const cached = <T>(key: string, load: () => Promise<T>) => {
    recordContentTags(tagsOfContentPath(key))
    return cache ? cache.get(key, load) : load()
  }
  const get = <S extends z.ZodType>(path: string, schema: S) => cached(path, () => request(path, schema))
  /** One item by id: WordPress refuses one that is not public (a draft: 401) as it would a missing one; for a reader both are absent. */
  const getItem = <S extends z.ZodType>(path: string, schema: S) => cached(path, () => request(path, schema, {}, [401, 403, 404]))
  const getUncounted = <S extends z.ZodType>(path: string, schema: S) => cached(`${path} uncounted`, () => request(path, schema, SKIP_TOTAL))

  /**
   * Whether the content API has a section's collection and declares the parameters a read needs:
   * a plain WordPress has no webinars; one whose webinars come from another plugin may not know
   * `upcoming`. Then the section is honestly empty instead of wrong (past webinars listed as
   * upcoming) or an error. An API without an index (or one that fails) is asked anyway.
   */
  async function offers(type: SectionType, params: string[]): Promise<boolean> {
    const index = await get('', WpIndexSchema).catch(() => null)
    if (!index) return true
    const route = index.data.routes[`/wp/v2/${type}`]
    if (!route) return false
    const args = route.endpoints.flatMap((endpoint) => (endpoint.args && typeof endpoint.args === 'object' && !Array.isArray(endpoint.args) ? Object.keys(endpoint.args) : []))
    return params.every((param) => args.includes(param))
  }
  const nothing = { items: [], total: 0, totalPages: 0 }

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

  const query = (params: Record<string, string | number | undefined>) =>
    new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]]))).toString()
  const paged = <T, U>(result: { data: T[]; total: number; totalPages: number } | null, map: (item: T) => U): Paged<U> =>
    result ? { items: result.data.map(map), total: result.total, totalPages: result.totalPages } : { items: [], total: 0, totalPages: 0 }

  async function getTermList(route: 'categories' | 'tags', params: Record<string, string>): Promise<Topic[]> {
    const result = await get(`wp/v2/${route}?${new URLSearchParams({ per_page: '100', ...params }).toString()}`, WpTermSchema.array())
    return (result?.data ?? []).map(toTopic)
  }

  return {
    toPath,

    /** Forgets every read with one of these tags (server/cache/content-tags.ts), so the next one asks again. */
    purge(tags: ReadonlySet<string>) {
      cache?.purge((key) => tagsOfContentPath(key).some((tag) => tags.has(tag)))
    },

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
     * A page of a fixed address: by the spec's id; else (a publisher's own WordPress) the page chosen
     * for the address in the companion plugin's settings, else the page of the address's slug.
     */
    async getFixedPage(page: FixedPage): Promise<ContentPage | null> {
      const byId = await this.getPage(page.contentId)
      if (byId) return byId
      const chosen = await get('quota/v1/fixed-pages', z.record(z.string(), z.number().int()).catch({}))
      const mapped = chosen?.data[page.path]
      return (mapped ? await this.getPage(mapped) : null) ?? (await this.getPageBySlug(fixedPageSlug(page)))
    },

    async getPageBySlug(slug: string): Promise<ContentPage | null> {
      const result = await get(`wp/v2/pages?slug=${encodeURIComponent(slug)}`, WpPageSchema.array())
      const page = result?.data[0]
      return page ? toContentPage(page) : null
    },

    async getArticles(query: ArticleQuery = {}): Promise<Paged<Article>> {
      const result = await (query.countTotal === false ? getUncounted : get)(articlesPath(query), WpPostSchema.array())
      // Past the last page WordPress answers 400; a reader sees an empty page instead.
      return result ? { items: result.data.map((post) => toArticle(post, toPath)), total: result.total, totalPages: result.totalPages } : { items: [], total: 0, totalPages: 0 }
    },

    async getArticle(id: number): Promise<Article | null> {
      const result = await getItem(`wp/v2/posts/${id}?_embed=1`, WpPostSchema)
      return result ? toArticle(result.data, toPath) : null
    },

    /**
     * Matches in one section (webinars, videos, events, lists, resources, issues) by WordPress's
     * search: title, excerpt and body. Only what a result line needs.
     */
    async searchSection(type: SectionType, search: string, { page = 1, perPage = 5 }: { page?: number; perPage?: number } = {}): Promise<Paged<SectionMatch>> {
      const path = `wp/v2/${type}?${query({ search, page, per_page: perPage, _fields: 'id,link,title,excerpt,date_gmt' })}`
      return paged(await get(path, SectionMatchSchema.array()), (post) => ({
        type,
        id: post.id,
        path: toPath(post.link),
        title: plainText(post.title.rendered),
        summary: plainText(post.excerpt?.rendered ?? ''),
        published: post.date_gmt ? `${post.date_gmt}Z` : '',
      }))
    },

    /** Companies on ranked lists and awards whose name contains the text, with their rank or award, newest editions first. */
    async searchListEntries(company: string, perPage = 5): Promise<ListEntryMatch[]> {
      const path = `wp/v2/lists?${query({ company, per_page: perPage, orderby: 'year', order: 'desc', _fields: 'id,link,title,acf' })}`
      const result = await get(path, ListEntriesSchema.array())
      const wanted = company.trim().toLowerCase()
      return (result?.data ?? []).flatMap((edition) => {
        const listPath = toPath(edition.link)
        const listTitle = plainText(edition.title.rendered)
        const ranked = edition.acf.entries
          .filter((entry) => entry.company.toLowerCase().includes(wanted))
          .map((entry) => ({ company: entry.company, listTitle, path: `${listPath}?${new URLSearchParams({ q: entry.company })}`, standing: `No. ${entry.rank}` }))
        const awarded = edition.acf.winners
          .filter((winner) => winner.company.toLowerCase().includes(wanted))
          .map((winner) => ({ company: winner.company, listTitle, path: listPath, standing: [winner.level, winner.category].filter(Boolean).join(', ') }))
        return [...ranked, ...awarded]
      })
    },

    /** The publisher's ads.txt lines (the ads_txt option); '' when unset. Control characters but newlines and tabs are dropped. */
    async getAdsTxt(): Promise<string> {
      const option = await get('acf/v3/options/options/ads_txt', z.object({ ads_txt: z.string().nullish().catch(null) }))
      return (option?.data.ads_txt ?? '').replace(/\r\n?/g, '\n').replace(/[^\P{Cc}\n\t]/gu, '').trim()
    },

    /** The post an old site's article address became (the legacy_articles option); null when unmapped. */
    async getLegacyArticleId(oldAddress: string): Promise<number | null> {
      const option = await get('acf/v3/options/options/legacy_articles', LegacyArticlesOptionSchema)
      const row = option?.data.legacy_articles?.find((entry) => entry.old_address === oldAddress)
      return row ? row.article : null
    },

    async getArticleBySlug(slug: string): Promise<Article | null> {
      const { items } = await this.getArticles({ slug, perPage: 1, countTotal: false })
      return items[0] ?? null
    },

    /** Addresses and dates only, for sitemaps. */
    async getArticleLinks(page: number, perPage = 100): Promise<Paged<{ path: string; modified: string }>> {
      return this.getSectionLinks('posts', page, perPage)
    },

    /** Addresses and dates of a post type's items, oldest first (stable pages), for sitemaps. */
    async getSectionLinks(type: 'posts' | SectionType, page: number, perPage = 100): Promise<Paged<{ path: string; modified: string }>> {
      const path = `wp/v2/${type}?per_page=${perPage}&page=${page}&orderby=id&order=asc&_fields=link,modified_gmt`
      const result = await get(path, z.object({ link: z.string(), modified_gmt: z.string() }).array())
      if (!result) return { items: [], total: 0, totalPages: 0 }
      return { items: result.data.map((row) => ({ path: toPath(row.link), modified: `${row.modified_gmt}Z` })), total: result.total, totalPages: result.totalPages }
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

    /** Every author with a page (at most 100 per page), for the authors sitemap. */
    async getAuthorSlugs(page: number): Promise<Paged<string>> {
      return paged(await get(`wp/v2/users?per_page=100&page=${page}&orderby=id&order=asc&_fields=slug`, z.object({ slug: z.string() }).array()), (user) => user.slug)
    },

    /** The blogs: the children of the blog category, by name. */
    async getBlogs(blogCategoryId: number): Promise<Blog[]> {
      const result = await get(`wp/v2/categories?${query({ parent: blogCategoryId, per_page: 100, orderby: 'name' })}`, WpTermSchema.array())
      return (result?.data ?? []).map(toBlog)
    },

    getTopics: (params: Record<string, string> = {}) => getTermList('categories', { hide_empty: 'true', orderby: 'name', ...params }),
    getTags: (params: Record<string, string> = {}) => getTermList('tags', params),

    async getTopic(id: number): Promise<Topic | null> {
      const result = await get(`wp/v2/categories/${id}`, WpTermSchema)
      return result ? toTopic(result.data) : null
    },

    async getAuthor(id: number): Promise<Author | null> {
      const result = await getItem(`wp/v2/users/${id}`, WpUserSchema)
      return result ? toAuthor(result.data, toPath) : null
    },

    async getAuthorBySlug(slug: string): Promise<Author | null> {
      const result = await get(`wp/v2/users?slug=${encodeURIComponent(slug)}`, WpUserSchema.array())
      const user = result?.data[0]
      return user ? toAuthor(user, toPath) : null
    },

    /** Webinars with their topics; `when` orders upcoming soonest first and past newest first. */
    async getWebinars({ when, topic, page = 1, perPage = 10 }: WebinarQuery = {}): Promise<Paged<Webinar>> {
      if (!(await offers('webinars', when ? ['upcoming'] : []))) return nothing
      const path = `wp/v2/webinars?${query({ _embed: 1, per_page: perPage, page, categories: topic, ...byDate(when) })}`
      return paged(await get(path, WpWebinarSchema.array()), (post) => toWebinar(post, toPath))
    },

    async getWebinar(id: number): Promise<Webinar | null> {
      const result = await getItem(`wp/v2/webinars/${id}?_embed=1`, WpWebinarSchema)
      return result ? toWebinar(result.data, toPath) : null
    },

    /** Issues newest first, with their covers: `issues/?per_page=38` (spec §9), with the trailing slash as the spec writes it. */
    async getIssues({ perPage = ISSUES_PAGE_SIZE, page = 1 }: { perPage?: number; page?: number } = {}): Promise<Paged<Issue>> {
      return paged(await get(`wp/v2/issues/?${query({ per_page: perPage, page, _embed: 1 })}`, WpIssueSchema.array()), (post) => toIssue(post, toPath))
    },

    async getIssue(id: number): Promise<Issue | null> {
      const result = await getItem(`wp/v2/issues/${id}?_embed=1`, WpIssueSchema)
      return result ? toIssue(result.data, toPath) : null
    },

    async getIssueBySlug(slug: string): Promise<Issue | null> {
      const result = await get(`wp/v2/issues/?${query({ slug, _embed: 1 })}`, WpIssueSchema.array())
      const issue = result?.data.find((post) => post.slug === slug)
      return issue ? toIssue(issue, toPath) : null
    },

    /** The options' current_issue (spec §7), then that issue; null when unset or gone. */
    async getCurrentIssue(): Promise<Issue | null> {
      const option = await get('acf/v3/options/options/current_issue', z.object({ current_issue: WpPostObjectOptionSchema.optional() }))
      const id = option?.data.current_issue ? option.data.current_issue.ID : null
      return id ? this.getIssue(id) : null
    },

    async getVideos({ category, series, topic, page = 1, perPage = 12 }: VideoQuery = {}): Promise<Paged<Video>> {
      const path = `wp/v2/videos?${query({ _embed: 1, per_page: perPage, page, video_categories: category, series, categories: topic })}`
      return paged(await get(path, WpVideoSchema.array()), (post) => toVideo(post, toPath))
    },

    async getVideo(id: number): Promise<Video | null> {
      const result = await getItem(`wp/v2/videos/${id}?_embed=1`, WpVideoSchema)
      return result ? toVideo(result.data, toPath) : null
    },

    /** The video whose YouTube id this is (the id in /videos/{video_id}/{slug}). */
    async getVideoByYoutubeId(youtubeId: string): Promise<Video | null> {
      if (!(await offers('videos', ['youtube_id']))) return null
      const result = await get(`wp/v2/videos?${query({ _embed: 1, per_page: 1, youtube_id: youtubeId })}`, WpVideoSchema.array())
      // A WordPress without this filter ignores it: only a matching video counts.
      const post = result?.data.find((candidate) => candidate.acf.youtube_id === youtubeId)
      return post ? toVideo(post, toPath) : null
    },

    async getVideoCategories(): Promise<VideoCategory[]> {
      const result = await get('wp/v2/video_categories?per_page=100&orderby=name', WpTermSchema.array())
      return (result?.data ?? []).map(toVideoCategory)
    },

    async getVideoCategory(id: number): Promise<VideoCategory | null> {
      const result = await get(`wp/v2/video_categories/${id}`, WpTermSchema)
      return result ? toVideoCategory(result.data) : null
    },

    /** The daily video's YouTube id (sp/v1/daily_video); null when none is published. */
    async getDailyVideoId(): Promise<string | null> {
      const result = await get('sp/v1/daily_video', WpDailyVideoSchema)
      return result?.data.video_id || null
    },

    /** Events (at most 100): upcoming soonest first, past newest first, all newest first. */
    async getEvents({ when }: { when?: When } = {}): Promise<Event[]> {
      if (!(await offers('events', when ? ['upcoming'] : []))) return []
      const order = when ? byDate(when) : { orderby: 'start_date', order: 'desc' }
      const result = await get(`wp/v2/events?${query({ _embed: 1, per_page: 100, ...order })}`, WpEventSchema.array())
      return (result?.data ?? []).map((post) => toEvent(post, toPath))
    },

    /** Editions of lists and awards without their entries, newest year first (at most 100). */
    async getLists({ family, year, kind }: ListQuery = {}): Promise<ListEdition[]> {
      if (!(await offers('lists', []))) return []
      const path = `wp/v2/lists?${query({ _embed: 1, per_page: 100, orderby: 'year', order: 'desc', family, year, kind, _fields: LIST_SUMMARY_FIELDS })}`
      const result = await get(path, WpListSchema.array())
      const wanted = (edition: ListEdition) => (!family || edition.family === family) && (!year || edition.year === year) && (!kind || edition.kind === kind)
      return (result?.data ?? []).map((post) => toListEdition(post, toPath)).filter(wanted)
    },

    /** One edition, whole: entries or winners included. */
    async getList(family: string, year: number): Promise<ListEdition | null> {
      if (!(await offers('lists', ['family', 'year']))) return null
      const result = await get(`wp/v2/lists?${query({ _embed: 1, per_page: 1, family, year })}`, WpListSchema.array())
      const edition = result?.data[0] ? toListEdition(result.data[0], toPath) : null
      return edition && edition.family === family && edition.year === year ? edition : null
    },

    async getResources({ type, sponsor, topic, page = 1, perPage = 12 }: ResourceQuery = {}): Promise<Paged<Resource>> {
      if (!(await offers('resources', [...(type ? ['asset_type'] : []), ...(sponsor ? ['sponsor'] : [])]))) return nothing
      const path = `wp/v2/resources?${query({ _embed: 1, per_page: perPage, page, asset_type: type, sponsor, categories: topic })}`
      return paged(await get(path, WpResourceSchema.array()), (post) => toResource(post, toPath))
    },

    /** By id, or by slug (the {title} of /resources/content/{title}/{client}). */
    async getResource(slugOrId: string | number): Promise<Resource | null> {
      if (typeof slugOrId === 'number' || /^\d+$/.test(slugOrId)) {
        const result = await getItem(`wp/v2/resources/${slugOrId}?_embed=1`, WpResourceSchema)
        return result ? toResource(result.data, toPath) : null
      }
      const result = await get(`wp/v2/resources?${query({ _embed: 1, per_page: 1, slug: slugOrId })}`, WpResourceSchema.array())
      const post = result?.data[0]
      return post ? toResource(post, toPath) : null
    },
  }
}

export type ContentClient = ReturnType<typeof createContentClient>
