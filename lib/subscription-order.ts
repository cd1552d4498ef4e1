import { z } from './zod.ts'
import { postalCode } from './validation/cards.ts'
import { cardChecks, cardShape } from './card-schema.ts'
import { email, exactLength, maxLength, required } from './validation/rules.ts'
import { MESSAGES } from './validation-messages.ts'
import { normaliseCode, PLAN_IDS } from './subscription-plans.ts'
import { SHIPPING_COUNTRIES } from './shipping-countries.ts'

/**
 * The magazine subscription form (spec §7 "POST /api/subscriptions/subscribe: form"), one schema
 * for the JSON API, the page's action and Conform in the browser, so both sides give the same
 * messages. The card fields are checked by the spec's card rules and never leave the order service.
 */

const COUNTRY_CODES: readonly string[] = SHIPPING_COUNTRIES.map(([code]) => code)

const PROMO_CODE_MAX = 40

const text = (below: number) => z.pipe(required(), maxLength(below))
const optionalText = (below: number) =>
  z.pipe(
    z.optional(z.pipe(z.string({ error: MESSAGES.required }).check(z.trim()), maxLength(below))),
    z.transform((value: string | undefined) => value ?? ''),
  )

/** Upper-cased; empty when none was given. */
export const promoCodeField = z.pipe(
  z.optional(z.pipe(z.string({ error: MESSAGES.required }), maxLength(PROMO_CODE_MAX))),
  z.transform((value: string | undefined) => normaliseCode(value)),
)

/** Made with the form (a random id): a retried submission carries the same one. */
export const submissionId = z.string({ error: MESSAGES.required }).check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'Reload the page and submit again' }))

export const planId = z.enum(PLAN_IDS, { error: 'Choose a plan' })

/** The order's own fields: everything but the card. */
const orderFields = {
  submissionId,
  planId,
  firstname: text(100),
  lastname: text(100),
  email: z.pipe(email(), maxLength(254)),
  company: optionalText(150),
  address1: text(200),
  address2: optionalText(200),
  city: text(100),
  region: optionalText(100),
  postalCode: z.pipe(z.pipe(required(), maxLength(20)), postalCode()),
  country: z
    .pipe(
      z.pipe(required(), exactLength(2)),
      z.transform((value: string) => value.toUpperCase()),
    )
    .check(z.refine((value) => COUNTRY_CODES.includes(value), { message: 'We do not post to that country yet' })),
  promoCode: promoCodeField,
}

/** The order form when Stripe's Checkout takes the card (decision 061): no card field at all. */
export const checkoutOrderSchema = () => z.object(orderFields)

/** The order form with the test gateway's card fields (lib/card-schema.ts), checked against the clock at each check. */
export function subscriptionOrderSchema() {
  return z
    .object({
      ...orderFields,
      ...cardShape,
    })
    .check(cardChecks())
}

export type SubscriptionOrder = z.output<ReturnType<typeof subscriptionOrderSchema>>

export const PromoCodeRequest = z.object({
  promoCode: z.pipe(
    z.pipe(required(), maxLength(PROMO_CODE_MAX)),
    z.transform((value: string) => normaliseCode(value)),
  ),
  planId: z.optional(planId),
})
