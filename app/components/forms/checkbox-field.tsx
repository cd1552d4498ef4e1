import { getInputProps, type FieldMetadata } from '@conform-to/react'

interface CheckboxFieldProps {
  field: FieldMetadata<unknown>
  label: string
  description?: string
}

export function CheckboxField({ field, label, description }: CheckboxFieldProps) {
  return (
    <div className="checkbox-field">
      <input {...getInputProps(field as FieldMetadata<boolean>, { type: 'checkbox' })} key={field.key} />
      <label htmlFor={field.id}>
        <strong>{label}</strong>
        {description ? <span>{description}</span> : null}
      </label>
    </div>
  )
}
