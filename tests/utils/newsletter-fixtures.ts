import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database, DatabaseHandle } from '#db/client.ts'
import { createJobQueue, type JobQueue } from '#server/services/jobs/queue.ts'
import { createNewsletterSender, type NewsletterSenderDeps } from '#server/services/newsletters/sending/sender.ts'
import { createOpenPixels } from '#server/services/newsletters/feedback/open-pixels.ts'
import { createSuppressions } from '#server/services/newsletters/feedback/suppressions.ts'
import { RECIPIENT_PLACEHOLDERS, type FrozenIssue } from '#lib/newsletter-issue.ts'

/** A frozen issue as the mail renderer writes it: the placeholders in the HTML and text, the pixel as an <img>. */
export function frozenIssue(subject: string): FrozenIssue {
  const p = RECIPIENT_PLACEHOLDERS
  return {
    content: { newsletter: { slug: 'daily-boost', name: 'Daily Boost' }, issueDate: '2026-11-27', subject, previewText: 'Preview', introHtml: '<p>Hello</p>', stories: [], sponsor: null },
    rendered: {
      html: `<html><body><p>${subject}</p><p>Today's lead story.</p><a href="${p.manageUrl}">Manage</a> <a href="${p.unsubscribeUrl}">Unsubscribe</a><img src="${p.openPixelUrl}" width="1" height="1" alt="" style="display:block"></body></html>`,
      text: `${subject}\n\nToday's lead story.\n\nManage: ${p.manageUrl}\nUnsubscribe: ${p.unsubscribeUrl}\n`,
      links: [],
    },
  }
}

export interface SubscriberSet {
  prefix: string
  count: number
  status?: 'subscribed' | 'pending' | 'unsubscribed' | 'bounced'
  dailyBoost?: boolean
  salesDigest?: boolean
  thirdParty?: boolean
}

/** Readers `${prefix}-1@example.com` … in one statement (generate_series). */
export async function addSubscribers(db: Database, { prefix, count, status = 'subscribed', dailyBoost = true, salesDigest = false, thirdParty = false }: SubscriberSet): Promise<string[]> {
  await db.execute(sql`
    insert into newsletter_subscriptions (email, status, daily_boost, sales_digest, third_party)
    select ${prefix} || '-' || n || '@example.com', ${status}, ${dailyBoost}, ${salesDigest}, ${thirdParty} from generate_series(1, ${count}) n`)
  return Array.from({ length: count }, (_, index) => `${prefix}-${index + 1}@example.com`)
}

/** An issue of a newsletter already `sending` with its content fixed, as compose hands it to the sender. */
export async function sendingIssue(db: Database, { slug = 'daily-boost', date, subject = `Issue ${date}` }: { slug?: string; date: string; subject?: string }): Promise<number> {
  const result = (await db.execute(sql`
    insert into newsletter_issues (newsletter_id, issue_date, status, subject, content)
    select id, ${date}, 'sending', ${subject}, ${JSON.stringify(frozenIssue(subject))}::jsonb from newsletters where slug = ${slug}
    returning id`)) as unknown as { rows: { id: number }[] }
  return result.rows[0]!.id
}

export async function issueStatus(db: Database, issueId: number): Promise<string> {
  const result = (await db.execute(sql`select status from newsletter_issues where id = ${issueId}`)) as unknown as { rows: { status: string }[] }
  return result.rows[0]!.status
}

/** Delivery rows of an issue by status. */
export async function deliveryCounts(db: Database, issueId: number): Promise<Record<string, number>> {
  const result = (await db.execute(sql`select status, count(*)::int as n from newsletter_deliveries where issue_id = ${issueId} group by status`)) as unknown as {
    rows: { status: string; n: number }[]
  }
  return Object.fromEntries(result.rows.map((row) => [row.status, row.n]))
}

/** A sender as the tests' processes build it: the site at localhost:3000, 1 000 mails a second over 5 connections, the feedback service's suppressions and open pixels. */
export function testSender(database: Pick<DatabaseHandle, 'db'>, jobs: JobQueue, log: Logger, options: Partial<NewsletterSenderDeps> = {}) {
  return createNewsletterSender({
    db: database.db,
    jobs,
    log,
    site: { siteName: 'Quota', siteUrl: 'http://localhost:3000' },
    rate: { perSecond: 1000, perHour: 0 },
    maxConnections: 5,
    suppressions: createSuppressions(database.db, log),
    openPixelUrl: createOpenPixels(database.db, 'http://localhost:3000').openPixelUrl,
    ...options,
  })
}

/**
 * Begins the send of an issue from a process that does not work the queue: its batches wait for the
 * workers. The queues are made here, so their batches' time limit is this sender's (`batchSeconds`).
 */
export async function beginSend(database: Pick<DatabaseHandle, 'db' | 'executeSql'>, issueId: number, log: Logger, options: Partial<NewsletterSenderDeps> = {}) {
  const jobs = createJobQueue({ database, log })
  try {
    return await testSender(database, jobs, log, options).begin(issueId)
  } finally {
    await jobs.stop()
  }
}
