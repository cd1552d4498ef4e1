import { sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { isEligible, OPEN_STATUSES } from './eligibility.ts'

interface Waiting {
  subscriptionId: number
  settle: (ours: boolean) => void
  fail: (error: unknown) => void
}

/**
 * The arbiter of exactly-once (decision 052): a mail's delivery row turns `sent` just before the
 * mail's last line goes out, and only if it is still open, the issue still sending and the reader
 * still eligible. The mails in flight ask together: one statement every few milliseconds for
 * each issue, answering each mail "yours" (the row changed) or "not yours".
 */
export function createCommitGroup({ db, log, everyMs = 5 }: { db: Database; log: Logger; everyMs?: number }) {
  const waiting = new Map<number, Waiting[]>()
  let timer: NodeJS.Timeout | null = null

  async function flush() {
    timer = null
    const groups = [...waiting]
    waiting.clear()
    for (const [issueId, group] of groups) {
      try {
        const ids = sql.join(
          group.map((entry) => sql`${entry.subscriptionId}`),
          sql`, `,
        )
        const result = (await db.execute(sql`
          update newsletter_deliveries d set status = 'sent', sent_at = now(), attempts = d.attempts + 1, retry_at = null
          from newsletter_subscriptions s, newsletter_issues i, newsletters n
          where d.issue_id = ${issueId} and d.subscription_id in (${ids}) and d.status in ${OPEN_STATUSES}
            and s.id = d.subscription_id and i.id = d.issue_id and i.status = 'sending' and n.id = i.newsletter_id and ${isEligible}
          returning d.subscription_id`)) as unknown as { rows: { subscription_id: number }[] }
        const ours = new Set(result.rows.map((row) => row.subscription_id))
        for (const entry of group) entry.settle(ours.has(entry.subscriptionId))
      } catch (error) {
        // Nothing committed: every mail of the group is held back and dropped, its row stays open.
        log.warn({ event: 'newsletter.commit_failed', issueId, mails: group.length, err: error }, 'newsletter commit failed; the mails are held back')
        for (const entry of group) entry.fail(error)
      }
    }
  }

  return {
    /** Resolves true when this process may let the mail's last line go: the row is now `sent`. */
    claim(issueId: number, subscriptionId: number): Promise<boolean> {
      return new Promise((settle, fail) => {
        const group = waiting.get(issueId) ?? []
        group.push({ subscriptionId, settle, fail })
        waiting.set(issueId, group)
        timer ??= setTimeout(() => void flush(), everyMs)
      })
    },
  }
}
export type CommitGroup = ReturnType<typeof createCommitGroup>
