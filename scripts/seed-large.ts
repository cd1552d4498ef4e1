/**
 * Grows the database to a large store for benchmarks: `npm run seed:large -- --articles 100000`.
 * Articles are recombined from the demo set (titles, decks and paragraphs of several articles),
 * spread over the topics and authors, inserted in batches. Safe to run again: it only adds the
 * missing number of articles.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { and, count, eq, sql } from 'drizzle-orm'
import { openConfiguredDatabase } from '#db/client.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { authors, media, postTerms, posts, terms } from '#db/schema/index.ts'
import { seedArticleSets } from '#db/seed/demo-content.ts'
import { markdownToHtml } from '#db/seed/markdown.ts'
import { readEnv } from '#server/env.ts'
import { createLogger } from '#server/logger.ts'

const { values } = parseArgs({ options: { articles: { type: 'string', default: '100000' }, batch: { type: 'string', default: '1000' } } })
const wanted = Number(values.articles)
const batchSize = Number(values.batch)
if (!Number.isSafeInteger(wanted) || wanted < 1) throw new Error('--articles must be a positive whole number')

const env = readEnv()
const log = createLogger(env.LOG_LEVEL)
const database = await openConfiguredDatabase(env, { statementTimeoutMs: 0 })
await prepareDatabase(database, { siteName: env.SITE_NAME, uploadsDir: resolve(env.DATA_DIR, 'uploads'), log })
const { db } = database

const [existing] = await db.select({ total: count() }).from(posts).where(eq(posts.type, 'post'))
const missing = wanted - (existing?.total ?? 0)
if (missing <= 0) {
  log.info({ event: 'seed.large', articles: existing?.total }, 'already large enough')
  await database.close()
  process.exit(0)
}

const pool = seedArticleSets.flatMap((set) => set.articles)
const authorIds = (await db.select({ id: authors.id }).from(authors)).map((row) => row.id)
const topicIds = (
  await db
    .select({ id: terms.id })
    .from(terms)
    .where(and(eq(terms.taxonomy, 'category'), sql`${terms.slug} <> 'blog'`))
).map((row) => row.id)
const tagIds = (await db.select({ id: terms.id }).from(terms).where(eq(terms.taxonomy, 'post_tag'))).map((row) => row.id)
const mediaIds = (
  await db
    .select({ id: media.id })
    .from(media)
    .where(sql`${media.slug} like 'illustration-%'`)
).map((row) => row.id)

const DAY_MS = 24 * 3600_000
const oldest = Date.now() - 400 * DAY_MS
const started = performance.now()
const offset = existing?.total ?? 0

for (let done = 0; done < missing; done += batchSize) {
  const size = Math.min(batchSize, missing - done)
  const rows = Array.from({ length: size }, (_, i) => {
    const n = offset + done + i
    const base = pool[n % pool.length]!
    const paragraphs = [0, 1, 2, 3, 4, 5].map((k) => pool[(n * 7 + k * 13) % pool.length]!.paragraphs[k % 5] ?? base.paragraphs[0]!)
    const publishedAt = new Date(oldest - (n % 3650) * 0.37 * DAY_MS - (n % 24) * 3600_000)
    return {
      type: 'post' as const,
      slug: `${base.slug}-${n}`,
      title: `${base.title} (${Math.floor(n / pool.length) + 1})`,
      excerpt: base.deck,
      contentHtml: markdownToHtml(paragraphs.join('\n\n')),
      authorId: authorIds[n % authorIds.length]!,
      featuredMediaId: mediaIds[n % mediaIds.length]!,
      publishedAt,
      modifiedAt: publishedAt,
    }
  })
  await db.transaction(async (tx) => {
    const inserted = await tx.insert(posts).values(rows).returning({ id: posts.id })
    const links = inserted.flatMap(({ id }, i) => {
      const n = offset + done + i
      const termIds = [...new Set([topicIds[n % topicIds.length]!, topicIds[(n * 3 + 1) % topicIds.length]!, tagIds[n % tagIds.length]!])]
      return termIds.map((termId, sortOrder) => ({ postId: id, termId, sortOrder }))
    })
    await tx.insert(postTerms).values(links)
  })
  if ((done / batchSize) % 10 === 0) log.info({ event: 'seed.large.progress', inserted: done + size, of: missing }, 'inserting')
}
await db.execute(sql`analyze`)
log.info({ event: 'seed.large', added: missing, seconds: Math.round((performance.now() - started) / 1000) }, 'large store ready')
await database.close()
