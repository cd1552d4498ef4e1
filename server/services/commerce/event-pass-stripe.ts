import type Stripe from 'stripe'
import type { Logger } from 'pino'
import type { StripeEventHandler } from './payments/stripe/webhook-events.ts'
import type { EventPasses } from './event-passes.ts'

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

/**
 * Stripe's events about pass orders (decision 063), taken before the magazine's: a completed
 * session whose reference names a pass order pays it (once: the change is conditional), a refund
 * of its payment intent marks it refunded. Anything else is left to the magazine's handling.
 */
export function passStripeEvents(passes: EventPasses, log: Logger): StripeEventHandler {
  return async (event: Stripe.Event) => {
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object
      const orderId = passes.orderIdOfReference(session.metadata?.reference ?? session.client_reference_id)
      if (orderId === null) return false
      if (session.payment_status === 'unpaid') return true
      const paid = await passes.paidOnStripe(orderId, { paymentIntentId: idOf(session.payment_intent) })
      log.info({ event: 'event_pass.stripe_paid', orderId, changed: Boolean(paid) }, 'pass order paid on Stripe')
      return true
    }
    if (event.type === 'charge.refunded') {
      const paymentIntentId = idOf(event.data.object.payment_intent)
      return paymentIntentId !== null && (await passes.refundedOnStripe(paymentIntentId, event.data.object.amount_refunded))
    }
    return false
  }
}
