import { isBlank } from './validation/predicates.ts'

/**
 * Lead forms' field definitions (a webinar's registration form as the CMS stores it, the media
 * kit's, the gated download's and the application forms' own lists) and what the pages and the
 * server read from them, without zod: pages import these, so a reader's page does not carry zod
 * (decision 035). The schema a definition makes is built by ./lead-forms.ts.
 */
/** What a lead was sent from: a webinar registration, a gated download, the media kit, an application, a landing page's form, a company's page, an event pass shared with the event's sponsors. */
export const LEAD_KINDS = ['webinar', 'asset', 'mediakit', 'application', 'landing', 'company', 'event_pass'] as const
export type LeadKind = (typeof LEAD_KINDS)[number]

/** Each kind of lead as the back office and the sponsor portal name it. */
export const LEAD_KIND_LABELS: Record<LeadKind, string> = {
  webinar: 'Webinar registration',
  asset: 'Download',
  mediakit: 'Media kit',
  application: 'Application',
  landing: 'Insight page',
  company: 'Company profile',
  event_pass: 'Event pass',
}

export interface LeadFormField {
  name: string
  label: string
  /** text, email, tel, url, select, textarea or checkbox; anything else is treated as text. */
  type: string
  required?: boolean
  /** The choices of a select. */
  options?: readonly string[]
  /** Answers must be shorter than this many characters; LEAD_LIMITS of the type (./lead-forms.ts) otherwise. */
  below?: number
  /** The browser's autofill token; contact fields get theirs from their name. */
  autoComplete?: string
  hint?: string
}

export type LeadValues = Record<string, string | boolean>

/**
 * A field spam robots fill in and people never see; a form carrying it is dropped. Its name is
 * not one a browser autofills, so a person's form is never dropped for their saved details.
 */
export const HONEYPOT_FIELD = 'leave_this_blank'

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

export const contactKeyOf = (name: string) => (Object.keys(CONTACT_NAMES) as (keyof LeadContact)[]).find((key) => CONTACT_NAMES[key].includes(name))

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
