import { getSelectProps, type FieldMetadata } from '@conform-to/react'
import { FieldFrame } from './field.tsx'

interface SelectFieldProps {
  field: FieldMetadata<string | undefined>
  label: string
  options: readonly (readonly [value: string, label: string])[]
  /** The first, empty choice ("Month", "Choose…"); picking it leaves the field blank. */
  placeholder: string
  autoComplete?: string
  required?: boolean
}

/** A labelled select whose error is announced and tied to it, like Field. */
export function SelectField({ field, label, options, placeholder, autoComplete, required }: SelectFieldProps) {
  return (
    <FieldFrame field={field} label={label} required={required}>
      <select {...getSelectProps(field, { ariaAttributes: true })} key={field.key} autoComplete={autoComplete} required={required}>
        <option value="">{placeholder}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
