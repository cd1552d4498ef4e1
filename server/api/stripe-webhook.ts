import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { errorResponse } from '../middleware/errors.ts'
import type { ApiEnv } from './api-env.ts'
import { commonErrors, ErrorBody, json } from './responses.ts'

export const STRIPE_WEBHOOK_PATH = '/payments/stripe/webhook'

const Received = z.object({ received: z.literal(true), duplicate: z.boolean() }).openapi('StripeEventReceived')

const route = createRoute({
  method: 'post',
  path: STRIPE_WEBHOOK_PATH,
  security: [],
  summary: 'Stripe webhook events: the truth about payments (decision 061)',
  description:
    'The endpoint of Stripe’s dashboard whose signing secret is STRIPE_WEBHOOK_SECRET. Each event must carry a valid Stripe-Signature; it is stored once by its id and answered at once, and a job does the work: checkout.session.completed and invoice.paid mark an order paid, invoice.payment_failed mails the reader, customer.subscription.updated and .deleted keep the subscription’s state, charge.refunded records the refund. A replayed event answers duplicate: true and is not processed again; while the database is down the answer is 503, and Stripe sends the event again.',
  responses: {
    200: json(Received, 'Stored (or already stored): Stripe stops sending it'),
    400: json(ErrorBody, 'The Stripe-Signature header is missing or does not match the body'),
    404: json(ErrorBody, 'Stripe is not configured'),
    413: commonErrors[413],
    415: commonErrors[415],
    503: json(ErrorBody, 'db_unavailable: not stored; Stripe sends the event again'),
  },
})

export function stripeWebhookRoutes() {
  const app = new OpenAPIHono<ApiEnv>()
  app.openapi(route, async (c) => {
    const stripe = c.var.services.stripe
    if (!stripe) return errorResponse(c, 404, 'not_found', 'No such API endpoint') as never
    // The signature covers the body's exact bytes: it is read as text, never parsed and re-encoded.
    const answer = await stripe.webhooks.receive(await c.req.text(), c.req.header('Stripe-Signature'))
    if (answer.status === 400) return errorResponse(c, 400, 'validation_failed', answer.message) as never
    return c.json({ received: true as const, duplicate: answer.duplicate }, 200)
  })
  return app
}
