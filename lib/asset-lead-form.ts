import { CONTACT_FIELDS, type LeadFormField } from './lead-fields.ts'

const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-1,000', '1,001-5,000', 'More than 5,000'] as const

/** The download form of a gated asset; the consent names the sponsor who receives the lead. */
export function assetLeadFields(sponsorName: string | null): LeadFormField[] {
  return [
    ...CONTACT_FIELDS,
    { name: 'phone', label: 'Phone', type: 'tel', below: 40 },
    { name: 'companySize', label: 'Company size', type: 'select', options: COMPANY_SIZES },
    {
      name: 'consent',
      label: sponsorName ? `${sponsorName} may contact me about this resource` : 'The publisher may contact me about this resource',
      type: 'checkbox',
      required: true,
      hint: sponsorName
        ? `${sponsorName} provides it free of charge and receives your details. Rather not share them? Leave the box unticked and close the form: nothing is sent until you press the button.`
        : undefined,
    },
  ]
}
