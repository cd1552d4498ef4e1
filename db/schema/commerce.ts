import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { createdAt, mentions, moment, rowId, timestamps } from './columns.ts'

/** Promotion codes for magazine subscriptions, stored upper-cased. */
export const promoCodes = pgTable(
  'promo_codes',
  {
    code: text('code').primaryKey(),
    description: text('description').notNull().default(''),
    /** Exactly one of the two discounts is set. */
    discountPercent: integer('discount_percent'),
    discountCents: integer('discount_cents'),
    validFrom: moment('valid_from'),
    validUntil: moment('valid_until'),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    /** Paid orders that used the code (and orders holding it while their payment runs). */
    uses: integer('uses').notNull().default(0),
    /** Plan ids the code applies to; empty: every plan. */
    planIds: text('plan_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    check('promo_codes_one_discount', sql`(${table.discountPercent} is null) <> (${table.discountCents} is null)`),
    check('promo_codes_percent_range', sql`${table.discountPercent} is null or ${table.discountPercent} between 1 and 100`),
    check('promo_codes_uses_within_max', sql`${table.maxUses} is null or ${table.uses} <= ${table.maxUses}`),
  ],
)

/**
 * Magazine subscription orders. Stored as `pending` before the payment gateway is called, so
 * a failure after that never loses the order; `submission_id` (generated with the form) makes a
 * retried submission return the same order. Of the card only the brand and last four digits.
 */
export const magazineSubscriptions = pgTable(
  'magazine_subscriptions',
  {
    id: rowId(),
    submissionId: text('submission_id').notNull(),
    planId: text('plan_id').notNull(),
    /** The {sp_code} of the address the order came from, if any. */
    sourceCode: text('source_code').notNull().default(''),
    promoCode: text('promo_code').references(() => promoCodes.code),
    listPriceCents: integer('list_price_cents').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    email: text('email').notNull(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company').notNull().default(''),
    address1: text('address1').notNull(),
    address2: text('address2').notNull().default(''),
    city: text('city').notNull(),
    region: text('region').notNull().default(''),
    postalCode: text('postal_code').notNull(),
    country: text('country').notNull(),
    cardBrand: text('card_brand').notNull(),
    cardLast4: text('card_last4').notNull(),
    /** pending | paid | declined | failed */
    status: text('status').notNull().default('pending'),
    gatewayReference: text('gateway_reference'),
    declineReason: text('decline_reason'),
    userId: mentions('user_id', () => users.id),
    mailStatus: text('mail_status').notNull().default('pending'),
    /** `test` (the built-in gateway: no money moved) or `stripe` (paid only when Stripe's webhook says so; decision 061). */
    paymentProvider: text('payment_provider').notNull().default('test'),
    stripeCheckoutSessionId: text('stripe_checkout_session_id'),
    stripeCustomerId: text('stripe_customer_id'),
    stripeSubscriptionId: text('stripe_subscription_id'),
    /** Stripe's subscription status (active, past_due, canceled, …); a test order's is active or canceled (null: paid before these were kept). */
    subscriptionStatus: text('subscription_status'),
    /** The end of the paid period: the next renewal, or the end when cancelled at period end. */
    renewsAt: moment('renews_at'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    refundedCents: integer('refunded_cents').notNull().default(0),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('magazine_subscriptions_submission_unique').on(table.submissionId),
    uniqueIndex('magazine_subscriptions_checkout_session_unique').on(table.stripeCheckoutSessionId),
    index('magazine_subscriptions_stripe_subscription_idx').on(table.stripeSubscriptionId),
    index('magazine_subscriptions_email_idx').on(table.email),
    index('magazine_subscriptions_status_idx').on(table.status, table.createdAt),
    index('magazine_subscriptions_created_idx').on(table.createdAt, table.id),
  ],
)

/**
 * Every Stripe webhook event taken, stored by its id before it is acknowledged: a replay finds its
 * row and is not processed again; the job queue does the work and marks it processed.
 */
export const stripeEvents = pgTable(
  'stripe_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: moment('received_at').notNull().defaultNow(),
    processedAt: moment('processed_at'),
  },
  (table) => [
    index('stripe_events_unprocessed_idx')
      .on(table.receivedAt)
      .where(sql`${table.processedAt} is null`),
  ],
)

export type StripeEvent = typeof stripeEvents.$inferSelect
export type PromoCode = typeof promoCodes.$inferSelect
export type MagazineSubscription = typeof magazineSubscriptions.$inferSelect
