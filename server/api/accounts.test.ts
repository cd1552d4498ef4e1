import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { newsletterSubscriptions, passwordResets, sessions, users } from '#db/schema/index.ts'
import { withMailedApp } from '#tests/utils/mailed-app.ts'
import { proofFrom, spendFreeShare } from '#tests/utils/proof-of-work.ts'

let ipCounter = 0
/** Each test speaks from its own address, so per-address limits of one test do not touch another. */
const newIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const { t, smtp } = withMailedApp()

interface Call {
  method?: string
  body?: unknown
  token?: string
  ip?: string
  headers?: Record<string, string>
  raw?: string
}
async function api(path: string, { method = 'GET', body, token, ip = newIp(), headers = {}, raw }: Call = {}) {
  const res = await t.request(`/api${path}`, {
    method,
    headers: {
      'X-Forwarded-For': ip,
      ...(body !== undefined || raw !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  })
  const text = await res.text()
  return { res, status: res.status, body: text ? JSON.parse(text) : null }
}

let emailCounter = 0
const newEmail = () => `reader${++emailCounter}.${Date.now()}@example.com`
const PASSWORD = 'quarterly pipeline review 42'

async function registerAndSignIn(email = newEmail(), password = PASSWORD) {
  expect((await api('/user', { method: 'POST', body: { email, password, firstname: 'Ada', lastname: 'Lovelace' } })).status).toBe(201)
  const { body } = await api('/token', { method: 'POST', body: { email, password } })
  return { email, token: body.token as string }
}

describe('POST /api/user (register)', () => {
  it('creates the account, answers 201 and mails a welcome', async () => {
    const email = newEmail()
    const { status, body } = await api('/user', { method: 'POST', body: { email, password: PASSWORD, firstname: 'Ada', company: 'Acme' } })
    expect(status).toBe(201)
    expect(body).toEqual({ status: 'registered' })
    expect((await smtp.waitFor(email, /^Welcome to Quota$/)).text).toContain('Hello Ada')
  })

  it('answers a known address exactly like a new one and mails its owner instead', async () => {
    const { email } = await registerAndSignIn()
    const again = await api('/user', { method: 'POST', body: { email: email.toUpperCase(), password: 'another long password', firstname: 'Eve' } })
    expect(again.status).toBe(201)
    expect(again.body).toEqual({ status: 'registered' })
    await smtp.waitFor(email, /Someone tried to register/)
    const rows = await t.database.db.select().from(users).where(eq(users.email, email))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.firstname).toBe('Ada')
  })

  it.each([
    [{ password: PASSWORD, firstname: 'A' }, 'email', 'Required'],
    [{ email: 'not-an-email', password: PASSWORD, firstname: 'A' }, 'email', 'Invalid email'],
    [{ email: 'a@example.com', password: PASSWORD }, 'firstname', 'Required'],
    [{ email: 'a@example.com', password: PASSWORD, firstname: 'A'.repeat(100) }, 'firstname', 'Must be less than 100 characters'],
    [{ email: 'a@example.com', password: 'short', firstname: 'A' }, 'password', 'Must be at least 8 characters'],
    [{ email: 'a@example.com', password: 'password123', firstname: 'A' }, 'password', 'This password is too common: choose one that is harder to guess'],
    [{ email: 'dana.smith@example.com', password: 'dana.smith!', firstname: 'A' }, 'password', 'Must not be built from your email address or the site name'],
    [{ email: 'a@example.com', password: 'Quota2026!', firstname: 'A' }, 'password', 'Must not be built from your email address or the site name'],
    [{ email: 'a@example.com', password: 'x'.repeat(129), firstname: 'A' }, 'password', 'Must be less than 129 characters'],
  ])('rejects %j: %s = %s', async (body, field, message) => {
    const res = await api('/user', { method: 'POST', body })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('validation_failed')
    expect(res.body.error.fields[field]).toBe(message)
  })

  it('registers one account when the same address arrives many times at once', async () => {
    const email = newEmail()
    const answers = await Promise.all(Array.from({ length: 5 }, () => api('/user', { method: 'POST', body: { email, password: PASSWORD, firstname: 'Race' } })))
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201])
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(1)
  })

  it('takes more than 10 registrations an hour from one address (an office), then asks for a proof of work', async () => {
    const ip = newIp()
    for (let i = 0; i < 12; i++) {
      expect((await api('/user', { method: 'POST', ip, body: { email: newEmail(), password: PASSWORD, firstname: 'N' } })).status).toBe(201)
    }
    await spendFreeShare(t.database.db, 'register', ip)
    const limited = await api('/user', { method: 'POST', ip, body: { email: newEmail(), password: PASSWORD, firstname: 'N' } })
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe('challenge_required')
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0)
    const proof = await proofFrom(t)
    expect((await api('/user', { method: 'POST', ip, headers: { 'X-Altcha': proof }, body: { email: newEmail(), password: PASSWORD, firstname: 'N' } })).status).toBe(201)
  })
})

describe('POST /api/token and the user', () => {
  it('exchanges credentials for a token that reads and updates the user', async () => {
    const { email, token } = await registerAndSignIn()
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const me = await api('/user/me', { token })
    expect(me.status).toBe(200)
    expect(me.body).toEqual({ id: expect.any(Number), email, firstname: 'Ada', lastname: 'Lovelace', company: '', jobTitle: '', phone: '' })
    expect(JSON.stringify(me.body)).not.toMatch(/argon|hash|password/i)
    const updated = await api('/user/me', { method: 'POST', token, body: { firstname: 'Grace', jobTitle: 'VP Sales', id: 1, passwordHash: 'x', failedLogins: 99 } })
    expect(updated.status).toBe(200)
    expect(updated.body).toMatchObject({ firstname: 'Grace', jobTitle: 'VP Sales', email })
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email))
    expect(row!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/)
    expect(row!.failedLogins).toBe(0)
  })

  it('stores tokens only as hashes', async () => {
    const { token } = await registerAndSignIn()
    const stored = await t.database.db.select({ hash: sessions.tokenHash }).from(sessions)
    expect(stored.some((row) => row.hash === token)).toBe(false)
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.hash))).toBe(true)
  })

  it('gives one message for an unknown email and a wrong password', async () => {
    const { email } = await registerAndSignIn()
    const wrongPassword = await api('/token', { method: 'POST', body: { email, password: 'not the password' } })
    const unknownEmail = await api('/token', { method: 'POST', body: { email: newEmail(), password: 'not the password' } })
    expect(wrongPassword.status).toBe(401)
    expect(unknownEmail.status).toBe(401)
    expect(wrongPassword.body.error.message).toBe(unknownEmail.body.error.message)
  })

  it('refuses the account from one address after 5 failures, even with the right password', async () => {
    const { email } = await registerAndSignIn()
    const ip = newIp()
    for (let i = 0; i < 5; i++) expect((await api('/token', { method: 'POST', ip, body: { email, password: 'wrong wrong wrong' } })).status).toBe(401)
    const right = await api('/token', { method: 'POST', ip, body: { email, password: PASSWORD } })
    expect(right.status).toBe(429)
    expect(Number(right.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await api('/token', { method: 'POST', body: { email, password: PASSWORD } })).status).toBe(200)
  })

  it('answers 401 without a token, with a bad one and with a revoked one', async () => {
    expect((await api('/user/me')).status).toBe(401)
    expect((await api('/user/me', { token: 'garbage' })).status).toBe(401)
    const { token } = await registerAndSignIn()
    expect((await api('/token', { method: 'DELETE', token })).status).toBe(204)
    const after = await api('/user/me', { token })
    expect(after.status).toBe(401)
    expect(after.body.error.code).toBe('unauthenticated')
  })

  it('answers 401 for an expired token', async () => {
    const { token } = await registerAndSignIn()
    await t.database.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` })
    expect((await api('/user/me', { token })).status).toBe(401)
  })

  it("never answers 409 for another account's email: the change waits for confirmation (see email-change.test.ts)", async () => {
    const { email: taken } = await registerAndSignIn()
    const { email, token } = await registerAndSignIn()
    const res = await api('/user/me', { method: 'POST', token, body: { email: taken } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ email, pendingEmail: taken })
  })
})

describe('password reset', () => {
  it('answers 202 for known and unknown addresses alike, and mails a single-use link', async () => {
    const { email, token: oldToken } = await registerAndSignIn()
    const unknown = await api('/passwordReset', { method: 'POST', body: { email: newEmail() } })
    const known = await api('/passwordReset', { method: 'POST', body: { email } })
    expect([unknown.status, known.status]).toEqual([202, 202])
    expect(unknown.body).toEqual(known.body)
    const mail = await smtp.waitFor(email, /Reset your Quota password/)
    const resetToken = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!
    expect(await t.database.db.select().from(passwordResets).where(eq(passwordResets.tokenHash, resetToken))).toHaveLength(0)

    expect((await api('/passwordReset', { method: 'PUT', body: { resetToken, newPassword: 'brand new secret phrase' } })).status).toBe(204)
    expect((await api('/user/me', { token: oldToken })).status).toBe(401)
    expect((await api('/token', { method: 'POST', body: { email, password: PASSWORD } })).status).toBe(401)
    expect((await api('/token', { method: 'POST', body: { email, password: 'brand new secret phrase' } })).status).toBe(200)

    const reused = await api('/passwordReset', { method: 'PUT', body: { resetToken, newPassword: 'yet another phrase here' } })
    expect(reused.status).toBe(400)
    expect(reused.body.error.fields.resetToken).toBe('This reset link is invalid or has expired')
  })

  it('refuses an expired reset link', async () => {
    const { email } = await registerAndSignIn()
    await api('/passwordReset', { method: 'POST', body: { email } })
    const mail = await smtp.waitFor(email, /Reset your Quota password/)
    const resetToken = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!
    await t.database.db.update(passwordResets).set({ expiresAt: sql`now() - interval '1 minute'` })
    expect((await api('/passwordReset', { method: 'PUT', body: { resetToken, newPassword: 'brand new secret phrase' } })).status).toBe(400)
  })

  it('takes more than 5 requests an hour from one address with the same 202, then asks for a proof of work', async () => {
    const ip = newIp()
    for (let i = 0; i < 7; i++) expect((await api('/passwordReset', { method: 'POST', ip, body: { email: newEmail() } })).status).toBe(202)
    await spendFreeShare(t.database.db, 'reset', ip)
    const limited = await api('/passwordReset', { method: 'POST', ip, body: { email: newEmail() } })
    expect(limited).toMatchObject({ status: 429, body: { error: { code: 'challenge_required' } } })
    expect((await api('/passwordReset', { method: 'POST', ip, headers: { 'X-Altcha': await proofFrom(t) }, body: { email: newEmail() } })).status).toBe(202)
  })
})

describe('change password and delete the account', () => {
  it('changes the password, ends other sessions and returns a fresh token', async () => {
    const { email, token } = await registerAndSignIn()
    const wrong = await api('/user/password', { method: 'PUT', token, body: { currentPassword: 'nope nope nope', newPassword: 'a better passphrase' } })
    expect(wrong.status).toBe(400)
    expect(wrong.body.error.fields.currentPassword).toBe('The current password is incorrect')
    const ok = await api('/user/password', { method: 'PUT', token, body: { currentPassword: PASSWORD, newPassword: 'a better passphrase' } })
    expect(ok.status).toBe(200)
    expect((await api('/user/me', { token })).status).toBe(401)
    expect((await api('/user/me', { token: ok.body.token })).body.email).toBe(email)
    await smtp.waitFor(email, /password was changed/)
  })

  it('deletes the account, its sessions and its newsletter choices after the password', async () => {
    const { email, token } = await registerAndSignIn()
    await api('/newsletters/subscribe', { method: 'POST', token, body: { dailyBoost: true } })
    expect((await api('/user/me', { method: 'DELETE', token, body: { password: 'wrong wrong' } })).status).toBe(400)
    expect((await api('/user/me', { method: 'DELETE', token, body: { password: PASSWORD } })).status).toBe(204)
    expect((await api('/user/me', { token })).status).toBe(401)
    expect((await api('/token', { method: 'POST', body: { email, password: PASSWORD } })).status).toBe(401)
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0)
    expect(await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email))).toHaveLength(0)
  })
})

describe('newsletters', () => {
  it("reads and stores a reader's choices ('Subscribed' means yes) and confirms by mail", async () => {
    const { email, token } = await registerAndSignIn()
    expect((await api('/newsletters', { token })).body).toEqual({ dailyBoost: false, salesDigest: false, thirdParty: false })
    const saved = await api('/newsletters/subscribe', { method: 'POST', token, body: { dailyBoost: 'Subscribed', salesDigest: false, thirdParty: true } })
    expect(saved.body).toEqual({ dailyBoost: true, salesDigest: false, thirdParty: true })
    expect((await api('/newsletters', { token })).body).toEqual({ dailyBoost: true, salesDigest: false, thirdParty: true })
    expect((await smtp.waitFor(email, /^Your .* newsletter choices/)).text).toContain('Daily Boost (weekday mornings): subscribed')
  })

  it('takes an anonymous visitor by email, asks for one, and has them confirm by mail (tests/newsletter-opt-in.test.ts)', async () => {
    const missing = await api('/newsletters/subscribe', { method: 'POST', body: { dailyBoost: true } })
    expect(missing.status).toBe(400)
    expect(missing.body.error.fields.email).toBe('Required')
    const email = newEmail()
    const pending = await api('/newsletters/subscribe', { method: 'POST', body: { email, salesDigest: true } })
    expect(pending.status).toBe(202)
    expect(pending.body.status).toBe('pending_confirmation')
    await smtp.waitFor(email, /^Confirm your .* newsletter choices/)
    expect((await api('/newsletters')).status).toBe(401)
  })
})

describe('bad input is a clear 4xx, never a 5xx', () => {
  it('malformed JSON is 400 invalid_json', async () => {
    const res = await api('/token', { method: 'POST', raw: '{"email": "a@b.co", "password": ' })
    expect(res.status).toBe(400)
    expect(res.body.error.code).toBe('invalid_json')
    expect(res.body.requestId).toBeTruthy()
  })

  it('another content type is 415', async () => {
    const res = await api('/token', { method: 'POST', raw: 'email=a@b.co&password=x', headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
    expect(res.status).toBe(415)
  })

  it('a body over 16 KB is 413', async () => {
    const res = await api('/user', { method: 'POST', body: { email: 'a@example.com', password: PASSWORD, firstname: 'x'.repeat(20_000) } })
    expect(res.status).toBe(413)
    expect(res.body.error.code).toBe('payload_too_large')
  })

  it('any JSON value in any field is answered below 500 (fast-check)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('/user', '/token', '/passwordReset', '/newsletters/subscribe'), fc.anything(), async (path, value) => {
        const { status } = await api(path, { method: 'POST', raw: JSON.stringify(value) ?? 'null' })
        return status >= 400 && status < 500 ? true : status < 300 && path === '/newsletters/subscribe' ? false : status < 500
      }),
      { numRuns: 60 },
    )
  })

  it('unicode, emoji and injection strings are stored and returned as text', async () => {
    const { token } = await registerAndSignIn()
    const firstname = "Zoë 🚀 '); DROP TABLE users; -- <script>"
    const res = await api('/user/me', { method: 'POST', token, body: { firstname } })
    expect(res.body.firstname).toBe(firstname)
  })
})

describe('cross-site requests and the API description', () => {
  it('refuses a state change from another origin', async () => {
    const res = await api('/passwordReset', { method: 'POST', body: { email: newEmail() }, headers: { Origin: 'https://evil.example' } })
    expect(res.status).toBe(403)
  })

  it('publishes an OpenAPI 3.1 document of every endpoint and a readable reference', async () => {
    const { body } = await api('/openapi.json')
    expect(body.openapi).toBe('3.1.0')
    expect(Object.keys(body.paths).sort()).toEqual([
      '/challenge',
      '/content/changed',
      '/mediakit',
      '/newsletters',
      '/newsletters/bounces/postmark',
      '/newsletters/bounces/ses',
      '/newsletters/subscribe',
      '/passwordReset',
      '/payments/stripe/webhook',
      '/promocode/validate',
      '/resources/{slug}/leads',
      '/subscriptions/subscribe',
      '/token',
      '/user',
      '/user/me',
      '/user/password',
      '/webinars/register/{webinarId}',
      '/webinars/{id}/fields',
    ])
    expect(Object.keys(body.paths['/user/me']).sort()).toEqual(['delete', 'get', 'post'])
    const docs = await t.request('/api/docs')
    expect(await docs.text()).toContain('POST /api/token')
  })

  it('an unknown endpoint is a JSON 404', async () => {
    const res = await api('/nothing')
    expect(res.status).toBe(404)
    expect(res.body.error.code).toBe('not_found')
  })
})
