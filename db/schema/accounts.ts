import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Role } from '#lib/roles.ts'
import { belongsTo, createdAt, mentions, moment, personColumns, rowId, timestamps } from './columns.ts'

/** Readers' accounts. `email` is stored lower-cased; the password only as an argon2id PHC string. */
export const users = pgTable(
  'users',
  {
    id: rowId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    ...personColumns(),
    /** What the account may do (lib/roles.ts); everyone who registers on the site is a reader. */
    role: text('role').$type<Role>().notNull().default('reader'),
    /** The sponsor (its slug, as leads name it) a sponsor user belongs to; null for everyone else. */
    sponsor: text('sponsor'),
    /** Consecutive failed sign-ins; at the limit the password stops working until a reset. */
    failedLogins: integer('failed_logins').notNull().default(0),
    ...timestamps(),
  },
  // The staff screen lists the few accounts that are not readers without reading every reader's row.
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    index('users_staff_email_idx')
      .on(table.email)
      .where(sql`${table.role} <> 'reader'`),
  ],
)

/** Opaque bearer and cookie tokens; only their SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: rowId(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    /** When this session passed the staff second factor; the back office admits it for a few hours after. */
    secondFactorAt: moment('second_factor_at'),
  },
  (table) => [uniqueIndex('sessions_token_hash_unique').on(table.tokenHash), index('sessions_user_idx').on(table.userId)],
)

export const passwordResets = pgTable(
  'password_resets',
  {
    id: rowId(),
    userId: belongsTo('user_id', () => users.id),
    tokenHash: text('token_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [uniqueIndex('password_resets_token_hash_unique').on(table.tokenHash), index('password_resets_user_idx').on(table.userId)],
)

/**
 * A requested email change: it takes effect only when the link mailed to the new address is
 * opened (single use, 24 hours), so the request itself never tells whether the address is taken.
 */
export const emailChanges = pgTable(
  'email_changes',
  {
    id: rowId(),
    userId: belongsTo('user_id', () => users.id),
    newEmail: text('new_email').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [uniqueIndex('email_changes_token_hash_unique').on(table.tokenHash), index('email_changes_user_idx').on(table.userId)],
)

/** Newsletter choices by address; a signed-in reader's row is linked to the account. */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: rowId(),
    email: text('email').notNull(),
    userId: mentions('user_id', () => users.id),
    dailyBoost: boolean('daily_boost').notNull().default(false),
    salesDigest: boolean('sales_digest').notNull().default(false),
    thirdParty: boolean('third_party').notNull().default(false),
    /**
     * 'pending': made by an anonymous sign-up that is not confirmed yet, so nothing is sent;
     * 'unsubscribed': left by an unsubscribe link; 'bounced': the address does not take mail (as
     * an import from another mailing tool says). Rows from before double opt-in were all
     * taken as given, hence the default.
     */
    status: text('status', { enum: ['pending', 'subscribed', 'unsubscribed', 'bounced'] })
      .notNull()
      .default('subscribed'),
    /** createdAt: when the address first signed up (rows from before this column: when it was added). */
    ...timestamps(),
  },
  (table) => [uniqueIndex('newsletter_subscriptions_email_unique').on(table.email), index('newsletter_subscriptions_user_idx').on(table.userId)],
)

/** Fixed-window counters shared by every server copy: key = what is limited (e.g. "login:ip:1.2.3.4"). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull().default(0),
  windowStartedAt: moment('window_started_at')
    .notNull()
    .default(sql`now()`),
  /** Set by back-off: nothing under this key is allowed before it. */
  blockedUntil: moment('blocked_until'),
})

export type User = typeof users.$inferSelect
