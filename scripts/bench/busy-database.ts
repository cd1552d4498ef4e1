/**
 * Issue 33's busy-database row (decision 069): a cached page and /healthz timed while the app's own
 * database works through a heavy back-office query and a 100 000-row import, beside the same pages
 * with the database idle. The app, its server and the database run in this process as in
 * production (the embedded database on a fresh store, or PostgreSQL at `databaseUrl`); the pages
 * are fetched from a thread of their own so the timing is the server's. Used by
 * `npm run bench:busy-database` and `npm run bench`.
 */
import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { Worker } from 'node:worker_threads'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import type { ServerBuild } from 'react-router'
import { openConfiguredDatabase } from '#db/client.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { createApp } from '#server/app.ts'
import { readEnv } from '#server/env.ts'
import { startServer } from '#server/start.ts'

export interface BusyDatabaseRun {
  /** PostgreSQL's address; without it a fresh embedded store in a temporary folder. */
  databaseUrl?: string
  rows: number
  heavy: number
  idleSeconds: number
}

export interface PathTimes {
  path: string
  count: number
  p50Ms: number
  p99Ms: number
  maxMs: number
}

export interface BusyPhase {
  name: string
  /** The database was working through this phase (not the idle one). */
  busy: boolean
  seconds: number
  paths: PathTimes[]
}

export interface BusyDatabaseFigures {
  kind: string
  phases: BusyPhase[]
  rssMb: number
  heapUsedMb: number
  externalMb: number
}

/** The cached page the row is about, and /healthz. */
export const BUSY_PATHS = ['/about', '/healthz']
const IMPORTED = 'busy-%@example.com'

/** Fetches each address in turn, 10 ms apart, until told to stop; answers each one's times in ms. */
function probe(base: string, paths: string[]) {
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

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? NaN

function summarise(times: Record<string, number[]>): PathTimes[] {
  return Object.entries(times).map(([path, list]) => {
    const sorted = [...list].sort((a, b) => a - b)
    return { path, count: sorted.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), maxMs: sorted.at(-1) ?? NaN }
  })
}

export async function measureBusyDatabase(run: BusyDatabaseRun): Promise<BusyDatabaseFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'quota-bench-busy-'))
  const uploadsDir = resolve(dataDir, 'uploads')
  const log = pino({ level: 'silent' })
  const database = await openConfiguredDatabase({ DATABASE_URL: run.databaseUrl, DATA_DIR: dataDir }, { statementTimeoutMs: 0 })
  try {
    await prepareDatabase(database, { siteName: 'Quota', uploadsDir })
    // A kept PostgreSQL store may hold an earlier run's import (one that stopped half way included).
    const forgetImport = () => database.db.execute(sql`delete from newsletter_subscriptions where email like ${IMPORTED}`)
    await forgetImport()
    const build = (await import(pathToFileURL(resolve('build/server/index.js')).href)) as ServerBuild
    const env = readEnv({ NODE_ENV: 'production', PAYMENTS: 'test', SITE_URL: 'http://127.0.0.1', DATA_DIR: dataDir })
    const readiness = { accepting: true }
    const app = createApp({ env, database, log, readiness, uploadsDir, build })
    const { server } = startServer({ app, port: 0, host: '127.0.0.1', log, readiness, onClosed: async () => {}, earlyResponder: app.earlyResponder })
    try {
      if (!server.listening) await once(server, 'listening')
      const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      await (await fetch(`${base}/about`)).arrayBuffer()

      const phases: BusyPhase[] = []
      const during = async (name: string, busy: boolean, work: () => Promise<unknown>) => {
        const stop = probe(base, BUSY_PATHS)
        const started = performance.now()
        await work()
        const seconds = (performance.now() - started) / 1000
        phases.push({ name, busy, seconds, paths: summarise(await stop()) })
      }
      await during('idle', false, () => new Promise((done) => setTimeout(done, run.idleSeconds * 1000)))
      await during(`heavy query (${run.heavy} rows hashed)`, true, () => database.db.execute(sql`select sum(length(md5(n::text))) from generate_series(1, ${run.heavy}) n`))
      await during(`import of ${run.rows} subscribers`, true, () =>
        database.db.execute(sql`insert into newsletter_subscriptions (email, status, daily_boost) select 'busy-' || n || '@example.com', 'subscribed', true from generate_series(1, ${run.rows}) n`),
      )
      const memory = process.memoryUsage()
      await forgetImport()
      return { kind: database.kind, phases, rssMb: Math.round(memory.rss / 2 ** 20), heapUsedMb: Math.round(memory.heapUsed / 2 ** 20), externalMb: Math.round(memory.external / 2 ** 20) }
    } finally {
      await new Promise((done) => server.close(done))
      await app.jobs?.stop()
      await app.purgeBus.close()
    }
  } finally {
    await database.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** The cached page's worst p99 while the database was busy: the figure issue 33's row asks about. */
export function busyPageP99(figures: BusyDatabaseFigures): number {
  return Math.max(...figures.phases.filter((phase) => phase.busy).map((phase) => phase.paths.find((p) => p.path === BUSY_PATHS[0])!.p99Ms))
}

export function printBusyDatabase(figures: BusyDatabaseFigures): void {
  console.log(`${figures.kind}; cached page /about and /healthz, fetched one after the other from another thread`)
  for (const phase of figures.phases) {
    for (const p of phase.paths) {
      console.log(
        `${phase.name.padEnd(34)} ${p.path.padEnd(8)} n ${String(p.count).padStart(5)}  p50 ${p.p50Ms.toFixed(1).padStart(7)} ms  p99 ${p.p99Ms.toFixed(1).padStart(7)} ms  max ${p.maxMs.toFixed(1).padStart(7)} ms  (${phase.seconds.toFixed(1)} s)`,
      )
    }
  }
  console.log(`process RSS ${figures.rssMb} MB; this thread's heap ${figures.heapUsedMb} MB, external ${figures.externalMb} MB`)
}
