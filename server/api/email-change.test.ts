import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { emailChanges, users } from '#db/schema/index.ts'
import { SESSION_COOKIE } from '#server/middleware/session-cookie.ts'
import { withMailedApp } from '#tests/utils/mailed-app.ts'

/** POST /api/user/me with a new email: nothing tells a free address from a taken one, and only the mailed link applies it. */
let ipCounter = 0
const newIp = () => `10.12.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

const { t, smtp } = withMailedApp()

async function api(path: string, { method = 'GET', body, token }: { method?: string; body?: unknown; token?: string } = {}) {
  const res = await t.request(`/api${path}`, {
    method,
    headers: {
      'X-Forwarded-For': newIp(),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await res.text()
  return { res, status: res.status, text, body: text ? JSON.parse(text) : null }
}

let emailCounter = 0
const newEmail = () => `changer${++emailCounter}.${Date.now()}@example.com`
const PASSWORD = 'quarterly pipeline review 42'

async function registerAndSignIn(email = newEmail()) {
  expect((await api('/user', { method: 'POST', body: { email, password: PASSWORD, firstname: 'Ada', lastname: 'Lovelace' } })).status).toBe(201)
  const { body } = await api('/token', { method: 'POST', body: { email, password: PASSWORD } })
  return { email, token: body.token as string }
}

const linkIn = (text: string) => new URL(/https?:\/\/\S+/.exec(text)![0])

/** The confirmation page's POST, as the browser sends it with the session cookie. */
function confirm(token: string, session: string) {
  return t.request('/profile/confirm-email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: `${SESSION_COOKIE}=${session}`, 'X-Forwarded-For': newIp() },
    body: new URLSearchParams({ token }).toString(),
  })
}

async function requestChange(session: string, to: string) {
  const res = await api('/user/me', { method: 'POST', token: session, body: { email: to } })
  expect(res.status).toBe(200)
  return res
}

async function confirmationLink(to: string) {
  const link = linkIn((await smtp.waitFor(to, /^Confirm your new Quota email address$/)).text)
  return { path: `${link.pathname}${link.search}`, token: link.searchParams.get('token')! }
}

describe('POST /api/user/me with a new email', () => {
  it('answers a taken address exactly like a free one, and changes nothing yet', async () => {
    const { email: taken } = await registerAndSignIn()
    const free = newEmail()
    const a = await registerAndSignIn()
    const b = await registerAndSignIn()
    const toTaken = await requestChange(a.token, taken)
    const toFree = await requestChange(b.token, free)
    expect(toTaken.status).toBe(toFree.status)
    expect(toTaken.res.headers.get('content-type')).toBe(toFree.res.headers.get('content-type'))
    // The same bytes once each account's own id and addresses are taken out.
    const mask = (res: typeof toFree, own: string, asked: string, id: number) => res.text.replaceAll(own, '<own>').replaceAll(asked, '<asked>').replace(`"id":${id}`, '"id":0')
    expect(mask(toTaken, a.email, taken, toTaken.body.id)).toBe(mask(toFree, b.email, free, toFree.body.id))
    expect(toFree.body).toMatchObject({ email: b.email, pendingEmail: free })
    expect(toTaken.body).toMatchObject({ email: a.email, pendingEmail: taken })
    expect((await api('/user/me', { token: a.token })).body.email).toBe(a.email)
    expect((await api('/user/me', { token: b.token })).body.email).toBe(b.email)
  })

  it('mails the link to a free address, a notice to a taken one, and tells the current address either way', async () => {
    const { email: taken } = await registerAndSignIn()
    const free = newEmail()
    const a = await registerAndSignIn()
    const b = await registerAndSignIn()
    await requestChange(a.token, taken)
    await requestChange(b.token, free)
    await confirmationLink(free)
    expect((await smtp.waitFor(taken, /^Someone tried to use your address on Quota$/)).text).not.toContain('confirm-email')
    expect((await smtp.waitFor(a.email, /new email address was requested/)).text).toContain(taken)
    expect((await smtp.waitFor(b.email, /new email address was requested/)).text).toContain(free)
    // The notice to the taken address is what the service sends instead of a link, so no link follows it.
    expect(smtp.messages.filter((m) => m.to === taken && /Confirm your new/.test(m.subject))).toEqual([])
  })

  it('keeps the email unchanged when it is the same address', async () => {
    const a = await registerAndSignIn()
    const same = await api('/user/me', { method: 'POST', token: a.token, body: { email: a.email.toUpperCase(), company: 'Acme' } })
    expect(same.status).toBe(200)
    expect(same.body).toEqual({ id: expect.any(Number), email: a.email, firstname: 'Ada', lastname: 'Lovelace', company: 'Acme', jobTitle: '', phone: '' })
  })

  it('documents the answer without the old 409', async () => {
    const doc = (await api('/openapi.json')).body
    const responses = doc.paths['/user/me'].post.responses
    expect(responses['409']).toBeUndefined()
    expect(Object.keys(responses['200'].content['application/json'].schema)).toContain('$ref')
    expect(JSON.stringify(doc.components.schemas.UpdatedUser)).toContain('"pendingEmail":{"type":"string"')
  })
})

describe('confirming the new email', () => {
  it('applies the change once, keeps this session, ends the others and tells the old address', async () => {
    const a = await registerAndSignIn()
    const other = (await api('/token', { method: 'POST', body: { email: a.email, password: PASSWORD } })).body.token as string
    const target = newEmail()
    await requestChange(a.token, target)
    const { path, token } = await confirmationLink(target)
    expect(path.startsWith('/profile/confirm-email?token=')).toBe(true)

    // Opening the link only asks.
    const page = await t.request(path, { headers: { Cookie: `${SESSION_COOKIE}=${a.token}` } })
    expect(page.status).toBe(200)
    expect(page.headers.get('cache-control')).toBe('private, no-store')
    expect(await page.text()).toContain(`Make ${target} the email address of your account?`)
    expect((await api('/user/me', { token: a.token })).body.email).toBe(a.email)

    const done = await confirm(token, a.token)
    expect(done.status).toBe(302)
    expect(done.headers.get('location')).toBe('/profile?updated=email')
    expect((await api('/user/me', { token: a.token })).body.email).toBe(target)
    expect((await api('/user/me', { token: other })).status).toBe(401)
    expect((await smtp.waitFor(a.email, /email address was changed/)).text).toContain(target)
    expect((await api('/token', { method: 'POST', body: { email: target, password: PASSWORD } })).status).toBe(200)

    const again = await confirm(token, a.token)
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('This confirmation link is invalid or has expired')
  })

  it('refuses an expired link', async () => {
    const a = await registerAndSignIn()
    const target = newEmail()
    await requestChange(a.token, target)
    const { token } = await confirmationLink(target)
    const [{ userId }] = (await t.database.db.select({ userId: users.id }).from(users).where(eq(users.email, a.email))) as [{ userId: number }]
    await t.database.db
      .update(emailChanges)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(emailChanges.userId, userId))
    expect((await confirm(token, a.token)).status).toBe(400)
    expect((await api('/user/me', { token: a.token })).body.email).toBe(a.email)
  })

  it('refuses the link of another account, and an older link once a newer one was asked for', async () => {
    const a = await registerAndSignIn()
    const b = await registerAndSignIn()
    const first = newEmail()
    await requestChange(a.token, first)
    const { token } = await confirmationLink(first)
    expect((await confirm(token, b.token)).status).toBe(400)
    expect((await api('/user/me', { token: b.token })).body.email).toBe(b.email)
    await requestChange(a.token, newEmail())
    expect((await confirm(token, a.token)).status).toBe(400)
    expect((await api('/user/me', { token: a.token })).body.email).toBe(a.email)
  })

  it('changes nothing when the address was taken in the meantime', async () => {
    const a = await registerAndSignIn()
    const target = newEmail()
    await requestChange(a.token, target)
    const { token } = await confirmationLink(target)
    await registerAndSignIn(target)
    const refused = await confirm(token, a.token)
    expect(refused.status).toBe(409)
    expect(await refused.text()).toContain('Another account uses this address now, so your email was not changed.')
    expect((await api('/user/me', { token: a.token })).body.email).toBe(a.email)
    expect(await t.database.db.select().from(users).where(eq(users.email, target))).toHaveLength(1)
  })

  it('lets a signed-out reader sign in and confirm on the same form', async () => {
    const a = await registerAndSignIn()
    const target = newEmail()
    await requestChange(a.token, target)
    const { path, token } = await confirmationLink(target)
    const page = await t.request(path)
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Sign in with your current email address')
    const res = await t.request('/profile/confirm-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': newIp() },
      body: new URLSearchParams({ token, email: a.email, password: PASSWORD }).toString(),
    })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/profile?updated=email')
    const session = /quota_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')![1]!
    expect((await api('/user/me', { token: session })).body.email).toBe(target)
  })
})

describe('email change limits', () => {
  it('allows 5 changes an hour per account, then 429 with Retry-After and nothing saved', async () => {
    const a = await registerAndSignIn()
    for (let i = 0; i < 5; i++) await requestChange(a.token, newEmail())
    const limited = await api('/user/me', { method: 'POST', token: a.token, body: { email: newEmail(), company: 'Not saved' } })
    expect(limited.status).toBe(429)
    expect(limited.body.error.code).toBe('rate_limited')
    expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await api('/user/me', { token: a.token })).body.company).toBe('')
    expect((await api('/user/me', { method: 'POST', token: a.token, body: { company: 'Saved' } })).status).toBe(200)
  })

  it('allows 3 changes an hour to one address, whoever asks, taken or free alike', async () => {
    for (const target of [newEmail(), (await registerAndSignIn()).email]) {
      for (let i = 0; i < 3; i++) await requestChange((await registerAndSignIn()).token, target.toUpperCase())
      const limited = await api('/user/me', { method: 'POST', token: (await registerAndSignIn()).token, body: { email: target } })
      expect(limited.status).toBe(429)
      expect(Number(limited.res.headers.get('retry-after'))).toBeGreaterThan(0)
    }
  })
})
