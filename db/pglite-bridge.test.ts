import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isDatabaseUnavailable } from '#server/middleware/errors.ts'
import { isUniqueViolation } from '#server/services/errors.ts'
import { openDatabase, type DatabaseHandle } from './client.ts'

/** The embedded database on its own thread (db/pglite-bridge.ts): what the app relied on when it ran in the server's thread. */
describe('the embedded database on its own thread', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openDatabase({})
    await database.executeSql('create table steps (n serial primary key, who text not null unique)')
  })
  afterAll(() => database.close())

  const steps = async () => (await database.executeSql('select who from steps order by n')).rows.map((row) => (row as { who: string }).who)
  const step = (who: string) => database.db.execute(sql`insert into steps (who) values (${who})`)

  it('never runs another statement inside an open transaction: concurrent transactions and plain statements wait for it', async () => {
    await database.executeSql('truncate steps')
    let others: Promise<unknown>[] = []
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into steps (who) values ('a1')`)
      // Sent while this transaction is open: on one session they would land inside it.
      others = [
        database.db.transaction(async (other) => {
          await other.execute(sql`insert into steps (who) values ('b1')`)
          await other.execute(sql`insert into steps (who) values ('b2')`)
        }),
        step('plain'),
      ]
      for (let round = 0; round < 5; round++) {
        const seen = (await tx.execute(sql`select who from steps order by n`)) as unknown as { rows: { who: string }[] }
        expect(seen.rows.map((row) => row.who)).toEqual(['a1'])
      }
      await tx.execute(sql`insert into steps (who) values ('a2')`)
    })
    await Promise.all(others)
    const order = await steps()
    expect(order.slice(0, 2)).toEqual(['a1', 'a2'])
    const b = order.indexOf('b1')
    expect(order[b + 1]).toBe('b2')
    expect(order).toContain('plain')
  })

  it('rolls a transaction back when its callback throws, and reports the driver error with its code', async () => {
    await database.executeSql('truncate steps')
    await step('kept')
    const failed = await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into steps (who) values ('undone')`)
        await tx.execute(sql`insert into steps (who) values ('kept')`)
      })
      .catch((error: unknown) => error)
    expect(isUniqueViolation(failed)).toBe(true)
    expect(await steps()).toEqual(['kept'])
  })

  it('keeps `set local` to its transaction', async () => {
    const inside = await database.db.transaction(async (tx) => {
      await tx.execute(sql`set local statement_timeout = 1234`)
      return ((await tx.execute(sql`show statement_timeout`)) as unknown as { rows: unknown[] }).rows[0]
    })
    expect(inside).toEqual({ statement_timeout: '1234ms' })
    expect((await database.executeSql('show statement_timeout')).rows[0]).toEqual({ statement_timeout: '0' })
  })

  it('delivers NOTIFY to its listeners and stops when told', async () => {
    const heard: string[] = []
    const stop = await database.listen('bridge_test', (payload) => heard.push(payload))
    await database.executeSql(`notify bridge_test, 'one'`)
    await expect.poll(() => heard).toEqual(['one'])
    await stop()
    await database.executeSql(`notify bridge_test, 'two'`)
    await database.ping()
    expect(heard).toEqual(['one'])
  })

  it('leaves the calling thread free while a statement runs', async () => {
    let finished = false
    const slow = database.executeSql('select pg_sleep(1)').then(() => (finished = true))
    // Timers fire while the statement runs: in the calling thread they would all wait for it.
    for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0))
    expect(finished).toBe(false)
    await slow
  })
})

describe('a database thread that stops', () => {
  it('fails the waiting statement and every later one as a database outage, not a hang', async () => {
    const database = await openDatabase({})
    const bridge = (database.db as unknown as { $client: { worker: { terminate(): Promise<number> } } }).$client
    const waiting = database.executeSql('select pg_sleep(30)').catch((error: unknown) => error)
    await bridge.worker.terminate()
    expect(isDatabaseUnavailable(await waiting)).toBe(true)
    expect(isDatabaseUnavailable(await database.db.execute(sql`select 1`).catch((error: unknown) => error))).toBe(true)
    await expect(database.ping()).rejects.toThrow(/PGlite is closed/)
    await database.close()
  })
})
