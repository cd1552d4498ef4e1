import { eq } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '#db/client.ts'
import { media, type MediaSize } from '#db/schema/index.ts'
import { uploadsPath } from '#lib/site-paths.ts'
import { plain } from '../../content/wp-mappers.ts'
import { ImageTooLarge, storeFile } from '../media/stored-files.ts'

/**
 * The media half of the importer: WordPress's media library copied file by file (images cut to
 * WordPress's sizes, other files as they are), and every link to WordPress's uploads inside bodies
 * and fields pointed at the copy, so the imported store needs nothing from the old host.
 */
const Rendered = z.object({ rendered: z.string() })
export const WpMedia = z.object({
  id: z.number(),
  slug: z.string(),
  title: Rendered,
  alt_text: z.string().catch(''),
  caption: Rendered.catch({ rendered: '' }),
  source_url: z.string(),
  date_gmt: z.string().nullable().catch(null),
  media_details: z.object({ sizes: z.record(z.string(), z.object({ source_url: z.string() })).catch({}) }).catch({ sizes: {} }),
})
export type WpMedia = z.infer<typeof WpMedia>

function originOf(url: string): string {
  try {
    return new URL(url).origin
  } catch {
    return ''
  }
}

interface UploadImporterOptions {
  db: Database
  uploadsDir: string
  /** WordPress's origin: links to its uploads (or to where its library says its files are) are copied, others left alone. */
  origin: string
  fetch: (request: Request) => Promise<Response>
  counted: (outcome: 'created' | 'unchanged') => void
}

export function createUploadImporter({ db, uploadsDir, origin, fetch, counted }: UploadImporterOptions) {
  /** WordPress's address of a file (any of its sizes) → the address of the copy. */
  const localUrls = new Map<string, string>()
  const uploadOrigins = new Set([origin])
  const UPLOAD_LINK = /https?:\/\/[^"'\s)<>/]+\/[^"'\s)<>]*?wp-content\/uploads\/[^"'\s)<>,]+/g
  const isUpload = (url: string) => uploadOrigins.has(originOf(url))

  function remember(item: Pick<WpMedia, 'source_url' | 'media_details'>, row: { file: string; sizes: Record<string, MediaSize> }) {
    const from = originOf(item.source_url)
    if (from) uploadOrigins.add(from)
    localUrls.set(item.source_url, uploadsPath(row.file))
    for (const [name, size] of Object.entries(item.media_details.sizes)) localUrls.set(size.source_url, uploadsPath(row.sizes[name]?.file ?? row.file))
  }

  async function download(url: string): Promise<Buffer | null> {
    const response = await fetch(new Request(url, { signal: AbortSignal.timeout(60_000) })).catch(() => null)
    return response?.ok ? Buffer.from(await response.arrayBuffer()) : null
  }

  /** One item of the media library; the id of its copy (null when its file cannot be had, is of no known type or is too large an image). */
  async function importItem(item: WpMedia): Promise<number | null> {
    const [existing] = await db.select({ id: media.id, file: media.file, sizes: media.sizes }).from(media).where(eq(media.slug, item.slug))
    if (existing) {
      remember(item, existing)
      counted('unchanged')
      return existing.id
    }
    const bytes = await download(item.source_url)
    const name = `imported/${(item.date_gmt ?? '').slice(0, 7).replace('-', '/') || 'media'}/${item.slug}`
    // An image over the pixel limit stays where it is, like a file that cannot be had.
    const stored = bytes ? await storeFile(uploadsDir, name, new URL(item.source_url).pathname, bytes).catch((error: unknown) => (error instanceof ImageTooLarge ? null : Promise.reject(error))) : null
    if (!stored) return null
    const [row] = await db
      .insert(media)
      .values({ slug: item.slug, title: plain(item.title.rendered), altText: item.alt_text, caption: plain(item.caption.rendered), ...stored })
      .returning({ id: media.id })
    remember(item, stored)
    counted('created')
    return row!.id
  }

  /** A file in WordPress's uploads that its media library does not list (an inline image pasted by address): copied under its own name. */
  async function importLoose(url: string): Promise<void> {
    const fileName = new URL(url).pathname.split('/').pop() ?? ''
    const slug = `imported-${fileName
      .replace(/\.[^.]*$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')}`.slice(0, 190)
    await importItem({ id: 0, slug, title: { rendered: fileName }, alt_text: '', caption: { rendered: '' }, source_url: url, date_gmt: null, media_details: { sizes: {} } })
  }

  /**
   * Links to WordPress's uploads in a body pointed at the copies; an image's srcset and sizes are
   * dropped (they name WordPress's own sizes), its src is the copy's full size.
   */
  async function localizeHtml(html: string): Promise<string> {
    for (const url of new Set(html.match(UPLOAD_LINK) ?? [])) if (!localUrls.has(url) && isUpload(url)) await importLoose(url)
    const moved = html.replace(UPLOAD_LINK, (url) => localUrls.get(url) ?? url)
    return moved.replace(/<img\b[^>]*>/g, (tag) => (/\ssrc="\/wp-content\/uploads\//.test(tag) ? tag.replace(/\s(?:srcset|sizes)="[^"]*"/g, '') : tag))
  }

  /** The same for a field's value (a sponsor's logo, a speaker's photo, a resource's file), at any depth. */
  async function localizeValue(value: unknown): Promise<unknown> {
    if (typeof value === 'string') return value.includes('/wp-content/uploads/') ? localizeHtml(value) : value
    if (Array.isArray(value)) {
      const items: unknown[] = []
      for (const item of value) items.push(await localizeValue(item))
      return items
    }
    if (value && typeof value === 'object') {
      const fields: Record<string, unknown> = {}
      for (const [key, inner] of Object.entries(value)) fields[key] = await localizeValue(inner)
      return fields
    }
    return value
  }

  return { importItem, localizeHtml, localizeValue }
}
