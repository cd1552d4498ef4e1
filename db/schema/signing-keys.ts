import { pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Server-side HMAC keys by purpose, made on first use: every server copy signs and checks with the
 * same key without any configuration, and a restart keeps links already mailed working.
 */
export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  /** 256 random bits, base64url. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})
