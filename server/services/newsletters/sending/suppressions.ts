import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { newsletterSuppressions } from '#db/schema/index.ts'

/** What the sender needs of the suppression service (server/services/newsletters/feedback, part 3 of issue 28). */
export interface Suppressions {
  suppress(email: string, reason: 'bounce' | 'complaint', source: string, detail: string): Promise<void>
}

/**
 * The sender's own stand-in for the feedback service's suppressions, with the same signature:
 * the address is kept in newsletter_suppressions (the first reason wins). The composition root
 * passes the feedback service's once it exists.
 */
export function createLocalSuppressions(db: Database, log: Logger): Suppressions {
  return {
    async suppress(email, reason, source, detail) {
      await db
        .insert(newsletterSuppressions)
        .values({ email, reason, source, detail: detail.slice(0, 500) })
        .onConflictDoNothing()
      log.info({ event: 'newsletter.suppressed', reason, source }, 'address suppressed')
    },
  }
}
