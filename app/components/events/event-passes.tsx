import type { SubmissionResult } from '@conform-to/react'
import { Link } from 'react-router'
import type { PassSale, PassTypeView } from '../../../lib/event-passes.ts'
import type { LeadFormField } from '../../../lib/lead-fields.ts'
import { formatCents } from '../../../lib/subscription-plans.ts'
import { TEST_PAYMENT_NOTICE } from '../../../lib/test-payment.ts'
import { Field } from '../forms/field.tsx'
import { LeadForm } from '../forms/lead-form.tsx'
import { CardFields } from '../subscribe/card-fields.tsx'
import { easternDateTime } from '../../../lib/time-format.ts'

export interface PassOffer extends PassTypeView {
  sale: PassSale
}

export interface PassForm {
  passTypeId: number
  fields: LeadFormField[]
  /** The test gateway's card fields (no Stripe keys, a paid pass). */
  card: boolean
  defaults: Record<string, string>
  submissionId: string
}

/** A pass's price and what can be done about it now, in words. */
function saleWords(sale: PassSale): string {
  if (sale.state === 'on_sale') return `${sale.remaining} ${sale.remaining === 1 ? 'seat' : 'seats'} left`
  if (sale.state === 'sold_out') return 'Sold out'
  if (sale.state === 'closed') return 'Sales closed'
  return `Sales open on ${easternDateTime(sale.opensAt)}`
}

/** The event's pass types: price, seats, and a link that chooses one for the form. */
export function PassList({ passes, chosen }: { passes: PassOffer[]; chosen: number | null }) {
  return (
    <ul className="pass-list">
      {passes.map((pass) => (
        <li key={pass.id} className="pass-list__item" aria-current={pass.id === chosen ? 'true' : undefined}>
          <strong className="pass-list__name">{pass.name}</strong>
          <span className="pass-list__price">{pass.priceCents === 0 ? 'Free' : formatCents(pass.priceCents)}</span>
          <span className="pass-list__state" data-state={pass.sale.state}>
            {saleWords(pass.sale)}
          </span>
          {pass.sale.state === 'on_sale' && pass.id !== chosen ? (
            <Link to={`?pass=${pass.id}#buy`} preventScrollReset>
              Choose<span className="visually-hidden"> the {pass.name} pass</span>
            </Link>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

/** The buyer's form for the chosen pass: the lead form's fields, a promo code for a paid pass, the card when the test gateway takes it. */
export function PassBuyForm({ pass, form, stripe, today, lastResult }: { pass: PassOffer; form: PassForm; stripe: boolean; today: string; lastResult: SubmissionResult<string[]> | undefined }) {
  const paid = pass.priceCents > 0
  return (
    <section id="buy" className="pass-buy" aria-labelledby="buy-heading" tabIndex={-1}>
      <h2 id="buy-heading">{paid ? `Buy a ${pass.name} pass: ${formatCents(pass.priceCents)}` : `Register: ${pass.name} (free)`}</h2>
      {paid && stripe ? <p>You pay on Stripe’s secure page; we mail your pass once Stripe confirms the payment.</p> : null}
      {paid && !stripe ? <p className="notice">{TEST_PAYMENT_NOTICE}</p> : null}
      <LeadForm
        key={pass.id}
        definitions={form.fields}
        defaultValue={form.defaults}
        lastResult={lastResult}
        submitLabel={paid ? (stripe ? 'Continue to payment' : `Pay ${formatCents(pass.priceCents)}`) : 'Register'}
        busyLabel={paid ? 'Paying…' : 'Registering…'}
        action="#buy"
        sponsorName={null}
        extended={{
          pass: { card: form.card },
          fields: (fields) => (
            <>
              <input type="hidden" name="passTypeId" value={pass.id} />
              <input type="hidden" name="submissionId" value={form.submissionId} />
              {paid && pass.promoCodes.length ? <Field field={fields.promoCode!} label="Promo code" autoComplete="off" /> : null}
              {form.card ? <CardFields fields={fields as never} now={new Date(today)} /> : null}
            </>
          ),
        }}
      />
    </section>
  )
}
