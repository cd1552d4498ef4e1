import { eq, or } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { newsletterSubscriptions } from '#db/schema/index.ts'
import { normaliseEmail } from './accounts.ts'
import { sendLater, type Mailer } from '../mail/mail.ts'
import { newsletterConfirmationMail, type SiteInfo } from '../mail/mail-templates.ts'
import { ServiceError } from '../errors.ts'
import { consume } from '../rate-limits.ts'

export interface NewsletterChoices {
  dailyBoost: boolean
  salesDigest: boolean
  thirdParty: boolean
}

export const NO_NEWSLETTERS: NewsletterChoices = { dailyBoost: false, salesDigest: false, thirdParty: false }

export function createNewsletters({ db, mailer, log, site }: { db: Database; mailer: Mailer; log: Logger; site: SiteInfo }) {
  return {
    async getChoices(user: { id: number; email: string }): Promise<NewsletterChoices> {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(or(eq(newsletterSubscriptions.userId, user.id), eq(newsletterSubscriptions.email, normaliseEmail(user.email))))
        .limit(1)
      return row ? { dailyBoost: row.dailyBoost, salesDigest: row.salesDigest, thirdParty: row.thirdParty } : NO_NEWSLETTERS
    },

    /** Stores the choices for an address (one row per address, a repeat replaces them), then confirms by mail. */
    async subscribe(input: NewsletterChoices & { email: string; userId?: number }, ip: string): Promise<NewsletterChoices> {
      const verdict = await consume(db, `newsletter:ip:${ip}`, { limit: 20, windowMs: 3600_000 })
      if (!verdict.allowed) throw new ServiceError('rate_limited', 'Too many sign-ups from this network. Please try again later.', { retryAfterSeconds: verdict.retryAfterSeconds })
      const email = normaliseEmail(input.email)
      const choices = { dailyBoost: input.dailyBoost, salesDigest: input.salesDigest, thirdParty: input.thirdParty }
      await db
        .insert(newsletterSubscriptions)
        .values({ email, userId: input.userId ?? null, ...choices })
        .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { ...choices, ...(input.userId ? { userId: input.userId } : {}), updatedAt: new Date() } })
      log.info({ event: 'newsletter.subscribe' }, 'newsletter choices saved')
      sendLater(mailer, log, newsletterConfirmationMail(site, email, choices))
      return choices
    },
  }
}
export type Newsletters = ReturnType<typeof createNewsletters>
