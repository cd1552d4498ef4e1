import { createRoute, OpenAPIHono } from '@hono/zod-openapi'
import { z } from 'zod'
import { PromoCodeRequest, subscriptionOrderSchema } from '#lib/subscription-order.ts'
import { PLAN_IDS } from '#lib/subscription-plans.ts'
import type { ApiEnv } from './api-env.ts'
import { classic } from './classic-schema.ts'
import { anyone, anyoneOrSignedIn } from './security.ts'
import { commonErrors, ErrorBody, json, jsonBody } from './responses.ts'

const PlanPrice = z.object({ planId: z.enum(PLAN_IDS), listPriceCents: z.number().int(), discountCents: z.number().int(), amountCents: z.number().int() })

const PromoCodeBody = z
  .object({
    promoCode: z.string(),
    description: z.string(),
    discount: z.union([z.object({ percent: z.number().int() }), z.object({ cents: z.number().int() })]),
    planIds: z.array(z.enum(PLAN_IDS)),
    prices: z.array(PlanPrice),
  })
  .openapi('PromoCode')

const OrderBody = z
  .object({
    orderId: z.number().int(),
    status: z.literal('paid'),
    planId: z.enum(PLAN_IDS),
    promoCode: z.string().nullable(),
    listPriceCents: z.number().int(),
    amountCents: z.number().int(),
    currency: z.string(),
    cardBrand: z.string(),
    cardLast4: z.string(),
  })
  .openapi('MagazineSubscription')

const promoErrors = {
  404: json(ErrorBody, 'Unknown code (not_found)'),
  422: json(ErrorBody, 'promo_exhausted, or promo_not_eligible for the plan'),
}

/** A working order for the reference page: the built-in test gateway approves this card. */
const ORDER_EXAMPLE = {
  submissionId: 'order-2f6c1e0a9b7d4c3e',
  planId: 'digital' as const,
  firstname: 'Ada',
  lastname: 'Byron',
  email: 'ada@example.com',
  company: 'Acme',
  address1: '1 Main Street',
  city: 'Springfield',
  region: 'IL',
  postalCode: '62701',
  country: 'US',
  cardNumber: '4242 4242 4242 4242',
  expMonth: '12',
  expYear: '2030',
  cvc: '123',
  cardPostalCode: '62701',
}

const routes = {
  validatePromo: createRoute({
    method: 'post',
    path: '/promocode/validate',
    ...anyone,
    summary: 'Check a promo code, optionally for one plan; answers its discount and the discounted prices (10 checks an hour per address)',
    request: jsonBody(PromoCodeRequest),
    responses: { 200: json(PromoCodeBody, 'The code applies'), ...promoErrors, ...commonErrors },
  }),
  subscribe: createRoute({
    method: 'post',
    path: '/subscriptions/subscribe',
    ...anyoneOrSignedIn,
    summary:
      'Order a magazine subscription and pay by card. The order is stored before payment; sending the same submissionId again answers the stored outcome and never charges twice (after a decline, send a new submissionId)',
    request: jsonBody(classic(subscriptionOrderSchema()).openapi('MagazineSubscriptionRequest', { example: ORDER_EXAMPLE })),
    responses: {
      201: json(OrderBody, 'Paid'),
      200: json(OrderBody, 'Already paid: the answer to a retried submission'),
      402: json(ErrorBody, 'payment_declined, with a message on cardNumber'),
      409: json(ErrorBody, 'The submissionId belongs to another order, or the order is being processed'),
      ...promoErrors,
      ...commonErrors,
      503: json(ErrorBody, 'payment_unavailable: the order is kept; retry with the same submissionId (see Retry-After). Or db_unavailable'),
    },
  }),
}

export function commerceRoutes() {
  const app = new OpenAPIHono<ApiEnv>()

  app.openapi(routes.validatePromo, async (c) => {
    const { promoCode, planId } = c.req.valid('json')
    return c.json(await c.var.services.promoCodes.validate(promoCode, { planId, network: c.var.network }), 200)
  })

  app.openapi(routes.subscribe, async (c) => {
    const { order, created } = await c.var.services.subscriptions.subscribe(c.req.valid('json'), { userId: c.var.user?.id, network: c.var.network })
    return c.json(order, created ? 201 : 200)
  })

  return app
}
