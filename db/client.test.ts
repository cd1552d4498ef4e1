import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '#server/middleware/errors.ts'
import { adminQuery } from '#tests/utils/postgres-admin.ts'
import { TEST_UPLOADS } from '#tests/utils/seed-pictures.ts'
import { DEFAULT_STATEMENT_TIMEOUT_MS, isEmpty, openDatabase } from './client.ts'
import { prepareDatabase } from './prepare.ts'

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
      const error = await database.db.execute(sql`select pg_sleep(30)`).then(
        () => null,
        (caught: unknown) => caught,
      )
      expect(error).not.toBeNull()
      expect(isDatabaseUnavailable(error)).toBe(true)
    } finally {
      await database.close()
    }
  })

  it('survives the server ending a connection in the middle of a transaction: the transaction fails, the process does not', async () => {
    const database = await openDatabase({ url: url! })
    try {
      const failed = await database.db
        .transaction(async (tx) => {
          const result = (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] }
          await adminQuery(url!, `select pg_terminate_backend(${result.rows[0]!.pid})`)
          // The terminated client emits 'error' between statements; without a listener that is an uncaught exception.
          await new Promise((resolve) => setImmediate(resolve))
          await tx.execute(sql`select 1`)
        })
        .then(
          () => null,
          (caught: unknown) => caught,
        )
      expect(isDatabaseUnavailable(failed)).toBe(true)
      await database.ping()
    } finally {
      await database.close()
    }
  })

  it('seeds a fresh database even when the request time limits are far shorter than the seed', async () => {
    const name = `quota_seed_limits_${process.pid}`
    await adminQuery(url!, `drop database if exists ${name} with (force)`)
    await adminQuery(url!, `create database ${name}`)
    const target = new URL(url!)
    target.pathname = `/${name}`
    // 20 ms per statement and 40 ms idle in a transaction: the seed takes seconds.
    const database = await openDatabase({ url: target.toString(), statementTimeoutMs: 20 })
    try {
      await prepareDatabase(database, { siteName: 'Quota', uploadsDir: TEST_UPLOADS })
    } finally {
      await database.close()
    }
    // Looked at without the limits: on a busy machine a request's own 20 ms may run out.
    const check = await openDatabase({ url: target.toString(), statementTimeoutMs: 0 })
    try {
      expect(await isEmpty(check.db)).toBe(false)
    } finally {
      await check.close()
      await adminQuery(url!, `drop database if exists ${name} with (force)`)
    }
  }, 180_000)

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

describe('the embedded database', () => {
  it.each([
    ['its own page cache small (its WebAssembly memory never shrinks)', {}, '16MB'],
    ['another size when told', { sharedBuffersMb: 24 }, '24MB'],
  ] as const)('keeps %s', async (_, options, expected) => {
    const database = await openDatabase(options)
    try {
      const result = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] }
      expect(result.rows[0]).toEqual({ shared_buffers: expected })
    } finally {
      await database.close()
    }
  })
})
