import { describe, expect, it } from 'vitest'
import { applicationForms, applicationFormFor, findApplicationForm } from './application-forms.ts'
import { createLeadFormSchema } from './lead-forms.ts'
import { listFamilies } from './list-families.ts'

describe('application forms', () => {
  it('are three, with fixed titles usable in an address and unique field names', () => {
    expect(applicationForms).toHaveLength(3)
    for (const form of applicationForms) {
      expect(form.title).toMatch(/^[a-z0-9-]+$/)
      expect(findApplicationForm(form.title)).toBe(form)
      expect(new Set(form.fields.map((field) => field.name)).size).toBe(form.fields.length)
      expect(form.fields.map((field) => field.name)).toContain('email')
    }
  })

  it('take every list and award family, each by exactly one form, and their default client', () => {
    for (const family of listFamilies) expect(applicationForms.filter((form) => form.accepts(family))).toHaveLength(1)
    for (const form of applicationForms) expect(applicationFormFor(listFamilies.find((family) => family.slug === form.defaultClient)!)).toBe(form)
  })

  it('check the website as an absolute http(s) address', () => {
    const schema = createLeadFormSchema(findApplicationForm('ranked-list-application')!.fields)
    const messageOf = (website: string) => {
      const result = schema.safeParse({ website })
      return result.success ? undefined : result.error.issues.find((issue) => issue.path[0] === 'website')?.message
    }
    expect(messageOf('https://example.com')).toBeUndefined()
    for (const website of ['example.com', 'javascript:alert(1)', 'https://exa mple.com']) expect(messageOf(website)).toBe('is not a valid URL')
    expect(messageOf(`https://example.com/${'a'.repeat(200)}`)).toBe('Must be less than 200 characters')
  })
})
