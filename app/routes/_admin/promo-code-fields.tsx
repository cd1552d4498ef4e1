import type { FieldMetadata } from '@conform-to/react'
import { PLANS } from '#lib/subscription-plans.ts'
import { Checkboxes } from '../../components/forms/checkboxes.tsx'
import { Field, FieldFrame } from '../../components/forms/field.tsx'

type OfferFields = Record<'description' | 'percent' | 'amount' | 'validFrom' | 'validUntil' | 'maxUses', FieldMetadata<string | undefined>> & {
  planIds: Pick<FieldMetadata<unknown>, 'id' | 'errorId' | 'errors'>
}

/** A promo code's offer, in the new-code form and the edit form alike; `planIds` are the plans ticked. */
export function PromoCodeOfferFields({ fields, planIds = [] }: { fields: OfferFields; planIds?: string[] }) {
  return (
    <>
      <Field field={fields.description} label="Description" hint="Shown to the reader beside the price" />
      <Field field={fields.percent} label="Percent off" hint="Either this…" />
      <Field field={fields.amount} label="Amount off, in dollars" hint="…or this" />
      <Field field={fields.validFrom} label="Valid from (YYYY-MM-DD)" hint="Empty: from now" />
      <Field field={fields.validUntil} label="Valid until (YYYY-MM-DD), inclusive" hint="Empty: no end" />
      <Field field={fields.maxUses} label="Most uses" hint="Empty: no limit" />
      <FieldFrame field={fields.planIds} label="Plans">
        <fieldset className="checkbox-list" aria-describedby={`${fields.planIds.id}-hint`}>
          <legend className="visually-hidden">Plans the code applies to</legend>
          <p className="field__hint" id={`${fields.planIds.id}-hint`}>
            None ticked: every plan.
          </p>
          <Checkboxes name="planIds" items={PLANS} value={(plan) => plan.id} label={(plan) => plan.name} ticked={(plan) => planIds.includes(plan.id)} />
        </fieldset>
      </FieldFrame>
    </>
  )
}
