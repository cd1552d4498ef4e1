import { z } from './zod.ts'
import { optionalText } from './account-schemas.ts'
import { PLAN_IDS } from './subscription-plans.ts'
import { MESSAGES } from './validation-messages.ts'
import { isStorableText } from './validation/control-characters.ts'

/** An optional number typed into a text field: empty is null; `pattern` and `inRange` check the text and its value. */
const optionalNumber = (pattern: RegExp, inRange: (value: number) => boolean, message: string, scale = 1) =>
  z.pipe(
    z.optional(z.string().check(z.trim())).check(z.refine((text) => !text || (pattern.test(text) && inRange(Number(text))), message)),
    z.transform((text: string | undefined) => (text ? Math.round(Number(text) * scale) : null)),
  )
const WHOLE = /^\d{1,9}$/
const optionalDate = z.pipe(
  z.optional(z.string().check(z.trim())).check(z.refine((text) => !text || (/^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`))), 'Use a date like 2026-12-31')),
  z.transform((text: string | undefined) => text || null),
)

/** What a promo code offers, as sales staff fill it in: a percentage or an amount off, never both. */
const offer = {
  description: optionalText(200),
  percent: optionalNumber(WHOLE, (n) => n >= 1 && n <= 100, 'A whole percentage from 1 to 100'),
  amount: optionalNumber(/^\d{1,5}(\.\d{1,2})?$/, (n) => n > 0 && n <= 10_000, 'An amount in dollars, like 10 or 12.50', 100),
  validFrom: optionalDate,
  validUntil: optionalDate,
  maxUses: optionalNumber(WHOLE, (n) => n >= 1 && n <= 1_000_000, 'A whole number of uses, 1 or more'),
  planIds: z._default(z.optional(z.array(z.enum(PLAN_IDS))), []),
}
const oneDiscount = () =>
  z.refine<{ percent: number | null; amount: number | null }>((value) => (value.percent === null) !== (value.amount === null), {
    message: 'Give a percentage or an amount off, not both',
    path: ['percent'],
  })

export const PromoCodeCreate = z
  .object({
    intent: z.literal('create'),
    code: z
      .string({ error: MESSAGES.required })
      .check(z.trim(), z.toUpperCase(), z.minLength(3, 'At least 3 characters'), z.maxLength(32, MESSAGES.maxLength(33)), z.regex(/^[A-Z0-9_-]+$/, 'Letters, digits, - and _ only')),
    ...offer,
  })
  .check(oneDiscount())

/** A code's offer changed; the code itself stays (readers already have it). */
export const PromoCodeEdit = z.object({ intent: z.literal('edit'), ...offer }).check(oneDiscount())

export const PromoCodeToggle = z.object({ intent: z.enum(['disable', 'enable']), code: z.string().check(z.trim(), z.minLength(1), z.maxLength(40), z.refine(isStorableText)) })
/** The promo-code list's forms: a new code, or one switched off or on. */
export const PromoCodeAction = z.discriminatedUnion('intent', [PromoCodeCreate, PromoCodeToggle])
