import { and, asc, desc, eq, ne, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { authors, media, posts } from '#db/schema/index.ts'
import type { AuthorInput } from '#lib/newsroom-schemas.ts'
import { can } from '#lib/roles.ts'
import { slugify } from '#lib/section-paths.ts'
import { uploadsPath } from '#lib/site-paths.ts'
import { tagsOfChange } from '../../cache/content-tags.ts'
import type { PurgeBus } from '../../cache/purge-bus.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import { ServiceError } from '../errors.ts'
import type { StaffMember } from '../staff/staff.ts'
import type { ContentHome } from './content-home.ts'

/**
 * The bylines: each author's name, address, job title, bio and photo (from the media library).
 * Editors and admins keep them; the author pages and every byline follow at once.
 */
export type { AuthorInput }

const PHOTO_CHOICES = 60

export function createAuthorAdmin({ db, log, audit, purge, home }: { db: Database; log: Logger; audit: AuditLog; purge: PurgeBus; home: ContentHome }) {
  function requireStructure(actor: StaffMember) {
    home.assertEditableHere()
    if (!can(actor.role, 'content:structure')) throw new ServiceError('forbidden', 'Only editors and admins change the bylines.')
  }

  async function checked(input: AuthorInput, exceptId: number | null) {
    const name = input.name.trim()
    const slug = slugify(input.slug || name).slice(0, 100)
    const fields: Record<string, string> = {}
    if (!name) fields.name = 'Give the author a name'
    else if (name.length > 100) fields.name = 'At most 100 characters'
    if (input.jobTitle.length > 150) fields.jobTitle = 'At most 150 characters'
    if (input.bio.length > 2000) fields.bio = 'At most 2,000 characters'
    if (name && !slug) fields.slug = 'Use letters or digits'
    if (slug && !fields.slug) {
      const [taken] = await db
        .select({ id: authors.id })
        .from(authors)
        .where(and(eq(authors.slug, slug), exceptId === null ? undefined : ne(authors.id, exceptId)))
      if (taken) fields.slug = 'Another author has this address'
    }
    const [photo] =
      input.avatarMediaId === null
        ? []
        : await db
            .select({ id: media.id })
            .from(media)
            .where(and(eq(media.id, input.avatarMediaId), sql`${media.width} > 0`))
    if (input.avatarMediaId !== null && !photo) fields.avatarMediaId = 'Choose an image from the media library'
    if (Object.keys(fields).length) throw new ServiceError('validation_failed', 'Check the marked fields', { fields })
    return { name, slug, jobTitle: input.jobTitle.trim(), bio: input.bio.trim(), avatarMediaId: input.avatarMediaId }
  }

  const dropCaches = (id: number) =>
    purge.purge(tagsOfChange({ type: 'user', id, action: 'update' })).catch((error: unknown) => log.warn({ event: 'newsroom.purge_failed', err: error, authorId: id }, 'cache not purged'))

  return {
    /** Every author by name, with how many posts carry their byline. */
    list() {
      return db
        .select({
          id: authors.id,
          name: authors.name,
          slug: authors.slug,
          jobTitle: authors.jobTitle,
          posts: sql<number>`(select count(*)::int from ${posts} where ${posts.authorId} = ${authors.id})`,
        })
        .from(authors)
        .orderBy(asc(authors.name))
    },

    async get(id: number) {
      const [row] = await db.select().from(authors).where(eq(authors.id, id))
      if (!row) throw new ServiceError('not_found', 'No such author')
      return row
    },

    /** The library's images a photo can be chosen from (the newest, and the author's own). */
    async photoChoices(ownId: number | null = null) {
      const rows = await db
        .select()
        .from(media)
        .where(sql`${media.width} > 0`)
        .orderBy(desc(media.uploadedAt), desc(media.id))
        .limit(PHOTO_CHOICES)
      const own = ownId !== null && !rows.some((row) => row.id === ownId) ? await db.select().from(media).where(eq(media.id, ownId)) : []
      return [...rows, ...own].map((image) => ({ id: image.id, title: image.title, thumbnail: uploadsPath(image.sizes.thumbnail?.file ?? image.file) }))
    },

    async create(actor: StaffMember, input: AuthorInput): Promise<number> {
      requireStructure(actor)
      const values = await checked(input, null)
      const [row] = await db.insert(authors).values(values).returning({ id: authors.id })
      await audit.record({ actor, action: 'author.create', itemType: 'author', itemId: row!.id, after: values })
      return row!.id
    },

    async update(actor: StaffMember, id: number, input: AuthorInput): Promise<void> {
      requireStructure(actor)
      const before = await this.get(id)
      const values = await checked(input, id)
      await db.update(authors).set(values).where(eq(authors.id, id))
      await audit.record({
        actor,
        action: 'author.update',
        itemType: 'author',
        itemId: id,
        before: { name: before.name, slug: before.slug, jobTitle: before.jobTitle, bio: before.bio, avatarMediaId: before.avatarMediaId },
        after: values,
      })
      await dropCaches(id)
    },
  }
}

export type AuthorAdmin = ReturnType<typeof createAuthorAdmin>
