/**
 * `npm run bench:search`: how long the site's search takes on the configured store (DATA_DIR's
 * embedded database, or DATABASE_URL), grown first with `npm run seed:large`. Runs the judged
 * queries (tests/fixtures/search-judged-queries.json) through the engine and through the content
 * API's `search` parameter, several rounds after a warm-up, and prints p50 and p95 in ms. With
 * `--pages`, it then starts the built server on the same store and measures a cached page's p50 and
 * p99 while searches that no cache holds run beside it. Asserts nothing (figures, not tests:
 * docs/decisions/020, 057 and 067). Run it once per store:
 *
 *   DATA_DIR=.data/bench npm run bench:search -- --rounds 5 --pages
 *   DATABASE_URL=postgres://postgres@127.0.0.1:25432/bench npm run bench:search -- --rounds 5 --pages
 */
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { startBuiltSite } from './lib/built-site.ts'
import { count, eq } from 'drizzle-orm'
import { openConfiguredDatabase } from '#db/client.ts'
import { posts } from '#db/schema/index.ts'
import { readEnv } from '#server/env.ts'
import { queryPosts } from '#server/content/service/posts-store.ts'
import { searchSite } from '#server/content/service/search/engine.ts'

const { values } = parseArgs({
  options: { rounds: { type: 'string', default: '5' }, queries: { type: 'string' }, pages: { type: 'boolean', default: false }, 'page-requests': { type: 'string', default: '2000' } },
})
const ROUNDS = Number(values.rounds)
const judged = (JSON.parse(readFileSync('tests/fixtures/search-judged-queries.json', 'utf8')) as { queries: { query: string }[] }).queries
// `--queries N`: the first N judged queries (a slow store measured in less time).
const queries = values.queries ? judged.slice(0, Number(values.queries)) : judged

const database = await openConfiguredDatabase(readEnv(), { statementTimeoutMs: 0 })
// A store grown before the search's migration (0018) gets it first, as the server's start would.
await database.migrate()
const { db } = database
const [articles] = await db.select({ total: count() }).from(posts).where(eq(posts.type, 'post'))

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!

const figures = (times: number[], ...ps: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return ps.map((p) => `p${p} ${percentile(sorted, p).toFixed(1).padStart(7)} ms`).join('   ')
}

async function measure(label: string, run: (query: string) => Promise<unknown>) {
  for (const { query } of queries) await run(query)
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++)
    for (const { query } of queries) {
      const started = performance.now()
      await run(query)
      times.push(performance.now() - started)
    }
  console.log(`${label.padEnd(36)} ${figures(times, 50, 95)}   (${times.length} queries)`)
}

console.log(`search on ${database.kind}, ${articles?.total ?? 0} articles, ${queries.length} judged queries × ${ROUNDS} rounds`)
const now = new Date()
await measure('site search (page 1, facets)', (query) => searchSite(db, { query, page: 1, perPage: 10, now }))
await measure('content API posts?search=', (query) => queryPosts(db, { type: 'post', search: query, page: 1, perPage: 10, orderby: 'relevance', order: 'desc' }, { withBody: false }))
await database.close()

/**
 * A cached page (the home page, as a reader gets it from the page cache) requested one after the
 * other while two readers search without pause: each search a query and page no cache holds.
 */
async function cachedPageBesideSearches() {
  const site = await startBuiltSite({ dataDir: process.env.DATA_DIR ?? '.data', env: { PAGE_CACHE_MB: '64', LOG_LEVEL: 'fatal' } })
  try {
    await fetch(`${site.baseURL}/`).then((response) => response.arrayBuffer())
    let searching = true
    let searches = 0
    let refused = 0
    const searcher = async (offset: number) => {
      for (let n = offset; searching; n += 2) {
        const { query } = queries[n % queries.length]!
        const response = await fetch(`${site.baseURL}/search?q=${encodeURIComponent(query)}&page=${Math.floor(n / queries.length) + 1}`)
        await response.arrayBuffer()
        searches++
        // A search past the server's statement time limit answers 503.
        if (!response.ok) refused++
      }
    }
    const searchers = [searcher(0), searcher(1)]
    const times: number[] = []
    for (let i = 0; i < Number(values['page-requests']); i++) {
      const started = performance.now()
      const response = await fetch(`${site.baseURL}/`)
      await response.arrayBuffer()
      times.push(performance.now() - started)
      if (response.headers.get('x-cache') === 'MISS') throw new Error('the home page was not cached')
    }
    searching = false
    await Promise.all(searchers)
    console.log(`${'cached page / beside 2 searchers'.padEnd(36)} ${figures(times, 50, 99)}   (${times.length} requests; ${searches} searches meanwhile, ${refused} of them not answered 200)`)
  } finally {
    await site.stop()
  }
}
if (values.pages) await cachedPageBesideSearches()
