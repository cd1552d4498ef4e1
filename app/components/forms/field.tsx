import { getInputProps, type FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'

/** What the label, hint and error of a control need from its Conform field. */
type FieldIds = Pick<FieldMetadata<unknown>, 'id' | 'errorId' | 'errors'>

const hintIdOf = (field: FieldIds) => `${field.id}-hint`

/** A control's aria-describedby: its hint, and its error while it has one. */
export const describedBy = (field: FieldIds, hint: string | undefined) => [hint ? hintIdOf(field) : undefined, field.errors ? field.errorId : undefined].filter(Boolean).join(' ') || undefined

export function FieldLabel({ field, label, required }: { field: FieldIds; label: string; required?: boolean }) {
  return (
    <label htmlFor={field.id}>
      {label}
      {/* A no-break space: the star never wraps onto a line of its own. */}
      {required ? <span aria-hidden="true">{'\u00a0'}*</span> : null}
    </label>
  )
}

/** The error line under a control: always there (aria-describedby points at it), read out when it appears. */
export function FieldError({ field, error = field.errors?.[0] }: { field: FieldIds; error?: string | null }) {
  return (
    <p className="field__error" id={field.errorId} role={error ? 'alert' : undefined}>
      {error ?? ''}
    </p>
  )
}

/** A control with its label (left out when the control carries its own, as a checkbox does), hint and error. */
export function FieldFrame({ field, label, required, hint, error, children }: { field: FieldIds; label?: string; required?: boolean; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="field">
      {label !== undefined ? <FieldLabel field={field} label={label} required={required} /> : null}
      {hint ? (
        <p className="field__hint" id={hintIdOf(field)}>
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError field={field} error={error ?? field.errors?.[0]} />
    </div>
  )
}

interface FieldProps {
  field: FieldMetadata<string | undefined>
  label: string
  type?: 'text' | 'email' | 'password' | 'tel' | 'url'
  autoComplete?: string
  hint?: string
  required?: boolean
}

/** A labelled input whose error is announced and tied to it (aria-describedby, aria-invalid). */
export function Field({ field, label, type = 'text', autoComplete, hint, required }: FieldProps) {
  return (
    <FieldFrame field={field} label={label} required={required} hint={hint}>
      <input {...getInputProps(field, { type, ariaAttributes: true })} key={field.key} autoComplete={autoComplete} aria-describedby={describedBy(field, hint)} required={required} />
    </FieldFrame>
  )
}
