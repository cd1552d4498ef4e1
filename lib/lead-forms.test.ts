import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { assetLeadFields } from './asset-lead-form.ts'
import { createLeadFormSchema } from './lead-forms.ts'
import { HONEYPOT_FIELD, isHoneypotFilled, prefillLeadForm, splitLeadValues, type LeadFormField } from './lead-fields.ts'
import { MediaKitRequest } from './media-kit-form.ts'

const field = (name: string, type: string, required: boolean, options: string[] = []): LeadFormField => ({ name, label: name, type, required, options })
const FIELDS = [
  field('first_name', 'text', true),
  field('email', 'email', true),
  field('job_title', 'text', false),
  field('team_size', 'select', false, ['1-10', '11-50']),
  field('question', 'textarea', false),
  field('consent', 'checkbox', true),
  field('newsletter', 'checkbox', false),
]
const schema = createLeadFormSchema(FIELDS)
const errorsOf = (input: unknown) => {
  const result = schema.safeParse(input)
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('createLeadFormSchema', () => {
  it('accepts a complete form, trims text, keeps only defined fields', () => {
    const result = schema.parse({ first_name: ' Ada ', email: 'ada@example.com', team_size: '1-10', consent: 'on', extra: 'dropped', is_admin: true })
    expect(result).toEqual({ first_name: 'Ada', email: 'ada@example.com', job_title: '', team_size: '1-10', question: '', consent: true, newsletter: false })
  })

  it("answers with the spec's messages", () => {
    expect(errorsOf({})).toEqual({ first_name: 'Required', email: 'Required', consent: 'must be accepted' })
    expect(errorsOf({ first_name: '   ', email: 'nope', consent: 'on' })).toEqual({ first_name: 'Required', email: 'Invalid email' })
    expect(errorsOf({ first_name: 'A'.repeat(100), email: 'a@example.com', consent: true, question: 'q'.repeat(2000) })).toEqual({
      first_name: 'Must be less than 100 characters',
      question: 'Must be less than 2000 characters',
    })
    expect(errorsOf({ first_name: 'A', email: 'a@example.com', consent: true, team_size: '9000+' })).toEqual({ team_size: 'is not included in the list' })
    expect(errorsOf({ first_name: 42, email: 'a@example.com', consent: true, job_title: ['x'] })).toEqual({ first_name: 'Must be text', job_title: 'Must be text' })
  })

  it('counts characters, not UTF-16 units: 99 emoji fit in a 100-character field', () => {
    expect(errorsOf({ first_name: '😀'.repeat(99), email: 'a@example.com', consent: true })).toEqual({})
  })

  it('never throws, whatever arrives', () => {
    fc.assert(fc.property(fc.anything(), (input) => void schema.safeParse(input)))
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...FIELDS.map((f) => f.name)), fc.anything()), (input) => void schema.safeParse(input)))
  })
})

describe('the gated download form', () => {
  const valid = { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', company: 'Acme', jobTitle: 'CRO', consent: 'on' }
  const assetSchema = createLeadFormSchema(assetLeadFields('Tallyforge'))
  const messages = (input: unknown) => {
    const result = assetSchema.safeParse(input)
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
  }

  it('accepts a complete form, trims text, turns the consent into true and drops unknown keys', () => {
    expect(assetSchema.parse({ ...valid, firstname: '  Ada ', role: 'admin', phone: '' })).toEqual({ ...valid, consent: true, phone: '', companySize: '' })
  })

  it("uses the spec's messages, with the per-field length limits", () => {
    expect(messages({ ...valid, firstname: '', email: 'ada@', company: 'x'.repeat(150), phone: '1'.repeat(40), companySize: 'huge', consent: undefined })).toEqual({
      firstname: 'Required',
      email: 'Invalid email',
      company: 'Must be less than 150 characters',
      phone: 'Must be less than 40 characters',
      companySize: 'is not included in the list',
      consent: 'must be accepted',
    })
  })

  it('never throws, whatever arrives', () => {
    fc.assert(fc.property(fc.dictionary(fc.constantFrom(...Object.keys(valid), 'phone', 'companySize'), fc.anything()), (input) => void assetSchema.safeParse(input)))
  })

  it('splits into the lead columns (the phone as digits) and the other answers', () => {
    expect(splitLeadValues(assetSchema.parse({ ...valid, phone: '+1 (555) 010-2030', companySize: '11-50' }))).toEqual({
      contact: { firstname: 'Ada', lastname: 'Lovelace', email: 'ada@example.com', company: 'Acme', jobTitle: 'CRO', phone: '15550102030' },
      answers: { companySize: '11-50', consent: true },
    })
  })
})

describe('the honeypot', () => {
  it('is filled in when it holds anything but blanks', () => {
    const form = (value?: string) => {
      const data = new FormData()
      if (value !== undefined) data.set(HONEYPOT_FIELD, value)
      return data
    }
    expect(isHoneypotFilled(form())).toBe(false)
    expect(isHoneypotFilled(form('  '))).toBe(false)
    expect(isHoneypotFilled(form('https://spam.example'))).toBe(true)
  })
})

describe('the media kit form', () => {
  const valid = { firstname: 'Ada', lastname: 'Byron', email: 'ada@example.com', company: 'Acme', phone_number: '(555) 010-2030' }
  it('keeps only the digits of the phone number, formatted or not', () => {
    expect(MediaKitRequest.parse(valid)).toMatchObject({ phone_number: '5550102030' })
    expect(MediaKitRequest.parse({ ...valid, phone_number: '5550102030' })).toMatchObject({ phone_number: '5550102030' })
  })
  it('rejects a phone number with too few or too many digits', () => {
    for (const phone_number of ['555-01', '1234567890123456', 'call me']) {
      const result = MediaKitRequest.safeParse({ ...valid, phone_number })
      expect(result.success ? null : result.error.issues[0]!.message).toBe('Invalid phone number')
    }
  })
})

describe('splitLeadValues and prefillLeadForm', () => {
  it('maps contact fields to their columns and keeps the rest as answers, without blanks', () => {
    expect(splitLeadValues({ first_name: 'Ada', email: 'a@example.com', job_title: 'CRO', phone_number: '555', team_size: '1-10', question: '', consent: true })).toEqual({
      contact: { email: 'a@example.com', firstname: 'Ada', lastname: '', company: '', jobTitle: 'CRO', phone: '555' },
      answers: { team_size: '1-10', consent: true },
    })
  })
  it("fills a reader's profile into the fields the form has", () => {
    expect(prefillLeadForm(FIELDS, { firstname: 'Ada', lastname: 'Byron', email: 'a@example.com', jobTitle: '' })).toEqual({ first_name: 'Ada', email: 'a@example.com' })
    expect(prefillLeadForm(FIELDS, null)).toEqual({})
  })
})
