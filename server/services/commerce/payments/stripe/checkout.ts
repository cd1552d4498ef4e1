import type Stripe from 'stripe'
import type { MagazineSubscription, PromoCode } from '#db/schema/index.ts'
import { CURRENCY, type PlanId } from '#lib/subscription-plans.ts'
import type { StripeCatalog } from './catalog.ts'

/** What every session of ours carries, so that any of Stripe's events about it finds our order. */
export const orderMetadata = (orderId: number) => ({ order_id: String(orderId) })

/** A one-off purchase (an event pass): its amount and where Stripe sends the buyer back. */
export interface OneOffPurchase {
  reference: string
  email: string
  description: string
  amountCents: number
  successPath: string
  cancelPath: string
  /** After this Stripe's page takes no payment (at least 30 minutes on). */
  expiresAt?: Date
}

/**
 * Stripe Checkout sessions (decision 061): the buyer types the card on Stripe's page, never ours.
 * A magazine plan is a subscription-mode session with the plan's price and the promo code's
 * coupon; a one-off purchase is a payment-mode session. The same order gives the same session.
 */
export function createStripeCheckout({ stripe, catalog, siteUrl }: { stripe: Stripe; catalog: StripeCatalog; siteUrl: string }) {
  return {
    async subscriptionSession(order: MagazineSubscription, promo: PromoCode | null): Promise<Stripe.Checkout.Session> {
      const price = await catalog.ensurePrice(order.planId as PlanId)
      const coupon = promo ? await catalog.ensureCoupon(promo) : null
      return stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [{ price, quantity: 1 }],
          ...(coupon ? { discounts: [{ coupon }] } : {}),
          customer_email: order.email,
          client_reference_id: String(order.id),
          metadata: orderMetadata(order.id),
          subscription_data: { metadata: orderMetadata(order.id) },
          success_url: `${siteUrl}/magazine/subscribe/paid?order=${order.id}&session_id={CHECKOUT_SESSION_ID}`,
          // The order's retry key brings the form back as typed (the order id alone would show anyone's).
          cancel_url: `${siteUrl}/magazine/subscribe/${order.planId}?resume=${order.submissionId}`,
        },
        { idempotencyKey: `checkout-${order.submissionId}` },
      )
    },

    async paymentSession(purchase: OneOffPurchase): Promise<Stripe.Checkout.Session> {
      return stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [{ quantity: 1, price_data: { currency: CURRENCY.toLowerCase(), unit_amount: purchase.amountCents, product_data: { name: purchase.description } } }],
          customer_email: purchase.email,
          client_reference_id: purchase.reference,
          metadata: { reference: purchase.reference },
          payment_intent_data: { metadata: { reference: purchase.reference } },
          success_url: `${siteUrl}${purchase.successPath}`,
          cancel_url: `${siteUrl}${purchase.cancelPath}`,
          ...(purchase.expiresAt ? { expires_at: Math.floor(purchase.expiresAt.getTime() / 1000) } : {}),
        },
        { idempotencyKey: `checkout-${purchase.reference}` },
      )
    },
  }
}
export type StripeCheckout = ReturnType<typeof createStripeCheckout>
