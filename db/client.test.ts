import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '#server/middleware/errors.ts'
import { DEFAULT_STATEMENT_TIMEOUT_MS, openDatabase } from './client.ts'

const url = process.env.DATABASE_URL

/** Only against a real PostgreSQL (CI's second pass sets DATABASE_URL); PGlite runs in-process and cannot freeze. */
describe.skipIf(!url?.startsWith('postgres'))('the PostgreSQL pool', () => {
  it('gives every connection a statement time-out by default', async () => {
    const database = await openDatabase({ url: url! })
    try {
      const result = (await database.db.execute(sql`show statement_timeout`)) as unknown as { rows: unknown[] }
      expect(result.rows[0]).toEqual({ statement_timeout: `${DEFAULT_STATEMENT_TIMEOUT_MS / 1000}s` })
    } finally {
      await database.close()
    }
  })

  it('cancels a statement that runs too long, as a database outage (503), not a hang', async () => {
    const database = await openDatabase({ url: url!, statementTimeoutMs: 200 })
    try {
      const error = await database.db.execute(sql`select pg_sleep(30)`).then(() => null, (caught: unknown) => caught)
      expect(error).not.toBeNull()
      expect(isDatabaseUnavailable(error)).toBe(true)
    } finally {
      await database.close()
    }
  })

  it('maintenance scripts can lift the limit', async () => {
    const database = await openDatabase({ url: url!, statementTimeoutMs: 0 })
    try {
      const result = (await database.db.execute(sql`show statement_timeout`)) as unknown as { rows: unknown[] }
      expect(result.rows[0]).toEqual({ statement_timeout: '0' })
    } finally {
      await database.close()
    }
  })
})
