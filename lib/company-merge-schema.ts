import { z } from './zod.ts'

/** A company's address as sales type it: its short name, or its page's address pasted whole. */
const companySlug = (missing: string) =>
  z.pipe(
    z.string({ error: missing }).check(z.trim(), z.minLength(1, missing), z.maxLength(300, 'At most 300 characters')),
    z.transform((text: string) => text.replace(/^.*\/companies\//, '').replace(/[/?#].*$/, '')),
  )

/** The back office's merge: the duplicate that goes, and the company that keeps its ranks and aliases. */
export const CompanyMergeForm = z.object({
  from: companySlug('Name the duplicate to merge'),
  into: companySlug('Name the company to keep'),
})
export type CompanyMergeInput = z.output<typeof CompanyMergeForm>
