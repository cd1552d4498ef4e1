import { eq, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { newsletterConfirmations, newsletterSubscriptions, newsletterSuppressions } from '#db/schema/index.ts'

export type SuppressionReason = 'bounce' | 'complaint'

/** Addresses compare as stored: trimmed and lower-cased (accounts' normaliseEmail). */
const normalise = (email: string) => email.trim().toLowerCase()

/**
 * Addresses that are not mailed again: a permanent failure (SMTP 5xx, a provider's hard bounce)
 * or a complaint. The subscription says so too: a bounce makes it 'bounced'; a complaint is an
 * unsubscribe (every choice off, pending sign-ups voided). Only the owner's new confirmed sign-up
 * clears it (accounts/newsletters.ts).
 */
export function createSuppressions(db: Database, log: Logger) {
  return {
    async suppress(email: string, reason: SuppressionReason, source: string, detail = '', tx: Database = db): Promise<void> {
      const address = normalise(email)
      if (!address) return
      const run = async (t: Database) => {
        // A complaint outranks a bounce already recorded; a bounce never softens a complaint.
        await t
          .insert(newsletterSuppressions)
          .values({ email: address, reason, source, detail: detail.slice(0, 1000) })
          .onConflictDoUpdate({
            target: newsletterSuppressions.email,
            set: { reason: sql`case when ${newsletterSuppressions.reason} = 'complaint' then 'complaint' else excluded.reason end`, source, detail: detail.slice(0, 1000) },
          })
        if (reason === 'complaint') {
          const left = await t
            .update(newsletterSubscriptions)
            .set({ dailyBoost: false, salesDigest: false, thirdParty: false, status: 'unsubscribed', updatedAt: new Date() })
            .where(eq(newsletterSubscriptions.email, address))
            .returning({ id: newsletterSubscriptions.id })
          for (const { id } of left) await t.delete(newsletterConfirmations).where(eq(newsletterConfirmations.subscriptionId, id))
        } else {
          await t.update(newsletterSubscriptions).set({ status: 'bounced', updatedAt: new Date() }).where(eq(newsletterSubscriptions.email, address))
        }
      }
      await (tx === db ? db.transaction(run) : run(tx))
      log.info({ event: 'newsletter.suppressed', reason, source }, 'address suppressed')
    },

    async isSuppressed(email: string): Promise<boolean> {
      const [row] = await db
        .select({ email: newsletterSuppressions.email })
        .from(newsletterSuppressions)
        .where(eq(newsletterSuppressions.email, normalise(email)))
      return !!row
    },

    /** The owner signed up anew (a confirmed sign-up): the address may be mailed again. True when it was suppressed. */
    async clear(email: string, tx: Database = db): Promise<boolean> {
      const cleared = await tx
        .delete(newsletterSuppressions)
        .where(eq(newsletterSuppressions.email, normalise(email)))
        .returning({ email: newsletterSuppressions.email })
      if (cleared.length) log.info({ event: 'newsletter.suppression_cleared' }, 'suppression cleared by a new sign-up')
      return cleared.length > 0
    },
  }
}
export type Suppressions = ReturnType<typeof createSuppressions>
