import { z } from 'zod'
import { MESSAGES } from './validation-messages.ts'
import { acceptance, email, isBlank, isUrl, maxLength, required } from './validation/rules.ts'

/**
 * Lead forms described as data: the gated download form and the application forms are lists
 * of fields, and one schema is built from each list with the spec §5 rules. The same schema
 * checks the page's form post (Conform, JavaScript off), the browser (onValidate) and the
 * JSON API, so all three accept and refuse exactly the same answers with the same messages.
 */
export type LeadFieldType = 'text' | 'email' | 'tel' | 'url' | 'select' | 'textarea' | 'checkbox'

export interface LeadField {
  name: string
  label: string
  type: LeadFieldType
  required?: boolean
  /** Answers must be shorter than this many characters ('Must be less than N characters'). */
  below?: number
  options?: readonly string[]
  autoComplete?: string
  hint?: string
}

/** The columns a lead row has of its own; every other answer goes to `answers`. */
export const CONTACT_COLUMNS = ['firstname', 'lastname', 'email', 'company', 'jobTitle', 'phone'] as const
export type ContactColumn = (typeof CONTACT_COLUMNS)[number]

/**
 * A hidden field people never see and bots fill in (RELIABILITY: lead forms carry a honeypot).
 * Its name is not one a browser autofills.
 */
export const HONEYPOT = 'leave_this_blank'

export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1,000', '1,001-5,000', 'More than 5,000'] as const

export const contactFields: LeadField[] = [
  { name: 'firstname', label: 'First name', type: 'text', required: true, below: 100, autoComplete: 'given-name' },
  { name: 'lastname', label: 'Last name', type: 'text', required: true, below: 100, autoComplete: 'family-name' },
  { name: 'email', label: 'Work email', type: 'email', required: true, below: 254, autoComplete: 'email' },
  { name: 'company', label: 'Company', type: 'text', required: true, below: 150, autoComplete: 'organization' },
  { name: 'jobTitle', label: 'Job title', type: 'text', required: true, below: 150, autoComplete: 'organization-title' },
]

/** The download form of a gated asset; the consent names the sponsor who receives the lead. */
export function assetLeadFields(sponsorName: string | null): LeadField[] {
  return [
    ...contactFields,
    { name: 'phone', label: 'Phone', type: 'tel', below: 40, autoComplete: 'tel' },
    { name: 'companySize', label: 'Company size', type: 'select', options: COMPANY_SIZES },
    {
      name: 'consent',
      label: sponsorName ? `${sponsorName} may contact me about this resource` : 'The publisher may contact me about this resource',
      type: 'checkbox',
      required: true,
      hint: sponsorName ? `Your details go to ${sponsorName}, who provides it free of charge.` : undefined,
    },
  ]
}

function fieldSchema(field: LeadField): z.ZodType {
  if (field.type === 'checkbox') {
    const accepted = acceptance({ message: MESSAGES.required })
    return field.required ? accepted.transform(() => true) : z.unknown().transform((value) => !isBlank(value) && accepted.safeParse(value).success).optional()
  }
  let text: z.ZodType<string, unknown> = field.type === 'email' ? email() : required()
  if (field.below !== undefined) text = text.pipe(maxLength(field.below))
  if (field.type === 'url') text = text.refine(isUrl, { message: 'Invalid address: start with https://' })
  const options = field.options
  if (options) text = text.refine((value) => options.includes(value), { message: 'Choose one of the options' })
  if (field.required) return text
  // Optional: blank is '' (Conform sends nothing for an empty input), anything else is checked.
  return z.unknown().transform((value, ctx) => {
    if (isBlank(value)) return ''
    const result = text.safeParse(value)
    if (result.success) return result.data
    for (const issue of result.error.issues) ctx.addIssue({ code: 'custom', message: issue.message })
    return z.NEVER
  }).optional()
}

/** One object schema for a form's fields; unknown keys are dropped, the honeypot must stay empty. */
export function leadFormSchema(fields: readonly LeadField[]) {
  const shape: Record<string, z.ZodType> = Object.fromEntries(fields.map((field) => [field.name, fieldSchema(field)]))
  shape[HONEYPOT] = z.unknown().refine(isBlank, { message: 'Leave this field empty' }).optional()
  return z.object(shape)
}

export type LeadAnswers = Record<string, string | boolean>

/** Splits valid answers into the lead's own columns and the rest (the honeypot is dropped). */
export function splitAnswers(fields: readonly LeadField[], values: Record<string, unknown>) {
  const contact: Partial<Record<ContactColumn, string>> = {}
  const answers: LeadAnswers = {}
  for (const field of fields) {
    const value = values[field.name]
    if (typeof value !== 'string' && typeof value !== 'boolean') continue
    if ((CONTACT_COLUMNS as readonly string[]).includes(field.name)) contact[field.name as ContactColumn] = String(value)
    else answers[field.name] = value
  }
  return { contact: contact as Partial<Record<ContactColumn, string>> & { email: string }, answers }
}
