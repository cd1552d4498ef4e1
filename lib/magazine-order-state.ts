/** The parts of a magazine order that say what can still be done with it, on either payment path. */
interface OrderState {
  status: string
  subscriptionStatus: string | null
  amountCents: number
  refundedCents: number
}

/** A subscription that has not ended: paid, and not cancelled by Stripe (or on the test gateway). */
export const isRunning = (order: Pick<OrderState, 'status' | 'subscriptionStatus'>) => order.status === 'paid' && order.subscriptionStatus !== 'canceled'

/** What a refund can still give back: nothing before the order is paid. */
export const refundableCents = (order: OrderState) => (order.status === 'paid' || order.status === 'refunded' ? Math.max(0, order.amountCents - order.refundedCents) : 0)

/** The back office's changes to an order, each behind a confirmation step. */
export const ORDER_CHANGES = ['refund', 'cancel-period-end', 'cancel-now'] as const
export type OrderChange = (typeof ORDER_CHANGES)[number]
