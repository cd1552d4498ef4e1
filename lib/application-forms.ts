import { CONTACT_FIELDS, type LeadFormField } from './lead-fields.ts'
import type { ListFamily } from './list-families.ts'

/**
 * The application forms (spec §2: they reuse the gated-content page with a fixed title). The
 * address is /resources/content/{title}/{client}: the title picks the form, the client names
 * the list or award applied for (a family slug) and is stored as the lead's sponsor. The answers
 * are stored with the lead (kind 'application', target the title) and exported per title.
 */
export interface ApplicationForm {
  title: string
  heading: string
  intro: string
  /** Which families the form applies to. */
  accepts: (family: ListFamily) => boolean
  /** The family a link without one uses. */
  defaultClient: string
  fields: LeadFormField[]
}

const REASON_LIMIT = 1000
const consultants = (family: ListFamily) => family.slug.includes('consultants')
const contact = (label: string): LeadFormField[] => CONTACT_FIELDS.map((field) => (field.name === 'email' ? { ...field, label } : field))

export const applicationForms: ApplicationForm[] = [
  {
    title: 'award-nomination',
    heading: 'Nominate for an award',
    intro: 'Tell the judges who deserves recognition and why. You may nominate yourself, a colleague or a team.',
    accepts: (family) => family.kind === 'award',
    defaultClient: 'cro-of-the-year-awards',
    fields: [
      { name: 'nomineeName', label: 'Nominee (person or team)', type: 'text', required: true, below: 100 },
      { name: 'nomineeCompany', label: "Nominee's company", type: 'text', required: true, below: 150 },
      { name: 'category', label: 'Category', type: 'select', required: true, options: ['Individual leader', 'Team', 'Program or initiative', 'Company'] },
      { name: 'reason', label: 'Why they deserve it', type: 'textarea', required: true, below: REASON_LIMIT, hint: `Results, scope and what changed. Fewer than ${REASON_LIMIT} characters.` },
      ...contact('Your work email'),
    ],
  },
  {
    title: 'ranked-list-application',
    heading: 'Apply for a ranked list',
    intro: 'Put your company forward for the next edition. Our research team reviews every application and may ask for evidence.',
    accepts: (family) => family.kind === 'list' && !consultants(family),
    defaultClient: 'top-20-sales-training-companies',
    fields: [
      { name: 'organisation', label: 'Company applying', type: 'text', required: true, below: 150 },
      { name: 'website', label: 'Company website', type: 'url', required: true, below: 200, hint: 'For example https://example.com' },
      { name: 'employees', label: 'Employees', type: 'select', required: true, options: ['1-10', '11-50', '51-200', '201-1,000', 'More than 1,000'] },
      { name: 'evidence', label: 'What sets you apart', type: 'textarea', required: true, below: REASON_LIMIT, hint: `Clients, results, awards. Fewer than ${REASON_LIMIT} characters.` },
      ...contact('Your work email'),
    ],
  },
  {
    title: 'consultants-application',
    heading: 'Apply as a sales consultant',
    intro: 'Independent consultants and firms apply here for our consultants lists. Tell us what you do and for whom.',
    accepts: consultants,
    defaultClient: 'recommended-sales-consultants',
    fields: [
      { name: 'practice', label: 'Consultant or firm name', type: 'text', required: true, below: 150 },
      { name: 'website', label: 'Website', type: 'url', required: true, below: 200, hint: 'For example https://example.com' },
      { name: 'specialty', label: 'Main specialty', type: 'select', required: true, options: ['Sales training', 'Sales enablement', 'Revenue operations', 'Sales leadership', 'Sales process'] },
      { name: 'clients', label: 'Typical clients and results', type: 'textarea', required: true, below: REASON_LIMIT, hint: `Fewer than ${REASON_LIMIT} characters.` },
      ...contact('Your work email'),
    ],
  },
]

export const findApplicationForm = (title: string) => applicationForms.find((form) => form.title === title) ?? null

/** The application form for a list or award family, if one takes it. */
export const applicationFormFor = (family: ListFamily) => applicationForms.find((form) => form.accepts(family)) ?? null

export const applicationPath = (form: ApplicationForm, client = form.defaultClient) => `/resources/content/${form.title}/${client}`
