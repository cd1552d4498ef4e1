import { z } from './zod.ts'
import { cardChecks, cardShape } from './card-schema.ts'
import { leadFormShape } from './lead-forms.ts'
import type { LeadFormField, LeadValues } from './lead-fields.ts'
import { MESSAGES } from './validation-messages.ts'
import { isStorableText } from './validation/control-characters.ts'
import { storableIdOf } from './validation/ranges.ts'
import { promoCodeField, submissionId } from './subscription-order.ts'

/**
 * The event passes' forms (decision 063): the buyer's, built from the same field definitions as
 * the webinars' registration forms, and the back office's pass types and check-in.
 */

/** An id sent in a hidden field; anything an integer column cannot hold is refused like a missing one. */
const recordId = (message: string) =>
  z.pipe(
    z.string({ error: message }).check(z.refine((raw) => storableIdOf(raw) !== null, message)),
    z.transform((raw: string) => storableIdOf(raw)!),
  )

/** A pass bought: the buyer's answers, the pass, a promo code, and a card when the test gateway takes it. */
export function passPurchaseSchema(fields: readonly LeadFormField[], { card }: { card: boolean }) {
  const shape = { ...leadFormShape(fields), submissionId, passTypeId: recordId('Choose a pass'), promoCode: promoCodeField }
  return (card ? z.object({ ...shape, ...cardShape }).check(cardChecks()) : z.object(shape)) as unknown as z.ZodMiniType<PassPurchase>
}

/** The buyer's answers (the contact fields by name, the sponsors' box), the pass, and the card when one is asked for. */
export type PassPurchase = LeadValues & {
  submissionId: string
  passTypeId: number
  promoCode: string
  cardNumber?: string
  expMonth?: number
  expYear?: number
  cvc?: string
  cardPostalCode?: string
}

const atMost = (max: number) => `At most ${max.toLocaleString('en-US')} characters`
const WHEN = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/
/** A moment typed as a date or a date and time (UTC); empty: none. */
const optionalMoment = z.pipe(
  z
    .optional(z.string().check(z.trim()))
    .check(z.refine((text) => !text || (WHEN.test(text) && !Number.isNaN(Date.parse(`${text.length === 10 ? `${text}T00:00` : text}:00Z`))), 'Use a date like 2026-12-31 or 2026-12-31T09:00')),
  z.transform((text: string | undefined) => (text ? new Date(`${text.length === 10 ? `${text}T00:00` : text}:00Z`) : null)),
)

/** Promo codes as typed, separated by commas or spaces; upper-cased like the codes themselves. */
const codeList = z.pipe(
  z._default(z.optional(z.string().check(z.trim(), z.maxLength(500, atMost(500)))), ''),
  z.transform((text: string) => [
    ...new Set(
      text
        .toUpperCase()
        .split(/[\s,]+/)
        .filter(Boolean),
    ),
  ]),
)

export const PassTypeForm = z
  .object({
    intent: z.literal('save'),
    /** Absent for a new pass type. */
    id: z.pipe(
      z.optional(z.string()),
      z.transform((raw: string | undefined) => storableIdOf(raw)),
    ),
    name: z.string({ error: 'Give the pass a name' }).check(z.trim(), z.minLength(1, 'Give the pass a name'), z.maxLength(100, atMost(100)), z.refine(isStorableText, 'Remove the control characters')),
    priceCents: z.pipe(
      z.string({ error: MESSAGES.required }).check(
        z.trim(),
        z.refine((text) => /^\d{1,6}(\.\d{1,2})?$/.test(text) && Number(text) <= 100_000, 'A price in dollars, like 895 or 0 for a free pass'),
      ),
      z.transform((text: string) => Math.round(Number(text) * 100)),
    ),
    capacity: z.pipe(
      z.string({ error: MESSAGES.required }).check(
        z.trim(),
        z.refine((text) => /^\d{1,6}$/.test(text) && Number(text) >= 1 && Number(text) <= 100_000, 'A whole number of seats from 1 to 100,000'),
      ),
      z.transform(Number),
    ),
    saleStartsAt: optionalMoment,
    saleEndsAt: optionalMoment,
    promoCodes: codeList.check(z.refine((codes) => codes.every((code) => /^[A-Z0-9_-]{1,32}$/.test(code)), 'Codes are letters, digits, - and _')),
  })
  .check(z.refine((pass) => !pass.saleStartsAt || !pass.saleEndsAt || pass.saleEndsAt > pass.saleStartsAt, { message: 'Must be after the start of sales', path: ['saleEndsAt'] }))
export type PassTypeInput = z.output<typeof PassTypeForm>

/** An attendee checked in at the door, or the check-in undone. */
export const CheckInForm = z.object({ intent: z.enum(['check-in', 'undo-check-in']), orderId: recordId('No such attendee') })
