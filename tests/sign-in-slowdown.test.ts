import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { ACCOUNT_FREE_FAILURES } from '#server/services/accounts/sign-in-throttle.ts'
import { withMailedApp } from '#tests/utils/mailed-app.ts'
import { proofFrom } from '#tests/utils/proof-of-work.ts'

/**
 * Issue 27, item 2: failures counted per account must never lock its owner out. Past a share of
 * failures the account slows down and asks for a proof of work; the right password with a solved
 * challenge always signs in; the owner is mailed once per slowdown.
 */
const { t, smtp } = withMailedApp()

let ipCounter = 0
const newIp = () => `10.27.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`
let emailCounter = 0
const newEmail = () => `owner${++emailCounter}.${Date.now()}@example.com`
const PASSWORD = 'quarterly pipeline review 42'
const SLOWED = /^Many failed sign-ins to your Quota account$/

async function token(body: { email: string; password: string }, { ip = newIp(), proof }: { ip?: string; proof?: string } = {}) {
  const res = await t.request('/api/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': ip, ...(proof ? { 'X-Altcha': proof } : {}) },
    body: JSON.stringify(body),
  })
  const payload = (await res.json()) as { token?: string; error?: { code: string; message: string } }
  return { status: res.status, retryAfter: Number(res.headers.get('retry-after')), ...payload }
}

async function registered(): Promise<string> {
  const email = newEmail()
  const res = await t.request('/api/user', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newIp() },
    body: JSON.stringify({ email, password: PASSWORD, firstname: 'Ada' }),
  })
  expect(res.status).toBe(201)
  await smtp.waitFor(email, /^Welcome/)
  return email
}

const formPost = (body: Record<string, string>, ip = newIp()) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': ip },
  body: new URLSearchParams(body).toString(),
})

describe('many failures on one account from many addresses', () => {
  it('never lock the owner out: the right password with a solved challenge signs in, and the owner is mailed once', async () => {
    const email = await registered()
    // 22 addresses × 5 wrong passwords: 110 failures, none of them over the per-pair share.
    const statuses: number[] = []
    for (let a = 0; a < 22; a++) {
      const ip = newIp()
      for (let i = 0; i < 5; i++) statuses.push((await token({ email, password: `wrong guess ${a}-${i}` }, { ip })).status)
    }
    expect(statuses.slice(0, ACCOUNT_FREE_FAILURES)).toEqual(Array(ACCOUNT_FREE_FAILURES).fill(401))
    expect(new Set(statuses.slice(ACCOUNT_FREE_FAILURES))).toEqual(new Set([429]))

    // Without a proof of work, even the right password is asked for one (never "incorrect").
    const asked = await token({ email, password: PASSWORD })
    expect(asked.status).toBe(429)
    expect(asked.error?.code).toBe('challenge_required')
    expect(asked.retryAfter).toBeGreaterThan(0)

    // A wrong password with a solved challenge is checked, and counts.
    expect((await token({ email, password: 'still guessing' }, { proof: await proofFrom(t) })).status).toBe(401)
    // However many failures were counted, the right password with a solved challenge gets in.
    await t.database.db.execute(sql`update rate_limits set hits = hits + 500 where key = ${`login:account:${email}`}`)
    const signedIn = await token({ email, password: PASSWORD }, { proof: await proofFrom(t) })
    expect(signedIn.status).toBe(200)
    expect(signedIn.token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    // The slowdown ended with that sign-in; a later mail to the owner arrives after any duplicate would have.
    expect((await token({ email, password: PASSWORD })).status).toBe(200)
    const reset = await t.request('/api/passwordReset', { method: 'POST', headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': newIp() }, body: JSON.stringify({ email }) })
    expect(reset.status).toBe(202)
    await smtp.waitFor(email, /^Reset your/)
    const mailed = smtp.messages.filter((m) => m.to === email && SLOWED.test(m.subject))
    expect(mailed).toHaveLength(1)
    expect(mailed[0]!.text).toContain('Your password still works, and your account is not locked')
  })

  it('answers an unknown address exactly like a known one, and mails nobody', async () => {
    const known = await registered()
    const unknown = newEmail()
    for (const email of [known, unknown]) {
      for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await token({ email, password: `wrong ${i}` })).status).toBe(401)
    }
    const [a, b] = [await token({ email: known, password: 'wrong' }), await token({ email: unknown, password: 'wrong' })]
    expect([a.status, b.status]).toEqual([429, 429])
    const withoutWait = (message = '') => message.replace(/\d+ (seconds|minutes)/, 'N')
    expect([a.error?.code, withoutWait(a.error?.message)]).toEqual([b.error?.code, withoutWait(b.error?.message)])
    await smtp.waitFor(known, SLOWED)
    expect(smtp.messages.some((m) => m.to === unknown)).toBe(false)
  })

  it('keeps the per-pair limit: 5 failures from one address to one account wait, even with the right password and a proof', async () => {
    const email = await registered()
    const ip = newIp()
    const proof = await proofFrom(t)
    for (let i = 0; i < 5; i++) expect((await token({ email, password: 'wrong wrong wrong' }, { ip })).status).toBe(401)
    const right = await token({ email, password: PASSWORD }, { ip, proof })
    expect(right.status).toBe(429)
    expect(right.error?.code).toBe('rate_limited')
    expect(right.retryAfter).toBeGreaterThan(0)
    expect((await token({ email, password: PASSWORD })).status).toBe(200)
  })

  it('keeps the per-address limit: 20 attempts a minute across accounts', async () => {
    const ip = newIp()
    for (let i = 0; i < 20; i++) expect((await token({ email: newEmail(), password: 'wrong wrong wrong' }, { ip })).status).toBe(401)
    const over = await token({ email: await registered(), password: PASSWORD }, { ip })
    expect(over.status).toBe(429)
    expect(over.error?.code).toBe('rate_limited')
  })
})

describe('the sign-in page without JavaScript', () => {
  it('asks a slowed-down account for the check and says when to try again; with the solved field it signs in', async () => {
    const email = await registered()
    for (let i = 0; i < ACCOUNT_FREE_FAILURES; i++) expect((await t.request('/login', formPost({ email, password: `wrong ${i}` }))).status).toBe(401)
    const asked = await t.request('/login', formPost({ email, password: PASSWORD }))
    expect(asked.status).toBe(429)
    expect(Number(asked.headers.get('retry-after'))).toBeGreaterThan(0)
    const html = await asked.text()
    expect(html).toContain('This account has had many failed sign-ins')
    expect(html).toMatch(/Without JavaScript, please try again in \d+ (seconds|minutes)/)
    const signedIn = await t.request('/login', formPost({ email, password: PASSWORD, altcha: await proofFrom(t) }))
    expect(signedIn.status).toBe(302)
    expect(signedIn.headers.get('set-cookie')).toMatch(/^quota_session=/)
  })
})
