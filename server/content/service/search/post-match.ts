import { sql, type SQL } from 'drizzle-orm'
import { posts } from '#db/schema/index.ts'
import type { SearchPlan } from './query-plan.ts'

/**
 * How a published post matches a search and how well: the one ranking of the site's search page,
 * the content API's `search` parameter and WordPress's /wp/v2/search (docs/decisions/057).
 */

/**
 * Score weights. The body ranking (ts_rank_cd with weights title 1.0, summary 0.4, body 0.1,
 * squashed to 0..1) is the base; a title the query spells exactly outweighs any body, a title
 * nearly the query (similarity) and a title containing the query as a run come next; names on a
 * list or a programme count like a summary. Recency adds at most RECENCY.boost, halving every
 * RECENCY.halfLifeDays: enough to order equals, never enough to pass a better title.
 */
export const SCORE = { exactTitle: 4, titleSimilarity: 2, titleRun: 1, names: 0.5 } as const
export const RECENCY = { boost: 0.15, halfLifeDays: 180 } as const

/** A shorter query ("the") is in too many titles to match by its trigrams. */
export const MIN_TITLE_RUN = 4

/** A constant written into the statement (a bound number would be typed by its first use: integer). */
const constant = (value: number) => sql.raw(String(value))
const english = (plan: SearchPlan) => sql`to_tsquery('english', ${plan.tsquery})`
const simple = (plan: SearchPlan) => sql`to_tsquery('simple', ${plan.tsquery})`
/** The title as the score compares it: lower case, words of letters and digits. */
const plainTitle = sql`btrim(regexp_replace(lower(${posts.title}), '[^[:alnum:]]+', ' ', 'g'))`
/** People and companies an item names (list entries, speakers, sponsors), unstemmed. */
export const namesMatch = (plan: SearchPlan) => sql`${posts.searchNames} @@ ${simple(plan)}`

/**
 * The ways a post matches, each read by an index of its own: words in the title, summary or body
 * (stemmed; a misspelt word also as corrected), a name it lists, or the query as a run of the title.
 */
export function matchWays(plan: SearchPlan): SQL[] {
  const ways = [sql`${posts.searchVector} @@ ${english(plan)}`, namesMatch(plan)]
  return plan.phrase.length >= MIN_TITLE_RUN ? [...ways, sql`${plan.phrase} <% lower(${posts.title})`] : ways
}

/** A post matches in any of its ways. */
export const postMatches = (plan: SearchPlan): SQL => sql`(${sql.join(matchWays(plan), sql` or `)})`

/** Higher is better; see SCORE and RECENCY. */
export function postScore(plan: SearchPlan, now: Date): SQL {
  const ageDays = sql`greatest(extract(epoch from (${now.toISOString()}::timestamptz - ${posts.publishedAt})) / 86400, 0)`
  return sql`(
    ${constant(SCORE.exactTitle)} * (${plainTitle} = ${plan.phrase})::int
    + ${constant(SCORE.titleSimilarity)} * similarity(${plainTitle}, ${plan.phrase})
    + ${constant(SCORE.titleRun)} * word_similarity(${plan.phrase}, lower(${posts.title}))
    + ts_rank_cd('{0.1, 0.1, 0.4, 1.0}', ${posts.searchVector}, ${english(plan)}, 32)
    + ${constant(SCORE.names)} * (${namesMatch(plan)})::int
    + ${constant(RECENCY.boost)} * power(0.5, ${ageDays} / ${constant(RECENCY.halfLifeDays)})
  )`
}
