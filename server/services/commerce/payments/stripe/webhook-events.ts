import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type Stripe from 'stripe'
import type { Database } from '#db/client.ts'
import { stripeEvents } from '#db/schema/index.ts'
import type { JobQueue } from '../../../jobs/queue.ts'
import { transactionSql } from '../../../jobs/transaction-sql.ts'
import { subscriptionState, type StripeOrders } from '../../stripe-orders.ts'

export const STRIPE_EVENT_JOB = 'stripe.event'

export type WebhookAnswer = { status: 400; message: string } | { status: 200; duplicate: boolean }

/** Another kind of order's handler (event passes): true when the event was about one of its orders. */
export type StripeEventHandler = (event: Stripe.Event) => Promise<boolean>

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null))

/**
 * Stripe's webhook events, the truth about payments (decision 061). An event is verified with
 * the endpoint's signing secret, stored by its id with its job in one transaction, and answered;
 * the job does the work. A replay finds the stored id and queues nothing; while the database is
 * down the store fails, the endpoint answers 503 and Stripe sends the event again later.
 */
export function createStripeWebhooks({
  db,
  stripe,
  webhookSecret,
  jobs,
  orders,
  log,
  siteUrl,
}: {
  db: Database
  stripe: Stripe
  webhookSecret: string
  jobs: JobQueue
  orders: StripeOrders
  log: Logger
  siteUrl: string
}) {
  const otherOrders: StripeEventHandler[] = []

  async function handle(event: Stripe.Event): Promise<void> {
    for (const other of otherOrders) if (await other(event)) return
    switch (event.type) {
      case 'checkout.session.completed':
        return checkoutCompleted(event.data.object)
      case 'invoice.paid':
        return invoicePaid(event.data.object)
      case 'invoice.payment_failed':
        return invoiceFailed(event.data.object)
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return subscriptionChanged(event.data.object)
      case 'charge.refunded':
        return chargeRefunded(event.data.object)
      default:
        log.info({ event: 'stripe.event_ignored', type: event.type, eventId: event.id }, 'a Stripe event this site does not act on')
    }
  }

  /** Paid only when Stripe says the session's payment is made (not for a delayed method still on its way). */
  async function checkoutCompleted(session: Stripe.Checkout.Session) {
    const order = await orders.orderFor({ orderId: session.metadata?.order_id ?? session.client_reference_id })
    if (!order) return unknownOrder('checkout.session.completed', session.id)
    if (session.payment_status === 'unpaid') return
    const subscriptionId = idOf(session.subscription)
    const subscription = subscriptionId ? subscriptionState(await stripe.subscriptions.retrieve(subscriptionId)) : null
    await orders.markPaid(order.id, { customerId: idOf(session.customer), subscription })
  }

  /** The first invoice may arrive before the completed checkout: it pays the order just as well. */
  async function invoicePaid(invoice: Stripe.Invoice) {
    const details = invoice.parent?.subscription_details
    const order = await orders.orderFor({ orderId: details?.metadata?.order_id, subscriptionId: idOf(details?.subscription) })
    if (!order) return unknownOrder('invoice.paid', invoice.id)
    const periodEnd = invoice.lines.data[0]?.period.end
    const subscriptionId = idOf(details?.subscription)
    const subscription = subscriptionId ? { subscriptionId, status: 'active', cancelAtPeriodEnd: order.cancelAtPeriodEnd, renewsAt: periodEnd ? new Date(periodEnd * 1000) : null } : null
    await orders.markPaid(order.id, { customerId: idOf(invoice.customer), subscription })
  }

  async function invoiceFailed(invoice: Stripe.Invoice) {
    const details = invoice.parent?.subscription_details
    const order = await orders.orderFor({ orderId: details?.metadata?.order_id, subscriptionId: idOf(details?.subscription) })
    if (!order) return unknownOrder('invoice.payment_failed', invoice.id)
    // Stripe's page for this invoice takes another card; the profile is the way in otherwise.
    await orders.renewalFailed(order.id, invoice.hosted_invoice_url ?? `${siteUrl}/profile`)
  }

  async function subscriptionChanged(subscription: Stripe.Subscription) {
    const order = await orders.orderFor({ orderId: subscription.metadata.order_id, subscriptionId: subscription.id })
    if (!order) return unknownOrder('customer.subscription', subscription.id)
    await orders.subscriptionChanged(order.id, subscriptionState(subscription))
  }

  async function chargeRefunded(charge: Stripe.Charge) {
    const customerId = idOf(charge.customer)
    if (!customerId || !(await orders.refunded(customerId, charge.amount_refunded))) unknownOrder('charge.refunded', charge.id)
  }

  function unknownOrder(type: string, objectId: string) {
    log.warn({ event: 'stripe.unknown_order', type, objectId }, 'a Stripe event names no order of this site')
  }

  async function process(eventId: string) {
    const [stored] = await db.select().from(stripeEvents).where(eq(stripeEvents.id, eventId)).limit(1)
    if (!stored || stored.processedAt) return
    await handle(stored.payload as Stripe.Event)
    await db.update(stripeEvents).set({ processedAt: new Date() }).where(eq(stripeEvents.id, eventId))
  }

  jobs.define<{ eventId: string }>({ name: STRIPE_EVENT_JOB, retryLimit: 10, retryDelaySeconds: 30, expireInSeconds: 120, handler: ({ eventId }) => process(eventId) })

  return {
    /** Lets another kind of order (event passes) act on the events about its own orders first. */
    alsoHandle(handler: StripeEventHandler) {
      otherOrders.push(handler)
    },

    /** The endpoint's work: verify, store once, queue; a failed store throws (the database is down) and Stripe retries. */
    async receive(body: string, signature: string | undefined): Promise<WebhookAnswer> {
      let event: Stripe.Event
      try {
        event = stripe.webhooks.constructEvent(body, signature ?? '', webhookSecret)
      } catch (error) {
        log.warn({ event: 'stripe.signature_refused', errorName: error instanceof Error ? error.name : typeof error }, 'a Stripe webhook with a bad signature')
        return { status: 400, message: 'The Stripe-Signature header is missing or does not match the body' }
      }
      await jobs.ready()
      const stored = await db.transaction(async (tx) => {
        const [row] = await tx.insert(stripeEvents).values({ id: event.id, type: event.type, payload: event }).onConflictDoNothing().returning({ id: stripeEvents.id })
        if (row) await jobs.send(STRIPE_EVENT_JOB, { eventId: event.id }, { transaction: transactionSql(tx) })
        return Boolean(row)
      })
      if (stored) jobs.wake(STRIPE_EVENT_JOB)
      log.info({ event: 'stripe.event_received', type: event.type, eventId: event.id, duplicate: !stored }, 'Stripe event received')
      return { status: 200, duplicate: !stored }
    },
  }
}
export type StripeWebhooks = ReturnType<typeof createStripeWebhooks>
