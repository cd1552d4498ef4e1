import { isStorableId } from '#lib/validation/ranges.ts'
import { and, asc, count, desc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { terms } from '#db/schema/index.ts'
import type { Taxonomy } from '#lib/content-model.ts'
import { pageOffset, withTotal } from './counted-page.ts'

export interface TermQuery {
  taxonomy: Taxonomy
  page: number
  perPage: number
  include?: number[]
  exclude?: number[]
  slugs?: string[]
  search?: string
  post?: number
  /** Only the children of this term (0: top-level terms). */
  parent?: number
  hideEmpty?: boolean
  orderby: 'name' | 'id' | 'slug' | 'count' | 'include'
  order: 'asc' | 'desc'
}

/** Published posts carrying the term: WordPress's `count`. */
// Correlated subqueries name their columns in full: drizzle may print a bare "id" that binds to the inner table.
const postCount = sql<number>`(select count(*)::int from post_terms pt inner join posts p on p.id = pt.post_id where pt.term_id = "terms"."id" and p.status = 'publish')`

const termColumnsUncounted = {
  id: terms.id,
  taxonomy: terms.taxonomy,
  slug: terms.slug,
  name: terms.name,
  description: terms.description,
  parentId: terms.parentId,
  meta: terms.meta,
}
const termColumns = { ...termColumnsUncounted, count: postCount }
export type TermRow = { id: number; taxonomy: Taxonomy; slug: string; name: string; description: string; parentId: number; meta: Record<string, unknown>; count: number }
/** A term without its post count: what `_embed` shows, and the count costs a scan of the term's posts. */
export type UncountedTermRow = Omit<TermRow, 'count'>

function whereOf(query: TermQuery): SQL {
  const conditions: (SQL | undefined)[] = [eq(terms.taxonomy, query.taxonomy)]
  if (query.include?.length) conditions.push(inArray(terms.id, query.include))
  if (query.exclude?.length) conditions.push(notInArray(terms.id, query.exclude))
  if (query.slugs?.length) conditions.push(inArray(terms.slug, query.slugs))
  if (query.search) conditions.push(sql`${terms.name} ilike ${`%${query.search.replace(/[%_\\]/g, '\\$&')}%`}`)
  if (query.post) conditions.push(sql`exists (select 1 from post_terms pt where pt.term_id = "terms"."id" and pt.post_id = ${query.post})`)
  if (query.parent !== undefined) conditions.push(eq(terms.parentId, query.parent))
  if (query.hideEmpty) conditions.push(sql`${postCount} > 0`)
  return and(...conditions)!
}

export async function queryTerms(db: Database, query: TermQuery): Promise<{ rows: TermRow[]; total: number }> {
  const direction = query.order === 'desc' ? desc : asc
  const orderBy =
    query.orderby === 'count'
      ? [direction(postCount), asc(terms.id)]
      : query.orderby === 'include' && query.include?.length
        ? [sql`array_position(${sql.raw(`array[${query.include.map(Number).join(',')}]::int[]`)}, ${terms.id})`]
        : [direction(query.orderby === 'id' ? terms.id : query.orderby === 'slug' ? terms.slug : terms.name), asc(terms.id)]
  const where = whereOf(query)
  const { rows, total } = await withTotal(
    db
      .select(termColumns)
      .from(terms)
      .where(where)
      .orderBy(...orderBy)
      .limit(query.perPage)
      .offset(pageOffset(query)),
    db.select({ total: count() }).from(terms).where(where),
  )
  return { rows: rows as TermRow[], total }
}

export async function findTerm(db: Database, taxonomy: Taxonomy, id: number): Promise<TermRow | null> {
  if (!isStorableId(id)) return null
  const [row] = await db
    .select(termColumns)
    .from(terms)
    .where(and(eq(terms.taxonomy, taxonomy), eq(terms.id, id)))
    .limit(1)
  return (row as TermRow | undefined) ?? null
}

export async function findTermsByIds(db: Database, ids: number[]): Promise<UncountedTermRow[]> {
  if (ids.length === 0) return []
  return (await db.select(termColumnsUncounted).from(terms).where(inArray(terms.id, ids))) as UncountedTermRow[]
}
