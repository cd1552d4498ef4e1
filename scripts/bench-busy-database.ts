/**
 * `npm run bench:busy-database` (issue 33's busy-database row; figures, not a test): a cached page
 * and /healthz timed while the app's own database works through a heavy back-office query and a
 * 100 000-row import, beside the same pages with the database idle. The app, its server and the
 * database run in this process as in production (the embedded database by default, DATABASE_URL
 * for PostgreSQL); the pages are fetched from a thread of their own so the timing is the server's.
 *
 *   npm run bench:busy-database -- --rows 100000 --heavy 3000000
 */
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import { Worker } from 'node:worker_threads'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import type { ServerBuild } from 'react-router'
import { openConfiguredDatabase } from '#db/client.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { createApp } from '#server/app.ts'
import { readEnv } from '#server/env.ts'
import { startServer } from '#server/start.ts'

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, heavy: { type: 'string', default: '3000000' }, idle: { type: 'string', default: '5' } } })
const dataDir = mkdtempSync(join(tmpdir(), 'quota-bench-busy-'))
const uploadsDir = resolve(dataDir, 'uploads')
const log = pino({ level: 'silent' })

const database = await openConfiguredDatabase({ DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDir }, { statementTimeoutMs: 0 })
await prepareDatabase(database, { siteName: 'Quota', uploadsDir })
const build = (await import(pathToFileURL(resolve('build/server/index.js')).href)) as ServerBuild
const env = readEnv({ NODE_ENV: 'production', PAYMENTS: 'test', SITE_URL: 'http://127.0.0.1', DATA_DIR: dataDir })
const readiness = { accepting: true }
const app = createApp({ env, database, log, readiness, uploadsDir, build })
const { server } = startServer({ app, port: 0, host: '127.0.0.1', log, readiness, onClosed: async () => {}, earlyResponder: app.earlyResponder })
if (!server.listening) await once(server, 'listening')
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
await (await fetch(`${base}/about`)).arrayBuffer()

/** Fetches each address in turn, 10 ms apart, until told to stop; answers each one's times in ms. */
function probe(paths: string[]) {
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads')
    const times = Object.fromEntries(workerData.paths.map((path) => [path, []]))
    let running = true
    parentPort.on('message', () => { running = false })
    ;(async () => {
      while (running) {
        for (const path of workerData.paths) {
          const started = performance.now()
          const answer = await fetch(workerData.base + path).catch(() => null)
          await answer?.arrayBuffer()
          times[path].push(answer?.ok ? performance.now() - started : Infinity)
        }
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      parentPort.postMessage(times)
    })()`,
    { eval: true, workerData: { base, paths } },
  )
  return async () => {
    worker.postMessage('stop')
    const [times] = (await once(worker, 'message')) as [Record<string, number[]>]
    await worker.terminate()
    return times
  }
}

const PATHS = ['/about', '/healthz']
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN
function report(phase: string, times: Record<string, number[]>, seconds: number) {
  for (const [path, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b)
    console.log(
      `${phase.padEnd(34)} ${path.padEnd(8)} n ${String(sorted.length).padStart(5)}  p50 ${percentile(sorted, 0.5).toFixed(1).padStart(7)} ms  p99 ${percentile(sorted, 0.99).toFixed(1).padStart(7)} ms  max ${sorted.at(-1)!.toFixed(1).padStart(7)} ms  (${seconds.toFixed(1)} s)`,
    )
  }
}

async function during(phase: string, work: () => Promise<unknown>) {
  const stop = probe(PATHS)
  const started = performance.now()
  await work()
  const seconds = (performance.now() - started) / 1000
  report(phase, await stop(), seconds)
}

console.log(`${database.kind}; cached page /about and /healthz, fetched one after the other from another thread`)
await during('idle', () => new Promise((done) => setTimeout(done, Number(values.idle) * 1000)))
await during(`heavy query (${values.heavy} rows hashed)`, () => database.db.execute(sql`select sum(length(md5(n::text))) from generate_series(1, ${Number(values.heavy)}) n`))
await during(`import of ${values.rows} subscribers`, () =>
  database.db.execute(
    sql`insert into newsletter_subscriptions (email, status, daily_boost) select 'busy-' || n || '@example.com', 'subscribed', true from generate_series(1, ${Number(values.rows)}) n`,
  ),
)
const memory = process.memoryUsage()
console.log(`process RSS ${Math.round(memory.rss / 2 ** 20)} MB; this thread's heap ${Math.round(memory.heapUsed / 2 ** 20)} MB, external ${Math.round(memory.external / 2 ** 20)} MB`)

await new Promise((done) => server.close(done))
await app.jobs?.stop()
await app.purgeBus.close()
await database.close()
rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
