import type { FieldMetadata } from '@conform-to/react'
import { Field } from '../forms/field.tsx'
import { SelectField } from '../forms/select-field.tsx'
import { TEST_PAYMENT_NOTICE } from '#lib/test-payment.ts'

const MONTHS = Array.from({ length: 12 }, (_, index) => {
  const month = String(index + 1).padStart(2, '0')
  return [month, month] as const
})

/** The card's fields of the built-in test gateway, which says it takes no money. The number and security code are never echoed back by the server. */
export function CardFields({
  fields,
  now,
}: {
  fields: Record<'cardNumber' | 'expMonth' | 'expYear' | 'cvc' | 'cardPostalCode', FieldMetadata<string | undefined>>
  /** Expiry years offered: this year and the next 19 (spec §9). */
  now: Date
}) {
  const first = now.getUTCFullYear()
  const years = Array.from({ length: 20 }, (_, index) => [String(first + index), String(first + index)] as const)
  return (
    <fieldset className="fieldset">
      <legend>Payment</legend>
      <p className="notice" role="note">
        <strong>{TEST_PAYMENT_NOTICE}</strong> This site takes test payments only: any valid card number is accepted and nothing is charged.
      </p>
      <Field field={fields.cardNumber} label="Card number" autoComplete="cc-number" required />
      <div className="form__row form__row--card">
        <SelectField field={fields.expMonth} label="Expiry month" placeholder="Month" options={MONTHS} autoComplete="cc-exp-month" required />
        <SelectField field={fields.expYear} label="Expiry year" placeholder="Year" options={years} autoComplete="cc-exp-year" required />
        <Field field={fields.cvc} label="Security code" autoComplete="cc-csc" hint="3 digits on the back; 4 on the front for American Express." required />
      </div>
      <Field field={fields.cardPostalCode} label="Billing postal code" autoComplete="billing postal-code" required />
    </fieldset>
  )
}
