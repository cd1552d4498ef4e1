import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '#db/client.ts'
import { moveSequencesPastIds, writeAuthor, writePost, writeTerm } from '#db/import/write-content.ts'
import { menus, siteOptions, terms, type PostType } from '#db/schema/index.ts'
import type { Taxonomy } from '#lib/content-model.ts'
import { MENU_LOCATIONS } from '#lib/newsroom-schemas.ts'
import { SECTION_TYPES } from '#lib/sections.ts'
import { plain } from '../../content/wp-mappers.ts'
import { createUploadImporter, WpMedia } from './uploads.ts'

/**
 * Copies a WordPress into the embedded store (`npm run content:import`) through the writer the demo
 * seed uses too (db/import/write-content.ts): authors, categories,
 * tags, video categories, the media library (uploads.ts: images downloaded and cut to WordPress's
 * sizes, inline images and files in bodies and fields pointed at the copies), posts, pages, the
 * companion plugin's sections when it offers them, its two menus, and the current issue.
 * Matched by slug; a new author, term or post keeps its WordPress id when the store has no row with
 * that id, so every article, topic and link inside bodies and menus keeps its address after the move.
 */
export class ImportInputError extends Error {
  override name = 'ImportInputError'
}

export type ImportKind = 'authors' | 'terms' | 'media' | 'menus' | PostType
export interface ImportCounts {
  created: number
  updated: number
  unchanged: number
}
export type ImportSummary = Partial<Record<ImportKind, ImportCounts>>

export interface ImportOptions {
  db: Database
  from: string
  uploadsDir: string
  fetch?: (request: Request) => Promise<Response>
  /** Called after every item: what is being imported, how many of how many. */
  onProgress?: (kind: ImportKind, done: number, total: number) => void
  perPage?: number
}

const Rendered = z.object({ rendered: z.string() })
const WpUser = z.object({ id: z.number(), slug: z.string(), name: z.string(), description: z.string().catch('') })
const WpTerm = z.object({ id: z.number(), slug: z.string(), name: z.string(), description: z.string().catch(''), parent: z.number().catch(0) })
const WpItem = z.object({
  id: z.number(),
  slug: z.string(),
  status: z.string(),
  title: Rendered,
  excerpt: Rendered.catch({ rendered: '' }),
  content: Rendered.catch({ rendered: '' }),
  author: z.number().catch(0),
  featured_media: z.number().catch(0),
  sticky: z.boolean().catch(false),
  parent: z.number().catch(0),
  menu_order: z.number().catch(0),
  date_gmt: z.string(),
  modified_gmt: z.string(),
  categories: z.array(z.number()).catch([]),
  tags: z.array(z.number()).catch([]),
  video_categories: z.array(z.number()).catch([]),
  acf: z.record(z.string(), z.unknown()).catch({}),
})
type WpItem = z.infer<typeof WpItem>

const utc = (value: string) => new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? value : `${value}Z`)

export async function importContent({ db, from, uploadsDir, fetch = globalThis.fetch, onProgress, perPage = 50 }: ImportOptions): Promise<ImportSummary> {
  let base: URL
  try {
    base = new URL(from.replace(/\/+$/, '') + '/')
    if (!/^https?:$/.test(base.protocol)) throw new Error('not http')
  } catch {
    throw new ImportInputError(`--from must be a WordPress address like https://wordpress.example (got "${from}")`)
  }
  const api = (path: string) => new URL(`wp-json/${path}`, base).toString()

  async function getJson(url: string): Promise<{ body: unknown; totalPages: number }> {
    let response: Response
    try {
      response = await fetch(new Request(url, { headers: { Accept: 'application/json' }, signal: AbortSignal.timeout(30_000) }))
    } catch (error) {
      throw new ImportInputError(`${base.origin} cannot be reached: ${(error as Error).message}`)
    }
    if (!response.ok) throw new ImportInputError(`${url} answered ${response.status}`)
    return { body: await response.json().catch(() => null), totalPages: Number(response.headers.get('X-WP-TotalPages') ?? 1) }
  }

  async function all<S extends z.ZodType>(route: string, schema: S): Promise<z.infer<S>[]> {
    const items: z.infer<S>[] = []
    for (let page = 1; ; page++) {
      const { body, totalPages } = await getJson(api(`wp/v2/${route}${route.includes('?') ? '&' : '?'}per_page=${perPage}&page=${page}`))
      const parsed = z.array(z.unknown()).safeParse(body)
      if (!parsed.success) throw new ImportInputError(`${route} did not answer a list`)
      for (const item of parsed.data) {
        const one = schema.safeParse(item)
        if (one.success) items.push(one.data)
      }
      if (page >= totalPages) return items
    }
  }

  const index = (await getJson(api(''))).body as { namespaces?: string[]; routes?: Record<string, unknown> } | null
  if (!index?.namespaces?.includes('wp/v2')) throw new ImportInputError(`${base.origin} is not a WordPress REST API (no wp/v2 at /wp-json/)`)
  const offered = (type: string) => Boolean(index.routes?.[`/wp/v2/${type}`])

  const summary: ImportSummary = {}
  const count = (kind: ImportKind, outcome: keyof ImportCounts) => {
    summary[kind] ??= { created: 0, updated: 0, unchanged: 0 }
    summary[kind][outcome]++
  }

  // Authors
  const authorIds = new Map<number, number>()
  const users = await all('users', WpUser)
  for (const [i, user] of users.entries()) {
    const { id, outcome } = await writeAuthor(db, { id: user.id, slug: user.slug, name: user.name, bio: user.description })
    authorIds.set(user.id, id)
    count('authors', outcome)
    onProgress?.('authors', i + 1, users.length)
  }

  // Terms
  const termIds = new Map<string, number>()
  const taxonomies: [string, Taxonomy][] = [['categories', 'category'], ['tags', 'post_tag'], ...(offered('video_categories') ? [['video_categories', 'video_category'] as [string, Taxonomy]] : [])]
  const wpTerms: [Taxonomy, z.infer<typeof WpTerm>][] = []
  for (const [route, taxonomy] of taxonomies) for (const term of await all(route, WpTerm)) wpTerms.push([taxonomy, term])
  for (const [i, [taxonomy, term]] of wpTerms.entries()) {
    const { id, outcome } = await writeTerm(db, { id: term.id, taxonomy, slug: term.slug, name: plain(term.name), description: term.description })
    termIds.set(`${taxonomy}:${term.id}`, id)
    count('terms', outcome)
    onProgress?.('terms', i + 1, wpTerms.length)
  }
  for (const [taxonomy, term] of wpTerms) {
    const parent = term.parent ? termIds.get(`${taxonomy}:${term.parent}`) : 0
    if (parent !== undefined)
      await db
        .update(terms)
        .set({ parentId: parent })
        .where(eq(terms.id, termIds.get(`${taxonomy}:${term.id}`)!))
  }

  // The media library, then posts of every type with their featured images.
  const uploads = createUploadImporter({ db, uploadsDir, origin: base.origin, fetch, counted: (outcome) => count('media', outcome) })
  const mediaIds = new Map<number, number | null>()
  const library = offered('media') ? await all('media', WpMedia) : []
  for (const [i, item] of library.entries()) {
    mediaIds.set(item.id, await uploads.importItem(item))
    onProgress?.('media', i + 1, library.length)
  }
  const types: PostType[] = ['post', 'page', ...SECTION_TYPES.filter(offered)]
  const routeOf = (type: PostType) => (type === 'post' ? 'posts' : type === 'page' ? 'pages' : type)
  const postIds = new Map<number, number>()
  for (const type of types) {
    const items = await all(routeOf(type), WpItem)
    for (const [i, item] of items.entries()) {
      const mediaId = item.featured_media ? await featuredMedia(item.featured_media) : null
      postIds.set(item.id, await upsertPost(type, item, mediaId))
      onProgress?.(type, i + 1, items.length)
    }
  }

  /** A featured image the library did not list (WordPress lists only what the reader may see): asked for by id. */
  async function featuredMedia(wpId: number): Promise<number | null> {
    if (!mediaIds.has(wpId)) {
      const { body } = await getJson(api(`wp/v2/media/${wpId}`)).catch(() => ({ body: null }))
      const item = WpMedia.safeParse(body)
      mediaIds.set(wpId, item.success ? await uploads.importItem(item.data) : null)
    }
    return mediaIds.get(wpId) ?? null
  }

  async function upsertPost(type: PostType, item: WpItem, mediaId: number | null): Promise<number> {
    const values = {
      type,
      status: (item.status === 'publish' ? 'publish' : 'draft') as 'publish' | 'draft',
      slug: item.slug,
      title: plain(item.title.rendered),
      excerpt: plain(item.excerpt.rendered),
      contentHtml: await uploads.localizeHtml(item.content.rendered),
      authorId: authorIds.get(item.author) ?? null,
      featuredMediaId: mediaId,
      sticky: item.sticky,
      menuOrder: item.menu_order,
      publishedAt: utc(item.date_gmt),
      modifiedAt: utc(item.modified_gmt),
      acf: (await uploads.localizeValue(item.acf)) as Record<string, unknown>,
    }
    const termIdsOf = [
      ...item.categories.map((wpId) => termIds.get(`category:${wpId}`)),
      ...item.tags.map((wpId) => termIds.get(`post_tag:${wpId}`)),
      ...item.video_categories.map((wpId) => termIds.get(`video_category:${wpId}`)),
    ].filter((termId): termId is number => termId !== undefined)
    const { id, outcome } = await writePost(db, { ...values, id: item.id, termIds: termIdsOf })
    count(type, outcome)
    return id
  }

  // The companion plugin's menus, with the site's addresses already in them.
  for (const location of MENU_LOCATIONS) {
    const response = await fetch(new Request(new URL(`my${location}_menu?site=p`, base), { signal: AbortSignal.timeout(30_000) })).catch(() => null)
    const html = response?.ok && /^text\/html/.test(response.headers.get('content-type') ?? '') ? (await response.text()).trim() : ''
    if (!html) continue
    const [existing] = await db.select({ html: menus.html }).from(menus).where(eq(menus.location, location))
    if (existing?.html === html) count('menus', 'unchanged')
    else {
      await db
        .insert(menus)
        .values({ location, html })
        .onConflictDoUpdate({ target: menus.location, set: { html, updatedAt: sql`now()` } })
      count('menus', existing ? 'updated' : 'created')
    }
  }

  // The options the site reads: the current issue and the daily video, as post ids of this store.
  for (const name of ['current_issue'] as const) {
    const { body } = await getJson(api(`acf/v3/options/options/${name}`)).catch(() => ({ body: null }))
    const wpId = (body as Record<string, { ID?: number } | false> | null)?.[name]
    const id = wpId && typeof wpId === 'object' && wpId.ID ? postIds.get(wpId.ID) : undefined
    if (id !== undefined)
      await db
        .insert(siteOptions)
        .values({ name, value: id })
        .onConflictDoUpdate({ target: siteOptions.name, set: { value: id, updatedAt: sql`now()` } })
  }
  await moveSequencesPastIds(db)
  return summary
}
