import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { mkdtempSync, openSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addSubscribers, beginSend, deliveryCounts, issueStatus, sendingIssue } from './utils/newsletter-fixtures.ts'
import { startNewsletterSink, waitUntil, type NewsletterSink } from './utils/newsletter-sink.ts'
import { adminQuery, withDatabaseName } from './utils/postgres-admin.ts'
import { openSeededCopy, reopenSeededCopy } from './utils/seeded-copy.ts'

/**
 * Issue 28, exactly once: a newsletter send in a real child process (tests/utils/newsletter-worker.ts)
 * killed with SIGKILL mid-send, twice, and started again: no reader has two mails, every delivery
 * is `sent`, and a reader without a mail is one whose mail a kill cut off after its commit (the one
 * gap decision 052 allows). With PostgreSQL (DATABASE_URL, CI's second pass),
 * also two processes sharing one send: one mail each, both doing part of the work.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'quota-newsletter-'))
const postgresUrl = process.env.DATABASE_URL ? withDatabaseName(process.env.DATABASE_URL, `quota_newsletter_${randomBytes(6).toString('hex')}`) : null
const log = pino({ level: 'silent' })
let sink: NewsletterSink
const children: ChildProcess[] = []

const openData = () => reopenSeededCopy({ postgresUrl, dataDir })
/** The test sender's: 5 connections, two mails in flight on each. */
const MAILS_IN_FLIGHT = 10
/**
 * A batch's time limit: a batch a kill cut off is taken again once past it. The queues are made when
 * the send begins, with this limit; made with the default (a minute), each restart waited for it.
 */
const BATCH_SECONDS = 6

/**
 * Readers of a new issue (an earlier test's readers have left, so the audience is exactly these),
 * and its send begun (batches queued) by a process that does not work the queue.
 */
async function prepareSend(date: string, readers: number): Promise<{ issueId: number; emails: string[] }> {
  const database = await openData()
  try {
    await database.db.execute(sql`update newsletter_subscriptions set status = 'unsubscribed', daily_boost = false`)
    const emails = await addSubscribers(database.db, { prefix: `reader-${date}`, count: readers })
    const issueId = await sendingIssue(database.db, { date })
    await beginSend(database, issueId, log, { batchSeconds: BATCH_SECONDS })
    return { issueId, emails }
  } finally {
    await database.close()
  }
}

function startWorker(issueId: number, name: string, ratePerSecond: number) {
  const output = openSync(join(dataDir, 'worker.log'), 'a')
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/utils/newsletter-worker.ts'], {
    env: {
      ...process.env,
      DATABASE_URL: postgresUrl ?? '',
      DATA_DIR: join(dataDir, 'pgdata'),
      SMTP_URL: `${sink.url}?name=${name}`,
      ISSUE_ID: String(issueId),
      RATE_PER_SECOND: String(ratePerSecond),
      BATCH_SECONDS: String(BATCH_SECONDS),
    },
    stdio: ['ignore', output, output],
  })
  children.push(child)
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  return { child, exited }
}

beforeAll(async () => {
  sink = await startNewsletterSink({ keepBodies: false })
  const database = await openSeededCopy({ postgresUrl, dataDir })
  await database.db.execute(sql`delete from newsletter_subscriptions`)
  await database.close()
})

afterAll(async () => {
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await sink?.close()
  if (postgresUrl) await adminQuery(process.env.DATABASE_URL!, `drop database if exists ${new URL(postgresUrl).pathname.slice(1)} with (force)`)
  rmSync(dataDir, { recursive: true, force: true })
})

describe('a newsletter send across processes', () => {
  it('sends each reader exactly one mail through two SIGKILLs and restarts', async () => {
    const { issueId, emails } = await prepareSend('2026-12-01', 1000)
    const start = sink.total
    for (const killAt of [200, 550]) {
      const { child, exited } = startWorker(issueId, 'crashing', 150)
      await waitUntil(() => sink.total - start >= killAt, `${killAt} mails before the kill`, 480_000)
      child.kill('SIGKILL')
      expect((await exited)[1]).toBe('SIGKILL')
    }
    const { exited } = startWorker(issueId, 'last', 150)
    expect((await exited)[0]).toBe(0)

    expect(sink.duplicates()).toEqual([])
    // Decision 052's only gap: a mail counted sent whose last line the kill cut off (the server saw
    // it begin and never end). Rare on an idle machine, it is seen when the killed process was
    // descheduled between the commit and the `.`; at most the mails in flight at each kill.
    const missing = emails.filter((email) => !sink.received.has(email))
    expect(missing.filter((email) => !sink.cutOff.has(email))).toEqual([])
    expect(missing.length).toBeLessThanOrEqual(2 * MAILS_IN_FLIGHT)
    const database = await openData()
    try {
      expect(await deliveryCounts(database.db, issueId)).toEqual({ sent: 1000 })
      expect(await issueStatus(database.db, issueId)).toBe('sent')
    } finally {
      await database.close()
    }
  }, 900_000)

  it.skipIf(!postgresUrl)(
    'shares a send between two processes: one mail each, both doing part of it',
    async () => {
      const { issueId, emails } = await prepareSend('2026-12-02', 2000)
      const workers = [startWorker(issueId, 'worker-a', 200), startWorker(issueId, 'worker-b', 200)]
      const codes = await Promise.all(workers.map(async ({ exited }) => (await exited)[0]))
      expect(codes).toEqual([0, 0])

      expect(emails.filter((email) => sink.received.get(email)?.length !== 1)).toEqual([])
      expect(sink.duplicates()).toEqual([])
      expect(sink.byClient.get('worker-a')).toBeGreaterThan(0)
      expect(sink.byClient.get('worker-b')).toBeGreaterThan(0)
      const database = await openData()
      try {
        expect(await deliveryCounts(database.db, issueId)).toEqual({ sent: 2000 })
      } finally {
        await database.close()
      }
    },
    900_000,
  )
})
