import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { DatabaseHandle } from '#db/client.ts'

/** The NOTIFY channel every server process listens on for cache purges. */
export const PURGE_CHANNEL = 'quota_cache_purge'
/** NOTIFY payloads are limited to 8000 bytes; longer tag lists are sent in several. */
const MAX_PAYLOAD = 7000

export type PurgeHandler = (tags: ReadonlySet<string>) => void

/**
 * Cache purges between server processes: a purge is sent by PostgreSQL NOTIFY (PGlite and
 * PostgreSQL alike) and every process, the sender included, drops what the tags name from its own
 * caches when the notification arrives. The sender also drops them at once, so its own next
 * request never waits for the round trip.
 */
export function createPurgeBus({ database, log }: { database: Pick<DatabaseHandle, 'db' | 'listen'>; log: Logger }) {
  const handlers: PurgeHandler[] = []
  let stop: (() => Promise<void>) | null = null

  const apply = (tags: ReadonlySet<string>) => {
    for (const handler of handlers) handler(tags)
  }

  return {
    /** Adds a cache to drop entries from. */
    onPurge(handler: PurgeHandler) {
      handlers.push(handler)
    },

    async start() {
      stop ??= await database.listen(PURGE_CHANNEL, (payload) => {
        try {
          const tags = JSON.parse(payload) as unknown
          if (Array.isArray(tags)) apply(new Set(tags.filter((tag): tag is string => typeof tag === 'string')))
        } catch (error) {
          log.warn({ event: 'cache.purge_unreadable', err: error }, 'a purge notification was not JSON')
        }
      })
    },

    /** Drops the tags here and tells every other process; resolves once the notification is sent. */
    async purge(tags: Iterable<string>) {
      const list = [...new Set(tags)]
      if (list.length === 0) return
      apply(new Set(list))
      for (const chunk of chunks(list)) await database.db.execute(sql`select pg_notify(${PURGE_CHANNEL}, ${JSON.stringify(chunk)})`)
      log.info({ event: 'cache.purge', tags: list }, 'cache purged')
    },

    async close() {
      await stop?.()
      stop = null
    },
  }
}

export type PurgeBus = ReturnType<typeof createPurgeBus>

function chunks(tags: string[]): string[][] {
  const out: string[][] = [[]]
  let size = 2
  for (const tag of tags) {
    if (size + tag.length + 3 > MAX_PAYLOAD && out.at(-1)!.length > 0) {
      out.push([])
      size = 2
    }
    out.at(-1)!.push(tag)
    size += tag.length + 3
  }
  return out
}
