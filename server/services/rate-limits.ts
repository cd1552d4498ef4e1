import { eq, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { rateLimits } from '#db/schema/index.ts'

export interface Limit {
  /** How many hits a window allows. */
  limit: number
  windowMs: number
}

export interface Verdict {
  allowed: boolean
  /** Hits in the current window, this one included. */
  hits: number
  retryAfterSeconds: number
}

/**
 * Counters in the database, so every server copy shares them. One statement increments the
 * counter, restarting the window when it has passed; the answer says whether this hit fits.
 */
export async function consume(db: Database, key: string, { limit, windowMs }: Limit): Promise<Verdict> {
  const windowSeconds = windowMs / 1000
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStartedAt} < now() - make_interval(secs => ${windowSeconds}) then 1 else ${rateLimits.hits} + 1 end`,
        windowStartedAt: sql`case when ${rateLimits.windowStartedAt} < now() - make_interval(secs => ${windowSeconds}) then now() else ${rateLimits.windowStartedAt} end`,
      },
    })
    .returning({ hits: rateLimits.hits, elapsed: sql<number>`extract(epoch from now() - ${rateLimits.windowStartedAt})::float8` })
  const hits = row?.hits ?? 1
  const retryAfterSeconds = Math.max(1, Math.ceil(windowSeconds - Number(row?.elapsed ?? 0)))
  return { allowed: hits <= limit, hits, retryAfterSeconds }
}

/** Seconds until a back-off under this key ends; 0 when nothing blocks it. */
export async function blockedFor(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ seconds: sql<number>`ceil(extract(epoch from ${rateLimits.blockedUntil} - now()))::int` })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
  return Math.max(0, Number(row?.seconds ?? 0))
}

/**
 * Counts a failure; from the `free`-th on, blocks the key for a doubling time (firstBackoffSeconds,
 * then twice that... up to maxBackoffSeconds; 1 s, 2 s, 4 s by default). Returns the failures so far.
 */
export async function recordFailure(db: Database, key: string, { free, maxBackoffSeconds, firstBackoffSeconds = 1 }: { free: number; maxBackoffSeconds: number; firstBackoffSeconds?: number }) {
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1 })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: sql`${rateLimits.hits} + 1` } })
    .returning({ hits: rateLimits.hits })
  const failures = row?.hits ?? 1
  if (failures >= free) {
    const seconds = Math.min(maxBackoffSeconds, firstBackoffSeconds * 2 ** Math.min(failures - free, 30))
    await db
      .update(rateLimits)
      .set({ blockedUntil: sql`now() + make_interval(secs => ${seconds})` })
      .where(eq(rateLimits.key, key))
  }
  return failures
}

export async function clearKey(db: Database, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}
