import { and, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { magazineSubscriptions } from '#db/schema/index.ts'
import { planById, type PlanId } from '#lib/subscription-plans.ts'
import type { NetworkPass } from '../network-gate.ts'
import type { CheckoutOrder } from './order-rows.ts'
import { fromStripe } from './payments/stripe/subscription-management.ts'
import type { StripeOrders } from './stripe-orders.ts'

/** What the return page shows of an order: confirming until Stripe's event says it is paid. */
export interface ReturnedOrder {
  orderId: number
  state: 'confirming' | 'paid' | 'refunded'
  planName: string
  amountCents: number
  promoCode: string | null
  email: string
}

/**
 * The magazine order page's Stripe path (decision 061): start Checkout, show the order on
 * Checkout's return address, and give the form back when the reader cancels on Stripe's page.
 */
export function createMagazineCheckout({ db, orders, log }: { db: Database; orders: StripeOrders; log: Logger }) {
  return {
    /** Stores the pending order and answers Checkout's address; Stripe out of reach is a retryable refusal (the order is kept). */
    async start(order: CheckoutOrder, options: { userId?: number; sourceCode?: string; network: NetworkPass }) {
      try {
        return await orders.startCheckout(order, options)
      } catch (error) {
        log.warn({ event: 'stripe.checkout_failed', errorName: (error as { type?: string } | null)?.type ?? (error instanceof Error ? error.name : typeof error) }, 'no Checkout session')
        return fromStripe(error)
      }
    },

    /** The order on Checkout's return address; the session id in it is the proof it is this buyer's (an order id alone is not). */
    async returned(orderId: number, sessionId: string): Promise<ReturnedOrder | null> {
      const [order] = await db
        .select()
        .from(magazineSubscriptions)
        .where(and(eq(magazineSubscriptions.id, orderId), eq(magazineSubscriptions.stripeCheckoutSessionId, sessionId)))
        .limit(1)
      if (!order) return null
      const state = order.status === 'paid' ? 'paid' : order.status === 'refunded' ? 'refunded' : 'confirming'
      return { orderId: order.id, state, planName: planById(order.planId as PlanId).name, amountCents: order.amountCents, promoCode: order.promoCode, email: order.email }
    },

    /** The form as typed, for a reader back from Checkout's "back" link: the order's own retry key names it. */
    async cancelled(submissionId: string): Promise<Omit<CheckoutOrder, 'submissionId'> | null> {
      const [order] = await db
        .select()
        .from(magazineSubscriptions)
        .where(and(eq(magazineSubscriptions.submissionId, submissionId), eq(magazineSubscriptions.status, 'pending'), eq(magazineSubscriptions.paymentProvider, 'stripe')))
        .limit(1)
      if (!order) return null
      const { planId, promoCode, firstname, lastname, email, company, address1, address2, city, region, postalCode, country } = order
      return { planId: planId as PlanId, promoCode: promoCode ?? '', firstname, lastname, email, company, address1, address2, city, region, postalCode, country }
    },
  }
}
export type MagazineCheckout = ReturnType<typeof createMagazineCheckout>
