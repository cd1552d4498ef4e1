import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { NewsletterSubscription } from '#lib/account-schemas.ts'
import { errorResponse } from '../middleware/errors.ts'
import type { ApiEnv } from './api-env.ts'
import { anyoneOrSignedIn, signedIn } from './security.ts'
import { authErrors, commonErrors, json, jsonBody, NewslettersBody, unauthenticated } from './responses.ts'

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
    summary: "Save newsletter choices: the signed-in reader's, or an anonymous visitor's with an email",
    request: jsonBody(NewsletterSubscription),
    responses: { 200: json(NewslettersBody, 'The choices now stored'), ...commonErrors },
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
    const user = c.var.user
    const address = user?.email ?? email
    if (!address) return errorResponse(c, 400, 'validation_failed', 'Check the highlighted fields', { email: 'Required' })
    return c.json(await c.var.services.newsletters.subscribe({ ...choices, email: address, userId: user?.id }, c.var.clientIp), 200)
  })

  return app
}
