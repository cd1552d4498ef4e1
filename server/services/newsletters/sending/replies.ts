import { sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import type { DeliveryOutcome } from './newsletter-transport.ts'
import type { Suppressions } from './suppressions.ts'
import { OPEN_STATUSES } from './eligibility.ts'

/** A temporary refusal is tried this many times in all; then the delivery is `failed`. */
export const MAX_ATTEMPTS = 5

export interface Recipient {
  subscriptionId: number
  email: string
}

/**
 * Records what the SMTP server said about one mail. 4xx: `deferred`, tried again after a wait
 * that doubles (retryBaseSeconds, 2×, 4×…), `failed` after MAX_ATTEMPTS. 5xx: `failed`, the address
 * suppressed (bounce, smtp) and the subscription `bounced`. A refusal that came after the mail was
 * counted sent (an answer to its last line) reopens the row the same way: the server did not take it.
 */
export function createReplies({ db, suppressions, retryBaseSeconds }: { db: Database; suppressions: Suppressions; retryBaseSeconds: number }) {
  const row = (issueId: number, recipient: Recipient) => sql`issue_id = ${issueId} and subscription_id = ${recipient.subscriptionId}`

  return {
    async record(issueId: number, recipient: Recipient, outcome: DeliveryOutcome): Promise<void> {
      if (outcome.kind === 'lost' && outcome.reopen) {
        // Counted while its connection was already gone: the last line never went out.
        await db.execute(sql`update newsletter_deliveries set status = 'queued', sent_at = null where ${row(issueId, recipient)} and status = 'sent'`)
        return
      }
      if (outcome.kind !== 'refused') return
      const from = outcome.claimed ? sql.raw(`('sent')`) : OPEN_STATUSES
      // The claim counted its attempt already.
      const attempts = outcome.claimed ? sql`attempts` : sql`attempts + 1`
      const error = `${outcome.code} ${outcome.message}`.slice(0, 500)
      if (outcome.code < 500) {
        await db.execute(sql`
          update newsletter_deliveries set
            status = case when ${attempts} >= ${MAX_ATTEMPTS} then 'failed' else 'deferred' end,
            attempts = ${attempts}, last_error = ${error}, sent_at = null,
            retry_at = now() + make_interval(secs => ${retryBaseSeconds} * power(2, ${attempts} - 1))
          where ${row(issueId, recipient)} and status in ${from}`)
        return
      }
      await db.execute(sql`update newsletter_deliveries set status = 'failed', attempts = ${attempts}, last_error = ${error}, sent_at = null where ${row(issueId, recipient)} and status in ${from}`)
      await suppressions.suppress(recipient.email, 'bounce', 'smtp', error)
      await db.execute(sql`update newsletter_subscriptions set status = 'bounced', updated_at = now() where id = ${recipient.subscriptionId} and status = 'subscribed'`)
    },
  }
}
export type Replies = ReturnType<typeof createReplies>
