import type { FieldMetadata } from '@conform-to/react'
import { FieldError } from '../forms/field.tsx'
import { formatCents, PLANS, type PlanId, type ValidPromoCode } from '../../../lib/subscription-plans.ts'

interface PlanChoiceProps {
  field: FieldMetadata<string | undefined>
  /** The plan checked when the page renders. */
  initial: PlanId
  promo: ValidPromoCode | null
  /** Badge text on the preselected plan ("Most popular", "Selected for you"). */
  badge: string
  onChange(planId: PlanId): void
}

/** The plans as radio cards: the whole card is the label, the promotional price shown where it applies. */
export function PlanChoice({ field, initial, promo, badge, onChange }: PlanChoiceProps) {
  const errorId = field.errors ? field.errorId : undefined
  return (
    <fieldset className="fieldset plan-choice" aria-describedby={errorId}>
      <legend>Choose your plan</legend>
      <ul className="plans">
        {PLANS.map((plan) => {
          const offer = promo?.prices.find((price) => price.planId === plan.id && price.discountCents > 0)
          const id = `${field.id}-${plan.id}`
          return (
            <li key={plan.id} className="plan">
              <input
                type="radio"
                id={id}
                name={field.name}
                value={plan.id}
                defaultChecked={plan.id === initial}
                key={field.key}
                onChange={() => onChange(plan.id)}
                aria-invalid={field.errors ? true : undefined}
              />
              <label htmlFor={id}>
                <span className="plan__name">{plan.name}</span>
                {plan.id === initial ? <span className="plan__badge">{badge}</span> : null}
                <span className="plan__price">
                  {offer ? (
                    <>
                      <del>
                        <span className="visually-hidden">was </span>
                        {formatCents(offer.listPriceCents)}
                      </del>{' '}
                      <strong>{formatCents(offer.amountCents)}</strong>
                    </>
                  ) : (
                    <strong>{formatCents(plan.priceCents)}</strong>
                  )}{' '}
                  <span>{plan.period}</span>
                </span>
                <span className="plan__features">
                  {plan.features.map((feature) => (
                    <span key={feature}>{feature}</span>
                  ))}
                </span>
              </label>
            </li>
          )
        })}
      </ul>
      <FieldError field={field} />
    </fieldset>
  )
}
