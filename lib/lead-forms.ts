import { z } from 'zod'
import { MESSAGES } from './validation-messages.ts'
import { acceptance, charLength, DEFAULT_MESSAGES, isAccepted, isBlank, isEmail } from './validation/rules.ts'

/**
 * Lead forms built from field definitions (a webinar's registration form as the CMS stores it,
 * the media kit's own list), isomorphic: the same schema checks the browser's input (Conform),
 * the page action's and the JSON API's, with the spec's messages. Fields not in the definition
 * are dropped, never stored.
 */
export interface LeadFormField {
  name: string
  label: string
  /** text, email, tel, select, textarea or checkbox; anything else is treated as text. */
  type: string
  required: boolean
  options: string[]
}

export type LeadValues = Record<string, string | boolean>

/** Longest accepted answer by type: 'Must be less than N characters'. */
export const LEAD_LIMITS = { text: 100, email: 254, tel: 30, textarea: 2000 } as const

export const PHONE_MESSAGE = 'Invalid phone number'
/** E.164 allows 15 digits; fewer than 7 is no phone number anywhere. */
const PHONE_DIGITS = { min: 7, max: 15 }

/** A field spam robots fill in and people never see; a form carrying it is dropped. */
export const HONEYPOT_FIELD = 'fax_number'

export const digitsOf = (value: string) => value.replace(/\D+/g, '')

/** Missing is 'Required'; a value of another type (JSON clients) is named as such. */
const text = () => z.string({ error: (issue) => (issue.input == null ? MESSAGES.required : 'Must be text') }).trim()

function textRule(field: LeadFormField, below: number) {
  const base = text()
  const sized = field.required
    ? base.min(1, { message: MESSAGES.required, abort: true }).refine((value) => charLength(value) < below, { message: MESSAGES.maxLength(below), abort: true })
    : base.refine((value) => charLength(value) < below, { message: MESSAGES.maxLength(below), abort: true })
  if (field.type === 'email') return sized.refine((value) => value === '' || isEmail(value), { message: MESSAGES.email })
  if (field.type === 'tel') {
    return sized
      .refine((value) => value === '' || (digitsOf(value).length >= PHONE_DIGITS.min && digitsOf(value).length <= PHONE_DIGITS.max), { message: PHONE_MESSAGE })
      .transform(digitsOf)
  }
  return sized
}

function selectRule(field: LeadFormField) {
  const choice = text().refine((value) => value === '' || field.options.includes(value), { message: DEFAULT_MESSAGES.inclusion })
  return field.required ? choice.refine((value) => value !== '', { message: MESSAGES.required }) : choice
}

function fieldRule(field: LeadFormField): z.ZodType<string | boolean | undefined> {
  switch (field.type) {
    case 'checkbox':
      return field.required ? acceptance().transform(() => true) : z.unknown().optional().transform(isAccepted)
    case 'select':
      return optionalWhenBlank(field, selectRule(field))
    case 'email':
      return optionalWhenBlank(field, textRule(field, LEAD_LIMITS.email))
    case 'tel':
      return optionalWhenBlank(field, textRule(field, LEAD_LIMITS.tel))
    case 'textarea':
      return optionalWhenBlank(field, textRule(field, LEAD_LIMITS.textarea))
    default:
      return optionalWhenBlank(field, textRule(field, LEAD_LIMITS.text))
  }
}

/** Conform sends an empty input as nothing at all; an optional field then answers ''. */
function optionalWhenBlank(field: LeadFormField, rule: z.ZodType<string>) {
  return field.required ? rule : rule.optional().transform((value) => value ?? '')
}

/** The zod schema of a form: one rule per defined field; other keys are dropped. */
export function createLeadFormSchema(fields: readonly LeadFormField[]) {
  const shape: Record<string, z.ZodType<string | boolean | undefined>> = {}
  for (const field of fields) shape[field.name] = fieldRule(field)
  return z.object(shape) as unknown as z.ZodType<LeadValues>
}

// ---------------------------------------------------------------- the contact columns of a lead

export interface LeadContact {
  email: string
  firstname: string
  lastname: string
  company: string
  jobTitle: string
  phone: string
}

/** Field names the CMS forms and the old client use for the contact columns. */
const CONTACT_NAMES: Record<keyof LeadContact, string[]> = {
  email: ['email'],
  firstname: ['first_name', 'firstname', 'firstName'],
  lastname: ['last_name', 'lastname', 'lastName'],
  company: ['company'],
  jobTitle: ['job_title', 'jobTitle', 'jobtitle'],
  phone: ['phone_number', 'phone'],
}

export const contactKeyOf = (name: string) =>
  (Object.keys(CONTACT_NAMES) as (keyof LeadContact)[]).find((key) => CONTACT_NAMES[key].includes(name))

/** Splits checked values into the lead's contact columns and its other answers. */
export function splitLeadValues(values: LeadValues): { contact: LeadContact; answers: LeadValues } {
  const contact: LeadContact = { email: '', firstname: '', lastname: '', company: '', jobTitle: '', phone: '' }
  const answers: LeadValues = {}
  for (const [name, value] of Object.entries(values)) {
    const key = contactKeyOf(name)
    if (key && typeof value === 'string') contact[key] = value
    else if (!key && !isBlank(value)) answers[name] = value
  }
  return { contact, answers }
}

/** Default values for a signed-in reader: their profile fills the contact fields of the form. */
export function prefillLeadForm(fields: readonly LeadFormField[], profile: Partial<LeadContact> | null): Record<string, string> {
  if (!profile) return {}
  const values: Record<string, string> = {}
  for (const field of fields) {
    const key = contactKeyOf(field.name)
    const value = key ? profile[key] : undefined
    if (value) values[field.name] = value
  }
  return values
}

/** The first message per field, keyed `${prefix}${name}` (the API's `fields` of a validation error). */
export function firstMessages(issues: readonly { path: PropertyKey[]; message: string }[], prefix = ''): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const issue of issues) fields[`${prefix}${issue.path.map(String).join('.') || 'body'}`] ??= issue.message
  return fields
}

/** A form whose honeypot was filled in came from a robot: it is answered as usual and dropped. */
export const isHoneypotFilled = (formData: FormData) => String(formData.get(HONEYPOT_FIELD) ?? '').trim() !== ''
