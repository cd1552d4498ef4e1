import { sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { posts } from '#db/schema/index.ts'
import { SEARCH_COUNT_CAP } from '#lib/search-types.ts'
import { matchWays, MIN_TITLE_RUN, namesMatch, postMatches } from './post-match.ts'
import type { SearchPlan } from './query-plan.ts'

/**
 * Which matches a search reads, counts and scores (docs/decisions/074). A common word matches tens
 * of thousands of posts on a large store, and reading a post's search vector (to score it, or to
 * test the words on it outside the index) costs more than anything else the search does: the
 * matches are read from the indexes as bitmaps, counted up to SEARCH_COUNT_CAP, and only a pool
 * of them is scored.
 */

export const CAP = sql.raw(String(SEARCH_COUNT_CAP))
/**
 * How many matches a sample reads, at most: twice the cap, so that a facet value holding most of
 * the matches (articles, of a common word) reaches the cap within it and needs no count of its own.
 */
const SAMPLED = sql.raw(String(2 * SEARCH_COUNT_CAP))
/** Titles closest to the query, scored in full whatever their date. */
const TITLE_NEIGHBOURS = 50
/** Matches scored in full (ts_rank_cd reads the search vector): below this many, every one. */
export const FULLY_SCORED = 200

/**
 * Runs `work` in a transaction with PostgreSQL's plain and sequential scans off, so each way of
 * matching is read by its index as a bitmap: a plan that tests the words row by row reads every
 * row's search vector. JIT is off too: the disabled scans' nominal cost would make the statement
 * look expensive enough to compile, which takes seconds.
 */
export async function withBitmapScans<T>(db: Database, work: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('enable_indexscan', 'off', true), set_config('jit', 'off', true)`)
    return work(tx as unknown as Database)
  })
}

/** A sample's columns: what its counts, facets and pool read without going back to the posts. */
const sampled = (plan: SearchPlan) => sql`${posts.id} as id, ${posts.type} as type, ${posts.publishedAt} as published_at, ${namesMatch(plan)} as named`

/**
 * The posts under `where` that match, as a query of (id, type, published_at, named): each way of
 * matching read by its own index and stopped at SAMPLED. Every match while there are fewer than
 * SEARCH_COUNT_CAP, a sample past that: a count of its distinct ids that reaches the cap means "the
 * cap or more". The words are read first: once they fill the sample, the other ways are not read.
 */
export function matchSample(plan: SearchPlan, where: SQL): SQL {
  const [words, ...others] = matchWays(plan)
  const branch = (way: SQL, limit: SQL) => sql`(select ${sampled(plan)} from ${posts} where ${where} and ${way} limit ${limit})`
  return sql`with words as materialized (${branch(words!, SAMPLED)}) select * from words union ${sql.join(
    others.map((way) => branch(way, sql`(select ${SAMPLED} - count(*) from words)`)),
    sql` union `,
  )}`
}

/**
 * How many posts match under `where`, counting no further than the cap: for one facet value the
 * sample could not settle, so one with few posts. The words are tested on the rows its other
 * filters select (coalesce hides the condition from the indexes): reading the word indexes once
 * per value costs more than testing a few rows.
 */
export const cappedCount = (plan: SearchPlan, where: SQL) => sql`(select count(*)::int from (select 1 from ${posts} where ${where} and coalesce(${postMatches(plan)}, false) limit ${CAP}) counted)`

/**
 * The posts under `where` whose titles hold the query as a run of words (pg_trgm's word
 * similarity, by the title's GIN index), the closest first: where an exact or near title is found,
 * however old. (A GiST index ordering titles by the same distance took a second per query on the
 * 100 000-article store.)
 */
export const titleNeighbours = (plan: SearchPlan, where: SQL) =>
  plan.phrase.length >= MIN_TITLE_RUN
    ? sql`select ${posts.id} as id from ${posts} where ${where} and ${plan.phrase} <% lower(${posts.title}) order by word_similarity(${plan.phrase}, lower(${posts.title})) desc, ${posts.id} desc limit ${sql.raw(String(TITLE_NEIGHBOURS))}`
    : sql`select null::int as id where false`

/**
 * The ids of the posts to score in full: the title neighbours and, of the sample, the
 * `scored` naming the query first, then newest (every one when there are fewer). Past that many, a
 * post's place is decided by its title, names and date before its words are weighed (ts_rank_cd,
 * which adds at most 1 to a score).
 */
export const scoredPool = (sample: SQL, neighbours: SQL, scored: number) =>
  sql`select id from (${neighbours}) neighbours union (select id from ${sample} group by id, published_at order by bool_or(named) desc, published_at desc, id desc limit ${sql.raw(String(scored))})`
