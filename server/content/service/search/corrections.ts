import { sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { withBitmapScans } from './pool.ts'
import { planSearch, searchWords, type SearchPlan } from './query-plan.ts'

/** Shorter words are too often someone's initials or a real short word to correct. */
const MIN_CORRECTED_LENGTH = 4
/**
 * How alike a typed word and a title's run of letters must be (pg_trgm's word_similarity) to
 * fetch that title as a source of corrections: "forcast" in "Forecast Accuracy" is 0.55, above
 * the extension's default of 0.6 for "negotation" only.
 */
const CANDIDATE_TITLE_SIMILARITY = 0.45
/** How alike the correction and the typed word must be as whole words (pg_trgm's similarity). */
const CORRECTION_SIMILARITY = 0.4
/** Titles read per misspelt word: enough to find its closest word, few enough to stay fast. */
const CANDIDATE_TITLES = 100

/**
 * Misspelt words and the closest word of a published title, by trigram similarity. A word that
 * some published item contains (its English stem in title, summary or body, or a name it lists)
 * or an author's name is not misspelt; a stop word ("the") is never corrected.
 */
export async function findCorrections(db: Database, words: string[]): Promise<Map<string, string>> {
  const candidates = [...new Set(words.filter((word) => word.length >= MIN_CORRECTED_LENGTH))]
  if (candidates.length === 0) return new Map()
  const typed = sql`array[${sql.join(
    candidates.map((word) => sql`${word}::text`),
    sql`, `,
  )}]`
  // Bitmap scans: with its LIMIT the title lookup was planned as a sequential scan that tested every
  // title (2.6 s a word on the 100 000-article store, embedded), though few titles match.
  const rows = await withBitmapScans(db, async (tx) => {
    // The operator <% (the trigram index's) reads its threshold from the session.
    await tx.execute(sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(CANDIDATE_TITLE_SIMILARITY))}`)
    // The words no item contains first: titles are looked up for those only (most queries have none).
    return tx.execute(sql`
      with unknown as materialized (
        select typed.word from unnest(${typed}) as typed(word)
        where numnode(to_tsquery('english', quote_literal(typed.word))) > 0
          and not exists (select 1 from posts p where p.status = 'publish' and (p.search_vector @@ to_tsquery('english', quote_literal(typed.word)) or p.search_names @@ to_tsquery('simple', quote_literal(typed.word))))
          and not exists (select 1 from authors a where to_tsvector('simple', a.name) @@ to_tsquery('simple', quote_literal(typed.word))))
      select unknown.word, best.word as correction
      from unknown
      cross join lateral (
        select title_word as word
        from (
          select distinct regexp_split_to_table(lower(p.title), '[^[:alnum:]]+') as title_word
          from (select title from posts p where p.status = 'publish' and unknown.word <% lower(p.title) limit ${CANDIDATE_TITLES}) p
        ) title_words
        where title_word <> unknown.word and similarity(title_word, unknown.word) >= ${CORRECTION_SIMILARITY}
        order by similarity(title_word, unknown.word) desc, title_word
        limit 1
      ) best`)
  })
  return new Map(rowsOf<{ word: string; correction: string }>(rows).map((row) => [row.word, row.correction]))
}

/** drizzle's execute answers rows (node-postgres) or { rows } (PGlite). */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[]
}

/**
 * The plan for what a reader typed, its misspellings corrected; null when it has nothing to
 * search by (no words, or only stop words: "the and of" would otherwise match every title
 * with those words by their trigrams).
 */
export async function preparePlan(db: Database, raw: string): Promise<SearchPlan | null> {
  const words = searchWords(raw)
  if (words.length === 0) return null
  const plan = planSearch(words, await findCorrections(db, words))
  const [row] = rowsOf<{ lexemes: number }>(await db.execute(sql`select numnode(to_tsquery('english', ${plan.tsquery}))::int as lexemes`))
  return row && row.lexemes > 0 ? plan : null
}
