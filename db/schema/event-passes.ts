import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { mentions, moment, rowId, timestamps } from './columns.ts'

/**
 * The passes an event sells (decision 063). The event is a content item, by its id: no foreign
 * key, since a publisher's own WordPress may hold the events. Seats are counted from the orders,
 * never kept as a counter: a pass order that is paid, or pending with a hold not yet expired,
 * takes one.
 */
export const eventPassTypes = pgTable(
  'event_pass_types',
  {
    id: rowId(),
    eventId: integer('event_id').notNull(),
    name: text('name').notNull(),
    /** 0: a free registration. */
    priceCents: integer('price_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    capacity: integer('capacity').notNull(),
    /** Null: on sale from its creation / until the event starts. */
    saleStartsAt: moment('sale_starts_at'),
    saleEndsAt: moment('sale_ends_at'),
    /** Codes of the promo_codes table a buyer of this pass may use; empty: none. */
    promoCodes: text('promo_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps(),
  },
  (table) => [
    index('event_pass_types_event_idx').on(table.eventId, table.priceCents),
    check('event_pass_types_price', sql`${table.priceCents} >= 0`),
    check('event_pass_types_capacity', sql`${table.capacity} > 0`),
  ],
)

/**
 * One pass bought (or registered for, when free). Stored before any payment, holding its seat
 * until `hold_expires_at`; `submission_id` makes a retried form answer the same order. Of a card
 * only the brand and last four digits (the test gateway); Stripe's page keeps it otherwise.
 */
export const eventPassOrders = pgTable(
  'event_pass_orders',
  {
    id: rowId(),
    submissionId: text('submission_id').notNull(),
    passTypeId: integer('pass_type_id')
      .notNull()
      .references(() => eventPassTypes.id, { onDelete: 'restrict' }),
    eventId: integer('event_id').notNull(),
    /** pending | paid | declined | expired | refunded | unseated (paid after its hold ran out, with no seat left: to refund) */
    status: text('status').notNull().default('pending'),
    /** A pending order's seat is held until then; afterwards it no longer counts. */
    holdExpiresAt: moment('hold_expires_at'),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    promoCode: text('promo_code'),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company').notNull().default(''),
    jobTitle: text('job_title').notNull().default(''),
    /** A free pass's other answers, to the event's own registration form (as a lead's answers). */
    answers: jsonb('answers').$type<Record<string, string | boolean>>().notNull().default({}),
    /** The attendee agreed to be shared with the event's sponsors (their leads). */
    shareWithSponsors: boolean('share_with_sponsors').notNull().default(false),
    /** What the attendee shows at the door; random, unguessable. */
    passCode: text('pass_code').notNull(),
    /** `free`, `test` (the built-in gateway: no money moved) or `stripe`. */
    paymentProvider: text('payment_provider').notNull(),
    gatewayReference: text('gateway_reference'),
    cardBrand: text('card_brand').notNull().default(''),
    cardLast4: text('card_last4').notNull().default(''),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripePaymentIntentId: text('stripe_payment_intent_id'),
    refundedCents: integer('refunded_cents').notNull().default(0),
    checkedInAt: moment('checked_in_at'),
    /** pending | sent | failed: the pass's mail, sent by a job once the order is paid (an `unseated` order's: its refund's). */
    mailStatus: text('mail_status').notNull().default('pending'),
    userId: mentions('user_id', () => users.id),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('event_pass_orders_submission_unique').on(table.submissionId),
    uniqueIndex('event_pass_orders_pass_code_unique').on(table.passCode),
    uniqueIndex('event_pass_orders_checkout_session_unique').on(table.stripeCheckoutSessionId),
    index('event_pass_orders_payment_intent_idx').on(table.stripePaymentIntentId),
    // Seats of a pass type: its paid orders and live holds.
    index('event_pass_orders_seats_idx').on(table.passTypeId, table.status, table.holdExpiresAt),
    index('event_pass_orders_event_idx').on(table.eventId, table.createdAt, table.id),
  ],
)

export type EventPassType = typeof eventPassTypes.$inferSelect
export type EventPassOrder = typeof eventPassOrders.$inferSelect
