import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applicationForms, applicationFormFor, findApplicationForm } from './application-forms.ts'
import { assetLeadFields, HONEYPOT, leadFormSchema, splitAnswers } from './gated-lead-forms.ts'
import { listFamilies } from './list-families.ts'

const messages = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

const valid = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', company: 'Acme', jobTitle: 'CRO', consent: 'on' }
const assetSchema = leadFormSchema(assetLeadFields('Tallyforge'))

describe('the gated download form schema', () => {
  it('accepts a complete form, trims text, turns the consent into true and drops unknown keys', () => {
    const result = assetSchema.safeParse({ ...valid, firstname: '  Ada ', role: 'admin', phone: '' })
    expect(result.success && result.data).toEqual({ ...valid, consent: true, phone: '' })
  })

  it("uses the spec's messages", () => {
    expect(messages(assetSchema.safeParse({ ...valid, firstname: '', email: 'ada@', company: 'x'.repeat(150), consent: undefined }))).toEqual({
      firstname: 'Required',
      email: 'Invalid email',
      company: 'Must be less than 150 characters',
      consent: 'Required',
    })
  })

  it('refuses a filled-in honeypot', () => {
    expect(assetSchema.safeParse({ ...valid, [HONEYPOT]: 'https://spam.example' }).success).toBe(false)
  })

  it('never throws, whatever arrives', () => {
    fc.assert(fc.property(fc.anything(), (value) => void assetSchema.safeParse(value)))
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...Object.keys(valid), 'phone', 'companySize'), fc.anything()), (value) => void assetSchema.safeParse(value)))
  })

  it('splits answers into lead columns and the rest', () => {
    const parsed = assetSchema.parse({ ...valid, companySize: '11-50' })
    expect(splitAnswers(assetLeadFields(null), parsed)).toEqual({
      contact: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', company: 'Acme', jobTitle: 'CRO' },
      answers: { companySize: '11-50', consent: true },
    })
  })
})

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
})
