import { and, asc, count, desc, eq, getTableColumns, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { postTerms, posts, terms, type PostType } from '#db/schema/index.ts'

export type PostOrderBy = 'date' | 'id' | 'title' | 'slug' | 'modified' | 'relevance' | 'include' | 'menu_order'

export interface PostQuery {
  type: PostType | PostType[]
  page: number
  perPage: number
  search?: string
  slugs?: string[]
  include?: number[]
  exclude?: number[]
  categories?: number[]
  tags?: number[]
  authors?: number[]
  before?: Date
  after?: Date
  sticky?: boolean
  orderby: PostOrderBy
  order: 'asc' | 'desc'
}

const { searchVector: _omit, ...postColumns } = getTableColumns(posts)
export type PostRow = Omit<typeof posts.$inferSelect, 'searchVector'>

const published = (type: PostType | PostType[]) =>
  and(Array.isArray(type) ? inArray(posts.type, type) : eq(posts.type, type), eq(posts.status, 'publish'))

function hasTerms(termIds: number[]): SQL {
  return sql`exists (select 1 from post_terms pt where pt.post_id = "posts"."id" and pt.term_id in ${sql`(${sql.join(termIds.map((id) => sql`${id}`), sql`, `)})`})`
}

/** websearch syntax ("quoted phrases", -exclusions, or) with English stemming. */
export const tsQuery = (search: string) => sql`websearch_to_tsquery('english', ${search})`

function whereOf(query: PostQuery): SQL {
  const conditions: (SQL | undefined)[] = [published(query.type)]
  if (query.slugs?.length) conditions.push(inArray(posts.slug, query.slugs))
  if (query.include?.length) conditions.push(inArray(posts.id, query.include))
  if (query.exclude?.length) conditions.push(notInArray(posts.id, query.exclude))
  if (query.categories?.length) conditions.push(hasTerms(query.categories))
  if (query.tags?.length) conditions.push(hasTerms(query.tags))
  if (query.authors?.length) conditions.push(inArray(posts.authorId, query.authors))
  if (query.before) conditions.push(lte(posts.publishedAt, query.before))
  if (query.after) conditions.push(gte(posts.publishedAt, query.after))
  if (query.sticky !== undefined) conditions.push(eq(posts.sticky, query.sticky))
  if (query.search) conditions.push(sql`${posts.searchVector} @@ ${tsQuery(query.search)}`)
  return and(...conditions)!
}

function orderOf(query: PostQuery): SQL[] {
  const direction = query.order === 'asc' ? asc : desc
  switch (query.orderby) {
    case 'relevance':
      return query.search
        ? [sql`ts_rank_cd(${posts.searchVector}, ${tsQuery(query.search)}) desc`, desc(posts.publishedAt), desc(posts.id)]
        : [desc(posts.publishedAt), desc(posts.id)]
    case 'include':
      return query.include?.length
        ? [sql`array_position(${sql.raw(`array[${query.include.map(Number).join(',')}]::int[]`)}, ${posts.id})`]
        : [direction(posts.publishedAt), direction(posts.id)]
    case 'id':
      return [direction(posts.id)]
    case 'title':
      return [direction(posts.title), direction(posts.id)]
    case 'slug':
      return [direction(posts.slug), direction(posts.id)]
    case 'modified':
      return [direction(posts.modifiedAt), direction(posts.id)]
    case 'menu_order':
      return [direction(posts.menuOrder), direction(posts.id)]
    default:
      return [direction(posts.publishedAt), direction(posts.id)]
  }
}

export async function queryPosts(db: Database, query: PostQuery): Promise<{ rows: PostRow[]; total: number }> {
  const where = whereOf(query)
  const [rows, [total]] = await Promise.all([
    db
      .select(postColumns)
      .from(posts)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(posts).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}

export async function findPost(db: Database, type: PostType, id: number): Promise<PostRow | null> {
  const [row] = await db.select(postColumns).from(posts).where(and(published(type), eq(posts.id, id))).limit(1)
  return row ?? null
}

export interface PostTermIds {
  categories: number[]
  tags: number[]
}

/** Topic and tag ids of each post, in the editor's order. */
export async function loadTermIds(db: Database, postIds: number[]): Promise<Map<number, PostTermIds>> {
  const result = new Map<number, PostTermIds>(postIds.map((id) => [id, { categories: [], tags: [] }]))
  if (postIds.length === 0) return result
  const rows = await db
    .select({ postId: postTerms.postId, termId: postTerms.termId, taxonomy: terms.taxonomy })
    .from(postTerms)
    .innerJoin(terms, eq(terms.id, postTerms.termId))
    .where(inArray(postTerms.postId, postIds))
    .orderBy(asc(postTerms.postId), asc(postTerms.sortOrder), asc(postTerms.termId))
  for (const row of rows) {
    const entry = result.get(row.postId)!
    ;(row.taxonomy === 'category' ? entry.categories : entry.tags).push(row.termId)
  }
  return result
}
