import { createLeadFormSchema } from './lead-forms.ts'
import type { LeadFormField } from './lead-fields.ts'

/** The media kit request (spec §3: the form, phone_number sent as its digits). */
export const MEDIA_KIT_FIELDS: LeadFormField[] = [
  { name: 'firstname', label: 'First name', type: 'text', required: true },
  { name: 'lastname', label: 'Last name', type: 'text', required: true },
  { name: 'email', label: 'Work email', type: 'email', required: true },
  { name: 'company', label: 'Company', type: 'text', required: true },
  { name: 'job_title', label: 'Job title', type: 'text', required: false },
  { name: 'phone_number', label: 'Phone', type: 'tel', required: true },
  {
    name: 'interest',
    label: 'Most interested in',
    type: 'select',
    required: false,
    options: ['Print magazine', 'Newsletters', 'Webinars', 'Website display', 'Custom content'],
  },
  { name: 'message', label: 'What would you like to promote?', type: 'textarea', required: false },
]

export const MediaKitRequest = createLeadFormSchema(MEDIA_KIT_FIELDS)

/** The one lead target of media kit requests: what their access token unlocks. */
export const MEDIA_KIT_GRANT = { kind: 'mediakit' as const, target: 'media-kit' }
