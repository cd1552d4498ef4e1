import { eq } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { sessions, staffFactors, users } from '#db/schema/index.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { createToken, hashToken } from '../accounts/tokens.ts'
import { createSecondFactor, RECOVERY_CODE_COUNT, type SecondFactor } from './second-factor.ts'

let database: DatabaseHandle
let factor: SecondFactor

beforeAll(async () => {
  database = await createTestDatabase()
  factor = createSecondFactor({ db: database.db, siteName: 'Quota', log: pino({ level: 'silent' }) })
})
afterAll(() => database.close())

async function editor(email: string) {
  const [user] = await database.db.insert(users).values({ email, passwordHash: 'x', role: 'editor' }).returning({ id: users.id, email: users.email })
  const token = createToken()
  await database.db.insert(sessions).values({ userId: user!.id, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) })
  return { user: user!, token }
}
const elevatedAt = async (token: string) =>
  (
    await database.db
      .select({ at: sessions.secondFactorAt })
      .from(sessions)
      .where(eq(sessions.tokenHash, hashToken(token)))
  )[0]!.at
/** What an authenticator app shows for the secret, `steps` periods from now. */
const codeOf = (secret: string, steps = 0) => OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 })

describe('enrolment', () => {
  it('offers one secret as a QR code and text until a first code confirms it; then recovery codes, once', async () => {
    const { user, token } = await editor('enrol@example.com')
    expect(await factor.isEnrolled(user.id)).toBe(false)
    const first = await factor.beginEnrolment(user)
    expect(first.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/)
    expect(first.uri).toMatch(/^otpauth:\/\/totp\/Quota:enrol%40example\.com\?.*secret=/)
    expect((await factor.beginEnrolment(user)).secret).toBe(first.secret)
    const [stored] = await database.db.select().from(staffFactors).where(eq(staffFactors.userId, user.id))
    expect(stored!.secret).not.toContain(first.secret)

    await expect(factor.confirmEnrolment(user, '000000', token)).rejects.toMatchObject({ code: 'validation_failed' })
    expect(await elevatedAt(token)).toBeNull()
    const codes = await factor.confirmEnrolment(user, codeOf(first.secret), token)
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT)
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT)
    expect(await factor.isEnrolled(user.id)).toBe(true)
    expect(await elevatedAt(token)).toBeInstanceOf(Date)
    await expect(factor.beginEnrolment(user)).rejects.toMatchObject({ code: 'conflict' })
  })
})

describe('sign-in with the second factor', () => {
  let secret: string
  let codes: string[]
  let user: { id: number; email: string }

  beforeAll(async () => {
    const made = await editor('verify@example.com')
    user = made.user
    secret = (await factor.beginEnrolment(user)).secret
    codes = await factor.confirmEnrolment(user, codeOf(secret, -1), made.token)
  })

  it('steps a session up with the code the app shows, and never takes the same code twice', async () => {
    const { token } = await editorSession(user.id)
    const code = codeOf(secret)
    expect(await factor.verify(user, code, token)).toEqual({ usedRecoveryCode: false })
    expect(await elevatedAt(token)).toBeInstanceOf(Date)
    const other = await editorSession(user.id)
    await expect(factor.verify(user, code, other.token)).rejects.toMatchObject({ code: 'validation_failed' })
    expect(await elevatedAt(other.token)).toBeNull()
  })

  it('takes each recovery code once, whatever its case and spacing', async () => {
    const { token } = await editorSession(user.id)
    expect(await factor.verify(user, ` ${codes[0]!.toUpperCase()} `, token)).toEqual({ usedRecoveryCode: true })
    await expect(factor.verify(user, codes[0]!, token)).rejects.toMatchObject({ code: 'validation_failed' })
    expect(await factor.recoveryCodesLeft(user.id)).toBe(RECOVERY_CODE_COUNT - 1)
  })

  it('refuses a wrong code, and stops answering after 10 tries', async () => {
    const { user: guessed, token } = await editor('guess@example.com')
    const guessedSecret = (await factor.beginEnrolment(guessed)).secret
    await factor.confirmEnrolment(guessed, codeOf(guessedSecret), token)
    // The confirmation was the first of 10 attempts in 15 minutes.
    const tries: string[] = []
    for (let n = 0; n < 9; n++)
      tries.push(
        await factor.verify(guessed, n % 2 ? '12345' : 'not-a-code', token).then(
          () => 'accepted',
          (error: { code: string }) => error.code,
        ),
      )
    expect(tries).toEqual(Array(9).fill('validation_failed'))
    await expect(factor.verify(guessed, codeOf(guessedSecret, 1), token)).rejects.toMatchObject({ code: 'rate_limited' })
  })
})

async function editorSession(userId: number) {
  const token = createToken()
  await database.db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + 3600_000) })
  return { token }
}
