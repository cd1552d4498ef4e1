import { expect, it } from 'vitest'
import { withListeningApp } from './utils/listening-app.ts'

/**
 * A slow statement (a heavy back-office query, an import) must not hold up readers: /healthz and a
 * cached page answer through the real server while the database is busy (issue 33). With the
 * embedded database in the server's thread they waited for the statement to end.
 */
const served = withListeningApp()
const t = served.t

it('answers /healthz and a cached page while a slow statement holds the database', async () => {
  expect((await fetch(`${served.base()}/topics`)).headers.get('x-cache')).toBe('MISS')
  // Under the request time limit of PostgreSQL (5 s), which would otherwise cut it short.
  let busy = true
  const slow = t.database.executeSql('select pg_sleep(4)').finally(() => (busy = false))
  // The embedded database has one session: the statement holds it once a ping waits behind it.
  if (t.database.kind === 'pglite') await expect(t.database.ping(100)).rejects.toThrow(/timed out/)

  const health = await fetch(`${served.base()}/healthz`)
  expect(health.status).toBe(200)
  const page = await fetch(`${served.base()}/topics`)
  expect(page.status).toBe(200)
  expect(page.headers.get('x-cache')).toBe('HIT')
  await page.text()
  expect(busy).toBe(true)
  await slow
}, 180_000)
