import { isStorableId } from '#lib/validation/ranges.ts'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { authors, media, type Author, type Media } from '#db/schema/index.ts'
import { pageOffset, withTotal } from './counted-page.ts'

/** Authors with at least one published post: the public users of WordPress. */
const hasPublished = sql`exists (select 1 from posts p where p.author_id = "authors"."id" and p.status = 'publish')`

export async function queryAuthors(db: Database, query: { page: number; perPage: number; include?: number[]; slugs?: string[] }) {
  const conditions = [hasPublished]
  if (query.include?.length) conditions.push(inArray(authors.id, query.include))
  if (query.slugs?.length) conditions.push(inArray(authors.slug, query.slugs))
  const where = and(...conditions)
  return withTotal(db.select().from(authors).where(where).orderBy(asc(authors.name)).limit(query.perPage).offset(pageOffset(query)), db.select({ total: count() }).from(authors).where(where))
}

export async function findAuthor(db: Database, id: number): Promise<Author | null> {
  if (!isStorableId(id)) return null
  const [row] = await db
    .select()
    .from(authors)
    .where(and(eq(authors.id, id), hasPublished))
    .limit(1)
  return row ?? null
}

export async function findAuthorsByIds(db: Database, ids: number[]): Promise<Author[]> {
  return ids.length === 0 ? [] : db.select().from(authors).where(inArray(authors.id, ids))
}

export async function queryMedia(db: Database, query: { page: number; perPage: number; include?: number[] }) {
  const where = query.include?.length ? inArray(media.id, query.include) : undefined
  return withTotal(db.select().from(media).where(where).orderBy(asc(media.id)).limit(query.perPage).offset(pageOffset(query)), db.select({ total: count() }).from(media).where(where))
}

export async function findMedia(db: Database, id: number): Promise<Media | null> {
  if (!isStorableId(id)) return null
  const [row] = await db.select().from(media).where(eq(media.id, id)).limit(1)
  return row ?? null
}

export async function findMediaByIds(db: Database, ids: number[]): Promise<Media[]> {
  return ids.length === 0 ? [] : db.select().from(media).where(inArray(media.id, ids))
}
