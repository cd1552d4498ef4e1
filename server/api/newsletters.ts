import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { NewsletterSubscription } from '#lib/account-schemas.ts'
import { errorResponse } from '../middleware/errors.ts'
import type { ApiEnv } from './api-env.ts'
import { anyoneOrSignedIn, signedIn } from './security.ts'
import { authErrors, commonErrors, json, jsonBody, NewsletterPendingBody, NewslettersBody, unauthenticated } from './responses.ts'

export const CHECK_YOUR_INBOX = 'Check your inbox to confirm your newsletter choices.'

const routes = {
  get: createRoute({
    method: 'get',
    path: '/newsletters',
    ...signedIn,
    summary: "The signed-in reader's newsletter choices",
    responses: { 200: json(NewslettersBody, 'dailyBoost, salesDigest, thirdParty'), ...authErrors },
  }),
  subscribe: createRoute({
    method: 'post',
    path: '/newsletters/subscribe',
    ...anyoneOrSignedIn,
    summary: "Save newsletter choices: the signed-in reader's at once, or an anonymous visitor's after confirmation by mail",
    description:
      'Signed in (bearer token or session cookie): the choices are stored for the account and returned (200). ' +
      'Anonymous, with `email`: nothing is stored as a choice yet; a confirmation link is mailed to the address and only following it applies the choices (202). ' +
      'The 202 answer is the same whether or not the address is already subscribed.',
    request: jsonBody(NewsletterSubscription),
    responses: {
      200: json(NewslettersBody, "The signed-in reader's choices, now stored"),
      202: json(NewsletterPendingBody, 'An anonymous sign-up: check your inbox to confirm'),
      ...commonErrors,
    },
  }),
}

export function newsletterRoutes() {
  const app = new OpenAPIHono<ApiEnv>()

  app.openapi(routes.get, async (c) => {
    if (!c.var.user) return unauthenticated(c)
    return c.json(await c.var.services.newsletters.getChoices(c.var.user), 200)
  })

  app.openapi(routes.subscribe, async (c) => {
    const { email, ...choices } = c.req.valid('json')
    const { user, services, network } = c.var
    if (user) return c.json(await services.newsletters.update(user, choices, network), 200)
    if (!email) return errorResponse(c, 400, 'validation_failed', 'Check the highlighted fields', { email: 'Required' })
    await services.newsletters.request({ ...choices, email }, network)
    return c.json({ status: 'pending_confirmation' as const, message: CHECK_YOUR_INBOX }, 202)
  })

  return app
}
