import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { BLOG_CATEGORY_SLUG } from '#lib/site-paths.ts'
import { isNamedKind, NAMED_KINDS, SEARCH_KINDS, SEARCH_WINDOWS, type SearchKind, type SearchWindow, type SiteSearchQuery as ReaderQuery } from '#lib/search-types.ts'
import { SECTION_TYPES } from '#lib/sections.ts'
import { preparePlan, rowsOf } from './corrections.ts'
import { MIN_TITLE_RUN, postMatches, postScore, RECENCY, SCORE } from './post-match.ts'
import type { SearchPlan } from './query-plan.ts'
import { MARK_END, MARK_START, snippetHtml } from './snippet.ts'

/**
 * The site's search: every public kind in one ranking (docs/decisions/057, 064). Each kind is a
 * source the engine iterates (SOURCES): a new kind is one more source and one more entry in
 * SEARCH_KINDS.
 */

/** A reader's query as the engine runs it: at a given moment (the recency boost and the date facets count from it). */
export type SiteSearchQuery = ReaderQuery & { now: Date }

export interface SearchHit {
  kind: SearchKind
  id: number
  slug: string
  title: string
  /** Null for authors, topics and companies. */
  publishedAt: Date | null
  /** HTML: escaped text with the matched words in <mark>. */
  snippet: string
  /** What the item's address is made from: a section item's fields, an article's blog membership. */
  acf: Record<string, unknown>
  inBlog: boolean
}

export interface SiteSearchResult {
  hits: SearchHit[]
  total: number
  facets: {
    kinds: { kind: SearchKind; count: number }[]
    topics: { id: number; slug: string; name: string; count: number }[]
    windows: { within: SearchWindow; count: number }[]
  }
  didYouMean: string | null
}

const constant = (value: number) => sql.raw(String(value))
const nameScore = (column: SQL, plan: SearchPlan) => {
  const plain = sql`btrim(regexp_replace(lower(${column}), '[^[:alnum:]]+', ' ', 'g'))`
  return sql`(${constant(SCORE.exactTitle)} * (${plain} = ${plan.phrase})::int + ${constant(SCORE.titleSimilarity)} * similarity(${plain}, ${plan.phrase}) + ${constant(SCORE.titleRun)} * word_similarity(${plan.phrase}, lower(${column})))`
}
const nameMatches = (column: SQL, plan: SearchPlan) =>
  plan.phrase.length >= MIN_TITLE_RUN
    ? sql`(${plan.phrase} <% lower(${column}) or to_tsvector('simple', ${column}) @@ to_tsquery('simple', ${plan.tsquery}))`
    : sql`to_tsvector('simple', ${column}) @@ to_tsquery('simple', ${plan.tsquery})`
/** Below the weakest article match with its words in the title: a person, topic or company named like the query. */
const NAMED_FLOOR = RECENCY.boost
/** A company is public (has a page in the sitemaps) once a published edition ranks it. */
const onPublishedEdition = (company: SQL) => sql`exists (select 1 from company_listings cl join posts p on p.id = cl.post_id and p.status = 'publish' where cl.company_id = ${company})`
const namedKinds = sql.raw(NAMED_KINDS.map((kind) => `'${kind}'`).join(', '))

/** Each source: matching rows as (kind, id, published_at, score). */
const SOURCES: ((plan: SearchPlan, now: Date) => SQL)[] = [
  (plan, now) => sql`select case when posts.type = 'post' then 'articles' else posts.type end as kind, posts.id, posts.published_at, ${postScore(plan, now)} as score
    from posts where posts.status = 'publish' and posts.type in (${sql.join(
      ['post', ...SECTION_TYPES].map((type) => sql`${type}`),
      sql`, `,
    )}) and ${postMatches(plan)}`,
  (plan) => sql`select 'authors', a.id, null::timestamptz, ${nameScore(sql`a.name`, plan)} + ${constant(NAMED_FLOOR)} from authors a where ${nameMatches(sql`a.name`, plan)}`,
  (plan) => sql`select 'topics', t.id, null::timestamptz, ${nameScore(sql`t.name`, plan)} + ${constant(NAMED_FLOOR)} from terms t where t.taxonomy = 'category' and ${nameMatches(sql`t.name`, plan)}`,
  (plan) =>
    sql`select 'companies', c.id, null::timestamptz, ${nameScore(sql`c.name`, plan)} + ${constant(NAMED_FLOOR)} from companies c where ${nameMatches(sql`c.name`, plan)} and ${onPublishedEdition(sql`c.id`)}`,
]

/** The filters of a query but the one a facet counts by. */
function filtersOf(query: SiteSearchQuery, except: 'kind' | 'topic' | 'within' | null): SQL {
  const conditions: SQL[] = [sql`true`]
  if (query.kind && except !== 'kind') conditions.push(sql`hits.kind = ${query.kind}`)
  if (query.topicId !== undefined && except !== 'topic')
    conditions.push(sql`exists (select 1 from post_terms pt where pt.post_id = hits.id and pt.term_id = ${query.topicId}) and hits.kind not in (${namedKinds})`)
  if (query.within && except !== 'within') conditions.push(sql`hits.published_at >= ${windowStart(query.now, query.within).toISOString()}::timestamptz`)
  return sql.join(conditions, sql` and `)
}

const windowStart = (now: Date, within: SearchWindow) => new Date(now.getTime() - SEARCH_WINDOWS[within] * 86_400_000)

const sourcesOf = (plan: SearchPlan, now: Date) =>
  sql.join(
    SOURCES.map((source) => source(plan, now)),
    sql` union all `,
  )
const BEST_FIRST = sql`hits.score desc, hits.published_at desc nulls last, hits.id desc`

export async function searchSite(db: Database, query: SiteSearchQuery): Promise<SiteSearchResult> {
  const plan = await preparePlan(db, query.query)
  if (!plan) return { hits: [], total: 0, facets: { kinds: [], topics: [], windows: [] }, didYouMean: null }
  const sources = sourcesOf(plan, query.now)
  const windowCounts = sql.join(
    Object.keys(SEARCH_WINDOWS).map((within) => sql`${within}::text, count(*) filter (where hits.published_at >= ${windowStart(query.now, within as SearchWindow).toISOString()}::timestamptz)`),
    sql`, `,
  )
  // One statement: the matches are scored once, then paged and counted by each facet.
  const [row] = rowsOf<{
    page: { kind: SearchKind; id: number }[]
    total: number
    kinds: { kind: SearchKind; count: number }[]
    topics: SiteSearchResult['facets']['topics']
    windows: Record<SearchWindow, number>
  }>(
    await db.execute(sql`
      with hits(kind, id, published_at, score) as materialized (${sources})
      select
        (select coalesce(json_agg(json_build_object('kind', ranked.kind, 'id', ranked.id)), '[]') from (
          select hits.kind, hits.id from hits where ${filtersOf(query, null)}
          order by ${BEST_FIRST} limit ${query.perPage} offset ${(query.page - 1) * query.perPage}) ranked) as page,
        (select count(*)::int from hits where ${filtersOf(query, null)}) as total,
        (select coalesce(json_agg(json_build_object('kind', kinds.kind, 'count', kinds.count)), '[]') from (
          select hits.kind, count(*)::int as count from hits where ${filtersOf(query, 'kind')} group by hits.kind) kinds) as kinds,
        (select coalesce(json_agg(json_build_object('id', topics.id, 'slug', topics.slug, 'name', topics.name, 'count', topics.count) order by topics.count desc, topics.name), '[]') from (
          select t.id, t.slug, t.name, count(*)::int as count from hits join post_terms pt on pt.post_id = hits.id join terms t on t.id = pt.term_id and t.taxonomy = 'category'
          where hits.kind not in (${namedKinds}) and ${filtersOf(query, 'topic')} group by t.id, t.slug, t.name order by count(*) desc, t.name limit 12) topics) as topics,
        (select json_build_object(${windowCounts}) from hits where ${filtersOf(query, 'within')}) as windows`),
  )
  const kindCounts = new Map((row?.kinds ?? []).map((entry) => [entry.kind, entry.count]))
  return {
    hits: await describeHits(db, row?.page ?? [], plan),
    total: row?.total ?? 0,
    facets: {
      kinds: SEARCH_KINDS.flatMap((kind) => (kindCounts.get(kind) ? [{ kind, count: kindCounts.get(kind)! }] : [])),
      topics: row?.topics ?? [],
      windows: (Object.keys(SEARCH_WINDOWS) as SearchWindow[]).map((within) => ({ within, count: Number(row?.windows?.[within] ?? 0) })),
    },
    didYouMean: plan.corrected,
  }
}

/**
 * Suggestions as a reader types (docs/decisions/064): the titles of the best matches across every
 * kind, ranked as the search ranks them, without facets, counts or snippets.
 */
export async function suggestTitles(db: Database, { query, limit, now }: { query: string; limit: number; now: Date }): Promise<SearchHit[]> {
  const plan = await preparePlan(db, query)
  if (!plan) return []
  const ranked = rowsOf<{ kind: SearchKind; id: number }>(
    await db.execute(sql`with hits(kind, id, published_at, score) as (${sourcesOf(plan, now)}) select hits.kind, hits.id from hits order by ${BEST_FIRST} limit ${limit}`),
  )
  return describeHits(db, ranked, null)
}

const HEADLINE_OPTIONS = `StartSel=${MARK_START}, StopSel=${MARK_END}, MaxWords=35, MinWords=15, ShortWord=2, MaxFragments=1`
/** The text a snippet is cut from: the summary, then the start of the body, tags and forged marks removed. */
const SNIPPET_SOURCE = sql`regexp_replace(p.excerpt || ' ' || left(regexp_replace(p.content_html, '<[^>]*>', ' ', 'g'), 4000), '<[^>]*>|[\uE000\uE001]', ' ', 'g')`

/** The rows of a page of hits, in ranking order, with what a result line shows (a snippet only with the plan to mark it by). */
async function describeHits(db: Database, ranked: { kind: SearchKind; id: number }[], plan: SearchPlan | null): Promise<SearchHit[]> {
  const ids = (wanted: (kind: SearchKind) => boolean) => ranked.filter((hit) => wanted(hit.kind)).map((hit) => hit.id)
  const idList = (list: number[]) =>
    sql`(${sql.join(
      list.map((id) => sql`${id}::int`),
      sql`, `,
    )})`
  const postIds = ids((kind) => !isNamedKind(kind))
  const authorIds = ids((kind) => kind === 'authors')
  const topicIds = ids((kind) => kind === 'topics')
  const companyIds = ids((kind) => kind === 'companies')
  const [postRows, authorRows, topicRows, companyRows] = await Promise.all([
    postIds.length
      ? db.execute(
          sql`select p.id, p.slug, p.title, p.published_at, p.acf, ${plan ? sql`ts_headline('english', ${SNIPPET_SOURCE}, to_tsquery('english', ${plan.tsquery}), ${HEADLINE_OPTIONS})` : sql`''`} as headline,
            exists (select 1 from post_terms pt join terms t on t.id = pt.term_id where pt.post_id = p.id and t.taxonomy = 'category' and t.slug = ${BLOG_CATEGORY_SLUG}) as in_blog
            from posts p where p.id in ${idList(postIds)}`,
        )
      : null,
    authorIds.length ? db.execute(sql`select a.id, a.slug, a.name as title, a.job_title as headline from authors a where a.id in ${idList(authorIds)}`) : null,
    topicIds.length ? db.execute(sql`select t.id, t.slug, t.name as title, t.description as headline from terms t where t.id in ${idList(topicIds)}`) : null,
    companyIds.length
      ? db.execute(sql`select c.id, c.slug, c.name as title, coalesce(nullif(c.description, ''), c.headquarters) as headline from companies c where c.id in ${idList(companyIds)}`)
      : null,
  ])
  type Row = { id: number; slug: string; title: string; published_at?: string | Date | null; acf?: Record<string, unknown>; headline: string | null; in_blog?: boolean }
  const byKey = new Map<string, Row>()
  for (const [kind, result] of [
    ['post', postRows],
    ['authors', authorRows],
    ['topics', topicRows],
    ['companies', companyRows],
  ] as const)
    for (const row of result ? rowsOf<Row>(result) : []) byKey.set(`${kind}:${row.id}`, row)
  return ranked.flatMap((hit) => {
    const row = byKey.get(`${isNamedKind(hit.kind) ? hit.kind : 'post'}:${hit.id}`)
    if (!row) return []
    return [
      {
        kind: hit.kind,
        id: row.id,
        slug: row.slug,
        title: row.title,
        publishedAt: row.published_at ? new Date(row.published_at) : null,
        snippet: snippetHtml(row.headline ?? ''),
        acf: row.acf ?? {},
        inBlog: row.in_blog ?? false,
      },
    ]
  })
}
