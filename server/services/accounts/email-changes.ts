import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { emailChanges, passwordResets, sessions, users } from '#db/schema/index.ts'
import { isUniqueViolation, ServiceError } from '../errors.ts'
import { sendLater, type Mailer } from '../mail/mail.ts'
import { confirmEmailChangeMail, emailChangedMail, emailChangeRequestedMail, emailInUseMail, type SiteInfo } from '../mail/mail-templates.ts'
import { createToken, hashToken } from './tokens.ts'

export const EMAIL_CHANGE_HOURS = 24
const HOUR = 3600_000

/** Changes asked for by one account, and changes to one address, per hour. */
export const EMAIL_CHANGE_LIMITS = { perAccount: 5, perAddress: 3 }

export const INVALID_EMAIL_CHANGE_LINK = 'This confirmation link is invalid or has expired. Ask for a new one from your profile.'
export const EMAIL_TAKEN_MEANWHILE = 'Another account uses this address now, so your email was not changed.'

type Limit = (key: string, max: number, windowMs: number, message: string) => Promise<void>

export interface EmailChangeDeps {
  db: Database
  mailer: Mailer
  log: Logger
  site: SiteInfo
  /** The accounts service's rate limit (logs and throws rate_limited). */
  limit: Limit
}

export function createEmailChanges({ db, mailer, log, site, limit }: EmailChangeDeps) {
  return {
    /**
     * Records the change and mails the link. A free and a taken address take the same steps
     * (limits, one lookup, one pending row, two messages) and give the same answer; only the
     * taken address's owner gets a notice instead of the link, so nobody learns who has an account.
     */
    async request(user: { id: number; email: string }, newEmail: string): Promise<void> {
      await limit(`email-change:user:${user.id}`, EMAIL_CHANGE_LIMITS.perAccount, HOUR, 'Too many email changes. Please try again in an hour.')
      await limit(`email-change:email:${newEmail}`, EMAIL_CHANGE_LIMITS.perAddress, HOUR, 'Too many changes to this address. Please try again in an hour.')
      const token = createToken()
      const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, newEmail)).limit(1)
      await db.transaction(async (tx) => {
        // Only the latest request's link works: an older one may have gone to a mistyped address.
        await tx.delete(emailChanges).where(and(eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt)))
        await tx.insert(emailChanges).values({ userId: user.id, newEmail, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + EMAIL_CHANGE_HOURS * HOUR) })
      })
      log.info({ event: 'auth.email_change.requested', userId: user.id }, 'email change requested')
      sendLater(mailer, log, emailChangeRequestedMail(site, user.email, newEmail))
      sendLater(mailer, log, owner ? emailInUseMail(site, newEmail) : confirmEmailChangeMail(site, newEmail, token))
    },

    /** The address waiting for confirmation, if any (free or taken alike: the profile shows both). */
    async pending(userId: number): Promise<string | null> {
      const [row] = await db
        .select({ newEmail: emailChanges.newEmail })
        .from(emailChanges)
        .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, sql`now()`)))
        .orderBy(desc(emailChanges.id))
        .limit(1)
      return row?.newEmail ?? null
    },

    /** The address a link of this account would confirm; null for a used, expired, unknown or someone else's link. Changes nothing. */
    async peek(userId: number, token: string): Promise<string | null> {
      if (!token || token.length > 200) return null
      const [row] = await db
        .select({ newEmail: emailChanges.newEmail })
        .from(emailChanges)
        .where(and(eq(emailChanges.tokenHash, hashToken(token)), eq(emailChanges.userId, userId), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, sql`now()`)))
        .limit(1)
      return row?.newEmail ?? null
    },

    /**
     * Applies the change: single use, within 24 hours, by the account that asked, and only while
     * the address is still free (otherwise nothing changes and the link stays as it was). Other
     * sessions and unused reset links (mailed to the old address) end; `keepSession` stays valid.
     */
    async confirm(user: { id: number; email: string }, token: string, keepSession: string | null): Promise<string> {
      await limit(`email-confirm:user:${user.id}`, 20, HOUR, 'Too many attempts. Please try again later.')
      const invalid = new ServiceError('validation_failed', INVALID_EMAIL_CHANGE_LINK)
      if (!token || token.length > 200) throw invalid
      const newEmail = await db
        .transaction(async (tx) => {
          const [change] = await tx
            .update(emailChanges)
            .set({ usedAt: new Date() })
            .where(and(eq(emailChanges.tokenHash, hashToken(token)), eq(emailChanges.userId, user.id), isNull(emailChanges.usedAt), gt(emailChanges.expiresAt, sql`now()`)))
            .returning({ newEmail: emailChanges.newEmail })
          if (!change) throw invalid
          const [taken] = await tx
            .select({ id: users.id })
            .from(users)
            .where(and(eq(users.email, change.newEmail), ne(users.id, user.id)))
            .limit(1)
          if (taken) throw new ServiceError('email_taken', EMAIL_TAKEN_MEANWHILE)
          await tx.update(users).set({ email: change.newEmail, updatedAt: new Date() }).where(eq(users.id, user.id))
          await tx.delete(sessions).where(and(eq(sessions.userId, user.id), keepSession ? ne(sessions.tokenHash, hashToken(keepSession)) : undefined))
          await tx.delete(passwordResets).where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
          return change.newEmail
        })
        .catch((error: unknown) => {
          // Two accounts confirming the same address at once: the unique index decides.
          if (isUniqueViolation(error)) throw new ServiceError('email_taken', EMAIL_TAKEN_MEANWHILE)
          throw error
        })
      log.info({ event: 'session.revoked', reason: 'email_changed', userId: user.id }, 'email changed')
      sendLater(mailer, log, emailChangedMail(site, user.email, newEmail))
      return newEmail
    },
  }
}
export type EmailChanges = ReturnType<typeof createEmailChanges>
