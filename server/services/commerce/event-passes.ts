import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { eventPassOrders, eventPassTypes, type EventPassOrder, type EventPassType } from '#db/schema/index.ts'
import type { Event } from '#lib/content-model.ts'
import type { PassPurchase } from '#lib/event-pass-schemas.ts'
import { eventPagePath, passFormFields, passSale, SHARE_FIELD, type PassTypeView } from '#lib/event-passes.ts'
import { splitLeadValues } from '#lib/lead-fields.ts'
import { discountCents } from '#lib/subscription-plans.ts'
import { verifyCardNumber } from '#lib/validation/cards.ts'
import { normaliseEmail } from '../accounts/accounts.ts'
import { ServiceError } from '../errors.ts'
import type { JobQueue } from '../jobs/queue.ts'
import { transactionSql } from '../jobs/transaction-sql.ts'
import type { NetworkGate, NetworkPass } from '../network-gate.ts'
import { EVENT_PASS_EXPIRE_JOB } from './event-pass-expiry.ts'
import { EVENT_PASS_ISSUE_JOB } from './event-pass-issue.ts'
import { EVENT_PASS_REFUND_JOB } from './event-pass-refund.ts'
import { lockPassType, seatsTaken, seatsTakenOf } from './event-pass-seats.ts'
import type { PaymentGateway } from './payments/gateway.ts'
import type { StripeCheckout } from './payments/stripe/checkout.ts'
import type { PromoCodes } from './promo-codes.ts'

/** A card payment runs in the request: its seat is held this long, in case the process dies mid-charge. */
const TEST_HOLD_MS = 10 * 60_000
/** Stripe's shortest Checkout session (it takes no payment after); the hold outlasts it by the webhook's usual delay. */
const CHECKOUT_MS = 30 * 60_000
const CHECKOUT_HOLD_MS = CHECKOUT_MS + 15 * 60_000
/** An order Stripe may still say is paid: waiting, or its hold ran out first (the job that ends holds got there before Stripe's event). */
const UNPAID = ['pending', 'expired']

/** The reference a pass order's Stripe session and payment carry, so its events find it. */
export const passReference = (orderId: number) => `event-pass-${orderId}`
export const orderIdOfReference = (reference: string | null | undefined) => {
  const match = /^event-pass-(\d{1,10})$/.exec(reference ?? '')
  const id = match ? Number(match[1]) : null
  return id !== null && id <= 2 ** 31 - 1 ? id : null
}

/** Twelve letters and digits that cannot be misread (no 0/O, 1/I/L), in groups of four. */
function newPassCode(): string {
  const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
  const letters = [...randomBytes(12)].map((byte) => alphabet[byte % alphabet.length]).join('')
  return letters.match(/.{4}/g)!.join('-')
}

export interface EventPassDeps {
  db: Database
  jobs: JobQueue
  gate: NetworkGate
  gateway: PaymentGateway
  promoCodes: PromoCodes
  /** The Stripe path when its keys are set; null: paid passes go through the test gateway. */
  checkout: StripeCheckout | null
  log: Logger
  now?: () => Date
}

/** How a purchase ended for the buyer: the pass is issued (its mail on its way), or Stripe's page takes the card. */
export type PurchaseOutcome = { next: 'issued'; order: EventPassOrder } | { next: 'checkout'; order: EventPassOrder; url: string }

const SOLD_OUT = () => new ServiceError('conflict', 'This pass sold out just now.', { fields: { passTypeId: 'Sold out' } })
const DECLINED = () => new ServiceError('payment_declined', 'Your card was declined. Please try another card.', { fields: { cardNumber: 'Your card was declined. Please try another card.' } })

/**
 * Event passes (decision 063): pass types with their seats, and buying one. An order is stored
 * with its seat held before any payment; the seat is taken under the pass type's row lock, so
 * the last seat goes to one buyer. Free passes are issued at once; paid ones through the test
 * gateway in the request, or on Stripe Checkout, where only Stripe's event marks them paid.
 */
export function createEventPasses({ db, jobs, gate, gateway, promoCodes, checkout, log, now = () => new Date() }: EventPassDeps) {
  const bySubmission = async (submissionId: string) => (await db.select().from(eventPassOrders).where(eq(eventPassOrders.submissionId, submissionId)).limit(1))[0]

  /** The event's pass types with their seats taken, cheapest first. */
  async function passTypesOf(eventId: number): Promise<PassTypeView[]> {
    const types = await db.select().from(eventPassTypes).where(eq(eventPassTypes.eventId, eventId)).orderBy(eventPassTypes.priceCents, eventPassTypes.id)
    const taken = await seatsTakenOf(
      db,
      types.map((type) => type.id),
      now(),
    )
    return types.map((type) => viewOf(type, taken.get(type.id) ?? 0))
  }

  /** The price after the promo code, which must be one the pass type accepts. */
  async function priceOf(type: EventPassType, promoCode: string): Promise<number> {
    if (!promoCode || type.priceCents === 0) return type.priceCents
    const discount = await promoCodes.passDiscount(promoCode, type.promoCodes)
    return type.priceCents - discountCents(type.priceCents, discount)
  }

  /** Stores the order with its seat (paid at once when nothing is to pay), in one transaction with the pass's job. */
  async function hold(event: Event, type: EventPassType, purchase: PassPurchase, amountCents: number, userId: number | null): Promise<EventPassOrder | undefined> {
    const provider = amountCents === 0 ? 'free' : checkout ? 'stripe' : 'test'
    // The form's own fields only (a free pass may ask the event's registration form): its contact columns and other answers.
    const asked = passFormFields('', event, type).filter((field) => field.name !== SHARE_FIELD)
    const { contact, answers } = splitLeadValues(Object.fromEntries(asked.map((field) => [field.name, purchase[field.name] ?? ''])))
    const at = now()
    await jobs.ready()
    const stored = await db.transaction(async (tx) => {
      const locked = await lockPassType(tx, type.id)
      if (!locked || (await seatsTaken(tx, type.id, at)) >= locked.capacity) throw SOLD_OUT()
      const [row] = await tx
        .insert(eventPassOrders)
        .values({
          submissionId: purchase.submissionId,
          passTypeId: type.id,
          eventId: event.id,
          status: provider === 'free' ? 'paid' : 'pending',
          holdExpiresAt: provider === 'free' ? null : new Date(at.getTime() + (provider === 'stripe' ? CHECKOUT_HOLD_MS : TEST_HOLD_MS)),
          amountCents,
          currency: type.currency,
          promoCode: amountCents < type.priceCents ? purchase.promoCode : null,
          email: normaliseEmail(contact.email),
          firstname: contact.firstname,
          lastname: contact.lastname,
          company: contact.company,
          jobTitle: contact.jobTitle,
          answers,
          shareWithSponsors: purchase[SHARE_FIELD] === true,
          passCode: newPassCode(),
          paymentProvider: provider,
          userId,
        })
        .onConflictDoNothing({ target: eventPassOrders.submissionId })
        .returning()
      if (row?.status === 'paid') await jobs.send(EVENT_PASS_ISSUE_JOB, { orderId: row.id }, { transaction: transactionSql(tx) })
      if (row?.holdExpiresAt) await jobs.send(EVENT_PASS_EXPIRE_JOB, { orderId: row.id }, { startAfter: row.holdExpiresAt, transaction: transactionSql(tx) })
      return row
    })
    if (stored) log.info({ event: 'event_pass.held', orderId: stored.id, passTypeId: type.id, provider }, 'pass order stored with its seat')
    if (stored?.status === 'paid') jobs.wake(EVENT_PASS_ISSUE_JOB)
    return stored
  }

  /**
   * Pending (or expired) → paid, once. A hold that ran out while the buyer paid keeps its seat only
   * if one is still free; otherwise the order is `unseated` (paid, no seat), capacity holds, and a
   * job refunds it on Stripe and tells the buyer.
   */
  async function markPaid(orderId: number, paid: Partial<EventPassOrder>): Promise<EventPassOrder | null> {
    await jobs.ready()
    const done = await db.transaction(async (tx) => {
      const [order] = await tx.select().from(eventPassOrders).where(eq(eventPassOrders.id, orderId)).limit(1)
      if (!order || !UNPAID.includes(order.status)) return null
      const type = await lockPassType(tx, order.passTypeId)
      const at = now()
      const seated = (order.holdExpiresAt && order.holdExpiresAt > at) || (await seatsTaken(tx, order.passTypeId, at, order.id)) < type!.capacity
      const [row] = await tx
        .update(eventPassOrders)
        .set({ ...paid, status: seated ? 'paid' : 'unseated', updatedAt: at })
        .where(and(eq(eventPassOrders.id, orderId), inArray(eventPassOrders.status, UNPAID)))
        .returning()
      if (row?.status === 'paid') await jobs.send(EVENT_PASS_ISSUE_JOB, { orderId }, { transaction: transactionSql(tx) })
      if (row?.status === 'unseated' && row.paymentProvider === 'stripe') await jobs.send(EVENT_PASS_REFUND_JOB, { orderId }, { transaction: transactionSql(tx) })
      return row ?? null
    })
    if (!done) return null
    if (done.promoCode && !(await promoCodes.reserve(done.promoCode))) log.warn({ event: 'event_pass.promo_over_limit', orderId }, 'paid with a promo code that was used up meanwhile')
    if (done.status === 'unseated') log.warn({ event: 'event_pass.unseated', orderId }, 'paid after its hold expired with no seat left: refunding it')
    jobs.wake(done.status === 'unseated' ? EVENT_PASS_REFUND_JOB : EVENT_PASS_ISSUE_JOB)
    return done
  }

  /** The card through the test gateway, in the request; a decline frees the seat. */
  async function payByCard(order: EventPassOrder, purchase: PassPurchase, description: string): Promise<EventPassOrder> {
    const card = purchase as Required<PassPurchase>
    let result
    try {
      result = await gateway.charge({
        amountCents: order.amountCents,
        currency: order.currency,
        card: { number: card.cardNumber, expMonth: card.expMonth, expYear: card.expYear, cvc: card.cvc, postalCode: card.cardPostalCode },
        description,
        idempotencyKey: order.submissionId,
      })
    } catch (error) {
      log.error({ event: 'payment.unavailable', orderId: order.id, errorName: error instanceof Error ? error.name : typeof error }, 'payment gateway unavailable')
      throw new ServiceError('payment_unavailable', 'We could not reach our payment provider. Your seat is held: please submit again in a moment.', { retryAfterSeconds: 5 })
    }
    if (result.status === 'declined') {
      await db
        .update(eventPassOrders)
        .set({ status: 'declined', updatedAt: now() })
        .where(and(eq(eventPassOrders.id, order.id), eq(eventPassOrders.status, 'pending')))
      log.info({ event: 'event_pass.declined', orderId: order.id, reason: result.reason }, 'card declined')
      throw DECLINED()
    }
    const label = { cardBrand: verifyCardNumber(card.cardNumber).card?.niceType ?? 'Card', cardLast4: card.cardNumber.slice(-4), gatewayReference: result.reference }
    const paid = await markPaid(order.id, label)
    if (!paid) throw new ServiceError('conflict', 'This order changed meanwhile. Reload the page to see your pass.')
    return paid
  }

  async function checkoutUrl(event: Event, type: EventPassType, order: EventPassOrder): Promise<string> {
    const session = await checkout!.paymentSession({
      reference: passReference(order.id),
      email: order.email,
      description: `${event.title}: ${type.name} pass`,
      amountCents: order.amountCents,
      successPath: `${eventPagePath(event)}?bought=${order.submissionId}#pass-bought`,
      cancelPath: `${eventPagePath(event)}?pass=${type.id}#buy`,
      expiresAt: new Date(order.createdAt.getTime() + CHECKOUT_MS),
    })
    await db.update(eventPassOrders).set({ stripeCheckoutSessionId: session.id }).where(eq(eventPassOrders.id, order.id))
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no address`)
    return session.url
  }

  /** A form sent again (a retry, a double click): the same order, paid once. */
  async function resume(event: Event, type: EventPassType, order: EventPassOrder, purchase: PassPurchase): Promise<PurchaseOutcome> {
    if (order.email !== normaliseEmail(String(purchase.email)) || order.passTypeId !== type.id)
      throw new ServiceError('conflict', 'This form was already used for another pass. Reload the page and try again.')
    if (order.status === 'paid') return { next: 'issued', order }
    if (order.status !== 'pending' || !order.holdExpiresAt || order.holdExpiresAt <= now()) throw new ServiceError('conflict', 'This order ended. Reload the page and start again.')
    if (order.paymentProvider === 'stripe') return { next: 'checkout', order, url: await checkoutUrl(event, type, order) }
    return { next: 'issued', order: await payByCard(order, purchase, `${event.title}: ${type.name} pass`) }
  }

  return {
    passTypesOf,

    /** The pass types of several events, for the events list: which have passes on sale at all. */
    async eventsWithPasses(eventIds: number[]): Promise<Set<number>> {
      if (!eventIds.length) return new Set()
      const rows = await db.selectDistinct({ eventId: eventPassTypes.eventId }).from(eventPassTypes).where(inArray(eventPassTypes.eventId, eventIds))
      return new Set(rows.map((row) => row.eventId))
    },

    /** A pass bought on the event's page. */
    async buy({ event, purchase, userId, network }: { event: Event; purchase: PassPurchase; userId: number | null; network: NetworkPass }): Promise<PurchaseOutcome> {
      const [type] = await db
        .select()
        .from(eventPassTypes)
        .where(and(eq(eventPassTypes.id, purchase.passTypeId), eq(eventPassTypes.eventId, event.id)))
        .limit(1)
      if (!type) throw new ServiceError('validation_failed', 'Choose one of this event’s passes.', { fields: { passTypeId: 'Choose a pass' } })
      const existing = await bySubmission(purchase.submissionId)
      if (existing) return resume(event, type, existing, purchase)
      const sale = passSale(viewOf(type, 0), event, now().getTime())
      if (sale.state === 'closed') throw new ServiceError('conflict', 'Sales of this pass are closed.')
      if (sale.state === 'not_yet') throw new ServiceError('conflict', 'Sales of this pass have not opened yet.')
      await gate.admit('order', network)
      const amountCents = await priceOf(type, purchase.promoCode)
      const order = await hold(event, type, purchase, amountCents, userId)
      // Lost a race with the same form sent twice: answer as its retry.
      if (!order) return resume(event, type, (await bySubmission(purchase.submissionId))!, purchase)
      if (order.status === 'paid') return { next: 'issued', order }
      if (order.paymentProvider === 'stripe') return { next: 'checkout', order, url: await checkoutUrl(event, type, order) }
      return { next: 'issued', order: await payByCard(order, purchase, `${event.title}: ${type.name} pass, order ${order.id}`) }
    },

    /** The order a buyer's return address names (its submission id), for the page's "confirming" or "on its way" notice. */
    async bought(submissionId: string): Promise<EventPassOrder | undefined> {
      return /^[A-Za-z0-9_-]{16,64}$/.test(submissionId) ? bySubmission(submissionId) : undefined
    },

    /** Stripe says the session is paid (decision 061): the order is paid once, whatever replays follow. */
    async paidOnStripe(orderId: number, { paymentIntentId }: { paymentIntentId: string | null }) {
      return markPaid(orderId, paymentIntentId ? { stripePaymentIntentId: paymentIntentId } : {})
    },

    /** Stripe refunded (part of) a pass's payment: a whole refund frees the seat. */
    async refundedOnStripe(paymentIntentId: string, refundedCents: number): Promise<boolean> {
      const [order] = await db.select().from(eventPassOrders).where(eq(eventPassOrders.stripePaymentIntentId, paymentIntentId)).limit(1)
      if (!order) return false
      const whole = refundedCents >= order.amountCents
      await db
        .update(eventPassOrders)
        .set({ refundedCents, ...(whole ? { status: 'refunded' } : {}), updatedAt: now() })
        .where(eq(eventPassOrders.id, order.id))
      log.info({ event: 'event_pass.refunded', orderId: order.id, refundedCents }, 'pass refund recorded')
      return true
    },

    /** Whether a reference names one of our pass orders (Stripe events carry it in their metadata). */
    orderIdOfReference,
  }
}
export type EventPasses = ReturnType<typeof createEventPasses>

export function viewOf(type: EventPassType, taken: number): PassTypeView {
  return {
    id: type.id,
    name: type.name,
    priceCents: type.priceCents,
    currency: type.currency,
    capacity: type.capacity,
    taken,
    saleStartsAt: type.saleStartsAt?.toISOString() ?? null,
    saleEndsAt: type.saleEndsAt?.toISOString() ?? null,
    promoCodes: type.promoCodes,
  }
}
