import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { AccountDeletion, PasswordChange, PasswordResetConfirm, PasswordResetRequest, ProfileUpdate, RegistrationRequest, TokenRequest } from '#lib/account-schemas.ts'
import type { ApiEnv } from './api-env.ts'
import { anyone, signedIn } from './security.ts'
import { authErrors, commonErrors, json, jsonBody, unauthenticated, UserBody } from './responses.ts'

const TokenBody = z.object({ token: z.string() }).openapi('Token')
const Accepted = z.object({ status: z.string() })
const UpdatedUser = UserBody.extend({
  pendingEmail: z.string().optional().openapi({
    description:
      'Set when the request asked for a new email: it is not applied yet. A link to confirm it was mailed to it (valid 24 hours), unless it belongs to another account; the answer is the same either way.',
  }),
}).openapi('UpdatedUser')

const routes = {
  token: createRoute({
    method: 'post',
    path: '/token',
    ...anyone,
    summary: 'Sign in: exchange email and password for a bearer token',
    description:
      'After many failures on one account (from any address) the account slows down: a request without a proof of work answers 429 with code challenge_required and Retry-After, and the owner is mailed once. Solve GET /api/challenge and send it in the X-Altcha header: the right password with a solved challenge always signs in. 5 failures from one address to one account, and 20 attempts a minute from one address, answer 429 rate_limited.',
    request: jsonBody(TokenRequest),
    responses: { 200: json(TokenBody, 'The token to send as Authorization: Bearer'), ...authErrors, ...commonErrors },
  }),
  revoke: createRoute({
    method: 'delete',
    path: '/token',
    ...signedIn,
    summary: 'Sign out: revoke the token of this request',
    responses: { 204: { description: 'Revoked' }, ...authErrors },
  }),
  me: createRoute({
    method: 'get',
    path: '/user/me',
    ...signedIn,
    summary: 'The signed-in user',
    responses: { 200: json(UserBody, 'The user (never a password or hash)'), ...authErrors },
  }),
  updateMe: createRoute({
    method: 'post',
    path: '/user/me',
    ...signedIn,
    summary: 'Update the signed-in user (only the fields sent); a new email takes effect once confirmed from the link mailed to it',
    description:
      'Profile fields are saved at once. A new `email` is only recorded as pending: the current address is told, and the new one gets a confirmation link, or a notice if it already has an account. The answer never tells which. Email changes are limited to 5 an hour per account and 3 an hour per new address (429 with Retry-After).',
    request: jsonBody(ProfileUpdate),
    responses: { 200: json(UpdatedUser, 'The user as saved (its email unchanged until confirmed)'), ...authErrors, ...commonErrors },
  }),
  register: createRoute({
    method: 'post',
    path: '/user',
    ...anyone,
    summary: 'Register. The same answer whether or not the address already has an account (its owner is mailed)',
    request: jsonBody(RegistrationRequest),
    responses: { 201: json(Accepted, 'Registered; sign in with POST /api/token'), ...commonErrors },
  }),
  deleteMe: createRoute({
    method: 'delete',
    path: '/user/me',
    ...signedIn,
    summary: 'Delete the account and its personal data, confirmed with the password',
    request: jsonBody(AccountDeletion),
    responses: { 204: { description: 'Deleted; every token is revoked' }, ...authErrors, ...commonErrors },
  }),
  changePassword: createRoute({
    method: 'put',
    path: '/user/password',
    ...signedIn,
    summary: 'Change the password; every other session ends and a fresh token is returned',
    request: jsonBody(PasswordChange),
    responses: { 200: json(TokenBody, 'The new token for this client'), ...authErrors, ...commonErrors },
  }),
  requestReset: createRoute({
    method: 'post',
    path: '/passwordReset',
    ...anyone,
    summary: 'Mail a password-reset link (202 whether or not the address is known)',
    request: jsonBody(PasswordResetRequest),
    responses: { 202: json(Accepted, 'Accepted'), ...commonErrors },
  }),
  confirmReset: createRoute({
    method: 'put',
    path: '/passwordReset',
    ...anyone,
    summary: 'Set a new password with a reset token (single use, 30 minutes); ends every session',
    request: jsonBody(PasswordResetConfirm),
    responses: { 204: { description: 'Password changed' }, ...commonErrors },
  }),
}

export function accountRoutes() {
  const app = new OpenAPIHono<ApiEnv>()

  app.openapi(routes.token, async (c) => {
    const { email, password } = c.req.valid('json')
    const { token } = await c.var.services.accounts.signIn(email, password, c.var.network)
    return c.json({ token }, 200)
  })

  app.openapi(routes.revoke, async (c) => {
    if (!c.var.token) return unauthenticated(c)
    await c.var.services.accounts.signOut(c.var.token)
    return c.body(null, 204)
  })

  app.openapi(routes.me, (c) => (c.var.user ? c.json(c.var.user, 200) : unauthenticated(c)))

  app.openapi(routes.updateMe, async (c) => {
    if (!c.var.user) return unauthenticated(c)
    const { user, pendingEmail } = await c.var.services.accounts.updateProfile(c.var.user, c.req.valid('json'))
    return c.json({ ...user, ...(pendingEmail ? { pendingEmail } : {}) }, 200)
  })

  app.openapi(routes.register, async (c) => {
    await c.var.services.accounts.register(c.req.valid('json'), c.var.network)
    return c.json({ status: 'registered' }, 201)
  })

  app.openapi(routes.deleteMe, async (c) => {
    if (!c.var.user) return unauthenticated(c)
    await c.var.services.accounts.deleteAccount(c.var.user, c.req.valid('json').password, c.var.clientIp)
    return c.body(null, 204)
  })

  app.openapi(routes.changePassword, async (c) => {
    if (!c.var.user) return unauthenticated(c)
    const { currentPassword, newPassword } = c.req.valid('json')
    const token = await c.var.services.accounts.changePassword(c.var.user, currentPassword, newPassword, c.var.clientIp)
    return c.json({ token }, 200)
  })

  app.openapi(routes.requestReset, async (c) => {
    await c.var.services.accounts.requestPasswordReset(c.req.valid('json').email, c.var.network)
    return c.json({ status: 'accepted' }, 202)
  })

  app.openapi(routes.confirmReset, async (c) => {
    const { resetToken, newPassword } = c.req.valid('json')
    await c.var.services.accounts.resetPassword(resetToken, newPassword, c.var.clientIp)
    return c.body(null, 204)
  })

  return app
}
