import type Stripe from 'stripe'
import type { MagazineSubscription } from '#db/schema/index.ts'
import { ServiceError } from '../../../errors.ts'
import { subscriptionState, type StripeOrders } from '../../stripe-orders.ts'

const notOnStripe = () => new ServiceError('not_found', 'This order has no Stripe subscription.')

/**
 * What a reader (from /profile) or the back office does to a Stripe subscription: Stripe's
 * customer portal for the card and receipts, and a cancellation at the end of the paid period.
 * The order keeps what Stripe answers; Stripe's own event about it later says the same.
 */
export function createStripeSubscriptionManagement({ stripe, orders, siteUrl }: { stripe: Stripe; orders: StripeOrders; siteUrl: string }) {
  return {
    /** A short-lived address of Stripe's customer portal (update card, receipts), back to /profile. */
    async portalUrl(order: MagazineSubscription): Promise<string> {
      if (!order.stripeCustomerId) throw notOnStripe()
      return (await stripe.billingPortal.sessions.create({ customer: order.stripeCustomerId, return_url: `${siteUrl}/profile` })).url
    },

    /** The subscription runs to the end of the paid period and does not renew. */
    async cancelAtPeriodEnd(order: MagazineSubscription): Promise<void> {
      if (!order.stripeSubscriptionId) throw notOnStripe()
      const updated = await stripe.subscriptions.update(order.stripeSubscriptionId, { cancel_at_period_end: true }, { idempotencyKey: `cancel-${order.stripeSubscriptionId}` })
      await orders.subscriptionChanged(order.id, subscriptionState(updated))
    },
  }
}
