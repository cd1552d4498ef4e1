import { sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import type { BatchRange } from './batch-plan.ts'
import { isEligible, OPEN_STATUSES } from './eligibility.ts'
import type { Recipient } from './replies.ts'

type Rows<T> = { rows: T[] }
const inRange = (range: BatchRange) => sql`d.issue_id = ${range.issueId} and d.subscription_id between ${range.first} and ${range.last}`

/**
 * The delivery rows of one batch's range. Readers are read as the batch runs (decision 052): the
 * range's eligible readers get a row (`on conflict do nothing`: a batch run again adds nobody
 * twice), and open rows of readers who left since are `skipped`.
 */
export async function prepareRange(db: Database, range: BatchRange): Promise<void> {
  await db.execute(sql`
    insert into newsletter_deliveries (issue_id, subscription_id, batch, status)
    select i.id, s.id, ${range.batch}, 'queued'
    from newsletter_issues i join newsletters n on n.id = i.newsletter_id
    join newsletter_subscriptions s on s.id between ${range.first} and ${range.last} and ${isEligible}
    where i.id = ${range.issueId}
    on conflict do nothing`)
  await skipLeavers(db, range)
}

export async function skipLeavers(db: Database, range: BatchRange): Promise<void> {
  await db.execute(sql`
    update newsletter_deliveries d set status = 'skipped', retry_at = null
    from newsletter_subscriptions s, newsletter_issues i, newsletters n
    where ${inRange(range)} and d.status in ${OPEN_STATUSES}
      and s.id = d.subscription_id and i.id = d.issue_id and n.id = i.newsletter_id and not ${isEligible}`)
}

/** The range's rows to mail now: queued, and deferred ones whose wait is over. */
export async function dueRows(db: Database, range: BatchRange): Promise<Recipient[]> {
  const result = (await db.execute(sql`
    select d.subscription_id as "subscriptionId", s.email from newsletter_deliveries d
    join newsletter_subscriptions s on s.id = d.subscription_id
    where ${inRange(range)} and (d.status = 'queued' or (d.status = 'deferred' and d.retry_at <= now()))
    order by d.subscription_id`)) as unknown as Rows<Recipient>
  return result.rows
}

/** When the range's next deferred row may be tried, or null when none waits. */
export async function nextRetry(db: Database, range: BatchRange): Promise<Date | null> {
  const result = (await db.execute(sql`select min(d.retry_at) as at from newsletter_deliveries d where ${inRange(range)} and d.status = 'deferred'`)) as unknown as Rows<{ at: Date | string | null }>
  const at = result.rows[0]?.at
  return at ? new Date(at) : null
}

/** Whether the issue is still being sent (a stop between two mails ends the batch). */
export async function stillSending(db: Database, issueId: number): Promise<boolean> {
  const result = (await db.execute(sql`select 1 from newsletter_issues where id = ${issueId} and status = 'sending'`)) as unknown as Rows<unknown>
  return result.rows.length > 0
}
