import { sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { isEligible, OPEN_STATUSES } from './eligibility.ts'

/** At most this many recipients a batch job (decision 052). */
export const BATCH_SIZE = 500

/** A batch job's share of a send: the subscription ids from `first` to `last`. */
export interface BatchRange {
  issueId: number
  batch: number
  first: number
  last: number
}

/**
 * Cuts the recipients of an issue into ranges of at most BATCH_SIZE subscription ids, numbered in
 * id order by a window function: one statement, however large the audience.
 *
 * `remaining` is for a resumed or repaired send: the ranges then cover the deliveries still
 * open and the eligible readers that have no delivery yet (ranges never started, or readers who
 * confirmed since). Nothing else is kept of the first plan: a range is only a window over ids,
 * and each batch reads eligibility again when it runs.
 */
export async function planBatches(db: Database, issueId: number, { remaining = false } = {}): Promise<{ ranges: BatchRange[]; recipients: number }> {
  const unsent = remaining
    ? sql`and not exists (select 1 from newsletter_deliveries d where d.issue_id = i.id and d.subscription_id = s.id)
          union select subscription_id from newsletter_deliveries where issue_id = ${issueId} and status in ${OPEN_STATUSES}`
    : sql``
  const result = (await db.execute(sql`
    with candidates as (
      select s.id from newsletter_issues i
      join newsletters n on n.id = i.newsletter_id
      join newsletter_subscriptions s on ${isEligible}
      where i.id = ${issueId} ${unsent}
    ),
    numbered as (select id, (row_number() over (order by id) - 1) / ${BATCH_SIZE} as batch from candidates)
    select batch::int as batch, min(id)::int as first, max(id)::int as last, count(*)::int as count
    from numbered group by batch order by batch`)) as unknown as { rows: { batch: number; first: number; last: number; count: number }[] }
  return {
    ranges: result.rows.map(({ batch, first, last }) => ({ issueId, batch, first, last })),
    recipients: result.rows.reduce((sum, row) => sum + row.count, 0),
  }
}
