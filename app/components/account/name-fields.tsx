import type { FieldMetadata } from '@conform-to/react'
import { Field } from '../forms/field.tsx'

type TextField = FieldMetadata<string | undefined>

/** A reader's first and last name side by side, as registration and the profile ask them (the first is required). */
export function NameFields({ firstname, lastname }: { firstname: TextField; lastname: TextField }) {
  return (
    <div className="form__row">
      <Field field={firstname} label="First name" autoComplete="given-name" required />
      <Field field={lastname} label="Last name" autoComplete="family-name" />
    </div>
  )
}
