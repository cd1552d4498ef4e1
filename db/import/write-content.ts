import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { linkListCompanies } from '../companies/link-list-companies.ts'
import type { Taxonomy } from '#lib/content-model.ts'
import { authors, posts, postTerms, terms, type NewPost } from '../schema/index.ts'

/**
 * The writing half of every import: a WordPress copied over its REST API
 * (server/services/content-import) and the demo content files (db/seed/content) both land here.
 * Everything is matched by slug, so a second run updates what changed and never duplicates. A new
 * row keeps the id it comes with when the store has no row with that id (always, into an empty
 * store): the site's addresses carry ids, so articles, topics and fixed pages keep their addresses.
 */
export type WriteOutcome = 'created' | 'updated' | 'unchanged'
export interface Written {
  id: number
  outcome: WriteOutcome
}

type Table = typeof authors | typeof terms | typeof posts

/** The id the item comes with when no row has it, else the store's next one. */
async function freeId(db: Database, table: Table, wanted: number | undefined): Promise<number | undefined> {
  if (wanted === undefined) return undefined
  const [taken] = await db.select({ id: table.id }).from(table).where(eq(table.id, wanted))
  return taken ? undefined : wanted
}

/** Inserts a new row, with the id it comes with when that id is free; answers the row's id. */
async function insertKeepingId<T extends Table>(db: Database, table: T, values: Omit<T['$inferInsert'], 'id'>, wanted: number | undefined): Promise<number> {
  const [row] = await db
    .insert(table as Table)
    .values({ ...values, id: await freeId(db, table, wanted) } as T['$inferInsert'])
    .returning({ id: table.id })
  return row!.id
}

/** Inserts a row the store lacks, updates one whose words changed, leaves the rest. */
async function settle(existing: { id: number; same: boolean } | undefined, insert: () => Promise<number>, update: (id: number) => Promise<unknown>): Promise<Written> {
  if (!existing) return { id: await insert(), outcome: 'created' }
  if (!existing.same) await update(existing.id)
  return { id: existing.id, outcome: existing.same ? 'unchanged' : 'updated' }
}

export interface AuthorValues {
  id?: number
  slug: string
  name: string
  bio: string
  jobTitle?: string
  avatarMediaId?: number | null
}

export async function writeAuthor(db: Database, { id, ...values }: AuthorValues): Promise<Written> {
  const [existing] = await db.select().from(authors).where(eq(authors.slug, values.slug))
  return settle(
    existing && { id: existing.id, same: existing.name === values.name && existing.bio === values.bio },
    () => insertKeepingId(db, authors, values, id),
    (existingId) => db.update(authors).set(values).where(eq(authors.id, existingId)),
  )
}

export interface TermValues {
  id?: number
  taxonomy: Taxonomy
  slug: string
  name: string
  description: string
  parentId?: number
  meta?: Record<string, unknown>
}

export async function writeTerm(db: Database, { id, ...values }: TermValues): Promise<Written> {
  const [existing] = await db
    .select()
    .from(terms)
    .where(and(eq(terms.taxonomy, values.taxonomy), eq(terms.slug, values.slug)))
  return settle(
    existing && { id: existing.id, same: existing.name === values.name && existing.description === values.description },
    () => insertKeepingId(db, terms, values, id),
    (existingId) => db.update(terms).set(values).where(eq(terms.id, existingId)),
  )
}

export type PostValues = Omit<NewPost, 'id' | 'type' | 'slug' | 'publishedAt' | 'modifiedAt'> &
  Required<Pick<NewPost, 'type' | 'slug' | 'publishedAt' | 'modifiedAt'>> & {
    id?: number
    /** The topics, tags and series it is filed under, in order; replaced on every write. */
    termIds?: number[]
  }

/** A post of any type; one whose modification time is unchanged is left as it is, so an interrupted import resumes quickly. */
export async function writePost(db: Database, { id, termIds = [], ...values }: PostValues): Promise<Written> {
  const [existing] = await db
    .select({ id: posts.id, modifiedAt: posts.modifiedAt })
    .from(posts)
    .where(and(eq(posts.type, values.type), eq(posts.slug, values.slug)))
  let written: Written
  if (!existing) {
    written = { id: await insertKeepingId(db, posts, values, id), outcome: 'created' }
  } else if (existing.modifiedAt.getTime() === values.modifiedAt.getTime()) {
    return { id: existing.id, outcome: 'unchanged' }
  } else {
    await db.update(posts).set(values).where(eq(posts.id, existing.id))
    await db.delete(postTerms).where(eq(postTerms.postId, existing.id))
    written = { id: existing.id, outcome: 'updated' }
  }
  const links = [...new Set(termIds)]
  if (links.length) await db.insert(postTerms).values(links.map((termId, sortOrder) => ({ postId: written.id, termId, sortOrder })))
  if (values.type === 'lists') await linkListCompanies(db, written.id, values.acf ?? {})
  return written
}

/** Rows written with given ids leave the id sequences behind: the next row the store makes itself starts after them. */
export async function moveSequencesPastIds(db: Database): Promise<void> {
  for (const table of ['authors', 'terms', 'posts']) {
    await db.execute(sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select coalesce(max(id), 0) from ${table}), 1))`))
  }
}
