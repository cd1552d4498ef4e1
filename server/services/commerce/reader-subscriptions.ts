import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { magazineSubscriptions, type MagazineSubscription } from '#db/schema/index.ts'
import { planById, type PlanId } from '#lib/subscription-plans.ts'
import { ServiceError } from '../errors.ts'
import { isRunning } from '#lib/magazine-order-state.ts'
import type { StripePayments } from './payments/stripe/index.ts'

/** One of a reader's paid orders as /profile shows it: the subscription it started and its receipt. */
export interface ReaderSubscription {
  orderId: number
  planName: string
  paidAt: string
  amountCents: number
  refundedCents: number
  currency: string
  /** active, past_due, canceled, refunded… as Stripe (or the test gateway) last said. */
  status: string
  running: boolean
  renewsAt: string | null
  cancelAtPeriodEnd: boolean
  /** Paid on the built-in test gateway: no money moved. */
  test: boolean
  /** Stripe's customer portal can manage it (update card, cancel). */
  portal: boolean
}

const view = (order: MagazineSubscription): ReaderSubscription => ({
  orderId: order.id,
  planName: planById(order.planId as PlanId).name,
  paidAt: order.createdAt.toISOString(),
  amountCents: order.amountCents,
  refundedCents: order.refundedCents,
  currency: order.currency,
  status: order.status === 'refunded' ? 'refunded' : (order.subscriptionStatus ?? 'active'),
  running: isRunning(order),
  renewsAt: order.renewsAt?.toISOString() ?? null,
  cancelAtPeriodEnd: order.cancelAtPeriodEnd,
  test: order.paymentProvider === 'test',
  portal: order.paymentProvider === 'stripe' && Boolean(order.stripeCustomerId) && isRunning(order),
})

/**
 * A signed-in reader's magazine subscriptions: the paid orders placed from their account (never
 * by email alone: an account's address is not proven to be theirs), newest first.
 */
export function createReaderSubscriptions({ db, stripe }: { db: Database; stripe: StripePayments | null }) {
  const paidOf = (userId: number) =>
    db
      .select()
      .from(magazineSubscriptions)
      .where(and(eq(magazineSubscriptions.userId, userId), inArray(magazineSubscriptions.status, ['paid', 'refunded'])))
      .orderBy(desc(magazineSubscriptions.createdAt), desc(magazineSubscriptions.id))
      .limit(50)

  return {
    async list(userId: number): Promise<ReaderSubscription[]> {
      return (await paidOf(userId)).map(view)
    },

    /** Stripe's customer portal for one of the reader's own Stripe subscriptions; anyone else's order is not there for them. */
    async portalUrl(userId: number, orderId: number): Promise<string> {
      const order = (await paidOf(userId)).find((row) => row.id === orderId)
      if (!order || !stripe || !view(order).portal) throw new ServiceError('not_found', 'No such subscription to manage.')
      return stripe.subscriptions.portalUrl(order)
    },
  }
}
export type ReaderSubscriptions = ReturnType<typeof createReaderSubscriptions>
