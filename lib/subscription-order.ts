import { z } from './zod.ts'
import { cardNumber, isExpiryDate, isExpiryMonth, isExpiryYear, isSecurityCode, postalCode, securityCodeSize } from './validation/cards.ts'
import { email, exactLength, maxLength, required } from './validation/rules.ts'
import { MESSAGES } from './validation-messages.ts'
import { normaliseCode, PLAN_IDS } from './subscription-plans.ts'

/**
 * The magazine subscription form (spec §7 "POST /api/subscriptions/subscribe: form"), one schema
 * for the JSON API, the page's action and Conform in the browser, so both sides give the same
 * messages. The card fields are checked by the spec's card rules and never leave the order service.
 */

/** Countries we post printed issues to, by ISO 3166 code. */
export const SHIPPING_COUNTRIES = [
  ['US', 'United States'],
  ['CA', 'Canada'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['AU', 'Australia'],
  ['NZ', 'New Zealand'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['NL', 'Netherlands'],
] as const
const COUNTRY_CODES: readonly string[] = SHIPPING_COUNTRIES.map(([code]) => code)

const PROMO_CODE_MAX = 40

const text = (below: number) => required().pipe(maxLength(below))
const optionalText = (below: number) =>
  z
    .string({ error: MESSAGES.required })
    .trim()
    .pipe(maxLength(below))
    .optional()
    .transform((value) => value ?? '')

/** Upper-cased; empty when none was given. */
const promoCodeField = z
  .string({ error: MESSAGES.required })
  .pipe(maxLength(PROMO_CODE_MAX))
  .optional()
  .transform((value) => normaliseCode(value))

/** Made with the form (a random id): a retried submission carries the same one. */
export const submissionId = z
  .string({ error: MESSAGES.required })
  .regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'Reload the page and submit again' })

export const planId = z.enum(PLAN_IDS, { error: 'Choose a plan' })

const EXPIRY_MESSAGE = 'Invalid expiry date'

/** Expiry dates are checked against the clock at each check (card-validator reads it), so one schema serves for days. */
export function subscriptionOrderSchema() {
  return z
    .object({
      submissionId,
      planId,
      firstname: text(100),
      lastname: text(100),
      email: email().pipe(maxLength(254)),
      company: optionalText(150),
      address1: text(200),
      address2: optionalText(200),
      city: text(100),
      region: optionalText(100),
      postalCode: required().pipe(maxLength(20)).pipe(postalCode()),
      country: required()
        .pipe(exactLength(2))
        .transform((value) => value.toUpperCase())
        .refine((value) => COUNTRY_CODES.includes(value), { message: 'We do not post to that country yet' }),
      cardNumber: required().pipe(maxLength(30)).pipe(cardNumber()),
      expMonth: required().refine(isExpiryMonth, { message: EXPIRY_MESSAGE }).transform(Number),
      expYear: required()
        .refine((value) => isExpiryYear(value), { message: EXPIRY_MESSAGE })
        .transform((value) => (value.length === 2 ? 2000 + Number(value) : Number(value))),
      cvc: required().refine((value) => /^\d{3,4}$/.test(value), { message: MESSAGES.exactLength(3) }),
      cardPostalCode: required().pipe(maxLength(20)).pipe(postalCode()),
      promoCode: promoCodeField,
    })
    .superRefine((order, ctx) => {
      // Cross-field rules run even when other fields failed, so every message shows at once.
      const raw = order as Record<string, unknown>
      if (typeof raw.cardNumber === 'string' && typeof raw.cvc === 'string' && /^\d{3,4}$/.test(raw.cvc)) {
        const size = securityCodeSize(raw.cardNumber)
        if (!isSecurityCode(raw.cvc, size)) ctx.addIssue({ code: 'custom', path: ['cvc'], message: MESSAGES.exactLength(size) })
      }
      if (isExpiryMonth(raw.expMonth) && isExpiryYear(raw.expYear) && !isExpiryDate(raw.expMonth, raw.expYear)) {
        ctx.addIssue({ code: 'custom', path: ['expMonth'], message: 'This card has expired' })
      }
    }, { when: (payload) => typeof payload.value === 'object' && payload.value !== null })
}

export type SubscriptionOrder = z.output<ReturnType<typeof subscriptionOrderSchema>>

export const PromoCodeRequest = z.object({
  promoCode: required().pipe(maxLength(PROMO_CODE_MAX)).transform(normaliseCode),
  planId: planId.optional(),
})
