import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startServer } from '#server/start.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * A slow statement (a heavy back-office query, an import) must not hold up readers: /healthz and a
 * cached page answer through the real server while the database is busy (issue 33). With the
 * embedded database in the server's thread they waited for the statement to end.
 */
let t: TestApp
let base: string
let stop: () => Promise<void>
beforeAll(async () => {
  t = await createTestApp()
  const { server } = startServer({ app: t.app, port: 0, host: '127.0.0.1', log: pino({ level: 'silent' }), readiness: t.readiness, onClosed: async () => {}, earlyResponder: t.app.earlyResponder })
  if (!server.listening) await once(server, 'listening')
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  stop = () => new Promise((resolve) => server.close(() => resolve()))
})
afterAll(async () => {
  await stop()
  await t.close()
})

it('answers /healthz and a cached page while a slow statement holds the database', async () => {
  expect((await fetch(`${base}/topics`)).headers.get('x-cache')).toBe('MISS')
  // Under the request time limit of PostgreSQL (5 s), which would otherwise cut it short.
  let busy = true
  const slow = t.database.executeSql('select pg_sleep(4)').finally(() => (busy = false))
  // The embedded database has one session: the statement holds it once a ping waits behind it.
  if (t.database.kind === 'pglite') await expect(t.database.ping(100)).rejects.toThrow(/timed out/)

  const health = await fetch(`${base}/healthz`)
  expect(health.status).toBe(200)
  const page = await fetch(`${base}/topics`)
  expect(page.status).toBe(200)
  expect(page.headers.get('x-cache')).toBe('HIT')
  await page.text()
  expect(busy).toBe(true)
  await slow
}, 180_000)
