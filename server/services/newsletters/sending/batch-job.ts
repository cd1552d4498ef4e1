import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { BatchRange } from './batch-plan.ts'
import { dueRows, nextRetry, prepareRange, skipLeavers, stillSending } from './batch-rows.ts'
import type { CommitGroup } from './commit-group.ts'
import { loadMailing, type DefaultSender } from './issue-mailing.ts'
import type { NewsletterTransport } from './newsletter-transport.ts'
import { createMimeTemplate, type MessageBuilder } from './mime-template.ts'
import type { IssueMailing, RecipientParts } from './recipient-mail.ts'
import type { Recipient, Replies } from './replies.ts'
import type { SendRate } from './send-rate.ts'

export const BATCH_JOB = 'newsletter.batch'
export const FINISH_JOB = 'newsletter.finish'

export interface BatchDeps {
  db: Database
  jobs: JobQueue
  log: Logger
  transport: NewsletterTransport
  commits: CommitGroup
  replies: Replies
  rate: SendRate
  sender: DefaultSender
  /** One reader's unsubscribe link, manage link, pixel and headers. */
  partsFor: (mailing: IssueMailing, recipient: Recipient) => Promise<RecipientParts>
  /** Mails in flight at once (the pool's connections keep busy while a message waits for its claim). */
  concurrency: number
  /** A batch stops taking new mails after this long and queues the rest of its range as a new job. */
  budgetMs: number
}

interface Pass {
  /** Rows that came to an end here: sent, refused, or found to be someone else's. */
  settled: number
  /** Rows whose connection failed before they were counted. */
  lost: number
  /** The hour's window filled up: when it frees a place. */
  hourFullUntil: number | null
}

/**
 * One `newsletter.batch` job: mails the open rows of its range, then either hands the rest back
 * to the queue (time budget spent, hour window full, deferred rows waiting) or asks the finish
 * job to see whether the send is over. Running it twice, or in two processes, sends nothing
 * twice: every mail's last line waits for its claim.
 */
export function createBatchRunner(deps: BatchDeps) {
  const { db, jobs, log } = deps

  async function mailRows(mailing: IssueMailing, messageFor: MessageBuilder, rows: Recipient[], deadline: number): Promise<Pass> {
    const pass: Pass = { settled: 0, lost: 0, hourFullUntil: null }
    let next = 0
    const worker = async () => {
      while (next < rows.length && pass.hourFullUntil === null && Date.now() < deadline) {
        const recipient = rows[next++]!
        if (!(await deps.rate.take())) {
          pass.hourFullUntil = deps.rate.hourFullUntil() ?? Date.now() + 1000
          return
        }
        const parts = await deps.partsFor(mailing, recipient)
        const body = await messageFor(parts)
        const outcome = await deps.transport.deliver({ from: mailing.fromAddress, to: recipient.email, key: `${mailing.issueId}-${recipient.subscriptionId}` }, body, () =>
          deps.commits.claim(mailing.issueId, recipient.subscriptionId),
        )
        await deps.replies.record(mailing.issueId, recipient, outcome)
        if (outcome.kind === 'lost') {
          pass.lost++
          log.warn({ event: 'newsletter.mail_lost', issueId: mailing.issueId, reason: outcome.message }, 'newsletter mail not sent; it stays queued')
        } else pass.settled++
      }
    }
    await Promise.all(Array.from({ length: Math.min(deps.concurrency, rows.length) }, worker))
    return pass
  }

  const again = (range: BatchRange, startAfter: Date) => jobs.send(BATCH_JOB, range, { startAfter })

  return async function runBatch(range: BatchRange): Promise<void> {
    const mailing = await loadMailing(db, range.issueId, deps.sender)
    if (!mailing) return
    await prepareRange(db, range)
    const messageFor = await createMimeTemplate(mailing)
    const deadline = Date.now() + deps.budgetMs
    for (let first = true; ; first = false) {
      if (!first && !(await stillSending(db, range.issueId))) return
      if (!first) await skipLeavers(db, range)
      const rows = await dueRows(db, range)
      if (!rows.length) break
      const pass = await mailRows(mailing, messageFor, rows, deadline)
      if (pass.hourFullUntil !== null) {
        log.info({ event: 'newsletter.hour_full', issueId: range.issueId, until: new Date(pass.hourFullUntil) }, 'hourly newsletter limit reached; the batch waits')
        await again(range, new Date(pass.hourFullUntil))
        return
      }
      if (Date.now() >= deadline) {
        await again(range, new Date())
        return
      }
      // Nothing came to an end and connections failed: the server is unreachable; the queue retries with back-off.
      if (pass.settled === 0) throw new Error(`no newsletter mail could be sent (${pass.lost} connection failures)`)
    }
    const retryAt = await nextRetry(db, range)
    if (retryAt) {
      await again(range, retryAt)
      return
    }
    await jobs.send(FINISH_JOB, { issueId: range.issueId }, { singletonKey: String(range.issueId), startAfter: new Date(Date.now() + 1000) })
  }
}
