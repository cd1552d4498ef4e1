import type Stripe from 'stripe'
import type { MagazineSubscription } from '#db/schema/index.ts'
import { ServiceError } from '../../../errors.ts'
import { subscriptionState, type StripeOrders } from '../../stripe-orders.ts'

const notOnStripe = () => new ServiceError('not_found', 'This order has no Stripe subscription.')

/**
 * Stripe's refusals and outages as a form's answer: Stripe out of reach (or busy) is worth a retry
 * in a moment; a request Stripe refuses (a charge already refunded) is a conflict it names.
 * Only the error's type is logged by callers: a message may quote the request.
 */
export function fromStripe(error: unknown): never {
  const type = (error as { type?: unknown } | null)?.type
  if (type === 'StripeConnectionError' || type === 'StripeAPIError' || type === 'StripeRateLimitError')
    throw new ServiceError('payment_unavailable', 'We could not reach Stripe. Nothing was changed: please try again in a moment.', { retryAfterSeconds: 5 })
  if (type === 'StripeInvalidRequestError' || type === 'StripeCardError') throw new ServiceError('conflict', `Stripe refused it: ${(error as Error).message}`)
  throw error
}

/**
 * What a reader (from /profile) or the back office does to a Stripe subscription: Stripe's
 * customer portal for the card and receipts, cancellations, refunds. The order keeps what Stripe
 * answers; Stripe's own event about it later says the same.
 */
export function createStripeSubscriptionManagement({ stripe, orders, siteUrl }: { stripe: Stripe; orders: StripeOrders; siteUrl: string }) {
  return {
    /** A short-lived address of Stripe's customer portal (update card, receipts, cancel), back to /profile. */
    async portalUrl(order: MagazineSubscription): Promise<string> {
      if (!order.stripeCustomerId) throw notOnStripe()
      return (await stripe.billingPortal.sessions.create({ customer: order.stripeCustomerId, return_url: `${siteUrl}/profile` }).catch(fromStripe)).url
    },

    /** The subscription runs to the end of the paid period and does not renew. */
    async cancelAtPeriodEnd(order: MagazineSubscription): Promise<void> {
      if (!order.stripeSubscriptionId) throw notOnStripe()
      const updated = await stripe.subscriptions.update(order.stripeSubscriptionId, { cancel_at_period_end: true }, { idempotencyKey: `cancel-${order.stripeSubscriptionId}` }).catch(fromStripe)
      await orders.subscriptionChanged(order.id, subscriptionState(updated))
    },

    /** The subscription ends now; what was paid stays paid (a refund is its own step). */
    async cancelNow(order: MagazineSubscription): Promise<void> {
      if (!order.stripeSubscriptionId) throw notOnStripe()
      const ended = await stripe.subscriptions.cancel(order.stripeSubscriptionId, {}, { idempotencyKey: `end-${order.stripeSubscriptionId}` }).catch(fromStripe)
      await orders.subscriptionChanged(order.id, subscriptionState(ended))
    },

    /**
     * Refunds up to `amountCents` of the order's latest payment; answers what Stripe refunded. The
     * key names the order's refunded total before, so a double click refunds once.
     */
    async refund(order: MagazineSubscription, amountCents: number): Promise<number> {
      if (!order.stripeCustomerId) throw notOnStripe()
      const [charge] = (await stripe.charges.list({ customer: order.stripeCustomerId, limit: 1 }).catch(fromStripe)).data
      if (!charge) throw new ServiceError('conflict', 'Stripe holds no payment for this order.')
      const refundable = Math.min(amountCents, charge.amount - charge.amount_refunded)
      if (refundable <= 0) throw new ServiceError('conflict', 'This payment is already refunded on Stripe.')
      const refund = await stripe.refunds
        .create({ charge: charge.id, amount: refundable, metadata: { order_id: String(order.id) } }, { idempotencyKey: `refund-${order.id}-${order.refundedCents}` })
        .catch(fromStripe)
      return refund.amount
    },
  }
}
export type StripeSubscriptionManagement = ReturnType<typeof createStripeSubscriptionManagement>
