import type { LeadFormField, LeadValues } from '#lib/lead-fields.ts'
import type { z } from '#lib/zod.ts'

/**
 * Which schema checks a lead form, as data: the page carries it on the form (`data-lead-check`), so
 * the island of a page that is not hydrated (decision 079) builds the same check as the hydrated form.
 */
export interface LeadCheck {
  fields: LeadFormField[]
  /** An event pass's form: the pass's own fields (promo code, the test gateway's card when `card`). */
  pass?: { card: boolean }
}

/** The check's schema, imported on first use so the page carries no zod (decision 035). */
export function loadLeadSchema({ fields, pass }: LeadCheck): Promise<z.ZodMiniType<LeadValues>> {
  if (pass) return import('#lib/event-pass-schemas.ts').then((module) => module.passPurchaseSchema(fields, { card: pass.card }) as never)
  return import('#lib/lead-forms.ts').then((module) => module.createLeadFormSchema(fields))
}
