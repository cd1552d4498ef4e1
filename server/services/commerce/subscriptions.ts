import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { magazineSubscriptions, type MagazineSubscription } from '#db/schema/index.ts'
import type { SubscriptionOrder } from '#lib/subscription-order.ts'
import { planById, type PlanId } from '#lib/subscription-plans.ts'
import { verifyCardNumber } from '#lib/validation/cards.ts'
import { normaliseEmail } from '../accounts/accounts.ts'
import { ServiceError } from '../errors.ts'
import type { Mailer } from '../mail/mail.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import type { ChargeResult, PaymentGateway } from './payments/gateway.ts'
import { priceFor, type PromoCodes } from './promo-codes.ts'
import type { NetworkGate, NetworkPass } from '../network-gate.ts'
import { newOrderRow, sendReceipt, updateOrder } from './order-rows.ts'

/** What the buyer is told about a paid order (never the card beyond brand and last four). */
export interface OrderSummary {
  orderId: number
  status: 'paid'
  planId: PlanId
  promoCode: string | null
  listPriceCents: number
  amountCents: number
  currency: string
  cardBrand: string
  cardLast4: string
}

/** Stolen cards are tried in bulk on payment forms: a network gets 20 new orders an hour. */

const DECLINED_FIELD = { cardNumber: 'Your card was declined. Please try another card.' }
const EXHAUSTED = () => new ServiceError('promo_exhausted', 'This promo code has been used up.', { fields: { promoCode: 'This promo code has been used up' } })

function summary(row: MagazineSubscription): OrderSummary {
  return {
    orderId: row.id,
    status: 'paid',
    planId: row.planId as PlanId,
    promoCode: row.promoCode,
    listPriceCents: row.listPriceCents,
    amountCents: row.amountCents,
    currency: row.currency,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
  }
}

/** How an order that already ended is answered again: the stored outcome, never a second charge. */
function storedOutcome(row: MagazineSubscription): OrderSummary {
  if (row.status === 'paid') return summary(row)
  if (row.declineReason === 'promo_exhausted') throw EXHAUSTED()
  throw new ServiceError('payment_declined', 'Your card was declined. Please try another card.', { fields: DECLINED_FIELD })
}

export interface SubscriptionDeps {
  db: Database
  gateway: PaymentGateway
  promoCodes: PromoCodes
  gate: NetworkGate
  mailer: Mailer
  log: Logger
  site: SiteInfo
}

/**
 * Magazine subscription orders. The order is stored (pending) before the promo code's use is
 * taken, the card charged or mail sent, so no later failure loses it; its submissionId makes a
 * retry answer the stored outcome, or finish a pending order under the same gateway key.
 */
export function createSubscriptions({ db, gateway, promoCodes, gate, mailer, log, site }: SubscriptionDeps) {
  /** Orders whose payment runs in this process: a concurrent retry waits for the first instead of paying twice. */
  const inFlight = new Set<string>()

  const findBySubmission = async (submissionId: string) => (await db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.submissionId, submissionId)).limit(1))[0]

  const update = (id: number, values: Partial<MagazineSubscription>) => updateOrder(db, id, values)

  async function resume(row: MagazineSubscription, order: SubscriptionOrder): Promise<{ order: OrderSummary; created: boolean }> {
    // The id is only a retry key; someone else's order is not theirs to see or finish.
    if (row.email !== normaliseEmail(order.email)) throw new ServiceError('conflict', 'This form was already used for another order. Reload the page and try again.')
    if (row.status !== 'pending') return { order: storedOutcome(row), created: false }
    return { order: await pay(row, order), created: false }
  }

  async function pay(row: MagazineSubscription, order: SubscriptionOrder): Promise<OrderSummary> {
    if (inFlight.has(row.submissionId)) throw new ServiceError('conflict', 'This order is already being processed. Please wait a moment.', { retryAfterSeconds: 2 })
    inFlight.add(row.submissionId)
    try {
      if (row.promoCode && !(await promoCodes.reserve(row.promoCode))) {
        await update(row.id, { status: 'failed', declineReason: 'promo_exhausted' })
        log.info({ event: 'order.promo_exhausted', orderId: row.id }, 'promo code used up before payment')
        throw EXHAUSTED()
      }
      const result = await charge(row, order)
      if (result.status === 'declined') {
        await update(row.id, { status: 'declined', declineReason: result.reason })
        if (row.promoCode) await promoCodes.release(row.promoCode)
        log.info({ event: 'order.declined', orderId: row.id, reason: result.reason }, 'card declined')
        throw new ServiceError('payment_declined', 'Your card was declined. Please try another card.', { fields: DECLINED_FIELD })
      }
      // A year's subscription, as on Stripe, though nothing renews it: /profile shows it, labelled a test.
      const renewsAt = new Date(Date.now() + 365 * 86_400_000)
      const paid = await update(row.id, { status: 'paid', gatewayReference: result.reference, declineReason: null, subscriptionStatus: 'active', renewsAt, ...cardLabel(order.cardNumber) })
      log.info({ event: 'order.paid', orderId: row.id }, 'magazine subscription paid')
      confirmLater(paid)
      return summary(paid)
    } finally {
      inFlight.delete(row.submissionId)
    }
  }

  /** The gateway call; an outage keeps the order pending (retryable) and gives its promo use back. */
  async function charge(row: MagazineSubscription, order: SubscriptionOrder): Promise<ChargeResult> {
    if (row.amountCents === 0) return { status: 'approved', reference: 'no-charge' }
    try {
      return await gateway.charge({
        amountCents: row.amountCents,
        currency: row.currency,
        card: { number: order.cardNumber, expMonth: order.expMonth, expYear: order.expYear, cvc: order.cvc, postalCode: order.cardPostalCode },
        description: `${planById(row.planId as PlanId).name} magazine subscription, order ${row.id}`,
        idempotencyKey: row.submissionId,
      })
    } catch (error) {
      if (row.promoCode) await promoCodes.release(row.promoCode)
      // Only the error's name: a gateway's message may quote the request, card included.
      log.error({ event: 'payment.unavailable', orderId: row.id, errorName: error instanceof Error ? error.name : typeof error }, 'payment gateway unavailable')
      throw new ServiceError('payment_unavailable', 'We could not reach our payment provider. Your order is saved: please submit again in a moment.', { retryAfterSeconds: 5 })
    }
  }

  /** The receipt goes out after the answer is decided; its outcome is recorded, never the order's. */
  function confirmLater(row: MagazineSubscription) {
    sendReceipt({ db, mailer, log, site }, row).catch((error: unknown) => log.warn({ event: 'order.mail_status_lost', orderId: row.id, err: error }, 'receipt not sent or its status not recorded'))
  }

  return {
    async subscribe(order: SubscriptionOrder, { userId, sourceCode = '', network }: { userId?: number; sourceCode?: string; network: NetworkPass }) {
      const existing = await findBySubmission(order.submissionId)
      if (existing) return resume(existing, order)
      await gate.admit('order', network)
      const discount = order.promoCode ? await promoCodes.discountFor(order.promoCode, order.planId) : null
      const price = priceFor(order.planId, discount)
      const [row] = await db
        .insert(magazineSubscriptions)
        .values({ ...newOrderRow(order, price, { userId, sourceCode }), ...cardLabel(order.cardNumber) })
        .onConflictDoNothing({ target: magazineSubscriptions.submissionId })
        .returning()
      // Lost a race with the same submission: answer as its retry.
      if (!row) return resume((await findBySubmission(order.submissionId))!, order)
      log.info({ event: 'order.stored', orderId: row.id, planId: row.planId }, 'magazine subscription stored')
      return { order: await pay(row, order), created: true }
    },
  }
}
export type Subscriptions = ReturnType<typeof createSubscriptions>

/** All of the card an order keeps. */
function cardLabel(cardNumber: string) {
  return { cardBrand: verifyCardNumber(cardNumber).card?.niceType ?? 'Card', cardLast4: cardNumber.slice(-4) }
}
