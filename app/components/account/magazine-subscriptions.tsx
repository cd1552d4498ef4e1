import { Form } from 'react-router'
import type { AppLoadContext } from 'react-router'
import { formatCents } from '#lib/subscription-plans.ts'
import { formatLongDate } from '#lib/time-format.ts'
import { ColumnHeads } from '../column-heads.tsx'

type ReaderSubscription = Awaited<ReturnType<AppLoadContext['readerSubscriptions']['list']>>[number]

const STATUS_WORDS: Record<string, string> = {
  active: 'Active',
  trialing: 'Active',
  past_due: 'Payment due: we could not renew it, please update your card',
  unpaid: 'Unpaid',
  canceled: 'Ended',
  incomplete: 'Waiting for payment',
  incomplete_expired: 'Not paid',
  refunded: 'Refunded',
}

function Renewal({ subscription }: { subscription: ReaderSubscription }) {
  if (!subscription.running || !subscription.renewsAt) return null
  const day = formatLongDate(subscription.renewsAt)
  return subscription.cancelAtPeriodEnd ? <p>Cancels at period end: it runs until {day} and does not renew.</p> : <p>Next renewal: {day}.</p>
}

/** /profile's magazine part: each subscription (plan, status, next renewal), Stripe's portal to manage it, and the receipts. */
export function MagazineSubscriptions({ subscriptions, busy }: { subscriptions: ReaderSubscription[]; busy: boolean }) {
  if (subscriptions.length === 0) return null
  const running = subscriptions.filter((subscription) => subscription.running)
  return (
    <section aria-labelledby="magazine-subscriptions" className="account-subscriptions">
      <h2 id="magazine-subscriptions">Magazine subscription</h2>
      {running.map((subscription) => (
        <div key={subscription.orderId} className="notice account-subscription">
          <p>
            <strong>{subscription.planName}</strong> · {STATUS_WORDS[subscription.status] ?? subscription.status}
            {subscription.test ? ' · Test payment: no money was taken' : ''}
          </p>
          <Renewal subscription={subscription} />
          {subscription.portal ? (
            <Form method="post">
              <input type="hidden" name="orderId" value={subscription.orderId} />
              <button type="submit" name="intent" value="billing" className="button button--secondary" disabled={busy}>
                Manage billing
              </button>
              <span className="field__hint"> Update your card or cancel at period end, on Stripe’s secure page.</span>
            </Form>
          ) : null}
        </div>
      ))}
      <h3>Receipts</h3>
      <table className="account-receipts">
        <ColumnHeads names={['Date', 'Order', 'Plan', 'Amount']} />
        <tbody>
          {subscriptions.map((receipt) => (
            <tr key={receipt.orderId}>
              <td>{formatLongDate(receipt.paidAt)}</td>
              <td>{receipt.orderId}</td>
              <td>{receipt.planName}</td>
              <td>
                {formatCents(receipt.amountCents)} {receipt.currency}
                {receipt.refundedCents > 0 ? ` (refunded ${formatCents(receipt.refundedCents)})` : ''}
                {receipt.test ? ' · test, no money taken' : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
