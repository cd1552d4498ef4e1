import { createHash, randomInt } from 'node:crypto'
import { and, eq, isNull, lt } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import QRCode from 'qrcode'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { recoveryCodes, sessions, staffFactors } from '#db/schema/index.ts'
import { hashToken } from '../accounts/tokens.ts'
import { ServiceError } from '../errors.ts'
import { consume } from '../rate-limits.ts'
import { createSecretBox } from './secret-box.ts'

/** TOTP as authenticator apps expect it (RFC 6238): SHA-1, 6 digits, 30 s steps. */
const PERIOD_SECONDS = 30
/** A code from the step before or after is accepted too (clocks drift). */
const WINDOW = 1
export const RECOVERY_CODE_COUNT = 10
/** Attempts at a code per account: a 6-digit code must not be guessable by trying. */
const ATTEMPTS = { limit: 10, windowMs: 15 * 60_000 }
const WRONG_CODE = 'That code is not right. Enter the 6 digits your app shows now, or one of your recovery codes.'

export interface Enrolment {
  /** The secret in base32, for typing into an app by hand. */
  secret: string
  /** otpauth:// address the QR code holds. */
  uri: string
  /** The QR code as an SVG document, for an <img> or inline. */
  qrSvg: string
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
const recoveryCode = () => Array.from({ length: 10 }, (_, i) => (i === 5 ? '-' : '') + RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('')
const normaliseRecovery = (code: string) => code.trim().toLowerCase().replace(/[\s-]/g, '')
const hashRecovery = (code: string) => createHash('sha256').update(normaliseRecovery(code)).digest('hex')

/**
 * The staff second factor: enrolment with a QR code, confirmation by a first code, one-time
 * recovery codes, and step-up of a signed-in session (sessions.second_factor_at), which the back
 * office requires. A code is accepted once (the last step used is kept).
 */
export function createSecondFactor({ db, siteName, log }: { db: Database; siteName: string; log: Logger }) {
  const box = createSecretBox(db, 'totp-secrets')
  const totpFor = (secret: string, label: string) => new OTPAuth.TOTP({ issuer: siteName, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: OTPAuth.Secret.fromBase32(secret) })

  async function factorOf(userId: number) {
    const [row] = await db.select().from(staffFactors).where(eq(staffFactors.userId, userId)).limit(1)
    return row ? { ...row, secret: await box.open(row.secret) } : null
  }

  async function throttle(userId: number) {
    const verdict = await consume(db, `mfa:${userId}`, ATTEMPTS)
    if (!verdict.allowed) throw new ServiceError('rate_limited', 'Too many codes tried. Please wait a few minutes.', { retryAfterSeconds: verdict.retryAfterSeconds })
  }

  /** The step a code belongs to when it is right, else null. */
  function stepOf(secret: string, email: string, code: string): number | null {
    const token = code.replace(/\s/g, '')
    if (!/^\d{6}$/.test(token)) return null
    const delta = totpFor(secret, email).validate({ token, window: WINDOW })
    return delta === null ? null : Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta
  }

  async function elevate(userId: number, sessionToken: string) {
    await db
      .update(sessions)
      .set({ secondFactorAt: new Date() })
      .where(and(eq(sessions.tokenHash, hashToken(sessionToken)), eq(sessions.userId, userId)))
  }

  return {
    async isEnrolled(userId: number): Promise<boolean> {
      const [row] = await db.select({ confirmedAt: staffFactors.confirmedAt }).from(staffFactors).where(eq(staffFactors.userId, userId)).limit(1)
      return Boolean(row?.confirmedAt)
    },

    /** The secret to scan: the same one until it is confirmed, so a reload does not invalidate a scan. */
    async beginEnrolment(user: { id: number; email: string }): Promise<Enrolment> {
      const existing = await factorOf(user.id)
      if (existing?.confirmedAt) throw new ServiceError('conflict', 'A second factor is already set up for this account.')
      let secret = existing?.secret
      if (!secret) {
        secret = new OTPAuth.Secret({ size: 20 }).base32
        await db
          .insert(staffFactors)
          .values({ userId: user.id, secret: await box.seal(secret) })
          .onConflictDoNothing()
        secret = (await factorOf(user.id))!.secret
      }
      const uri = totpFor(secret, user.email).toString()
      return { secret, uri, qrSvg: await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }) }
    },

    /** The first right code turns the factor on; answers the recovery codes, shown this once. */
    async confirmEnrolment(user: { id: number; email: string }, code: string, sessionToken: string): Promise<string[]> {
      await throttle(user.id)
      const factor = await factorOf(user.id)
      if (!factor || factor.confirmedAt) throw new ServiceError('conflict', 'Start the set-up again.')
      const step = stepOf(factor.secret, user.email, code)
      if (step === null) throw new ServiceError('validation_failed', WRONG_CODE, { fields: { code: WRONG_CODE } })
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, recoveryCode)
      await db.transaction(async (tx) => {
        await tx.update(staffFactors).set({ confirmedAt: new Date(), lastStep: step }).where(eq(staffFactors.userId, user.id))
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id))
        await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId: user.id, codeHash: hashRecovery(c) })))
      })
      await elevate(user.id, sessionToken)
      log.info({ event: 'staff.second_factor.enrolled', userId: user.id }, 'second factor enrolled')
      return codes
    },

    /** A code from the app, or an unused recovery code, steps the session up. */
    async verify(user: { id: number; email: string }, code: string, sessionToken: string): Promise<{ usedRecoveryCode: boolean }> {
      await throttle(user.id)
      const factor = await factorOf(user.id)
      if (!factor?.confirmedAt) throw new ServiceError('conflict', 'Set up the second factor first.')
      const step = stepOf(factor.secret, user.email, code)
      if (step !== null) {
        // A conditional update: two requests with the same code cannot both pass.
        const accepted = await db
          .update(staffFactors)
          .set({ lastStep: step })
          .where(and(eq(staffFactors.userId, user.id), lt(staffFactors.lastStep, step)))
          .returning({ userId: staffFactors.userId })
        if (accepted.length === 0)
          throw new ServiceError('validation_failed', 'That code was used already. Wait for the next one.', { fields: { code: 'That code was used already. Wait for the next one.' } })
        await elevate(user.id, sessionToken)
        return { usedRecoveryCode: false }
      }
      const used = await db
        .update(recoveryCodes)
        .set({ usedAt: new Date() })
        .where(and(eq(recoveryCodes.userId, user.id), eq(recoveryCodes.codeHash, hashRecovery(code)), isNull(recoveryCodes.usedAt)))
        .returning({ id: recoveryCodes.id })
      if (used.length === 0) throw new ServiceError('validation_failed', WRONG_CODE, { fields: { code: WRONG_CODE } })
      await elevate(user.id, sessionToken)
      log.warn({ event: 'staff.second_factor.recovery_code_used', userId: user.id }, 'a recovery code was used')
      return { usedRecoveryCode: true }
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const rows = await db
        .select({ id: recoveryCodes.id })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      return rows.length
    },
  }
}

export type SecondFactor = ReturnType<typeof createSecondFactor>
