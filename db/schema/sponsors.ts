import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { leads } from './leads.ts'
import { belongsTo, mentions, moment, rowId, timestamps } from './columns.ts'

/** Where a sponsor wants its leads POSTed, with the secret that signs them (sealed at rest, shown to the sponsor). */
export const sponsorWebhooks = pgTable('sponsor_webhooks', {
  sponsor: text('sponsor').primaryKey(),
  url: text('url').notNull(),
  /** AES-256-GCM of the signing secret (server/services/staff/secret-box.ts). */
  secret: text('secret').notNull(),
  ...timestamps(),
})

/** One lead sent (or being sent) to a sponsor's webhook: every attempt's outcome is kept for the delivery log. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: rowId(),
    sponsor: text('sponsor').notNull(),
    leadId: mentions('lead_id', () => leads.id),
    /** lead.created | lead.updated */
    event: text('event').notNull(),
    url: text('url').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** pending | delivered | retrying | failed */
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** The receiver's HTTP status of the last attempt; null when it could not be reached. */
    lastStatus: integer('last_status'),
    lastError: text('last_error').notNull().default(''),
    ...timestamps(),
    deliveredAt: moment('delivered_at'),
  },
  (table) => [index('webhook_deliveries_sponsor_created_idx').on(table.sponsor, table.createdAt)],
)

/**
 * Articles a signed-in reader opened, with the article's topics at the time (so the sponsor
 * portal's engagement score can count reading on a sponsor's topics, whichever content store is
 * in use). Kept only for readers who allowed analytics; once per reader and article.
 */
export const articleReads = pgTable(
  'article_reads',
  {
    id: rowId(),
    userId: belongsTo('user_id', () => users.id),
    articleId: integer('article_id').notNull(),
    topicIds: jsonb('topic_ids').$type<number[]>().notNull().default([]),
    readAt: moment('read_at').notNull().defaultNow(),
  },
  (table) => [uniqueIndex('article_reads_user_article_unique').on(table.userId, table.articleId)],
)
