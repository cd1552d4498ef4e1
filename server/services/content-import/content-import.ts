import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import sharp from 'sharp'
import { z } from 'zod'
import type { Database } from '#db/client.ts'
import { authors, media, posts, postTerms, siteOptions, terms, type MediaSize, type PostType, type Taxonomy } from '#db/schema/index.ts'
import { IMAGE_SIZES } from '#db/seed/images.ts'
import { plain } from '../../content/wp-mappers.ts'

/**
 * Copies a WordPress into the embedded store (`npm run content:import`): authors, categories,
 * tags, video categories, featured images (downloaded and cut to WordPress's sizes), posts, pages,
 * the companion plugin's sections when it offers them, and the current issue and daily video.
 * Everything is matched by slug, so a second run updates what changed and never duplicates; an
 * item whose modification time is unchanged is skipped, so an interrupted run resumes quickly.
 */
export class ImportInputError extends Error {
  override name = 'ImportInputError'
}

export type ImportKind = 'authors' | 'terms' | 'media' | PostType
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

const SECTION_TYPES = ['webinars', 'issues', 'videos', 'events', 'lists', 'resources'] as const
const Rendered = z.object({ rendered: z.string() })
const WpUser = z.object({ id: z.number(), slug: z.string(), name: z.string(), description: z.string().catch('') })
const WpTerm = z.object({ id: z.number(), slug: z.string(), name: z.string(), description: z.string().catch(''), parent: z.number().catch(0) })
const WpMedia = z.object({ id: z.number(), slug: z.string(), title: Rendered, alt_text: z.string().catch(''), caption: Rendered.catch({ rendered: '' }), source_url: z.string(), date_gmt: z.string().nullable().catch(null) })
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
    const [existing] = await db.select().from(authors).where(eq(authors.slug, user.slug))
    const values = { slug: user.slug, name: user.name, bio: user.description }
    if (!existing) {
      const [row] = await db.insert(authors).values(values).returning({ id: authors.id })
      authorIds.set(user.id, row!.id)
      count('authors', 'created')
    } else {
      authorIds.set(user.id, existing.id)
      const same = existing.name === values.name && existing.bio === values.bio
      if (!same) await db.update(authors).set(values).where(eq(authors.id, existing.id))
      count('authors', same ? 'unchanged' : 'updated')
    }
    onProgress?.('authors', i + 1, users.length)
  }

  // Terms
  const termIds = new Map<string, number>()
  const taxonomies: [string, Taxonomy][] = [['categories', 'category'], ['tags', 'post_tag'], ...(offered('video_categories') ? [['video_categories', 'video_category'] as [string, Taxonomy]] : [])]
  const wpTerms: [Taxonomy, z.infer<typeof WpTerm>][] = []
  for (const [route, taxonomy] of taxonomies) for (const term of await all(route, WpTerm)) wpTerms.push([taxonomy, term])
  for (const [i, [taxonomy, term]] of wpTerms.entries()) {
    const values = { taxonomy, slug: term.slug, name: plain(term.name), description: term.description }
    const [existing] = await db.select().from(terms).where(and(eq(terms.taxonomy, taxonomy), eq(terms.slug, term.slug)))
    if (!existing) {
      const [row] = await db.insert(terms).values(values).returning({ id: terms.id })
      termIds.set(`${taxonomy}:${term.id}`, row!.id)
      count('terms', 'created')
    } else {
      termIds.set(`${taxonomy}:${term.id}`, existing.id)
      const same = existing.name === values.name && existing.description === values.description
      if (!same) await db.update(terms).set(values).where(eq(terms.id, existing.id))
      count('terms', same ? 'unchanged' : 'updated')
    }
    onProgress?.('terms', i + 1, wpTerms.length)
  }
  for (const [taxonomy, term] of wpTerms) {
    const parent = term.parent ? termIds.get(`${taxonomy}:${term.parent}`) : 0
    if (parent !== undefined) await db.update(terms).set({ parentId: parent }).where(eq(terms.id, termIds.get(`${taxonomy}:${term.id}`)!))
  }

  // Posts of every type: the items first, then their featured images.
  const types: PostType[] = ['post', 'page', ...SECTION_TYPES.filter(offered)]
  const routeOf = (type: PostType) => (type === 'post' ? 'posts' : type === 'page' ? 'pages' : type)
  const mediaIds = new Map<number, number>()
  const postIds = new Map<number, number>()
  for (const type of types) {
    const items = await all(routeOf(type), WpItem)
    for (const [i, item] of items.entries()) {
      const mediaId = item.featured_media ? await importMedia(item.featured_media) : null
      postIds.set(item.id, await upsertPost(type, item, mediaId))
      onProgress?.(type, i + 1, items.length)
    }
  }

  async function importMedia(wpId: number): Promise<number | null> {
    if (mediaIds.has(wpId)) return mediaIds.get(wpId)!
    const { body } = await getJson(api(`wp/v2/media/${wpId}`)).catch(() => ({ body: null }))
    const item = WpMedia.safeParse(body)
    if (!item.success) return null
    const [existing] = await db.select({ id: media.id }).from(media).where(eq(media.slug, item.data.slug))
    if (existing) {
      mediaIds.set(wpId, existing.id)
      count('media', 'unchanged')
      return existing.id
    }
    const file = await fetch(new Request(item.data.source_url, { signal: AbortSignal.timeout(60_000) })).catch(() => null)
    if (!file?.ok) return null
    const bytes = Buffer.from(await file.arrayBuffer())
    // The type comes from the bytes, not the name: anything sharp cannot read as an image is left out.
    const meta = await sharp(bytes).metadata().catch(() => null)
    if (!meta?.width || !meta.height || !['jpeg', 'png', 'webp', 'gif'].includes(meta.format ?? '')) return null
    const folder = `imported/${(item.data.date_gmt ?? '').slice(0, 7).replace('-', '/') || 'media'}`
    const name = `${folder}/${item.data.slug}`
    const write = (path: string, data: Buffer) => {
      mkdirSync(dirname(join(uploadsDir, path)), { recursive: true })
      writeFileSync(join(uploadsDir, path), data)
      return data.length
    }
    const file0 = `${name}.jpg`
    const full = await sharp(bytes).rotate().jpeg({ quality: 82, mozjpeg: true }).toBuffer()
    const filesize = write(file0, full)
    const sizes: Record<string, MediaSize> = {}
    for (const size of IMAGE_SIZES) {
      if (size.width >= meta.width) continue
      const sized = `${name}-${size.width}x${size.height}.jpg`
      const data = await sharp(bytes).rotate().resize(size.width, size.height, { fit: 'cover', position: 'attention' }).jpeg({ quality: 80, mozjpeg: true }).toBuffer()
      sizes[size.name] = { file: sized, width: size.width, height: size.height, filesize: write(sized, data), mimeType: 'image/jpeg' }
    }
    const [row] = await db
      .insert(media)
      .values({ slug: item.data.slug, title: plain(item.data.title.rendered), altText: item.data.alt_text, caption: plain(item.data.caption.rendered), mimeType: 'image/jpeg', width: meta.width, height: meta.height, file: file0, filesize, sizes })
      .returning({ id: media.id })
    mediaIds.set(wpId, row!.id)
    count('media', 'created')
    return row!.id
  }

  async function upsertPost(type: PostType, item: WpItem, mediaId: number | null): Promise<number> {
    const values = {
      type,
      status: (item.status === 'publish' ? 'publish' : 'draft') as 'publish' | 'draft',
      slug: item.slug,
      title: plain(item.title.rendered),
      excerpt: plain(item.excerpt.rendered),
      contentHtml: item.content.rendered,
      authorId: authorIds.get(item.author) ?? null,
      featuredMediaId: mediaId,
      sticky: item.sticky,
      menuOrder: item.menu_order,
      publishedAt: utc(item.date_gmt),
      modifiedAt: utc(item.modified_gmt),
      acf: item.acf,
    }
    const [existing] = await db.select({ id: posts.id, modifiedAt: posts.modifiedAt }).from(posts).where(and(eq(posts.type, type), eq(posts.slug, item.slug)))
    let id: number
    if (!existing) {
      const [row] = await db.insert(posts).values(values).returning({ id: posts.id })
      id = row!.id
      count(type, 'created')
    } else {
      id = existing.id
      if (existing.modifiedAt.getTime() === values.modifiedAt.getTime()) {
        count(type, 'unchanged')
        return id
      }
      await db.update(posts).set(values).where(eq(posts.id, id))
      count(type, 'updated')
    }
    const links = [
      ...item.categories.map((wpId) => termIds.get(`category:${wpId}`)),
      ...item.tags.map((wpId) => termIds.get(`post_tag:${wpId}`)),
      ...item.video_categories.map((wpId) => termIds.get(`video_category:${wpId}`)),
    ].filter((termId): termId is number => termId !== undefined)
    await db.delete(postTerms).where(eq(postTerms.postId, id))
    if (links.length) await db.insert(postTerms).values([...new Set(links)].map((termId, sortOrder) => ({ postId: id, termId, sortOrder })))
    return id
  }

  // The options the site reads: the current issue and the daily video, as post ids of this store.
  for (const name of ['current_issue'] as const) {
    const { body } = await getJson(api(`acf/v3/options/options/${name}`)).catch(() => ({ body: null }))
    const wpId = (body as Record<string, { ID?: number } | false> | null)?.[name]
    const id = wpId && typeof wpId === 'object' && wpId.ID ? postIds.get(wpId.ID) : undefined
    if (id !== undefined) await db.insert(siteOptions).values({ name, value: id }).onConflictDoUpdate({ target: siteOptions.name, set: { value: id, updatedAt: sql`now()` } })
  }
  return summary
}
