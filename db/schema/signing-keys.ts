import { pgTable, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

/**
 * Server-side HMAC keys by purpose, made on first use: every server copy signs and checks with the
 * same key without any configuration, and a restart keeps links already mailed working.
 */
export const signingKeys = pgTable('signing_keys', {
  purpose: text('purpose').primaryKey(),
  /** 256 random bits, base64url. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
})
