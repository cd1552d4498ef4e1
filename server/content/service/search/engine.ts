import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { BLOG_CATEGORY_SLUG } from '#lib/site-paths.ts'
import { isNamedKind, SEARCH_COUNT_CAP, SEARCH_KINDS, SEARCH_WINDOWS, type SearchKind, type SearchWindow, type SiteSearchQuery as ReaderQuery } from '#lib/search-types.ts'
import { SECTION_TYPES } from '#lib/sections.ts'
import { preparePlan, rowsOf } from './corrections.ts'
import { MIN_TITLE_RUN, postScore, RECENCY, SCORE } from './post-match.ts'
import { posts } from '#db/schema/index.ts'
import { CAP, cappedCount, FULLY_SCORED, matchSample, scoredPool, titleNeighbours, withBitmapScans } from './pool.ts'
import type { SearchPlan } from './query-plan.ts'
import { MARK_END, MARK_START, snippetHtml } from './snippet.ts'

/**
 * The site's search: every public kind in one ranking (docs/decisions/057, 064). The posts of
 * every section are one source, read under the query's filters; each named kind (people, topics,
 * companies) is one more source (NAMED_SOURCES). Counts stop at SEARCH_COUNT_CAP and only a pool of
 * the matches is scored (./pool.ts, docs/decisions/074): a common word on a large store matches
 * tens of thousands of posts.
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
    /** A topic's count is null when it was found among more matches than were counted. */
    topics: { id: number; slug: string; name: string; count: number | null }[]
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

/** A post's kind in the search: its type, an article for 'post'. */
const postKind = sql`case when ${posts.type} = 'post' then 'articles' else ${posts.type} end`
const POST_TYPES = ['post', ...SECTION_TYPES] as const
const postTypeOf = (kind: SearchKind) => (kind === 'articles' ? 'post' : kind)

/** The people, topics and companies named like the query: a few rows, all scored. */
const NAMED_SOURCES: ((plan: SearchPlan) => SQL)[] = [
  (plan) => sql`select 'authors', a.id, null::timestamptz, ${nameScore(sql`a.name`, plan)} + ${constant(NAMED_FLOOR)} from authors a where ${nameMatches(sql`a.name`, plan)}`,
  (plan) => sql`select 'topics', t.id, null::timestamptz, ${nameScore(sql`t.name`, plan)} + ${constant(NAMED_FLOOR)} from terms t where t.taxonomy = 'category' and ${nameMatches(sql`t.name`, plan)}`,
  (plan) =>
    sql`select 'companies', c.id, null::timestamptz, ${nameScore(sql`c.name`, plan)} + ${constant(NAMED_FLOOR)} from companies c where ${nameMatches(sql`c.name`, plan)} and ${onPublishedEdition(sql`c.id`)}`,
]
const namedSources = (plan: SearchPlan) =>
  sql.join(
    NAMED_SOURCES.map((source) => source(plan)),
    sql` union all `,
  )

type Facet = 'kind' | 'topic' | 'within'

/** The published posts a query's filters allow, but the filter a facet counts by: the filters are applied where the posts are read. */
function postFilters(query: SiteSearchQuery, except: Facet | null): SQL {
  const conditions: SQL[] = [sql`${posts.status} = 'publish'`]
  if (query.kind && except !== 'kind') conditions.push(isNamedKind(query.kind) ? sql`false` : sql`${posts.type} = ${postTypeOf(query.kind)}`)
  else
    conditions.push(
      sql`${posts.type} in (${sql.join(
        POST_TYPES.map((type) => sql`${type}`),
        sql`, `,
      )})`,
    )
  if (query.topicId !== undefined && except !== 'topic') conditions.push(sql`exists (select 1 from post_terms pt where pt.post_id = ${posts.id} and pt.term_id = ${query.topicId})`)
  if (query.within && except !== 'within') conditions.push(sql`${posts.publishedAt} >= ${windowStart(query.now, query.within).toISOString()}::timestamptz`)
  return sql.join(conditions, sql` and `)
}

/** Whether the named kinds (no date, no topic) take part under the query's filters, but the one a facet counts by. */
function namedFilter(query: SiteSearchQuery, except: Facet | null): SQL {
  if ((query.topicId !== undefined && except !== 'topic') || (query.within && except !== 'within')) return sql`false`
  return query.kind && except !== 'kind' ? sql`named.kind = ${query.kind}` : sql`true`
}

const windowStart = (now: Date, within: SearchWindow) => new Date(now.getTime() - SEARCH_WINDOWS[within] * 86_400_000)

const BEST_FIRST = sql`hits.score desc, hits.published_at desc nulls last, hits.id desc`

/** The ranked matches: the posts of the scored pool (./pool.ts) and the named kinds, each with its score. */
const rankedHits = (plan: SearchPlan, query: SiteSearchQuery, pool: SQL) =>
  sql`select ${postKind} as kind, ${posts.id} as id, ${posts.publishedAt} as published_at, ${postScore(plan, query.now)} as score from ${posts} where ${posts.id} = any(array(${pool}))
    union all select named.kind, named.id, named.published_at, named.score from named where ${namedFilter(query, null)}`

/** The people, topics and companies named like the query, and the sample of the posts matching under the query's filters. */
const rankingSources = (plan: SearchPlan, query: SiteSearchQuery) =>
  sql`named(kind, id, published_at, score) as materialized (${namedSources(plan)}), sample as materialized (${matchSample(plan, postFilters(query, null))})`

/** Each facet counts the matches under the other filters: the query's own sample when it filters nothing. */
const facetSample = (plan: SearchPlan, query: SiteSearchQuery, facet: Facet, chosen: unknown) =>
  sql`${sql.raw(`${facet}_sample`)} as materialized (${chosen === undefined ? sql`select * from sample` : matchSample(plan, postFilters(query, facet))})`

/**
 * A facet's counts by value: from its sample when that holds every match; else a value the sample
 * alone holds SEARCH_COUNT_CAP times counts as the cap, and any other is counted on its own.
 */
const facetCounts = (sample: string, values: SQL, inSample: SQL, counted: SQL) =>
  sql`(select coalesce(json_object_agg(facet.value, case when facet.sampled >= ${CAP} or (select count(distinct id) from ${sql.raw(sample)}) < ${CAP} then least(facet.sampled, ${CAP}) else ${counted} end), '{}')
    from (select facet_value.value, facet_value.since, (select count(distinct id)::int from ${sql.raw(sample)} where ${inSample}) as sampled from ${values}) facet)`

export async function searchSite(db: Database, query: SiteSearchQuery): Promise<SiteSearchResult> {
  const plan = await preparePlan(db, query.query)
  if (!plan) return { hits: [], total: 0, facets: { kinds: [], topics: [], windows: [] }, didYouMean: null }
  const offset = (query.page - 1) * query.perPage
  const windows = Object.keys(SEARCH_WINDOWS) as SearchWindow[]
  const valueList = (values: SQL[]) => sql`(values ${sql.join(values, sql`, `)}) as facet_value(value, since)`
  const typeList = valueList(POST_TYPES.map((type) => sql`(${type === 'post' ? 'articles' : type}::text, null::timestamptz)`))
  const windowList = valueList(windows.map((within) => sql`(${within}::text, ${windowStart(query.now, within).toISOString()}::timestamptz)`))
  const typeOfKind = (kind: SQL) => sql`(case when ${kind} = 'articles' then 'post' else ${kind} end)`
  const kindCounts = facetCounts(
    'kind_sample',
    typeList,
    sql`kind_sample.type = ${typeOfKind(sql`facet_value.value`)}`,
    cappedCount(plan, sql`${postFilters(query, 'kind')} and ${posts.type} = ${typeOfKind(sql`facet.value`)}`),
  )
  const windowCounts = facetCounts(
    'within_sample',
    windowList,
    sql`within_sample.published_at >= facet_value.since`,
    cappedCount(plan, sql`${postFilters(query, 'within')} and ${posts.publishedAt} >= facet.since`),
  )
  const pool = scoredPool(sql`sample`, titleNeighbours(plan, postFilters(query, null)), Math.max(FULLY_SCORED, offset + query.perPage))
  // One statement: the pool is scored once, then paged; each count stops at the cap.
  const row = await withBitmapScans(db, async (tx) => {
    const [found] = rowsOf<{
      page: { kind: SearchKind; id: number }[]
      posts: number
      named: number
      postKinds: Record<string, number>
      namedKinds: { kind: SearchKind; count: number }[]
      topics: SiteSearchResult['facets']['topics']
      topicSample: number
      windows: Record<SearchWindow, number>
    }>(
      await tx.execute(sql`
      with ${rankingSources(plan, query)},
        ${facetSample(plan, query, 'kind', query.kind)},
        ${facetSample(plan, query, 'topic', query.topicId)},
        ${facetSample(plan, query, 'within', query.within)},
        hits(kind, id, published_at, score) as materialized (${rankedHits(plan, query, pool)})
      select
        (select coalesce(json_agg(json_build_object('kind', ranked.kind, 'id', ranked.id)), '[]') from (
          select hits.kind, hits.id from hits order by ${BEST_FIRST} limit ${query.perPage} offset ${offset}) ranked) as page,
        (select count(distinct id)::int from sample) as posts,
        (select count(*)::int from named where ${namedFilter(query, null)}) as named,
        ${kindCounts} as "postKinds",
        (select coalesce(json_agg(json_build_object('kind', kinds.kind, 'count', kinds.count)), '[]') from (
          select named.kind, count(*)::int as count from named where ${namedFilter(query, 'kind')} group by named.kind) kinds) as "namedKinds",
        (select coalesce(json_agg(json_build_object('id', topics.id, 'slug', topics.slug, 'name', topics.name, 'count', topics.count) order by topics.count desc, topics.name), '[]') from (
          select t.id, t.slug, t.name, count(*)::int as count from post_terms pt join terms t on t.id = pt.term_id and t.taxonomy = 'category'
          where pt.post_id = any(array(select distinct id from topic_sample)) group by t.id, t.slug, t.name order by count(*) desc, t.name limit 12) topics) as topics,
        (select count(distinct id)::int from topic_sample) as "topicSample",
        ${windowCounts} as windows`),
    )
    return found
  })
  const counts = new Map<SearchKind, number>([
    ...Object.entries(row?.postKinds ?? {}).map(([kind, count]) => [kind as SearchKind, Number(count)] as const),
    ...(row?.namedKinds ?? []).map((entry) => [entry.kind, entry.count] as const),
  ])
  const postsFound = row?.posts ?? 0
  return {
    hits: await describeHits(db, row?.page ?? [], plan),
    // Counts stop at the cap: a total there means "the cap or more".
    total: Math.min(postsFound + (row?.named ?? 0), SEARCH_COUNT_CAP),
    facets: {
      kinds: SEARCH_KINDS.flatMap((kind) => (counts.get(kind) ? [{ kind, count: counts.get(kind)! }] : [])),
      // Topics found among more matches than were counted are listed without counts.
      topics: (row?.topics ?? []).map((topic) => ((row?.topicSample ?? 0) >= SEARCH_COUNT_CAP ? { ...topic, count: null } : topic)),
      windows: windows.map((within) => ({ within, count: Number(row?.windows?.[within] ?? 0) })),
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
  const unfiltered: SiteSearchQuery = { query, page: 1, perPage: limit, now }
  const ranked = await withBitmapScans(db, async (tx) =>
    rowsOf<{ kind: SearchKind; id: number }>(
      await tx.execute(
        sql`with ${rankingSources(plan, unfiltered)}, hits(kind, id, published_at, score) as (${rankedHits(plan, unfiltered, scoredPool(sql`sample`, titleNeighbours(plan, postFilters(unfiltered, null)), FULLY_SCORED))})
          select hits.kind, hits.id from hits order by ${BEST_FIRST} limit ${limit}`,
      ),
    ),
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
