import { z } from './zod.ts'
import { MESSAGES } from './validation-messages.ts'
import type { LeadFormField, LeadValues } from './lead-fields.ts'
import { charLength, DEFAULT_MESSAGES, isAccepted, isEmail, isUrl } from './validation/predicates.ts'
import { acceptance } from './validation/rules.ts'

/**
 * Lead forms built from field definitions (a webinar's registration form as the CMS stores it,
 * the media kit's, the gated download's and the application forms' own lists), isomorphic: the
 * same schema checks the browser's input (Conform), the page action's and the JSON API's, with
 * the spec's messages. Fields not in the definition are dropped, never stored. The definitions
 * and the contact helpers, which pages use without zod, are in ./lead-fields.ts.
 */

/** Longest accepted answer by type: 'Must be less than N characters'. */
const LEAD_LIMITS = { text: 100, email: 254, tel: 30, url: 500, textarea: 2000 } as const

const PHONE_MESSAGE = 'Invalid phone number'
/** E.164 allows 15 digits; fewer than 7 is no phone number anywhere. */
const PHONE_DIGITS = { min: 7, max: 15 }

const digitsOf = (value: string) => value.replace(/\D+/g, '')

/** Missing is 'Required'; a value of another type (JSON clients) is named as such. */
const text = () => z.string({ error: (issue) => (issue.input == null ? MESSAGES.required : 'Must be text') }).check(z.trim())

function textRule(field: LeadFormField, below: number) {
  const base = text()
  const shorter = z.refine<string>((value) => charLength(value) < below, { message: MESSAGES.maxLength(below), abort: true })
  const sized = field.required ? base.check(z.minLength(1, { message: MESSAGES.required, abort: true }), shorter) : base.check(shorter)
  if (field.type === 'url') return sized.check(z.refine((value) => value === '' || isUrl(value), { message: DEFAULT_MESSAGES.url }))
  if (field.type === 'email') return sized.check(z.refine((value) => value === '' || isEmail(value), { message: MESSAGES.email }))
  if (field.type === 'tel') {
    return z.pipe(
      sized.check(z.refine((value) => value === '' || (digitsOf(value).length >= PHONE_DIGITS.min && digitsOf(value).length <= PHONE_DIGITS.max), { message: PHONE_MESSAGE })),
      z.transform(digitsOf),
    )
  }
  return sized
}

function selectRule(field: LeadFormField) {
  const options = field.options ?? []
  const choice = text().check(z.refine((value) => value === '' || options.includes(value), { message: DEFAULT_MESSAGES.inclusion }))
  return field.required ? choice.check(z.refine((value) => value !== '', { message: MESSAGES.required })) : choice
}

const limitOf = (field: LeadFormField) => field.below ?? (Object.hasOwn(LEAD_LIMITS, field.type) ? LEAD_LIMITS[field.type as keyof typeof LEAD_LIMITS] : LEAD_LIMITS.text)

function fieldRule(field: LeadFormField): z.ZodMiniType<string | boolean | undefined> {
  if (field.type === 'checkbox') {
    return field.required
      ? z.pipe(
          acceptance(),
          z.transform(() => true),
        )
      : z.pipe(z.optional(z.unknown()), z.transform(isAccepted))
  }
  return optionalWhenBlank(field, field.type === 'select' ? selectRule(field) : textRule(field, limitOf(field)))
}

/** Conform sends an empty input as nothing at all; an optional field then answers ''. */
function optionalWhenBlank(field: LeadFormField, rule: z.ZodMiniType<string>): z.ZodMiniType<string | undefined> {
  return field.required
    ? rule
    : z.pipe(
        z.optional(rule),
        z.transform((value: string | undefined) => value ?? ''),
      )
}

/** The zod schema of a form: one rule per defined field; other keys are dropped. */
export function createLeadFormSchema(fields: readonly LeadFormField[]) {
  return z.object(leadFormShape(fields)) as unknown as z.ZodMiniType<LeadValues>
}

/** The rules of a form's fields, for a schema that adds its own (an event pass's choice and card). */
export function leadFormShape(fields: readonly LeadFormField[]) {
  const shape: Record<string, z.ZodMiniType<string | boolean | undefined>> = {}
  for (const field of fields) shape[field.name] = fieldRule(field)
  return shape
}
