import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { newsletterSubscriptions, passwordResets, sessions, users, type User } from '#db/schema/index.ts'
import { ServiceError } from '../errors.ts'
import { sendLater, type Mailer } from '../mail/mail.ts'
import { alreadyRegisteredMail, passwordChangedMail, passwordResetMail, signInSlowedMail, welcomeMail, type SiteInfo } from '../mail/mail-templates.ts'
import { checkPasswordPolicy, type PasswordHasher } from './passwords.ts'
import { consume } from '../rate-limits.ts'
import { createSignInThrottle } from './sign-in-throttle.ts'
import { createToken, hashToken } from './tokens.ts'
import { createEmailChanges } from './email-changes.ts'
import type { NetworkGate, NetworkPass } from '../network-gate.ts'

export const SESSION_DAYS = 30
export const RESET_MINUTES = 30
const HOUR = 3600_000

export interface ProfileFields {
  firstname: string
  lastname: string
  company: string
  jobTitle: string
  phone: string
}

export interface PublicUser extends ProfileFields {
  id: number
  email: string
}

/** The only shape of a user that leaves this service: never a hash or a counter. */
export function toPublicUser(user: User): PublicUser {
  return {
    id: user.id,
    email: user.email,
    firstname: user.firstname,
    lastname: user.lastname,
    company: user.company,
    jobTitle: user.jobTitle,
    phone: user.phone,
  }
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase()

const BAD_CREDENTIALS = 'The email or password is incorrect'

export interface AccountDeps {
  db: Database
  hasher: PasswordHasher
  mailer: Mailer
  log: Logger
  site: SiteInfo
  gate: NetworkGate
}

export function createAccounts({ db, hasher, mailer, log, site, gate }: AccountDeps) {
  async function limit(key: string, max: number, windowMs: number, message: string) {
    const verdict = await consume(db, key, { limit: max, windowMs })
    if (!verdict.allowed) {
      log.warn({ event: 'auth.throttled', key: key.split(':').slice(0, 2).join(':') }, 'rate limited')
      throw new ServiceError('rate_limited', message, { retryAfterSeconds: verdict.retryAfterSeconds })
    }
  }

  const emailChanges = createEmailChanges({ db, mailer, log, site, limit })

  function requirePolicy(password: string, email: string, field: 'password' | 'newPassword') {
    const problem = checkPasswordPolicy(password, { siteName: site.siteName, email })
    if (problem) throw new ServiceError('validation_failed', problem, { fields: { [field]: problem } })
  }

  async function findByEmail(email: string) {
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.email, normaliseEmail(email)))
      .limit(1)
    return user ?? null
  }

  async function startSession(userId: number): Promise<string> {
    const token = createToken()
    await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * HOUR) })
    return token
  }

  const throttle = createSignInThrottle({ db, gate, log })

  /**
   * Checks a password with the sign-in throttles; the same error whether the email or the password
   * is wrong. No number of failures ever disables a password (decision 038).
   */
  async function verifyCredentials(email: string, password: string, network: NetworkPass, { signedIn = false } = {}): Promise<User> {
    const address = normaliseEmail(email)
    await throttle.admit(address, network, { signedIn })
    const user = await findByEmail(address)
    const valid = user ? await hasher.verify(user.passwordHash, password) : await hasher.verifyNobody(password)
    if (!user || !valid) {
      const { slowdownStarted } = await throttle.failed(address, network.ip, { signedIn })
      if (user)
        await db
          .update(users)
          .set({ failedLogins: sql`${users.failedLogins} + 1` })
          .where(eq(users.id, user.id))
      if (user && slowdownStarted) {
        log.warn({ event: 'auth.login.slowed', userId: user.id }, 'account slowed down after many failures; owner mailed')
        sendLater(mailer, log, signInSlowedMail(site, user.email))
      }
      log.warn({ event: 'auth.login.fail' }, 'sign-in failed')
      throw new ServiceError('unauthenticated', BAD_CREDENTIALS)
    }
    await throttle.succeeded(address, network.ip)
    if (user.failedLogins > 0) await db.update(users).set({ failedLogins: 0 }).where(eq(users.id, user.id))
    return user
  }

  /** A signed-in reader's password, asked again before a change: a wrong one is the form field's error, not a failed sign-in. */
  async function confirmPassword(user: PublicUser, password: string, ip: string, field: string, wrong: string) {
    try {
      await verifyCredentials(user.email, password, { ip }, { signedIn: true })
    } catch (error) {
      if (error instanceof ServiceError && error.code === 'unauthenticated') throw new ServiceError('validation_failed', wrong, { fields: { [field]: wrong } })
      throw error
    }
  }

  return {
    /** Same answer for a new and a known address; the known address's owner is told by mail instead. */
    async register(input: ProfileFields & { email: string; password: string }, network: NetworkPass): Promise<void> {
      await gate.admit('register', network)
      const email = normaliseEmail(input.email)
      requirePolicy(input.password, email, 'password')
      const passwordHash = await hasher.hash(input.password)
      const { password: _password, ...profile } = input
      const [created] = await db
        .insert(users)
        .values({ ...profile, email, passwordHash })
        .onConflictDoNothing({ target: users.email })
        .returning({ id: users.id })
      if (created) {
        log.info({ event: 'auth.register', userId: created.id }, 'account created')
        sendLater(mailer, log, welcomeMail(site, email, input.firstname))
      } else {
        log.info({ event: 'auth.register.existing' }, 'registration for a known address')
        sendLater(mailer, log, alreadyRegisteredMail(site, email))
      }
    },

    /** `network.proof`: a solved proof of work, asked for once the account has had many failures. */
    async signIn(email: string, password: string, network: NetworkPass): Promise<{ token: string; user: PublicUser }> {
      const user = await verifyCredentials(email, password, network)
      log.info({ event: 'auth.login.ok', userId: user.id }, 'signed in')
      return { token: await startSession(user.id), user: toPublicUser(user) }
    },

    async getUserByToken(token: string): Promise<PublicUser | null> {
      if (!token || token.length > 200) return null
      const [row] = await db
        .select({ user: users })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, sql`now()`)))
        .limit(1)
      return row ? toPublicUser(row.user) : null
    },

    async signOut(token: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)))
      log.info({ event: 'session.revoked' }, 'signed out')
    },

    /**
     * Saves the profile fields at once; a new email only after its owner confirms by mail
     * (email-changes.ts), with the same answer whether or not the address has an account.
     */
    async updateProfile(current: PublicUser, fields: Partial<ProfileFields> & { email?: string }): Promise<{ user: PublicUser; pendingEmail?: string }> {
      const { email, ...profile } = fields
      const newEmail = email === undefined ? undefined : normaliseEmail(email)
      const changesEmail = newEmail !== undefined && newEmail !== current.email
      // The limits are checked first, so a refused change saves nothing.
      if (changesEmail) await emailChanges.request(current, newEmail)
      const [user] = await db
        .update(users)
        .set({ ...profile, updatedAt: new Date() })
        .where(eq(users.id, current.id))
        .returning()
      if (!user) throw new ServiceError('not_found', 'Account not found')
      return { user: toPublicUser(user), ...(changesEmail ? { pendingEmail: newEmail } : {}) }
    },

    pendingEmailChange: (userId: number) => emailChanges.pending(userId),
    peekEmailChange: (userId: number, token: string) => emailChanges.peek(userId, token),

    /** Applies a confirmed email change; `keepSession` (the confirming device) stays signed in, other sessions end. */
    async confirmEmailChange(user: PublicUser, token: string, keepSession: string | null): Promise<PublicUser> {
      const email = await emailChanges.confirm(user, token, keepSession)
      return { ...user, email }
    },

    /** Ends every session of the account and returns a fresh one for the device that made the change. */
    async changePassword(user: PublicUser, currentPassword: string, newPassword: string, ip: string): Promise<string> {
      await confirmPassword(user, currentPassword, ip, 'currentPassword', 'The current password is incorrect')
      requirePolicy(newPassword, user.email, 'newPassword')
      const passwordHash = await hasher.hash(newPassword)
      const token = await db.transaction(async (tx) => {
        await tx.update(users).set({ passwordHash, failedLogins: 0, updatedAt: new Date() }).where(eq(users.id, user.id))
        await tx.delete(sessions).where(eq(sessions.userId, user.id))
        const fresh = createToken()
        await tx.insert(sessions).values({ userId: user.id, tokenHash: hashToken(fresh), expiresAt: new Date(Date.now() + SESSION_DAYS * 24 * HOUR) })
        return fresh
      })
      await throttle.passwordReplaced(user.email)
      log.info({ event: 'session.revoked', reason: 'password_changed', userId: user.id }, 'password changed')
      sendLater(mailer, log, passwordChangedMail(site, user.email))
      return token
    },

    /** Always the same outcome for the caller; a mail only for a known address within its limit. */
    async requestPasswordReset(email: string, network: NetworkPass): Promise<void> {
      await gate.admit('reset', network)
      const address = normaliseEmail(email)
      const perEmail = await consume(db, `reset:email:${address}`, { limit: 3, windowMs: HOUR })
      // Known and unknown addresses take the same steps (a token, its hash, one insert that
      // finds the account or nothing, a message), so the answer's timing tells nothing.
      const token = createToken()
      const message = passwordResetMail(site, address, token)
      const expiresAt = new Date(Date.now() + RESET_MINUTES * 60_000)
      const inserted = (await db.execute(sql`
        insert into ${passwordResets} (user_id, token_hash, expires_at)
        select ${users.id}, ${hashToken(token)}, ${expiresAt.toISOString()}::timestamptz from ${users}
        where ${users.email} = ${address} and ${perEmail.allowed}
        returning user_id`)) as unknown as { rows: { user_id: number }[] }
      const created = inserted.rows[0] ? { userId: inserted.rows[0].user_id } : undefined
      if (!created) return
      log.info({ event: 'auth.reset.requested', userId: created.userId }, 'password reset requested')
      sendLater(mailer, log, message)
    },

    /** Single use, 30 minutes; ends every session of the account. */
    async resetPassword(token: string, newPassword: string, ip: string): Promise<void> {
      await limit(`reset-confirm:ip:${ip}`, 20, HOUR, 'Too many attempts. Please try again later.')
      const invalid = new ServiceError('validation_failed', 'This reset link is invalid or has expired', { fields: { resetToken: 'This reset link is invalid or has expired' } })
      const [reset] = await db
        .select({ id: passwordResets.id, userId: passwordResets.userId, email: users.email })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`)))
        .limit(1)
      if (!reset) throw invalid
      requirePolicy(newPassword, reset.email, 'newPassword')
      const passwordHash = await hasher.hash(newPassword)
      await db.transaction(async (tx) => {
        const used = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id })
        if (used.length === 0) throw invalid
        await tx.update(users).set({ passwordHash, failedLogins: 0, updatedAt: new Date() }).where(eq(users.id, reset.userId))
        await tx.delete(sessions).where(eq(sessions.userId, reset.userId))
      })
      await throttle.passwordReplaced(reset.email)
      log.info({ event: 'session.revoked', reason: 'password_reset', userId: reset.userId }, 'password reset')
      sendLater(mailer, log, passwordChangedMail(site, reset.email))
    },

    /** Removes the account, its sessions, reset links and newsletter choices in one transaction. */
    async deleteAccount(user: PublicUser, password: string, ip: string): Promise<void> {
      await confirmPassword(user, password, ip, 'password', 'The password is incorrect')
      await db.transaction(async (tx) => {
        await tx.delete(newsletterSubscriptions).where(or(eq(newsletterSubscriptions.userId, user.id), eq(newsletterSubscriptions.email, user.email)))
        await tx.delete(users).where(eq(users.id, user.id))
      })
      log.info({ event: 'auth.account.deleted', userId: user.id }, 'account deleted')
    },
  }
}
export type Accounts = ReturnType<typeof createAccounts>
