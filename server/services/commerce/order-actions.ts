import { and, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { magazineSubscriptions, type MagazineSubscription } from '#db/schema/index.ts'
import type { AuditActor, AuditLog } from '../audit/audit-log.ts'
import { isRunning, refundableCents } from '#lib/magazine-order-state.ts'
import { ServiceError } from '../errors.ts'
import type { StripePayments } from './payments/stripe/index.ts'

export type CancelWhen = 'period_end' | 'now'

/** What the audit log keeps of an order before and after a change. */
const stateOf = (order: MagazineSubscription) => ({
  status: order.status,
  refundedCents: order.refundedCents,
  subscriptionStatus: order.subscriptionStatus,
  cancelAtPeriodEnd: order.cancelAtPeriodEnd,
})

/**
 * The back office's refunds and cancellations of magazine orders (sales and administrators). A
 * Stripe order is changed on Stripe first and keeps what Stripe answered; a test-gateway order
 * records a test refund or cancellation, as no money moved. Each change is in the audit log.
 */
export function createOrderActions({ db, audit, stripe, log }: { db: Database; audit: AuditLog; stripe: StripePayments | null; log: Logger }) {
  async function get(id: number): Promise<MagazineSubscription> {
    const [order] = await db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.id, id)).limit(1)
    if (!order) throw new ServiceError('not_found', 'No such order')
    return order
  }
  const onStripe = (order: MagazineSubscription) => {
    if (order.paymentProvider !== 'stripe') return null
    if (!stripe) throw new ServiceError('conflict', 'This order was paid on Stripe, and this site has no Stripe keys now.')
    return stripe.subscriptions
  }

  return {
    /** Refunds what is left of the order's payment. */
    async refund(actor: AuditActor, orderId: number): Promise<MagazineSubscription> {
      const order = await get(orderId)
      const left = refundableCents(order)
      if (left <= 0) throw new ServiceError('conflict', 'This order has nothing left to refund.')
      const refunded = (await onStripe(order)?.refund(order, left)) ?? left
      const refundedCents = order.refundedCents + refunded
      return db.transaction(async (tx) => {
        // Conditional on the total read before: of two refunds at once (one refund on Stripe, by its key), one is recorded.
        const [after] = await tx
          .update(magazineSubscriptions)
          .set({ refundedCents, ...(refundedCents >= order.amountCents ? { status: 'refunded' } : {}), updatedAt: new Date() })
          .where(and(eq(magazineSubscriptions.id, order.id), eq(magazineSubscriptions.refundedCents, order.refundedCents)))
          .returning()
        if (!after) throw new ServiceError('conflict', 'Someone else refunded this order meanwhile. Reload the order to see it.')
        await audit.record({ actor, action: 'order.refund', itemType: 'order', itemId: order.id, before: stateOf(order), after: { ...stateOf(after), test: order.paymentProvider === 'test' } }, tx)
        log.info({ event: 'order.refund', orderId: order.id, refundedCents: refunded, provider: order.paymentProvider }, 'order refunded from the back office')
        return after
      })
    },

    /** Ends the subscription at the end of the paid period, or now. */
    async cancel(actor: AuditActor, orderId: number, when: CancelWhen): Promise<MagazineSubscription> {
      const order = await get(orderId)
      if (!isRunning(order)) throw new ServiceError('conflict', 'This subscription is not running.')
      if (when === 'period_end' && order.cancelAtPeriodEnd) throw new ServiceError('conflict', 'This subscription already ends at the end of its period.')
      const management = onStripe(order)
      if (management) await (when === 'now' ? management.cancelNow(order) : management.cancelAtPeriodEnd(order))
      else
        await db
          .update(magazineSubscriptions)
          .set({ ...(when === 'now' ? { subscriptionStatus: 'canceled' } : { cancelAtPeriodEnd: true }), updatedAt: new Date() })
          .where(eq(magazineSubscriptions.id, order.id))
      const after = await get(order.id)
      await audit.record({ actor, action: when === 'now' ? 'order.cancel_now' : 'order.cancel_at_period_end', itemType: 'order', itemId: order.id, before: stateOf(order), after: stateOf(after) })
      log.info({ event: 'order.cancel', orderId: order.id, when, provider: order.paymentProvider }, 'subscription cancelled from the back office')
      return after
    },
  }
}
export type OrderActions = ReturnType<typeof createOrderActions>
