/**
 * `npm run bench:newsletter` (issue 28, not a timed test): one issue of the Daily Boost to
 * BENCH_SUBSCRIBERS (default 100 000) confirmed readers, sent by the compiled server through a
 * local SMTP sink that accepts everything, with a kill -9 of the server at a random moment and a
 * restart, as fast as it goes or at BENCH_RATE_PER_SECOND; BENCH_NODE_FLAGS are added to the
 * server's (for example `--cpu-prof`). Prints mails per second, the total time, the server's peak RSS, a cached page's p99
 * while the send runs, and the duplicates and gaps. PGlite in a temporary folder, or DATABASE_URL.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { Worker } from 'node:worker_threads'
import { join, resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { openConfiguredDatabase } from '#db/client.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { beginSend, frozenIssue } from '#tests/utils/newsletter-fixtures.ts'
import { startNewsletterSink, waitUntil } from '#tests/utils/newsletter-sink.ts'
import { productionServerCommand } from '#tests/reliability/production-server.ts'
import { readRssKb, serverProcessId } from '#tests/reliability/process-memory.ts'
import { freePort } from '#tests/utils/restartable-server.ts'
import { copySeedPictures } from '#tests/utils/seed-pictures.ts'

const READERS = Number(process.env.BENCH_SUBSCRIBERS ?? 100_000)
const dataDir = mkdtempSync(join(tmpdir(), 'quota-bench-newsletter-'))
const settings = { DATABASE_URL: process.env.DATABASE_URL, DATA_DIR: dataDir }
const log = pino({ level: 'silent' })

// 1. The readers and an issue of realistic weight (about 35 KB of HTML), its send begun.
copySeedPictures(dataDir)
const database = await openConfiguredDatabase(settings, { statementTimeoutMs: 0 })
await prepareDatabase(database, { siteName: 'Quota', uploadsDir: resolve(dataDir, 'uploads') })
// A server's database (DATABASE_URL) may hold an earlier run's readers and issue.
await database.db.execute(sql`delete from newsletter_issues where issue_date = '2026-12-31' and subject = 'Bench'`)
await database.db.execute(sql`delete from newsletter_subscriptions`)
await database.db.execute(sql`insert into newsletter_subscriptions (email, status, daily_boost) select 'bench-' || n || '@example.com', 'subscribed', true from generate_series(1, ${READERS}) n`)
const issue = frozenIssue('The Daily Boost, benchmark issue')
issue.rendered.html = issue.rendered.html.replace(
  '<p>Today',
  `${'<p>A story of the day, <a href="https://quota.example/n/c/1/2/abcdef">read it</a>, with a deck of some words.</p>'.repeat(300)}<p>Today`,
)
const inserted = (await database.db.execute(sql`
  insert into newsletter_issues (newsletter_id, issue_date, status, subject, content)
  select id, '2026-12-31', 'sending', 'Bench', ${JSON.stringify(issue)}::jsonb from newsletters where slug = 'daily-boost' returning id`)) as unknown as { rows: { id: number }[] }
const issueId = inserted.rows[0]!.id
console.log('planned', await beginSend(database, issueId, log))
await database.close()

// 2. The sink and the server.
const sink = await startNewsletterSink({ keepBodies: false })
const port = await freePort()
const url = `http://127.0.0.1:${port}`
const output = openSync(join(dataDir, 'server.log'), 'a')
let peakRssKb = 0
function startServer(): ChildProcess {
  const { command, args } = productionServerCommand()
  return spawn(command, [...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean), ...args], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PAYMENTS: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      SMTP_URL: sink.url,
      NEWSLETTER_RATE_PER_SECOND: process.env.BENCH_RATE_PER_SECOND ?? '100000',
    },
    stdio: ['ignore', output, output],
  })
}
const ready = () =>
  waitUntil(
    () =>
      fetch(`${url}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      ),
    'the server to be ready',
    180_000,
  )
const distinct = () => sink.received.size
/** Readers whose mail a kill cut off after its commit (decision 052's one gap): they get none. */
const cutOffUnsent = () => [...sink.cutOff].filter((to) => !sink.received.has(to)).length
let sending = true
async function watchMemory(server: ChildProcess) {
  while (sending && server.exitCode === null && server.signalCode === null) {
    peakRssKb = Math.max(peakRssKb, readRssKb(serverProcessId(server.pid!)) ?? 0)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
// The cached page is timed from a thread of its own: this one also runs the sink, whose work
// would otherwise count as the server's.
const probe = new Worker(
  `const { parentPort, workerData } = require('node:worker_threads')
  const latencies = []
  let running = true
  parentPort.on('message', () => { running = false })
  ;(async () => {
    while (running) {
      const started = performance.now()
      const answer = await fetch(workerData.url).catch(() => null)
      await answer?.arrayBuffer()
      if (answer?.ok) latencies.push(performance.now() - started)
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
    parentPort.postMessage(latencies)
  })()`,
  { eval: true, workerData: { url: `${url}/about` } },
)
const stopProbe = async () => {
  probe.postMessage('stop')
  const [timings] = (await once(probe, 'message')) as [number[]]
  await probe.terminate()
  return timings
}

const started = Date.now()
let server = startServer()
await ready()
void watchMemory(server)
const killAt = Math.floor(READERS * (0.1 + Math.random() * 0.5))
await waitUntil(() => distinct() >= killAt, `${killAt} mails`, 1_800_000)
server.kill('SIGKILL')
await once(server, 'exit')
console.log(`killed (SIGKILL) after ${distinct()} mails, ${((Date.now() - started) / 1000).toFixed(1)} s`)
server = startServer()
await ready()
void watchMemory(server)
await waitUntil(() => distinct() + cutOffUnsent() >= READERS, 'every reader', 1_800_000)
const seconds = (Date.now() - started) / 1000
sending = false
const latencies = await stopProbe()
server.kill('SIGTERM')
await once(server, 'exit')

// 3. What the sink and the table say.
const after = await openConfiguredDatabase(settings)
const rows = (await after.db.execute(sql`select status, count(*)::int as n from newsletter_deliveries where issue_id = ${issueId} group by status`)) as unknown as { rows: unknown[] }
await after.close()
await sink.close()
latencies.sort((a, b) => a - b)
const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? NaN
console.log(`readers ${READERS}; mails ${sink.total}; ${(sink.total / seconds).toFixed(0)} mails/s; total ${seconds.toFixed(1)} s (restart included)`)
console.log(`peak RSS ${(peakRssKb / 1024).toFixed(0)} MB; /about during the send: p99 ${p99.toFixed(1)} ms over ${latencies.length} requests`)
console.log(
  `duplicates ${sink.duplicates().length}; gaps ${READERS - distinct()} (cut off by the kill after their commit: ${cutOffUnsent()}); aborted messages (never delivered) ${sink.aborted}; delivery rows ${JSON.stringify(rows.rows)}`,
)
rmSync(dataDir, { recursive: true, force: true })
process.exit(0)
