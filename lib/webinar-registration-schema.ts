import { createLeadFormSchema } from './lead-forms.ts'
import { registrationFields, type FieldDefinition } from './webinar-registration.ts'

/**
 * The registration form of a webinar, its own field definitions turned into a schema (page action
 * and API alike). Apart from lib/webinar-registration.ts, which pages import, so they carry no zod.
 */
export const registrationSchema = (webinar: { registrationFields: readonly FieldDefinition[] }) => createLeadFormSchema(registrationFields(webinar))
