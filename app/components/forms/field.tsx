import { getInputProps, type FieldMetadata } from '@conform-to/react'

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
  const hintId = hint ? `${field.id}-hint` : undefined
  const describedBy = [hintId, field.errors ? field.errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className="field">
      <label htmlFor={field.id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        {...getInputProps(field, { type, ariaAttributes: true })}
        key={field.key}
        autoComplete={autoComplete}
        aria-describedby={describedBy}
        required={required}
      />
      <p className="field__error" id={field.errorId} role={field.errors ? 'alert' : undefined}>
        {field.errors?.[0] ?? ''}
      </p>
    </div>
  )
}
