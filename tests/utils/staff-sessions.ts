import { eq } from 'drizzle-orm'
import * as OTPAuth from 'otpauth'
import { expect } from 'vitest'
import { users } from '#db/schema/index.ts'
import type { Role } from '#lib/roles.ts'
import type { TestApp } from './test-app.ts'

/**
 * Accounts with a role, signed in through the pages (no JavaScript), and staff who set up their
 * second factor the way a person does: the set-up page's key into the app, the app's code back.
 */
export const STAFF_PASSWORD = 'long enough secret phrase'
let n = 0

/** A form as a browser posts it; a URLSearchParams body keeps repeated names (ticked topics). */
export const formPost = (body: Record<string, string> | URLSearchParams, cookie?: string) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': `10.31.${Math.floor(++n / 250) % 250}.${n % 250}`, ...(cookie ? { Cookie: cookie } : {}) },
  body: new URLSearchParams(body).toString(),
})

export const totpSecretOn = (html: string) => /class="totp-secret">([A-Z2-7]+)</.exec(html)![1]!
export const totpCode = (secret: string, steps = 0) => OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 })

export async function signedInAs(t: TestApp, role: Role) {
  const email = `${role}.${++n}.${Date.now()}@example.com`
  expect((await t.request('/register', formPost({ firstname: 'Sam', email, password: STAFF_PASSWORD }))).status).toBe(302)
  await t.database.db.update(users).set({ role }).where(eq(users.email, email))
  const signIn = await t.request('/login', formPost({ email, password: STAFF_PASSWORD, redirectTo: '/' }))
  expect(signIn.status).toBe(302)
  return { email, cookie: signIn.headers.get('set-cookie')!.split(';')[0]! }
}

export async function enrolledAs(t: TestApp, role: Role) {
  const member = await signedInAs(t, role)
  const setup = await t.request('/admin/second-factor/setup?redirectTo=%2Fadmin', { headers: { Cookie: member.cookie } })
  expect(setup.status).toBe(200)
  const html = await setup.text()
  expect(html).toMatch(/<img[^>]+src="data:image\/svg\+xml;base64,/)
  const secret = totpSecretOn(html)
  const done = await t.request('/admin/second-factor/setup', formPost({ code: totpCode(secret), redirectTo: '/admin' }, member.cookie))
  expect(done.status).toBe(200)
  const codes = [...(await done.text()).matchAll(/<code>([a-z2-9]{5}-[a-z2-9]{5})<\/code>/g)].map((m) => m[1]!)
  expect(codes).toHaveLength(10)
  return { ...member, secret, codes }
}
