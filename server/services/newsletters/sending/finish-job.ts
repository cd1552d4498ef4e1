import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { transactionSql } from '../../jobs/transaction-sql.ts'
import { BATCH_JOB, FINISH_JOB } from './batch-job.ts'
import { planBatches } from './batch-plan.ts'
import { OPEN_STATUSES } from './eligibility.ts'

type Rows<T> = { rows: T[] }

/**
 * Whether any batch job of the issue is waiting or running, read from pg-boss's own table (its
 * schema `pgboss`, server/services/jobs/queue.ts): the queue has no call that filters on a job's data.
 */
async function batchesPending(db: Database, issueId: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select 1 from pgboss.job where name = ${BATCH_JOB} and state in ('created', 'retry', 'active') and (data ->> 'issueId')::int = ${issueId} limit 1`,
  )) as unknown as Rows<unknown>
  return result.rows.length > 0
}

/** Queues one batch job per range still to mail, in the caller's transaction; false when there is none. */
export async function queueRemaining(tx: Database, jobs: JobQueue, issueId: number): Promise<boolean> {
  const { ranges } = await planBatches(tx, issueId, { remaining: true })
  const transaction = transactionSql(tx)
  for (const range of ranges) await jobs.send(BATCH_JOB, range, { transaction })
  return ranges.length > 0
}

/**
 * The `newsletter.finish` job, asked for by each batch as it ends (one waits per issue). While
 * batches are pending it looks again shortly. Once none is: open rows or readers left without a
 * row (a batch that failed for good) get batches again; else the issue is `sent`.
 */
export function createFinishRunner({ db, jobs, log, onSent, recheckMs = 2000 }: { db: Database; jobs: JobQueue; log: Logger; onSent?: (issueId: number) => Promise<unknown>; recheckMs?: number }) {
  return async function finish({ issueId }: { issueId: number }): Promise<void> {
    if (await batchesPending(db, issueId)) {
      await jobs.send(FINISH_JOB, { issueId }, { singletonKey: String(issueId), startAfter: new Date(Date.now() + recheckMs) })
      return
    }
    await jobs.ready()
    const finished = await db.transaction(async (tx) => {
      const locked = (await tx.execute(sql`select status from newsletter_issues where id = ${issueId} for update`)) as unknown as Rows<{ status: string }>
      const status = locked.rows[0]?.status
      // Already sent: a run of this job whose hook failed after the issue was marked; the hook runs again.
      if (status !== 'sending') return status === 'sent'
      if (await queueRemaining(tx, jobs, issueId)) {
        log.warn({ event: 'newsletter.batches_requeued', issueId }, 'newsletter rows left without a batch: queued again')
        return false
      }
      const open = (await tx.execute(sql`select 1 from newsletter_deliveries where issue_id = ${issueId} and status in ${OPEN_STATUSES} limit 1`)) as unknown as Rows<unknown>
      if (open.rows.length) return false
      await tx.execute(sql`update newsletter_issues set status = 'sent', finished_at = now(), updated_at = now() where id = ${issueId}`)
      return true
    })
    if (!finished) return
    log.info({ event: 'newsletter.sent', issueId }, 'newsletter issue sent')
    // A failure here fails the job, which runs again, finds the issue sent and calls it again: the hook is idempotent.
    await onSent?.(issueId)
  }
}
