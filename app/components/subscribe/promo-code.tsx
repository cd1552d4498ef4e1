import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useReducer } from 'react'
import { FieldError } from '../forms/field.tsx'
import { MESSAGES } from '../../../lib/validation-messages.ts'
import { formReducer, initialFormState } from '../../../lib/validation/form-state.ts'
import { runAsyncValidation } from '../../../lib/validation/form-errors.ts'
import { describeDiscount, formatCents, normaliseCode, planById, type PlanId, type ValidPromoCode } from '../../../lib/subscription-plans.ts'

interface PromoCodeProps {
  field: FieldMetadata<string | undefined>
  planId: PlanId
  applied: ValidPromoCode | null
  onApplied(promo: ValidPromoCode | null): void
}

const UNCHECKED = 'The code could not be checked. Please try again.'

type ErrorAnswer = { error?: { message?: string; fields?: Record<string, string> } }

/** What the code does for the chosen plan, read out when it changes. */
function appliedText(promo: ValidPromoCode, planId: PlanId): string {
  const price = promo.prices.find((candidate) => candidate.planId === planId)
  if (!price) return `Code ${promo.promoCode} applies to ${promo.planIds.map((id) => planById(id).name).join(' and ')} only.`
  return `Code ${promo.promoCode} applied: ${describeDiscount(promo.discount)}. You pay ${formatCents(price.amountCents)} instead of ${formatCents(price.listPriceCents)}.`
}

/**
 * The promo code and its Apply button. Without JavaScript, Apply submits the form (intent
 * apply-promo) and the page returns with the prices; with it, the code is checked through
 * POST /api/promocode/validate and the result announced in place.
 */
export function PromoCode({ field, planId, applied, onApplied }: PromoCodeProps) {
  // The spec's form-submit state (lib/validation/form-state.ts): the check through the API is the
  // field's async validation, and its answer the field's async error.
  const [state, dispatch] = useReducer(formReducer, initialFormState)
  useEffect(() => {
    dispatch({ type: 'registerField', name: field.name })
    return () => dispatch({ type: 'unregisterField', name: field.name })
  }, [field.name])
  const checking = state.asyncValidating === field.name
  const shownError = state.asyncErrors[field.name] ?? field.errors?.[0] ?? null
  const answer = (message?: string) => dispatch({ type: 'stopAsyncValidation', errors: message ? { [field.name]: message } : undefined })
  const failed = (message: string) => ({ [field.name]: message })

  async function apply(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    const input = event.currentTarget.form?.elements.namedItem(field.name)
    const promoCode = input instanceof HTMLInputElement ? input.value : ''
    if (!normaliseCode(promoCode)) {
      answer(MESSAGES.required)
      onApplied(null)
      return
    }
    // The check is the field's async validation (spec §4); a validator that rejects without errors is a bug (spec §8).
    await runAsyncValidation(
      field.name,
      async () => {
        try {
          const response = await fetch('/api/promocode/validate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ promoCode }) })
          const body = (await response.json()) as ValidPromoCode & ErrorAnswer
          onApplied(response.ok ? body : null)
          return response.ok ? undefined : failed(body.error?.fields?.promoCode ?? body.error?.message ?? UNCHECKED)
        } catch {
          return failed(UNCHECKED)
        }
      },
      dispatch,
    )
  }

  return (
    <fieldset className="fieldset promo-code">
      <legend>Promo code</legend>
      <div className="field">
        <label htmlFor={field.id}>Promo code (optional)</label>
        <div className="promo-code__row">
          <input
            {...getInputProps(field, { type: 'text', ariaAttributes: true })}
            key={field.key}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={shownError ? true : undefined}
            aria-describedby={`${field.id}-status ${field.errorId}`}
            onChange={(event) => {
              if (applied && normaliseCode(event.target.value) !== applied.promoCode) onApplied(null)
              answer()
            }}
          />
          <button type="submit" name="intent" value="apply-promo" className="button button--secondary" onClick={apply} disabled={checking}>
            {checking ? 'Checking…' : 'Apply'}
          </button>
        </div>
        <p className="promo-code__status" id={`${field.id}-status`} role="status">
          {applied ? appliedText(applied, planId) : ''}
        </p>
        <FieldError field={field} error={shownError} />
      </div>
    </fieldset>
  )
}
