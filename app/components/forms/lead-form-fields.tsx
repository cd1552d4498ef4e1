import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { contactKeyOf, HONEYPOT_FIELD, type LeadContact, type LeadFormField } from '../../../lib/lead-forms.ts'
import { Field } from './field.tsx'

/**
 * The inputs of a lead form drawn from its field definitions (a webinar's registration form,
 * the media kit request), each labelled, its error announced and tied to it, plus the honeypot.
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
  const { label, type, required, options } = definition
  if (type === 'checkbox') return <AcceptField field={field} label={label} required={required} />
  if (type === 'select') return <ChoiceField field={field} label={label} options={options} required={required} />
  if (type === 'textarea') return <TextareaField field={field} label={label} required={required} />
  const key = contactKeyOf(definition.name)
  const inputType = type === 'email' || type === 'tel' ? type : 'text'
  return <Field field={field as FieldMetadata<string | undefined>} label={label} type={inputType} autoComplete={key ? AUTOCOMPLETE[key] : undefined} required={required} />
}

const describedBy = (field: Meta) => (field.errors ? field.errorId : undefined)

function Label({ field, label, required }: { field: Meta; label: string; required: boolean }) {
  return (
    <label htmlFor={field.id}>
      {label}
      {required ? <span aria-hidden="true"> *</span> : null}
    </label>
  )
}

function FieldError({ field }: { field: Meta }) {
  return (
    <p className="field__error" id={field.errorId} role={field.errors ? 'alert' : undefined}>
      {field.errors?.[0] ?? ''}
    </p>
  )
}

function ChoiceField({ field, label, options, required }: { field: Meta; label: string; options: string[]; required: boolean }) {
  return (
    <div className="field">
      <Label field={field} label={label} required={required} />
      <select {...getSelectProps(field as FieldMetadata<string>, { ariaAttributes: true })} key={field.key} aria-describedby={describedBy(field)} required={required}>
        <option value="">Choose…</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <FieldError field={field} />
    </div>
  )
}

function TextareaField({ field, label, required }: { field: Meta; label: string; required: boolean }) {
  return (
    <div className="field">
      <Label field={field} label={label} required={required} />
      <textarea {...getTextareaProps(field as FieldMetadata<string>, { ariaAttributes: true })} key={field.key} rows={4} aria-describedby={describedBy(field)} required={required} />
      <FieldError field={field} />
    </div>
  )
}

function AcceptField({ field, label, required }: { field: Meta; label: string; required: boolean }) {
  return (
    <div className="field">
      <div className="checkbox-field">
        <input
          {...getInputProps(field as FieldMetadata<boolean>, { type: 'checkbox', ariaAttributes: true })}
          key={field.key}
          aria-describedby={describedBy(field)}
          required={required}
        />
        <label htmlFor={field.id}>
          {label}
          {required ? <span aria-hidden="true"> *</span> : null}
        </label>
      </div>
      <FieldError field={field} />
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
