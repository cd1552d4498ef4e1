import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useState } from 'react'
import { describeDiscount, formatCents, normaliseCode, planById, type PlanId, type ValidPromoCode } from '../../../lib/subscription-plans.ts'

interface PromoCodeProps {
  field: FieldMetadata<string | undefined>
  planId: PlanId
  applied: ValidPromoCode | null
  onApplied(promo: ValidPromoCode | null): void
}

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
  const [checking, setChecking] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const shownError = error ?? field.errors?.[0] ?? null

  async function apply(event: React.MouseEvent<HTMLButtonElement>) {
    event.preventDefault()
    const input = event.currentTarget.form?.elements.namedItem(field.name)
    const promoCode = input instanceof HTMLInputElement ? input.value : ''
    if (!normaliseCode(promoCode)) {
      setError('Required')
      onApplied(null)
      return
    }
    setChecking(true)
    try {
      const response = await fetch('/api/promocode/validate', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ promoCode }) })
      const body = (await response.json()) as ValidPromoCode & ErrorAnswer
      if (response.ok) {
        setError(null)
        onApplied(body)
      } else {
        setError(body.error?.fields?.promoCode ?? body.error?.message ?? 'The code could not be checked. Please try again.')
        onApplied(null)
      }
    } catch {
      setError('The code could not be checked. Please try again.')
    } finally {
      setChecking(false)
    }
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
              setError(null)
            }}
          />
          <button type="submit" name="intent" value="apply-promo" className="button button--secondary" onClick={apply} disabled={checking}>
            {checking ? 'Checking…' : 'Apply'}
          </button>
        </div>
        <p className="promo-code__status" id={`${field.id}-status`} role="status">
          {applied ? appliedText(applied, planId) : ''}
        </p>
        <p className="field__error" id={field.errorId} role={shownError ? 'alert' : undefined}>
          {shownError ?? ''}
        </p>
      </div>
    </fieldset>
  )
}
