import { z } from './zod.ts'
import { cardNumber, isExpiryDate, isExpiryMonth, isExpiryYear, isSecurityCode, postalCode, securityCodeSize } from './validation/cards.ts'
import { maxLength, required } from './validation/rules.ts'
import { MESSAGES } from './validation-messages.ts'

/**
 * The card fields of the built-in test gateway's forms (the magazine order, an event pass), with
 * the spec's card rules (§8: card type, Luhn, expiry). The number never leaves the order service.
 */

const EXPIRY_MESSAGE = 'Invalid expiry date'

export const cardShape = {
  cardNumber: z.pipe(z.pipe(required(), maxLength(30)), cardNumber()),
  expMonth: z.pipe(required().check(z.refine(isExpiryMonth, { message: EXPIRY_MESSAGE })), z.transform(Number)),
  expYear: z.pipe(
    required().check(z.refine((value) => isExpiryYear(value), { message: EXPIRY_MESSAGE })),
    z.transform((value: string) => (value.length === 2 ? 2000 + Number(value) : Number(value))),
  ),
  cvc: required().check(z.refine((value) => /^\d{3,4}$/.test(value), { message: MESSAGES.exactLength(3) })),
  cardPostalCode: z.pipe(z.pipe(required(), maxLength(20)), postalCode()),
}

/**
 * The rules across card fields (the security code's size for the brand, an expired card); they
 * run even when other fields failed, so every message shows at once. Expiry dates are checked
 * against the clock at each check (card-validator reads it), so one schema serves for days.
 */
export const cardChecks = () =>
  z.superRefine(
    (order: unknown, ctx) => {
      const raw = order as Record<string, unknown>
      if (typeof raw.cardNumber === 'string' && typeof raw.cvc === 'string' && /^\d{3,4}$/.test(raw.cvc)) {
        const size = securityCodeSize(raw.cardNumber)
        if (!isSecurityCode(raw.cvc, size)) ctx.addIssue({ code: 'custom', path: ['cvc'], message: MESSAGES.exactLength(size) })
      }
      if (isExpiryMonth(raw.expMonth) && isExpiryYear(raw.expYear) && !isExpiryDate(raw.expMonth, raw.expYear)) {
        ctx.addIssue({ code: 'custom', path: ['expMonth'], message: 'This card has expired' })
      }
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
