import { createLeadFormSchema } from './lead-forms.ts'
import { CONTACT_FIELDS, type LeadFormField } from './lead-fields.ts'

/** "Is this your company?" on a company's page: who speaks for it and what they would like. */
export const COMPANY_CLAIM_FIELDS: LeadFormField[] = [
  ...CONTACT_FIELDS,
  { name: 'phone_number', label: 'Phone', type: 'tel', required: false },
  { name: 'message', label: 'What would you like to add or change?', type: 'textarea', required: false },
]

export const CompanyClaim = createLeadFormSchema(COMPANY_CLAIM_FIELDS)
