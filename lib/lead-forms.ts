import { z } from './zod.ts'
import { MESSAGES } from './validation-messages.ts'
import { acceptance, charLength, DEFAULT_MESSAGES, isAccepted, isBlank, isEmail, isUrl } from './validation/rules.ts'

/**
 * Lead forms built from field definitions (a webinar's registration form as the CMS stores it,
 * the media kit's, the gated download's and the application forms' own lists), isomorphic: the
 * same schema checks the browser's input (Conform), the page action's and the JSON API's, with
 * the spec's messages. Fields not in the definition are dropped, never stored.
 */
export interface LeadFormField {
  name: string
  label: string
  /** text, email, tel, url, select, textarea or checkbox; anything else is treated as text. */
  type: string
  required?: boolean
  /** The choices of a select. */
  options?: readonly string[]
  /** Answers must be shorter than this many characters; LEAD_LIMITS of the type otherwise. */
  below?: number
  /** The browser's autofill token; contact fields get theirs from their name. */
  autoComplete?: string
  hint?: string
}

export type LeadValues = Record<string, string | boolean>

/** Longest accepted answer by type: 'Must be less than N characters'. */
const LEAD_LIMITS = { text: 100, email: 254, tel: 30, url: 500, textarea: 2000 } as const

const PHONE_MESSAGE = 'Invalid phone number'
/** E.164 allows 15 digits; fewer than 7 is no phone number anywhere. */
const PHONE_DIGITS = { min: 7, max: 15 }

/**
 * A field spam robots fill in and people never see; a form carrying it is dropped. Its name is
 * not one a browser autofills, so a person's form is never dropped for their saved details.
 */
export const HONEYPOT_FIELD = 'leave_this_blank'

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
      sized.check(
        z.refine((value) => value === '' || (digitsOf(value).length >= PHONE_DIGITS.min && digitsOf(value).length <= PHONE_DIGITS.max), { message: PHONE_MESSAGE }),
      ),
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
    return field.required ? z.pipe(acceptance(), z.transform(() => true)) : z.pipe(z.optional(z.unknown()), z.transform(isAccepted))
  }
  return optionalWhenBlank(field, field.type === 'select' ? selectRule(field) : textRule(field, limitOf(field)))
}

/** Conform sends an empty input as nothing at all; an optional field then answers ''. */
function optionalWhenBlank(field: LeadFormField, rule: z.ZodMiniType<string>): z.ZodMiniType<string | undefined> {
  return field.required ? rule : z.pipe(z.optional(rule), z.transform((value: string | undefined) => value ?? ''))
}

/** The zod schema of a form: one rule per defined field; other keys are dropped. */
export function createLeadFormSchema(fields: readonly LeadFormField[]) {
  const shape: Record<string, z.ZodMiniType<string | boolean | undefined>> = {}
  for (const field of fields) shape[field.name] = fieldRule(field)
  return z.object(shape) as unknown as z.ZodMiniType<LeadValues>
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

/** The contact block the site's own forms (gated downloads, applications) start with. */
export const CONTACT_FIELDS: LeadFormField[] = [
  { name: 'firstname', label: 'First name', type: 'text', required: true },
  { name: 'lastname', label: 'Last name', type: 'text', required: true },
  { name: 'email', label: 'Work email', type: 'email', required: true },
  { name: 'company', label: 'Company', type: 'text', required: true, below: 150 },
  { name: 'jobTitle', label: 'Job title', type: 'text', required: true, below: 150 },
]

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
