/**
 * `npm run bench:search`: how long the site's search takes on the configured store (DATA_DIR's
 * embedded database, or DATABASE_URL), grown first with `npm run seed:large`. Runs the judged
 * queries (tests/fixtures/search-judged-queries.json) through the engine and through the content
 * API's `search` parameter, several rounds after a warm-up, and prints p50 and p95 in ms.
 * Asserts nothing (figures, not tests: docs/decisions/020 and 057).
 *
 *   DATA_DIR=.data/bench npm run bench:search -- --rounds 5
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { count, eq } from 'drizzle-orm'
import { openConfiguredDatabase } from '#db/client.ts'
import { posts } from '#db/schema/index.ts'
import { readEnv } from '#server/env.ts'
import { queryPosts } from '#server/content/service/posts-store.ts'
import { searchSite } from '#server/content/service/search/engine.ts'

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '5' } } })
const ROUNDS = Number(values.rounds)
const { queries } = JSON.parse(readFileSync('tests/fixtures/search-judged-queries.json', 'utf8')) as { queries: { query: string }[] }

const database = await openConfiguredDatabase(readEnv(), { statementTimeoutMs: 0 })
// A store grown before the search's migration (0018) gets it first, as the server's start would.
await database.migrate()
const { db } = database
const [articles] = await db.select({ total: count() }).from(posts).where(eq(posts.type, 'post'))

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

async function measure(label: string, run: (query: string) => Promise<unknown>) {
  for (const { query } of queries) await run(query)
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++)
    for (const { query } of queries) {
      const started = performance.now()
      await run(query)
      times.push(performance.now() - started)
    }
  times.sort((a, b) => a - b)
  console.log(`${label.padEnd(36)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms   (${times.length} queries)`)
}

console.log(`search on ${database.kind}, ${articles?.total ?? 0} articles, ${queries.length} judged queries × ${ROUNDS} rounds`)
const now = new Date()
await measure('site search (page 1, facets)', (query) => searchSite(db, { query, page: 1, perPage: 10, now }))
await measure('content API posts?search=', (query) => queryPosts(db, { type: 'post', search: query, page: 1, perPage: 10, orderby: 'relevance', order: 'desc' }, { withBody: false }))
await database.close()
