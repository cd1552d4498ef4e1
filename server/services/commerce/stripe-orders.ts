import { and, desc, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type Stripe from 'stripe'
import type { Database } from '#db/client.ts'
import { magazineSubscriptions, promoCodes as promoCodeTable, type MagazineSubscription } from '#db/schema/index.ts'
import { normaliseEmail } from '../accounts/accounts.ts'
import { ServiceError } from '../errors.ts'
import type { Mailer } from '../mail/mail.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import type { NetworkGate, NetworkPass } from '../network-gate.ts'
import { newOrderRow, sendReceipt, updateOrder, type CheckoutOrder } from './order-rows.ts'
import type { StripeCheckout } from './payments/stripe/checkout.ts'
import { priceFor, type PromoCodes } from './promo-codes.ts'
import { paymentFailedMail } from './subscription-mail.ts'

export interface StripeOrderDeps {
  db: Database
  checkout: StripeCheckout
  promoCodes: PromoCodes
  gate: NetworkGate
  mailer: Mailer
  log: Logger
  site: SiteInfo
}

/** What Stripe told us about a subscription, as the order keeps it. */
export interface SubscriptionState {
  subscriptionId: string
  status: string
  cancelAtPeriodEnd: boolean
  renewsAt: Date | null
}

/**
 * Magazine orders paid on Stripe Checkout (decision 061). The order is stored pending and the
 * buyer sent to Stripe's page; only Stripe's events (webhook-as-truth) mark it paid, in any order
 * and any number of times: each change is a conditional update, so a replay changes nothing.
 */
export function createStripeOrders({ db, checkout, promoCodes, gate, mailer, log, site }: StripeOrderDeps) {
  const byId = async (id: number) => (await db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.id, id)).limit(1))[0]
  const bySubmission = async (submissionId: string) => (await db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.submissionId, submissionId)).limit(1))[0]

  async function sessionUrl(row: MagazineSubscription): Promise<string> {
    const promo = row.promoCode ? ((await db.select().from(promoCodeTable).where(eq(promoCodeTable.code, row.promoCode)).limit(1))[0] ?? null) : null
    const session = await checkout.subscriptionSession(row, promo)
    await updateOrder(db, row.id, { stripeCheckoutSessionId: session.id })
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no address`)
    return session.url
  }

  return {
    /** Stores the order (pending) and answers the Checkout page's address; the same submission answers the same order. */
    async startCheckout(order: CheckoutOrder, { userId, sourceCode = '', network }: { userId?: number; sourceCode?: string; network: NetworkPass }) {
      const existing = await bySubmission(order.submissionId)
      if (existing && existing.email !== normaliseEmail(order.email)) throw new ServiceError('conflict', 'This form was already used for another order. Reload the page and try again.')
      if (existing && existing.status !== 'pending') throw new ServiceError('conflict', 'This order is already paid.')
      let row = existing
      if (!row) {
        await gate.admit('order', network)
        const discount = order.promoCode ? await promoCodes.discountFor(order.promoCode, order.planId) : null
        const values = { ...newOrderRow(order, priceFor(order.planId, discount), { userId, sourceCode }), cardBrand: '', cardLast4: '', paymentProvider: 'stripe' }
        const [inserted] = await db.insert(magazineSubscriptions).values(values).onConflictDoNothing({ target: magazineSubscriptions.submissionId }).returning()
        row = inserted ?? (await bySubmission(order.submissionId))!
        log.info({ event: 'order.stored', orderId: row.id, planId: row.planId, provider: 'stripe' }, 'magazine subscription stored, awaiting Stripe')
      }
      return { orderId: row.id, url: await sessionUrl(row) }
    },

    /**
     * Stripe says the order is paid (a completed checkout, or its first invoice, whichever comes
     * first). The pending → paid change happens once; only that change counts the promo code's use
     * and sends the receipt, so a replay or the other event of the pair sends nothing again.
     */
    async markPaid(orderId: number, stripe: { customerId: string | null; subscription?: SubscriptionState | null }) {
      const known = { ...(stripe.customerId ? { stripeCustomerId: stripe.customerId } : {}), ...subscriptionColumns(stripe.subscription) }
      const [paid] = await db
        .update(magazineSubscriptions)
        .set({ ...known, status: 'paid', updatedAt: new Date() })
        .where(and(eq(magazineSubscriptions.id, orderId), eq(magazineSubscriptions.status, 'pending'), eq(magazineSubscriptions.paymentProvider, 'stripe')))
        .returning()
      if (!paid) {
        if (Object.keys(known).length > 0)
          await db
            .update(magazineSubscriptions)
            .set({ ...known, updatedAt: new Date() })
            .where(eq(magazineSubscriptions.id, orderId))
        return false
      }
      log.info({ event: 'order.paid', orderId, provider: 'stripe' }, 'magazine subscription paid on Stripe')
      if (paid.promoCode && !(await promoCodes.reserve(paid.promoCode))) log.warn({ event: 'order.promo_over_limit', orderId }, 'paid with a promo code that was used up meanwhile')
      await sendReceipt({ db, mailer, log, site }, paid)
      return true
    },

    /** A subscription's change (renewal, cancel at period end, past due, ended) as Stripe reports it. */
    async subscriptionChanged(orderId: number, subscription: SubscriptionState) {
      await updateOrder(db, orderId, subscriptionColumns(subscription))
    },

    /** A renewal failed: Stripe retries the card; the reader is asked to update it. */
    async renewalFailed(orderId: number, updateCardUrl: string) {
      const row = await updateOrder(db, orderId, { subscriptionStatus: 'past_due' })
      await mailer.send(paymentFailedMail(site, row.email, { firstname: row.firstname, orderId: row.id, amountCents: row.amountCents, updateCardUrl }))
      log.info({ event: 'order.renewal_failed', orderId }, 'renewal failed: the reader was mailed')
    },

    /** Stripe refunded (part of) the order's payment: the refunded total, never more than was paid. */
    async refunded(customerId: string, refundedCents: number) {
      const [row] = await db
        .select()
        .from(magazineSubscriptions)
        .where(and(eq(magazineSubscriptions.stripeCustomerId, customerId), eq(magazineSubscriptions.paymentProvider, 'stripe')))
        .orderBy(desc(magazineSubscriptions.id))
        .limit(1)
      if (!row) return false
      await updateOrder(db, row.id, { refundedCents, ...(refundedCents >= row.amountCents ? { status: 'refunded' } : {}) })
      log.info({ event: 'order.refunded', orderId: row.id, refundedCents }, 'refund recorded')
      return true
    },

    /** The order a Stripe object's metadata names, else the order of its subscription. */
    async orderFor({ orderId, subscriptionId }: { orderId?: string | null; subscriptionId?: string | null }): Promise<MagazineSubscription | undefined> {
      const id = orderId && /^\d{1,10}$/.test(orderId) ? Number(orderId) : null
      if (id !== null && id <= 2 ** 31 - 1) {
        const row = await byId(id)
        if (row) return row
      }
      if (!subscriptionId) return undefined
      return (await db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.stripeSubscriptionId, subscriptionId)).limit(1))[0]
    },
  }
}
export type StripeOrders = ReturnType<typeof createStripeOrders>

function subscriptionColumns(subscription: SubscriptionState | null | undefined): Partial<MagazineSubscription> {
  if (!subscription) return {}
  return {
    stripeSubscriptionId: subscription.subscriptionId,
    subscriptionStatus: subscription.status,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    ...(subscription.renewsAt ? { renewsAt: subscription.renewsAt } : {}),
  }
}

/** Stripe's subscription object as the order keeps it. */
export function subscriptionState(subscription: Stripe.Subscription): SubscriptionState {
  const periodEnd = subscription.items.data[0]?.current_period_end
  return {
    subscriptionId: subscription.id,
    status: subscription.status,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    renewsAt: periodEnd ? new Date(periodEnd * 1000) : null,
  }
}
