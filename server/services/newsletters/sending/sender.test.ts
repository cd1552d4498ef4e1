import { sql, type SQL } from 'drizzle-orm'
import { simpleParser } from 'mailparser'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { createSigner } from '#server/signing-keys.ts'
import { addSubscribers, deliveryCounts, issueStatus, sendingIssue, testSender } from '#tests/utils/newsletter-fixtures.ts'
import { startNewsletterSink, waitUntil, type NewsletterSink } from '#tests/utils/newsletter-sink.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { createUnsubscribeTokens } from '../../accounts/unsubscribe-tokens.ts'
import { createJobQueue, type JobQueue } from '../../jobs/queue.ts'
import type { NewsletterSender } from './sender.ts'

/**
 * Issue 28, sending: a send of the Daily Boost to 1 200 confirmed readers through a real SMTP
 * server reaches each eligible reader once and nobody else; a reader who leaves during the send
 * gets nothing more; a 5xx suppresses, a 4xx is tried again; a stopped send resumes without a
 * copy twice or a reader skipped.
 */
let database: DatabaseHandle
let jobs: JobQueue
let sender: NewsletterSender
let sink: NewsletterSink
let boost: string[]
const log = pino({ level: 'silent' })
const SOFT = 'soft-1@example.com'
const HARD = 'hard-1@example.com'

/** The addresses the sink got exactly n messages for. */
const countOf = (email: string) => sink.received.get(email)?.length ?? 0
/** Readers who left during the second send. */
const leavers: string[] = []

async function emails(query: SQL): Promise<string[]> {
  return ((await database.db.execute(query)) as unknown as { rows: { email: string }[] }).rows.map((row) => row.email)
}

async function activeBatches(issueId: number): Promise<number> {
  const result = (await database.db.execute(
    sql`select count(*)::int as n from pgboss.job where name = 'newsletter.batch' and state in ('active', 'created', 'retry') and (data ->> 'issueId')::int = ${issueId}`,
  )) as unknown as { rows: { n: number }[] }
  return result.rows[0]!.n
}

beforeAll(async () => {
  database = await createTestDatabase()
  const db = database.db
  await db.execute(sql`delete from newsletter_subscriptions`)
  boost = await addSubscribers(db, { prefix: 'boost', count: 1200 })
  await addSubscribers(db, { prefix: 'pending', count: 20, status: 'pending' })
  await addSubscribers(db, { prefix: 'left', count: 20, status: 'unsubscribed' })
  await addSubscribers(db, { prefix: 'bounced', count: 5, status: 'bounced' })
  await addSubscribers(db, { prefix: 'digest', count: 30, dailyBoost: false, salesDigest: true })
  const blocked = await addSubscribers(db, { prefix: 'blocked', count: 10 })
  for (const email of blocked) await db.execute(sql`insert into newsletter_suppressions (email, reason, source) values (${email}, 'complaint', 'ses')`)
  await addSubscribers(db, { prefix: 'soft', count: 1 })
  await addSubscribers(db, { prefix: 'hard', count: 1 })

  sink = await startNewsletterSink()
  let softRefused = false
  sink.refuseWith((to) => {
    if (to === HARD) return { code: 550, message: 'No such mailbox' }
    if (to === SOFT && !softRefused) {
      softRefused = true
      return { code: 451, message: 'Greylisted, try later' }
    }
    return null
  })
  jobs = createJobQueue({ database, log, pollingIntervalSeconds: 0.5 })
  sender = testSender(database, jobs, log, { smtpUrl: sink.url, retryBaseSeconds: 1 })
  await jobs.start({ work: true })
})

afterAll(async () => {
  await jobs?.stop()
  sender?.close()
  await sink?.close()
  await database?.close()
})

// Each send waits for what it checks; the limits only catch a hang: at load 29 one send of 1 200
// readers took 110 s, past the integration project's 120 s.
describe('a newsletter send', { timeout: 600_000 }, () => {
  it('mails every confirmed reader of the Boost exactly once, nobody else; a 5xx suppresses, a 4xx is tried again', async () => {
    const issueId = await sendingIssue(database.db, { date: '2026-11-02' })
    expect(await sender.begin(issueId)).toEqual({ recipients: 1202, batches: 3 })
    await waitUntil(async () => (await issueStatus(database.db, issueId)) === 'sent', 'the issue to be sent', 480_000)

    expect(boost.filter((email) => countOf(email) !== 1)).toEqual([])
    expect(countOf(SOFT)).toBe(1)
    expect(countOf(HARD)).toBe(0)
    expect([...sink.received.keys()].filter((email) => !boost.includes(email) && email !== SOFT)).toEqual([])
    expect(await sender.progress(issueId)).toEqual({ recipients: 1202, queued: 0, sent: 1201, deferred: 0, failed: 1, skipped: 0 })

    const soft = (await database.db.execute(sql`select d.attempts from newsletter_deliveries d join newsletter_subscriptions s on s.id = d.subscription_id where s.email = ${SOFT}`)) as unknown as {
      rows: unknown[]
    }
    expect(soft.rows).toEqual([{ attempts: 2 }])
    const hard = (await database.db.execute(
      sql`select s.status, x.reason, x.source from newsletter_subscriptions s join newsletter_suppressions x on x.email = s.email where s.email = ${HARD}`,
    )) as unknown as { rows: unknown[] }
    expect(hard.rows).toEqual([{ status: 'bounced', reason: 'bounce', source: 'smtp' }])

    // One reader's copy: their own one-click unsubscribe, the manage link, no open pixel, a Message-ID of this issue and reader.
    const mail = await simpleParser(sink.received.get(boost[0]!)![0]!)
    const { id } = ((await database.db.execute(sql`select id from newsletter_subscriptions where email = ${boost[0]}`)) as unknown as { rows: { id: number }[] }).rows[0]!
    const header = (key: string) => mail.headerLines.find((line) => line.key === key)?.line
    const token = /token=([^>\s&]+)/.exec(header('list-unsubscribe')!)![1]!
    expect(await createUnsubscribeTokens(createSigner(database.db, 'newsletter-unsubscribe')).read(decodeURIComponent(token))).toBe(id)
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click')
    expect(mail.messageId).toBe(`<newsletter-${issueId}-${id}@localhost>`)
    expect(mail.subject).toBe('Issue 2026-11-02')
    expect(mail.from?.value).toEqual([{ name: 'Quota', address: 'no-reply@localhost' }])
    expect(mail.text).toContain(`Unsubscribe: http://localhost:3000/newsletters/unsubscribe?token=${token}`)
    expect(mail.html).toContain('href="http://localhost:3000/newsletters"')
    expect(mail.html).not.toContain('<img')
    expect(`${mail.html}${mail.text}`).not.toContain('%%')
  })

  it('stops mailing a reader who unsubscribes during the send', async () => {
    sink.received.clear()
    sink.holdAfter(100)
    const issueId = await sendingIssue(database.db, { date: '2026-11-03' })
    await sender.begin(issueId)
    await waitUntil(() => sink.waiting > 0, 'the send to be under way')
    // One reader whose row the running batch already holds, queued; one whose batch has not started.
    const [queued] = await emails(
      sql`select s.email from newsletter_deliveries d join newsletter_subscriptions s on s.id = d.subscription_id where d.issue_id = ${issueId} and d.status = 'queued' and s.email like 'boost-%' order by s.id desc limit 1`,
    )
    const [unplanned] = await emails(
      sql`select s.email from newsletter_subscriptions s where s.email like 'boost-%' and not exists (select 1 from newsletter_deliveries d where d.issue_id = ${issueId} and d.subscription_id = s.id) limit 1`,
    )
    leavers.push(queued!, unplanned!)
    for (const email of leavers) await database.db.execute(sql`update newsletter_subscriptions set status = 'unsubscribed', daily_boost = false where email = ${email}`)
    sink.release()
    await waitUntil(async () => (await issueStatus(database.db, issueId)) === 'sent', 'the issue to be sent', 480_000)

    expect(leavers.map(countOf)).toEqual([0, 0])
    expect(boost.filter((email) => !leavers.includes(email) && countOf(email) !== 1)).toEqual([])
    expect(countOf(HARD)).toBe(0)
    expect(countOf(SOFT)).toBe(1)
    // The queued row is skipped; the other reader never gets one.
    expect(await deliveryCounts(database.db, issueId)).toEqual({ sent: 1199, skipped: 1 })
  })

  it('stops mid-send with nothing sent twice, and resumes to reach everyone left', async () => {
    sink.received.clear()
    const abortedBefore = sink.aborted
    sink.holdAfter(300)
    const issueId = await sendingIssue(database.db, { date: '2026-11-04' })
    await sender.begin(issueId)
    await waitUntil(() => sink.waiting > 0, 'the send to be under way')
    await sender.stop(issueId)
    sink.release()
    // The mails held at the stop reach their claim and are cut off; the batch then ends.
    await waitUntil(async () => (await activeBatches(issueId)) === 0, 'the batch to end')
    expect(sink.aborted).toBeGreaterThan(abortedBefore)
    expect(await issueStatus(database.db, issueId)).toBe('stopped')
    const sentAtStop = sink.total
    const progress = await sender.progress(issueId)
    expect(progress.sent).toBe([...sink.received.values()].flat().length)
    expect(progress.sent).toBeLessThan(1199)
    expect(sink.total).toBe(sentAtStop)

    await sender.resume(issueId)
    await waitUntil(async () => (await issueStatus(database.db, issueId)) === 'sent', 'the issue to be sent', 480_000)
    const readers = boost.filter((email) => !leavers.includes(email)).concat(SOFT)
    expect(readers.filter((email) => countOf(email) !== 1)).toEqual([])
    expect(sink.duplicates()).toEqual([])
    expect(await deliveryCounts(database.db, issueId)).toEqual({ sent: 1199 })
  })

  it('refuses to stop an issue that is not being sent', async () => {
    const issueId = await sendingIssue(database.db, { date: '2026-11-05' })
    await database.db.execute(sql`update newsletter_issues set status = 'draft' where id = ${issueId}`)
    await expect(sender.stop(issueId)).rejects.toMatchObject({ code: 'conflict' })
    await expect(sender.begin(issueId)).rejects.toMatchObject({ code: 'conflict' })
  })
})
