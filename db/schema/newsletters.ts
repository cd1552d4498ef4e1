import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { newsletterSubscriptions } from './accounts.ts'

/**
 * An anonymous visitor's requested newsletter choices, applied only when the link mailed to the
 * address is followed (double opt-in). The token is stored only as its SHA-256 hash.
 */
export const newsletterConfirmations = pgTable(
  'newsletter_confirmations',
  {
    id: serial('id').primaryKey(),
    subscriptionId: integer('subscription_id')
      .notNull()
      .references(() => newsletterSubscriptions.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    dailyBoost: boolean('daily_boost').notNull(),
    salesDigest: boolean('sales_digest').notNull(),
    thirdParty: boolean('third_party').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('newsletter_confirmations_token_hash_unique').on(table.tokenHash), index('newsletter_confirmations_subscription_idx').on(table.subscriptionId)],
)
