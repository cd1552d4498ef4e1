import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { newsletterSubscriptions } from './accounts.ts'
import { belongsTo, createdAt, moment, rowId } from './columns.ts'

/**
 * An anonymous visitor's requested newsletter choices, applied only when the link mailed to the
 * address is followed (double opt-in). The token is stored only as its SHA-256 hash.
 */
export const newsletterConfirmations = pgTable(
  'newsletter_confirmations',
  {
    id: rowId(),
    subscriptionId: belongsTo('subscription_id', () => newsletterSubscriptions.id),
    tokenHash: text('token_hash').notNull(),
    dailyBoost: boolean('daily_boost').notNull(),
    salesDigest: boolean('sales_digest').notNull(),
    thirdParty: boolean('third_party').notNull(),
    expiresAt: moment('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('newsletter_confirmations_token_hash_unique').on(table.tokenHash), index('newsletter_confirmations_subscription_idx').on(table.subscriptionId)],
)
