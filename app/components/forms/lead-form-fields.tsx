import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { contactKeyOf, HONEYPOT_FIELD, type LeadContact, type LeadFormField } from '../../../lib/lead-forms.ts'
import { Field } from './field.tsx'

/**
 * The inputs of a lead form drawn from its field definitions (lib/lead-forms.ts), each labelled,
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
  const { label, type, hint } = definition
  const required = definition.required ?? false
  const text = field as FieldMetadata<string | undefined>
  const control = { 'aria-describedby': describedBy(field, hint), required }
  if (type === 'checkbox') {
    return (
      <Wrapped field={field} hint={hint}>
        <div className="checkbox-field">
          <input {...getInputProps(field as FieldMetadata<boolean>, { type: 'checkbox', ariaAttributes: true })} key={field.key} {...control} />
          <Label field={field} label={label} required={required} />
        </div>
      </Wrapped>
    )
  }
  if (type === 'select') {
    return (
      <Wrapped field={field} hint={hint} label={<Label field={field} label={label} required={required} />}>
        <select {...getSelectProps(text, { ariaAttributes: true })} key={field.key} {...control}>
          <option value="">Choose…</option>
          {definition.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      </Wrapped>
    )
  }
  if (type === 'textarea') {
    return (
      <Wrapped field={field} hint={hint} label={<Label field={field} label={label} required={required} />}>
        <textarea {...getTextareaProps(text, { ariaAttributes: true })} key={field.key} {...control} rows={5} />
      </Wrapped>
    )
  }
  const key = contactKeyOf(definition.name)
  const autoComplete = definition.autoComplete ?? (key ? AUTOCOMPLETE[key] : undefined)
  const inputType = INPUT_TYPES.has(type) ? (type as 'email' | 'tel' | 'url') : 'text'
  return <Field field={text} label={label} type={inputType} autoComplete={autoComplete} hint={hint} required={required} />
}

const hintIdOf = (field: Meta) => `${field.id}-hint`
const describedBy = (field: Meta, hint: string | undefined) => [hint ? hintIdOf(field) : undefined, field.errors ? field.errorId : undefined].filter(Boolean).join(' ') || undefined

function Label({ field, label, required }: { field: Meta; label: string; required: boolean }) {
  return (
    <label htmlFor={field.id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  )
}

/** A control with its label (a checkbox carries its own, after it), hint and error. */
function Wrapped({ field, hint, label, children }: { field: Meta; hint: string | undefined; label?: ReactNode; children: ReactNode }) {
  return (
    <div className="field">
      {label}
      {hint ? (
        <p className="field__hint" id={hintIdOf(field)}>
          {hint}
        </p>
      ) : null}
      {children}
      <p className="field__error" id={field.errorId} role={field.errors ? 'alert' : undefined}>
        {field.errors?.[0] ?? ''}
      </p>
    </div>
  )
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
