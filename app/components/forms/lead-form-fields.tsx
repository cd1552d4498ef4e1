import { useFormField } from './form-state.tsx'
import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { contactKeyOf, HONEYPOT_FIELD, type LeadContact, type LeadFormField } from '../../../lib/lead-fields.ts'
import { acceptanceError } from './acceptance-error.ts'
import { describedBy, Field, FieldFrame, FieldLabel } from './field.tsx'
import { Options } from './options.tsx'

/**
 * The inputs of a lead form drawn from its field definitions (lib/lead-fields.ts), each labelled,
 * its hint and error tied to it (aria-describedby, aria-invalid), the error read out when it
 * appears, plus the honeypot.
 */
type Meta = FieldMetadata<unknown>

const AUTOCOMPLETE: Record<keyof LeadContact, string> = {
  email: 'email',
  firstname: 'given-name',
  lastname: 'family-name',
  company: 'organization',
  jobTitle: 'organization-title',
  phone: 'tel',
}

const INPUT_TYPES = new Set(['email', 'tel', 'url'])

export function LeadFormFields({ definitions, fields }: { definitions: readonly LeadFormField[]; fields: Record<string, Meta> }) {
  return (
    <>
      {definitions.map((definition) => {
        const field = fields[definition.name]
        return field ? <LeadField key={definition.name} definition={definition} field={field} /> : null
      })}
      <Honeypot />
    </>
  )
}

function LeadField({ definition, field }: { definition: LeadFormField; field: Meta }) {
  // Registered with its form while shown (spec §4); a lead field outside a lead form is a bug (spec §8).
  useFormField(field.name)
  const { label, type, hint } = definition
  const required = definition.required ?? false
  const text = field as FieldMetadata<string | undefined>
  const control = { 'aria-describedby': describedBy(field, hint), required }
  if (type === 'checkbox') {
    return (
      <FieldFrame field={field} hint={hint} error={acceptanceError(label, field.errors?.[0])}>
        <div className="checkbox-field">
          <input {...getInputProps(field as FieldMetadata<boolean>, { type: 'checkbox', ariaAttributes: true })} key={field.key} {...control} />
          <FieldLabel field={field} label={label} required={required} />
        </div>
      </FieldFrame>
    )
  }
  if (type === 'select') {
    return (
      <FieldFrame field={field} label={label} required={required} hint={hint}>
        <select {...getSelectProps(text, { ariaAttributes: true })} key={field.key} {...control}>
          <option value="">Choose…</option>
          <Options items={definition.options ?? []} value={(option) => option} label={(option) => option} />
        </select>
      </FieldFrame>
    )
  }
  if (type === 'textarea') {
    return (
      <FieldFrame field={field} label={label} required={required} hint={hint}>
        <textarea {...getTextareaProps(text, { ariaAttributes: true })} key={field.key} {...control} rows={5} />
      </FieldFrame>
    )
  }
  const key = contactKeyOf(definition.name)
  const autoComplete = definition.autoComplete ?? (key ? AUTOCOMPLETE[key] : undefined)
  const inputType = INPUT_TYPES.has(type) ? (type as 'email' | 'tel' | 'url') : 'text'
  return <Field field={text} label={label} type={inputType} autoComplete={autoComplete} hint={hint} required={required} />
}

/** People never see or reach it (hidden, out of the tab order); robots filling every input do. */
function Honeypot() {
  return (
    <div className="visually-hidden" aria-hidden="true">
      <label htmlFor={HONEYPOT_FIELD}>Leave this empty</label>
      <input id={HONEYPOT_FIELD} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  )
}
