import { and, eq, gt, lte, or } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { NEWSLETTER_CONFIRM_HOURS } from '#lib/newsletter-confirmation.ts'
import { newsletterConfirmations, newsletterSubscriptions } from '#db/schema/index.ts'
import { normaliseEmail } from './accounts.ts'
import { createToken, hashToken } from './tokens.ts'
import { createUnsubscribeTokens } from './unsubscribe-tokens.ts'
import { sendLater, type Mailer } from '../mail/mail.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import { newsletterChoicesMail, newsletterOptInMail } from '../mail/newsletter-mails.ts'
import { ServiceError } from '../errors.ts'
import { consume } from '../rate-limits.ts'
import { createSigner } from '#server/signing-keys.ts'
import type { NetworkGate, NetworkPass } from '../network-gate.ts'
import { createSuppressions } from '../newsletters/feedback/suppressions.ts'

export interface NewsletterChoices {
  dailyBoost: boolean
  salesDigest: boolean
  thirdParty: boolean
}

export const NO_NEWSLETTERS: NewsletterChoices = { dailyBoost: false, salesDigest: false, thirdParty: false }

const CONFIRM_HOURS = NEWSLETTER_CONFIRM_HOURS

const choicesOf = (row: NewsletterChoices): NewsletterChoices => ({ dailyBoost: row.dailyBoost, salesDigest: row.salesDigest, thirdParty: row.thirdParty })

const expiredLink = () => new ServiceError('not_found', 'This link has expired or was already used. Sign up again to get a new one.')

export function createNewsletters({ db, mailer, log, site, gate }: { db: Database; mailer: Mailer; log: Logger; site: SiteInfo; gate: NetworkGate }) {
  const unsubscribeTokens = createUnsubscribeTokens(createSigner(db, 'newsletter-unsubscribe'))
  // A bounce or complaint stops the mail until the address's owner signs up anew: here.
  const suppressions = createSuppressions(db, log)

  async function mailChoices(subscriptionId: number, email: string, choices: NewsletterChoices) {
    sendLater(mailer, log, newsletterChoicesMail(site, email, choices, await unsubscribeTokens.create(subscriptionId)))
  }

  /** The double opt-in mail: the choices wait (pending) until the address's owner follows the link. */
  async function askToConfirm(email: string, choices: NewsletterChoices) {
    // A row for an unknown address is 'pending': nothing is sent to it until it is confirmed.
    await db.insert(newsletterSubscriptions).values({ email, status: 'pending' }).onConflictDoNothing({ target: newsletterSubscriptions.email })
    const [subscription] = await db.select({ id: newsletterSubscriptions.id }).from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))
    const token = createToken()
    await db.delete(newsletterConfirmations).where(and(eq(newsletterConfirmations.subscriptionId, subscription!.id), lte(newsletterConfirmations.expiresAt, new Date())))
    await db.insert(newsletterConfirmations).values({ subscriptionId: subscription!.id, tokenHash: hashToken(token), ...choices, expiresAt: new Date(Date.now() + CONFIRM_HOURS * 3600_000) })
    log.info({ event: 'newsletter.request' }, 'newsletter sign-up waiting for confirmation')
    sendLater(mailer, log, newsletterOptInMail(site, email, choices, token, CONFIRM_HOURS, await unsubscribeTokens.create(subscription!.id)))
  }

  return {
    async getChoices(user: { id: number; email: string }): Promise<NewsletterChoices> {
      const [row] = await db
        .select()
        .from(newsletterSubscriptions)
        .where(or(eq(newsletterSubscriptions.userId, user.id), eq(newsletterSubscriptions.email, normaliseEmail(user.email))))
        .limit(1)
      return row ? choicesOf(row) : NO_NEWSLETTERS
    },

    /** A signed-in reader's own choices: the account's address is proven, so they apply at once. */
    async update(user: { id: number; email: string }, input: NewsletterChoices, network: NetworkPass): Promise<NewsletterChoices> {
      await gate.admit('newsletter', network)
      const email = normaliseEmail(user.email)
      const choices = choicesOf(input)
      const [row] = await db
        .insert(newsletterSubscriptions)
        .values({ email, userId: user.id, ...choices, status: 'subscribed' })
        .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { ...choices, userId: user.id, status: 'subscribed', updatedAt: new Date() } })
        .returning({ id: newsletterSubscriptions.id })
      if (choices.dailyBoost || choices.salesDigest || choices.thirdParty) await suppressions.clear(email)
      log.info({ event: 'newsletter.update' }, 'newsletter choices saved')
      await mailChoices(row!.id, email, choices)
      return choices
    },

    /**
     * An anonymous sign-up: anyone can type any address, so the choices wait for the owner of the
     * address to confirm them by mail (double opt-in). Nothing stored for the address changes
     * here, and the caller learns nothing about whether the address is known.
     */
    async request(input: NewsletterChoices & { email: string }, network: NetworkPass): Promise<void> {
      await gate.admit('newsletter', network)
      const email = normaliseEmail(input.email)
      // A mailbox gets a few confirmation mails an hour, not a flood; past that, silence, same answer.
      const perAddress = await consume(db, `newsletter:email:${email}`, { limit: 3, windowMs: 3600_000 })
      if (!perAddress.allowed) {
        log.warn({ event: 'newsletter.request_dropped' }, 'too many sign-ups for one address; no mail sent')
        return
      }
      await askToConfirm(email, choicesOf(input))
    },

    /**
     * A sign-up from a staff import without proof of consent: the same confirmation mail, so the
     * address's owner decides; no network share is counted (staff are signed in with a second factor).
     */
    async requestFromImport(email: string, choices: NewsletterChoices): Promise<boolean> {
      const perAddress = await consume(db, `newsletter:email:${email}`, { limit: 3, windowMs: 3600_000 })
      if (!perAddress.allowed) return false
      await askToConfirm(email, choices)
      return true
    },

    /** The choices a confirmation link would apply, or null when it does not work; changes nothing (mail scanners open links). */
    async pendingChoices(token: string): Promise<NewsletterChoices | null> {
      const [row] = await db
        .select()
        .from(newsletterConfirmations)
        .where(and(eq(newsletterConfirmations.tokenHash, hashToken(token)), gt(newsletterConfirmations.expiresAt, new Date())))
      return row ? choicesOf(row) : null
    },

    /** Applies a confirmation link's choices, once: the link is deleted as it is used, with any other pending link for the address. */
    async confirm(token: string): Promise<NewsletterChoices> {
      const applied = await db.transaction(async (tx) => {
        const [confirmation] = await tx
          .delete(newsletterConfirmations)
          .where(eq(newsletterConfirmations.tokenHash, hashToken(token)))
          .returning()
        if (!confirmation || confirmation.expiresAt <= new Date()) return null
        const choices = choicesOf(confirmation)
        const [subscription] = await tx
          .update(newsletterSubscriptions)
          .set({ ...choices, status: 'subscribed', updatedAt: new Date() })
          .where(eq(newsletterSubscriptions.id, confirmation.subscriptionId))
          .returning({ id: newsletterSubscriptions.id, email: newsletterSubscriptions.email })
        await tx.delete(newsletterConfirmations).where(eq(newsletterConfirmations.subscriptionId, confirmation.subscriptionId))
        if (subscription) await suppressions.clear(subscription.email, tx)
        return subscription ? { ...subscription, choices } : null
      })
      if (!applied) throw expiredLink()
      log.info({ event: 'newsletter.confirm' }, 'newsletter sign-up confirmed')
      await mailChoices(applied.id, applied.email, applied.choices)
      return applied.choices
    },

    /** Whether an unsubscribe link is one we made; changes nothing. */
    async isUnsubscribeToken(token: string): Promise<boolean> {
      return (await unsubscribeTokens.read(token)) !== null
    },

    /**
     * Stops every newsletter to the link's address and voids its pending sign-ups. Repeating it
     * (mail programs may retry) changes nothing more; only a link we did not make is refused.
     */
    async unsubscribe(token: string): Promise<void> {
      const id = await unsubscribeTokens.read(token)
      if (id === null) throw new ServiceError('not_found', 'This unsubscribe link is not valid. You can change your choices on the newsletters page.')
      await db.transaction(async (tx) => {
        await tx
          .update(newsletterSubscriptions)
          .set({ ...NO_NEWSLETTERS, status: 'unsubscribed', updatedAt: new Date() })
          .where(eq(newsletterSubscriptions.id, id))
        await tx.delete(newsletterConfirmations).where(eq(newsletterConfirmations.subscriptionId, id))
      })
      log.info({ event: 'newsletter.unsubscribe' }, 'newsletters stopped by unsubscribe link')
    },
  }
}
export type Newsletters = ReturnType<typeof createNewsletters>
