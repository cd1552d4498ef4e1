import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import type { RenderedIssue } from '#lib/newsletter-issue.ts'
import { createSigner } from '#server/signing-keys.ts'
import { createUnsubscribeTokens } from '../../accounts/unsubscribe-tokens.ts'
import { ServiceError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { transactionSql } from '../../jobs/transaction-sql.ts'
import type { SiteInfo } from '../../mail/mail-templates.ts'
import { listUnsubscribeHeaders, unsubscribeUrl } from '../../mail/newsletter-mails.ts'
import { BATCH_JOB, createBatchRunner, FINISH_JOB } from './batch-job.ts'
import { planBatches, type BatchRange } from './batch-plan.ts'
import { createCommitGroup } from './commit-group.ts'
import { createFinishRunner, queueRemaining } from './finish-job.ts'
import { siteSender } from './issue-mailing.ts'
import { createNewsletterTransport } from './newsletter-transport.ts'
import { newsletterMessageId } from './recipient-mail.ts'
import { createReplies } from './replies.ts'
import { createSendRate } from './send-rate.ts'
import type { Suppressions } from './suppressions.ts'
import { sendTestMails } from './test-send.ts'

export interface NewsletterSenderDeps {
  db: Database
  jobs: JobQueue
  log: Logger
  site: SiteInfo
  /** smtp:// or smtps://; without it every mail is written to `${dataDir}/mail/` (as mail.ts does). */
  smtpUrl?: string
  dataDir?: string
  /** This process's pace: NEWSLETTER_RATE_PER_SECOND and NEWSLETTER_RATE_PER_HOUR (0: no hourly limit). */
  rate: { perSecond: number; perHour: number }
  /** SMTP connections kept open (NEWSLETTER_SMTP_CONNECTIONS). */
  maxConnections: number
  /** The feedback service's: a 5xx reply suppresses the address. */
  suppressions: Suppressions
  /** The open pixel's address for a reader, when the newsletter counts opens (the feedback service signs it). */
  openPixelUrl: (issueId: number, subscriptionId: number) => Promise<string>
  /** After an issue became `sent` (the sponsor of its slot hears of it). */
  onSent?: (issueId: number) => Promise<unknown>
  /** A batch job's time limit; it queues the rest of its range after a third of it. Default 60 s. */
  batchSeconds?: number
  /** The first wait after a temporary refusal (4xx); each next one doubles. Default 60 s. */
  retryBaseSeconds?: number
}

/** The statuses of an issue's deliveries. */
export interface SendProgress {
  recipients: number
  queued: number
  sent: number
  deferred: number
  failed: number
  skipped: number
}

/**
 * Sends a frozen issue to its readers, exactly once each (decision 052): begin plans the batches
 * and queues them with the caller's transaction; `newsletter.batch` jobs mail them in any server
 * process working the queue; `newsletter.finish` marks the issue sent when no batch is left.
 */
export function createNewsletterSender(deps: NewsletterSenderDeps) {
  const { db, jobs, log, site } = deps
  const batchSeconds = deps.batchSeconds ?? 60
  const unsubscribeTokens = createUnsubscribeTokens(createSigner(db, 'newsletter-unsubscribe'))
  const transport = createNewsletterTransport({ smtpUrl: deps.smtpUrl, dataDir: deps.dataDir ?? '.data', maxConnections: deps.maxConnections, log })
  const sender = siteSender(site)
  const manageUrl = `${site.siteUrl}/newsletters`

  const runBatch = createBatchRunner({
    db,
    jobs,
    log,
    transport,
    commits: createCommitGroup({ db, log }),
    replies: createReplies({ db, suppressions: deps.suppressions, retryBaseSeconds: deps.retryBaseSeconds ?? 60 }),
    rate: createSendRate(deps.rate),
    sender,
    concurrency: deps.maxConnections * 2,
    budgetMs: (batchSeconds * 1000) / 3,
    async partsFor(mailing, recipient) {
      const token = await unsubscribeTokens.create(recipient.subscriptionId)
      return {
        email: recipient.email,
        unsubscribeUrl: unsubscribeUrl(site, token),
        manageUrl,
        openPixelUrl: mailing.trackOpens ? await deps.openPixelUrl(mailing.issueId, recipient.subscriptionId) : null,
        headers: listUnsubscribeHeaders(site, token),
        messageId: newsletterMessageId(mailing.issueId, recipient.subscriptionId, mailing.fromAddress),
      }
    },
  })
  jobs.define<BatchRange>({ name: BATCH_JOB, handler: runBatch, retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: batchSeconds })
  const finish = createFinishRunner({ db, jobs, log, onSent: deps.onSent })
  jobs.define<{ issueId: number }>({ name: FINISH_JOB, handler: finish, policy: 'unique-waiting', retryLimit: 10, retryDelaySeconds: 5, expireInSeconds: 60 })

  const setStatus = async (issueId: number, from: string, to: string, tx: Database = db) => {
    const result = (await tx.execute(sql`update newsletter_issues set status = ${to}, updated_at = now() where id = ${issueId} and status = ${from} returning id`)) as unknown as { rows: unknown[] }
    if (!result.rows.length) throw new ServiceError('conflict', `This issue is not ${from === 'sending' ? 'being sent' : 'stopped'}.`)
  }

  return {
    /** Before a caller's transaction that calls begin: the queue's tables must exist first (the embedded database has one connection). */
    ready: () => jobs.ready(),

    /**
     * The issue is already `sending` with its `content`: counts the audience, cuts it into
     * batches and queues them, in `tx` when given (after `ready()`), so the jobs exist exactly
     * when the caller's change commits.
     */
    async begin(issueId: number, tx?: Database): Promise<{ recipients: number; batches: number }> {
      const run = async (tx: Database) => {
        const issue = (await tx.execute(sql`select status, content is not null as frozen from newsletter_issues where id = ${issueId} for update`)) as unknown as {
          rows: { status: string; frozen: boolean }[]
        }
        const row = issue.rows[0]
        if (!row || row.status !== 'sending' || !row.frozen) throw new ServiceError('conflict', 'Only an issue being sent, with its content fixed, can start sending.')
        const { ranges, recipients } = await planBatches(tx, issueId)
        await tx.execute(sql`update newsletter_issues set recipients = ${recipients}, started_at = coalesce(started_at, now()), updated_at = now() where id = ${issueId}`)
        const transaction = transactionSql(tx)
        for (const range of ranges) await jobs.send(BATCH_JOB, range, { transaction })
        // No reader at all: the finish job marks it sent.
        if (!ranges.length) await jobs.send(FINISH_JOB, { issueId }, { transaction, singletonKey: String(issueId) })
        log.info({ event: 'newsletter.begin', issueId, recipients, batches: ranges.length }, 'newsletter send started')
        return { recipients, batches: ranges.length }
      }
      if (tx) return run(tx)
      await jobs.ready()
      return db.transaction(run)
    },

    /** Stops a send: mails in flight are refused at their claim; the rest stay queued for resume. */
    async stop(issueId: number): Promise<void> {
      await setStatus(issueId, 'sending', 'stopped')
      log.info({ event: 'newsletter.stop', issueId }, 'newsletter send stopped')
    },

    /** Sends the rest of a stopped issue: batches again for the open rows and the readers not reached yet. */
    async resume(issueId: number): Promise<void> {
      await jobs.ready()
      await db.transaction(async (tx) => {
        await setStatus(issueId, 'stopped', 'sending', tx)
        if (!(await queueRemaining(tx, jobs, issueId))) await jobs.send(FINISH_JOB, { issueId }, { transaction: transactionSql(tx), singletonKey: String(issueId) })
      })
      log.info({ event: 'newsletter.resume', issueId }, 'newsletter send resumed')
    },

    async progress(issueId: number): Promise<SendProgress> {
      const result = (await db.execute(sql`
        select i.recipients,
          count(*) filter (where d.status = 'queued')::int as queued, count(*) filter (where d.status = 'sent')::int as sent,
          count(*) filter (where d.status = 'deferred')::int as deferred, count(*) filter (where d.status = 'failed')::int as failed,
          count(*) filter (where d.status = 'skipped')::int as skipped
        from newsletter_issues i left join newsletter_deliveries d on d.issue_id = i.id where i.id = ${issueId} group by i.id`)) as unknown as { rows: SendProgress[] }
      const row = result.rows[0]
      if (!row) throw new ServiceError('not_found', 'No such issue.')
      return row
    },

    /** The rendered issue to at most 10 addresses, "[TEST]" in the subject, placeholders harmless; not recorded as deliveries. */
    sendTest: (issueId: number, addresses: string[], rendered: RenderedIssue) => sendTestMails({ db, transport, sender, site, manageUrl }, issueId, addresses, rendered),

    /** Closes the SMTP connections (the process is stopping). */
    close: () => transport.close(),
  }
}
export type NewsletterSender = ReturnType<typeof createNewsletterSender>
