import { getInputProps, getSelectProps, getTextareaProps, type FieldMetadata } from '@conform-to/react'
import type { LeadField as LeadFieldDef } from '../../../lib/gated-lead-forms.ts'
import { CheckboxField } from './checkbox-field.tsx'

/**
 * One field of a lead form described as data (lib/lead-forms.ts): labelled, its hint and error
 * tied to it (aria-describedby, aria-invalid), the error read out when it appears. Used by the
 * gated-download and application forms; any lead form built from a field list can use it.
 */
export function LeadField({ def, field }: { def: LeadFieldDef; field: FieldMetadata<unknown> }) {
  if (def.type === 'checkbox') {
    return (
      <div className="field">
        <CheckboxField field={field} label={def.label} description={def.hint} />
        <p className="field__error" id={field.errorId} role={field.errors ? 'alert' : undefined}>
          {field.errors?.[0] ?? ''}
        </p>
      </div>
    )
  }
  const hintId = def.hint ? `${field.id}-hint` : undefined
  const describedBy = [hintId, field.errors ? field.errorId : undefined].filter(Boolean).join(' ') || undefined
  const common = { 'aria-describedby': describedBy, required: def.required, autoComplete: def.autoComplete }
  const text = field as FieldMetadata<string | undefined>
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {def.label}
        {def.required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {def.hint ? (
        <p className="field__hint" id={hintId}>
          {def.hint}
        </p>
      ) : null}
      {def.type === 'select' ? (
        <select {...getSelectProps(text, { ariaAttributes: true })} key={field.key} {...common}>
          <option value="">Choose…</option>
          {def.options?.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
      ) : def.type === 'textarea' ? (
        <textarea {...getTextareaProps(text, { ariaAttributes: true })} key={field.key} rows={6} {...common} />
      ) : (
        <input {...getInputProps(text, { type: def.type, ariaAttributes: true })} key={field.key} {...common} />
      )}
      <p className="field__error" id={field.errorId} role={field.errors ? 'alert' : undefined}>
        {field.errors?.[0] ?? ''}
      </p>
    </div>
  )
}
