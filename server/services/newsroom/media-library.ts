import { randomBytes } from 'node:crypto'
import { and, desc, eq, gt, ilike, or } from 'drizzle-orm'
import { readPage, rowCount } from '../paging.ts'
import type { Database } from '#db/client.ts'
import { media } from '#db/schema/index.ts'
import { can } from '#lib/roles.ts'
import { IMAGE_TOO_LARGE, MAX_IMAGE_BYTES } from '#lib/image-sizes.ts'
import { slugify } from '#lib/section-paths.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import type { ContentHome } from './content-home.ts'
import { ServiceError } from '../errors.ts'
import { ImageTooLarge, storeFile } from '../media/stored-files.ts'
import { likeLiteral } from '#db/sql-like.ts'
import type { StaffMember } from '../staff/staff.ts'

/**
 * The back office's media library: images uploaded by staff (type read from the bytes, 10 MB at
 * most), stored in their own format and cut to WordPress's sizes; alt text is required, since every
 * image on the site needs one. Searchable by title and alt text.
 */
const MEDIA_PAGE_SIZE = 24

export function createMediaLibrary({ db, uploadsDir, audit, home }: { db: Database; uploadsDir: string; audit: AuditLog; home: ContentHome }) {
  return {
    async upload(actor: StaffMember, input: ImageUpload) {
      home.assertEditableHere()
      if (!can(actor.role, 'media:upload')) throw new ServiceError('forbidden', 'Your role may not upload images.')
      const row = await storeLibraryImage(db, uploadsDir, input)
      await audit.record({ actor, action: 'media.upload', itemType: 'media', itemId: row.id, after: { title: row.title, file: row.file } })
      return row
    },

    /** Files newest first, by title or alt text; `picturesOnly` leaves out what has no width (not an image the editor can show). */
    list(text: string | undefined, page = 1, { picturesOnly = false } = {}) {
      const matches = text ? or(ilike(media.title, `%${likeLiteral(text)}%`), ilike(media.altText, `%${likeLiteral(text)}%`)) : undefined
      const where = picturesOnly ? and(matches, gt(media.width, 0)) : matches
      return readPage(
        page,
        MEDIA_PAGE_SIZE,
        (limit, offset) => db.select().from(media).where(where).orderBy(desc(media.uploadedAt), desc(media.id)).limit(limit).offset(offset),
        db.select(rowCount).from(media).where(where),
      )
    },

    /** A new alt text (required). */
    async describe(actor: StaffMember, id: number, altText: string): Promise<void> {
      home.assertEditableHere()
      if (!can(actor.role, 'media:upload')) throw new ServiceError('forbidden', 'Your role may not change images.')
      if (!altText.trim()) throw new ServiceError('validation_failed', 'Describe the image for people who cannot see it', { fields: { altText: 'Describe the image for people who cannot see it' } })
      const changed = await db
        .update(media)
        .set({ altText: altText.trim().slice(0, 300) })
        .where(eq(media.id, id))
        .returning({ id: media.id })
      if (!changed.length) throw new ServiceError('not_found', 'No such image')
      await audit.record({ actor, action: 'media.describe', itemType: 'media', itemId: id, after: { altText } })
    },
  }
}

export type MediaLibrary = ReturnType<typeof createMediaLibrary>

export interface ImageUpload {
  fileName: string
  bytes: Buffer
  title: string
  altText: string
}

/** An image checked (size, alt text, type from its bytes), stored in its sizes and added to the library; the caller checks who may. */
export async function storeLibraryImage(db: Database, uploadsDir: string, input: ImageUpload) {
  const fields: Record<string, string> = {}
  if (!input.bytes.length) fields.file = 'Choose an image to upload'
  else if (input.bytes.length > MAX_IMAGE_BYTES) fields.file = IMAGE_TOO_LARGE
  if (!input.altText.trim()) fields.altText = 'Describe the image for people who cannot see it'
  if (input.altText.length > 300) fields.altText = 'At most 300 characters'
  if (Object.keys(fields).length) throw new ServiceError('validation_failed', 'Check the marked fields', { fields })
  const title = input.title.trim() || input.fileName.replace(/\.[^.]*$/, '')
  const slug = `${slugify(title).slice(0, 80) || 'image'}-${randomBytes(3).toString('hex')}`
  const month = new Date().toISOString().slice(0, 7).replace('-', '/')
  const stored = await storeFile(uploadsDir, `library/${month}/${slug}`, input.fileName, input.bytes, { imagesOnly: true }).catch((error: unknown) => {
    if (!(error instanceof ImageTooLarge)) throw error
    throw new ServiceError('validation_failed', error.message, { fields: { file: error.message } })
  })
  if (!stored) throw new ServiceError('validation_failed', 'This file is not an image we can use (JPEG, PNG, WebP or GIF).', { fields: { file: 'Not a JPEG, PNG, WebP or GIF image' } })
  const [row] = await db
    .insert(media)
    .values({ slug, title: title.slice(0, 200), altText: input.altText.trim(), ...stored })
    .returning()
  return row!
}
