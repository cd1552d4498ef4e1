import { and, eq, lte } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { newsletterIssues, type IssueStatus } from '#db/schema/index.ts'
import type { AuditLog } from '../../audit/audit-log.ts'
import { ServiceError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { transactionSql } from '../../jobs/transaction-sql.ts'
import type { StaffMember } from '../../staff/staff.ts'
import type { PurgeBus } from '../../../cache/purge-bus.ts'
import { NEWSLETTER_ISSUES_TAG } from '../archive.ts'
import type { IssuePorts } from './ports.ts'
import type { Freezer } from './freezing.ts'
import type { IssueRecords } from './records.ts'

export const START_JOB = 'newsletter.start'
/** A start job woken this early (the queue's clock, a poll) still starts the issue. */
const DUE_MARGIN_MS = 5_000

interface StartJob {
  issueId: number
}

/**
 * An issue's way out: scheduled (a `newsletter.start` job at its time), sent now, cancelled back
 * to a draft, stopped and resumed (the sender's). The start job fixes the content: the items read
 * and rendered once, with the click links, and hands the issue to the sender in one transaction.
 */
export function createIssueLifecycle(deps: {
  db: Database
  jobs: JobQueue
  audit: AuditLog
  log: Logger
  purge: PurgeBus
  records: IssueRecords
  freezer: Freezer
  ports: IssuePorts
  siteUrl: string
}) {
  const { db, jobs, audit, log, records, freezer, ports } = deps

  async function step(actor: StaffMember, slug: string, id: number, from: IssueStatus, action: string, run: (tx: Database) => Promise<unknown>) {
    const { issue } = await records.issueOf(slug, id)
    if (issue.status !== from) throw new ServiceError('conflict', `This issue is ${issue.status}, not ${from}`)
    await jobs.ready()
    await db.transaction(async (tx) => {
      await run(tx)
      await audit.record({ actor, action, itemType: 'newsletter_issue', itemId: id, before: { status: issue.status, sendAt: issue.sendAt } }, tx)
    })
  }

  /** Marks the issue scheduled at `at` and queues its start in the same transaction (the outbox). */
  async function queueStart(tx: Database, id: number, at: Date) {
    await tx.update(newsletterIssues).set({ status: 'scheduled', sendAt: at, updatedAt: new Date() }).where(eq(newsletterIssues.id, id))
    // Each scheduling queues its own job: a job that wakes for an issue moved later, cancelled or started already does nothing.
    await jobs.send<StartJob>(START_JOB, { issueId: id }, { startAfter: at, singletonKey: `issue:${id}:${at.getTime()}`, transaction: transactionSql(tx) })
  }

  /** Fixes the issue's content and hands it to the sender, if it is still scheduled and due. */
  async function start(issueId: number, now = new Date()): Promise<boolean> {
    const found = await records.issue(issueId)
    if (!found || found.issue.status !== 'scheduled' || !found.issue.sendAt || found.issue.sendAt.getTime() > now.getTime() + DUE_MARGIN_MS) return false
    // Read and rendered before the transaction: the content reads may use the same database.
    const content = await freezer.freeze(found.issue, found.newsletter)
    const linkAt = await ports.clickLinks.forIssue(issueId)
    let position = 0
    const rendered = await ports.renderIssue(content, { siteUrl: deps.siteUrl, link: () => `${new URL(deps.siteUrl).origin}${linkAt(position++)}` })
    await jobs.ready()
    const started = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(newsletterIssues)
        .set({ status: 'sending', content: { content, rendered }, subject: content.subject, startedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'scheduled'), lte(newsletterIssues.sendAt, new Date(Date.now() + DUE_MARGIN_MS))))
        .returning({ id: newsletterIssues.id })
      if (!row) return false
      await ports.clickLinks.record(issueId, rendered.links, tx)
      await ports.sender.begin(issueId, tx)
      return true
    })
    if (started) {
      log.info({ event: 'newsletter.started', issueId, links: rendered.links.length }, 'newsletter issue started')
      // The archive and /boost-preview show it from now on, not after the page cache's time.
      await deps.purge.purge([NEWSLETTER_ISSUES_TAG]).catch((error: unknown) => log.warn({ event: 'newsletter.purge_failed', err: error }, 'cache not purged'))
    }
    return started
  }

  jobs.define<StartJob>({
    name: START_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: async ({ issueId }) => {
      await start(issueId)
    },
  })

  return {
    start,

    async schedule(actor: StaffMember, slug: string, id: number, at: Date) {
      if (at.getTime() <= Date.now()) throw new ServiceError('validation_failed', 'Pick a time in the future', { fields: { time: 'That time has passed' } })
      const { issue } = await records.editable(slug, id)
      await step(actor, slug, id, issue.status, 'newsletter.schedule', (tx) => queueStart(tx, id, at))
    },

    /** Schedules it for now and starts it at once; the queued start job is the fallback when this request fails. */
    async sendNow(actor: StaffMember, slug: string, id: number) {
      const { issue } = await records.editable(slug, id)
      await step(actor, slug, id, issue.status, 'newsletter.send_now', (tx) => queueStart(tx, id, new Date()))
      try {
        await start(id)
      } catch (error) {
        log.warn({ event: 'newsletter.start_failed', issueId: id, err: error }, 'the send did not start here; its job tries again')
      }
    },

    cancel: (actor: StaffMember, slug: string, id: number) =>
      step(actor, slug, id, 'scheduled', 'newsletter.cancel', (tx) =>
        tx
          .update(newsletterIssues)
          .set({ status: 'draft', updatedAt: new Date() })
          .where(and(eq(newsletterIssues.id, id), eq(newsletterIssues.status, 'scheduled'))),
      ),

    async stop(actor: StaffMember, slug: string, id: number) {
      await step(actor, slug, id, 'sending', 'newsletter.stop', async () => {})
      await ports.sender.stop(id)
    },

    async resume(actor: StaffMember, slug: string, id: number) {
      await step(actor, slug, id, 'stopped', 'newsletter.resume', async () => {})
      await ports.sender.resume(id)
    },

    /** A test mail of the issue as it stands, with direct links (a test click counts nothing). */
    async sendTest(slug: string, id: number, addresses: string[]) {
      const { issue, newsletter } = await records.issueOf(slug, id)
      const content = issue.content?.content ?? (await freezer.freeze(issue, newsletter))
      const rendered = await ports.renderIssue(content, { siteUrl: deps.siteUrl, link: (url) => url })
      await ports.sender.sendTest(id, addresses, rendered)
    },
  }
}
