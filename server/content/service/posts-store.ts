import { isStorableId } from '#lib/validation/ranges.ts'
import { and, asc, count, desc, eq, getTableColumns, gt, inArray, lt, ne, not, notInArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { likeLiteral } from '#db/sql-like.ts'
import { posts, type PostType } from '#db/schema/index.ts'
import type { Taxonomy } from '#lib/content-model.ts'
import { preparePlan, rowsOf } from './search/corrections.ts'
import { CAP, FULLY_SCORED, matchSample, scoredPool, titleNeighbours, withBitmapScans } from './search/pool.ts'
import { postMatches, postScore } from './search/post-match.ts'
import type { SearchPlan } from './search/query-plan.ts'

export type PostOrderBy = 'author' | 'date' | 'id' | 'title' | 'slug' | 'modified' | 'parent' | 'relevance' | 'include' | 'include_slugs' | 'menu_order' | AcfOrder

/** Sorting by ACF field values, the first field first (text order, or as integers). */
export interface AcfOrder {
  acf: string[]
  numeric?: boolean
}

/**
 * A condition on a post's ACF fields: `contains` matches when the fields contain any one of
 * the given objects (jsonb @>, so types are exact: `{"special": true}`, `{"year": 2026}`);
 * `compare` compares a top-level field as text (ISO dates compare correctly).
 */
export type AcfCondition =
  | { contains: Record<string, unknown>[] }
  | { compare: { field: string; op: '<' | '<=' | '>' | '>='; value: string } }
  /** Some element of one of these array fields has `key` containing `text`, case aside (a repeater's rows). */
  | { rowText: { arrays: string[]; key: string; text: string } }

export interface PostQuery {
  type: PostType | PostType[]
  page: number
  perPage: number
  /** Rows to skip; replaces the page's own offset, as WP_Query's `offset` does (the total is unchanged). */
  offset?: number
  search?: string
  slugs?: string[]
  include?: number[]
  exclude?: number[]
  authors?: number[]
  authorsExclude?: number[]
  parents?: number[]
  parentsExclude?: number[]
  menuOrder?: number
  /** Published strictly before / after (WP_Date_Query is not inclusive by default). */
  before?: Date
  after?: Date
  /** Modified strictly before / after. */
  modifiedBefore?: Date
  modifiedAfter?: Date
  sticky?: boolean
  /** Posts carrying any of these terms, of whatever taxonomy (each list is one condition). */
  terms?: number[][]
  /** Posts carrying none of these terms (each list is one condition). */
  termsExclude?: number[][]
  /** How the term conditions combine (WordPress's tax_relation; AND unless told). */
  taxRelation?: 'AND' | 'OR'
  acf?: AcfCondition[]
  orderby: PostOrderBy
  order: 'asc' | 'desc'
}

/** One of a post's terms: its id and taxonomy. */
type TermRef = [termId: number, taxonomy: Taxonomy]

/**
 * A post's terms in their order, read with the post itself (a correlated subquery on post_terms'
 * primary key), so a page of posts is one statement, not two.
 */
const termRefs = sql<
  TermRef[]
>`coalesce((select json_agg(json_build_array(pt.term_id, t.taxonomy) order by pt.sort_order, pt.term_id) from post_terms pt join terms t on t.id = pt.term_id where pt.post_id = "posts"."id"), '[]')`

const { searchVector: _omit, searchNames: _names, ...tableColumns } = getTableColumns(posts)
const postColumns = { ...tableColumns, termRefs }
/** Every column but the body: lists that show no body need not read (and decode) 30 KB a post. */
const { contentHtml: _body, ...postColumnsWithoutBody } = postColumns
export type PostRow = Omit<typeof posts.$inferSelect, 'searchVector' | 'searchNames'> & { termRefs: TermRef[] }

const published = (type: PostType | PostType[]) => and(Array.isArray(type) ? inArray(posts.type, type) : eq(posts.type, type), eq(posts.status, 'publish'))

function hasTerms(termIds: number[]): SQL {
  return sql`exists (select 1 from post_terms pt where pt.post_id = "posts"."id" and pt.term_id in ${sql`(${sql.join(
    termIds.map((id) => sql`${id}`),
    sql`, `,
  )})`})`
}

/** The search engine's reading of `search` (null: no search); a search of no words (or stop words only) matches nothing. */
type Search = SearchPlan | 'nothing' | null

async function readSearch(db: Database, search: string | undefined): Promise<Search> {
  if (!search) return null
  return (await preparePlan(db, search)) ?? 'nothing'
}

function whereOf(query: PostQuery, search: Search): SQL {
  const conditions: (SQL | undefined)[] = [published(query.type)]
  if (query.slugs?.length) conditions.push(inArray(posts.slug, query.slugs))
  if (query.include?.length) conditions.push(inArray(posts.id, query.include))
  if (query.exclude?.length) conditions.push(notInArray(posts.id, query.exclude))
  if (query.authors?.length) conditions.push(inArray(posts.authorId, query.authors))
  if (query.authorsExclude?.length) conditions.push(notInArray(posts.authorId, query.authorsExclude))
  if (query.parents?.length) conditions.push(inArray(posts.parentId, query.parents))
  if (query.parentsExclude?.length) conditions.push(notInArray(posts.parentId, query.parentsExclude))
  if (query.menuOrder !== undefined) conditions.push(eq(posts.menuOrder, query.menuOrder))
  // WordPress keeps whole seconds: a post of 10:00:00.5 is one of 10:00:00, not after it.
  const seconds = (column: typeof posts.publishedAt | typeof posts.modifiedAt) => sql`date_trunc('second', ${column})`
  if (query.before) conditions.push(lt(seconds(posts.publishedAt), query.before))
  if (query.after) conditions.push(gt(seconds(posts.publishedAt), query.after))
  if (query.modifiedBefore) conditions.push(lt(seconds(posts.modifiedAt), query.modifiedBefore))
  if (query.modifiedAfter) conditions.push(gt(seconds(posts.modifiedAt), query.modifiedAfter))
  if (query.sticky !== undefined) conditions.push(eq(posts.sticky, query.sticky))
  if (search) conditions.push(search === 'nothing' ? sql`false` : postMatches(search))
  const taxonomy = [...(query.terms ?? []).filter((ids) => ids.length > 0).map(hasTerms), ...(query.termsExclude ?? []).filter((ids) => ids.length > 0).map((ids) => not(hasTerms(ids)))]
  if (taxonomy.length > 0) conditions.push(query.taxRelation === 'OR' ? or(...taxonomy) : and(...taxonomy))
  for (const condition of query.acf ?? []) conditions.push(acfWhere(condition))
  return and(...conditions)!
}

const COMPARISONS = { '<': sql.raw('<'), '<=': sql.raw('<='), '>': sql.raw('>'), '>=': sql.raw('>=') } as const

function acfWhere(condition: AcfCondition): SQL {
  if ('contains' in condition) {
    if (condition.contains.length === 0) return sql`false`
    return sql`(${sql.join(
      condition.contains.map((value) => sql`${posts.acf} @> ${JSON.stringify(value)}::jsonb`),
      sql` or `,
    )})`
  }
  if ('rowText' in condition) {
    const { arrays, key, text } = condition.rowText
    const pattern = `%${likeLiteral(text)}%`
    const matches = arrays.map(
      (array) =>
        sql`exists (select 1 from jsonb_array_elements(case when jsonb_typeof(${posts.acf} -> ${array}::text) = 'array' then ${posts.acf} -> ${array}::text else '[]'::jsonb end) as row_value where row_value ->> ${key}::text ilike ${pattern})`,
    )
    return sql`(${sql.join(matches, sql` or `)})`
  }
  const { field, op, value } = condition.compare
  return sql`(${posts.acf} ->> ${field}::text) ${COMPARISONS[op]} ${value}::text`
}

function acfOrderTerms(order: AcfOrder, direction: 'asc' | 'desc'): SQL[] {
  const dir = sql.raw(direction === 'asc' ? 'asc nulls last' : 'desc nulls last')
  return order.acf.map((field) =>
    order.numeric ? sql`(case when (${posts.acf} ->> ${field}::text) ~ '^-?[0-9]{1,9}$' then (${posts.acf} ->> ${field}::text)::int end) ${dir}` : sql`(${posts.acf} ->> ${field}::text) ${dir}`,
  )
}

function orderOf(query: PostQuery, search: Search, now: Date): SQL[] {
  const direction = query.order === 'asc' ? asc : desc
  if (typeof query.orderby === 'object') return [...acfOrderTerms(query.orderby, query.order), direction(posts.publishedAt), direction(posts.id)]
  switch (query.orderby) {
    case 'relevance':
      return search && search !== 'nothing' ? [sql`${postScore(search, now)} desc`, desc(posts.publishedAt), desc(posts.id)] : [desc(posts.publishedAt), desc(posts.id)]
    case 'include':
      return query.include?.length ? [sql`array_position(${sql.raw(`array[${query.include.map(Number).join(',')}]::int[]`)}, ${posts.id})`] : [direction(posts.publishedAt), direction(posts.id)]
    case 'include_slugs':
      // WP_Query's post_name__in order: the order the slugs were given in.
      return query.slugs?.length
        ? [
            sql`array_position(array[${sql.join(
              query.slugs.map((slug) => sql`${slug}`),
              sql`, `,
            )}]::text[], ${posts.slug}::text)`,
            desc(posts.id),
          ]
        : [direction(posts.publishedAt), direction(posts.id)]
    case 'author':
      return [direction(posts.authorId), direction(posts.id)]
    case 'parent':
      return [direction(posts.parentId), direction(posts.id)]
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

/**
 * A page of posts and, unless `countTotal` is false, how many match in all (WordPress's
 * X-WP-Total): a count that visits every matching post, so callers that show no page count skip it.
 * With `withBody` false the posts come without their body (an empty `contentHtml`). A `search`
 * matches and ranks as the site's search does (./search, docs/decisions/057); `now` dates its recency.
 */
export async function queryPosts(db: Database, query: PostQuery, { countTotal = true, withBody = true, now = new Date() } = {}): Promise<{ rows: PostRow[]; total: number | null }> {
  const search = await readSearch(db, query.search)
  const where = whereOf(query, search)
  const columns = withBody ? postColumns : { ...postColumnsWithoutBody, contentHtml: sql<string>`''` }
  const page = (target: Database, pool?: SQL) =>
    target
      .select(columns)
      .from(posts)
      .where(pool ? and(where, sql`${posts.id} = any(array(${pool}))`) : where)
      .orderBy(...orderOf(query, search, now))
      .limit(query.perPage)
      .offset(query.offset ?? (query.page - 1) * query.perPage)
  if (search && search !== 'nothing') return querySearch(db, query, search, page, countTotal)
  const [rows, counted] = await Promise.all([page(db), countTotal ? db.select({ total: count() }).from(posts).where(where) : Promise.resolve(null)])
  return { rows, total: counted ? (counted[0]?.total ?? 0) : null }
}

/**
 * A search's page and count as the site's search makes them (./search/pool.ts, docs/decisions/074):
 * ranked by relevance within the search's pool, counted up to SEARCH_COUNT_CAP (a total at the cap
 * means "the cap or more"). In another order the page is read from every match.
 */
async function querySearch(
  db: Database,
  query: PostQuery,
  plan: SearchPlan,
  page: (target: Database, pool?: SQL) => Promise<PostRow[]>,
  countTotal: boolean,
): Promise<{ rows: PostRow[]; total: number | null }> {
  const filters = whereOf(query, null)
  const sample = sql`(${matchSample(plan, filters)}) sample`
  const total = async (tx: Database) => (countTotal ? (rowsOf<{ total: number }>(await tx.execute(sql`select least(count(distinct id), ${CAP})::int as total from ${sample}`))[0]?.total ?? 0) : null)
  if (query.orderby !== 'relevance') return { rows: await page(db), total: await withBitmapScans(db, total) }
  const offset = query.offset ?? (query.page - 1) * query.perPage
  const pool = scoredPool(sample, titleNeighbours(plan, filters), Math.max(FULLY_SCORED, offset + query.perPage))
  return withBitmapScans(db, async (tx) => ({ rows: await page(tx, pool), total: await total(tx) }))
}

/** A post of any status but the trash: a draft or scheduled article for its signed preview. */
export async function findDraft(db: Database, type: PostType, id: number): Promise<PostRow | null> {
  if (!isStorableId(id)) return null
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .where(and(eq(posts.type, type), ne(posts.status, 'trash'), eq(posts.id, id)))
    .limit(1)
  return row ?? null
}

export async function findPost(db: Database, type: PostType, id: number): Promise<PostRow | null> {
  if (!isStorableId(id)) return null
  const [row] = await db
    .select(postColumns)
    .from(posts)
    .where(and(published(type), eq(posts.id, id)))
    .limit(1)
  return row ?? null
}

export interface PostTermIds {
  categories: number[]
  tags: number[]
  /** The video library's categories (taxonomy video_category). */
  videoCategories: number[]
}

export const TERM_LIST: Record<Taxonomy, keyof PostTermIds> = { category: 'categories', post_tag: 'tags', video_category: 'videoCategories' }

/** Topic and tag ids of each post, in the editor's order. */
/** Each post's term ids by taxonomy, from the terms read with it. */
export function termIdsOf(rows: PostRow[]): Map<number, PostTermIds> {
  const result = new Map<number, PostTermIds>()
  for (const row of rows) {
    const ids: PostTermIds = { categories: [], tags: [], videoCategories: [] }
    for (const [termId, taxonomy] of row.termRefs) ids[TERM_LIST[taxonomy]].push(termId)
    result.set(row.id, ids)
  }
  return result
}
