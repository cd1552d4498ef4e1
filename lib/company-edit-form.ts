import { z } from './zod.ts'
import { optionalText, requiredText } from './account-schemas.ts'
import { COMPANY_SIZE_BANDS } from './company-size-bands.ts'
import { isUrl } from './validation/predicates.ts'

/** A company's details as sales change them on its back-office screen; its logo is a file beside them. */
export const CompanyEditForm = z.object({
  name: requiredText(200),
  website: optionalText(500).check(z.refine((text) => !text || isUrl(text), 'Give the website starting with https:// or http://')),
  description: optionalText(2000),
  headquarters: optionalText(200),
  sizeBand: z._default(z.optional(z.enum(['', ...COMPANY_SIZE_BANDS], { error: 'Choose one of the sizes' })), ''),
  logo: z.optional(z.file()),
})
export type CompanyEditInput = z.output<typeof CompanyEditForm>
