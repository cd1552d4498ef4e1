import { boolean, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { NewsletterKey } from '#lib/newsletter-lists.ts'
import type { FrozenIssue, IssueItemRef, SponsorSlot } from '#lib/newsletter-issue.ts'
import { newsletterSubscriptions, users } from './accounts.ts'
import { belongsTo, createdAt, mentions, moment, rowId, timestamps } from './columns.ts'

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

/**
 * A newsletter the publisher sends (the Daily Boost, the Sales Digest): its schedule in the site's
 * zone, its sender, and the reader choice (lib/newsletter-lists.ts) that makes its audience.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: rowId(),
    /** In the web version's address: /newsletters/{slug}/{date}. */
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** The subscription choice whose readers receive it. */
    audience: text('audience').$type<NewsletterKey>().notNull(),
    /** ISO weekdays it goes out on (1 Monday … 7 Sunday), at `sendTime` (HH:MM) in the site's zone. */
    weekdays: jsonb('weekdays').$type<number[]>().notNull(),
    sendTime: text('send_time').notNull(),
    /** Dates (YYYY-MM-DD, the site's zone) it does not go out. */
    skipDates: jsonb('skip_dates').$type<string[]>().notNull().default([]),
    /** The sender; empty: the site's own (MAIL_FROM). */
    fromName: text('from_name').notNull().default(''),
    fromAddress: text('from_address').notNull().default(''),
    replyTo: text('reply_to').notNull().default(''),
    /** Opens are counted only when turned on (the privacy policy says why they are off by default). */
    trackOpens: boolean('track_opens').notNull().default(false),
    ...timestamps(),
  },
  (table) => [uniqueIndex('newsletters_slug_unique').on(table.slug)],
)

export const ISSUE_STATUSES = ['draft', 'scheduled', 'sending', 'stopped', 'sent', 'cancelled'] as const
export type IssueStatus = (typeof ISSUE_STATUSES)[number]

/**
 * One issue of a newsletter, for one date. `content` is what was sent, fixed when the send
 * starts: every batch and the public web version show the same thing.
 */
export const newsletterIssues = pgTable(
  'newsletter_issues',
  {
    id: rowId(),
    newsletterId: belongsTo('newsletter_id', () => newsletters.id),
    /** Its date in the site's zone (YYYY-MM-DD): one issue per newsletter and date. */
    issueDate: text('issue_date').notNull(),
    status: text('status').$type<IssueStatus>().notNull().default('draft'),
    subject: text('subject').notNull().default(''),
    previewText: text('preview_text').notNull().default(''),
    introHtml: text('intro_html').notNull().default(''),
    items: jsonb('items').$type<IssueItemRef[]>().notNull().default([]),
    sponsorSlot: jsonb('sponsor_slot').$type<SponsorSlot | null>(),
    /** When it goes (or went) out. */
    sendAt: moment('send_at'),
    content: jsonb('content').$type<FrozenIssue | null>(),
    /** Confirmed subscribers when the send started. */
    recipients: integer('recipients').notNull().default(0),
    opens: integer('opens').notNull().default(0),
    startedAt: moment('started_at'),
    finishedAt: moment('finished_at'),
    updatedBy: mentions('updated_by', () => users.id),
    ...timestamps(),
  },
  (table) => [uniqueIndex('newsletter_issues_newsletter_date_unique').on(table.newsletterId, table.issueDate), index('newsletter_issues_status_send_at_idx').on(table.status, table.sendAt)],
)

export const DELIVERY_STATUSES = ['queued', 'sent', 'deferred', 'failed', 'skipped'] as const
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number]

/**
 * One recipient of one issue: the record that makes a send exactly once. A row is 'sent' from
 * the moment the mail is committed (before its last line reaches the SMTP server), so a crash
 * never sends it again (decision 052).
 */
export const newsletterDeliveries = pgTable(
  'newsletter_deliveries',
  {
    issueId: belongsTo('issue_id', () => newsletterIssues.id),
    subscriptionId: belongsTo('subscription_id', () => newsletterSubscriptions.id),
    batch: integer('batch').notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error').notNull().default(''),
    /** A deferred delivery's next try. */
    retryAt: moment('retry_at'),
    sentAt: moment('sent_at'),
    /** The first time its open pixel was fetched (only for a newsletter that counts opens): one open per recipient. */
    openedAt: moment('opened_at'),
  },
  (table) => [primaryKey({ columns: [table.issueId, table.subscriptionId] }), index('newsletter_deliveries_issue_batch_idx').on(table.issueId, table.batch, table.status)],
)

/** The links of a sent issue, each behind a signed redirect that counts its clicks. */
export const newsletterLinks = pgTable(
  'newsletter_links',
  {
    issueId: belongsTo('issue_id', () => newsletterIssues.id),
    position: integer('position').notNull(),
    url: text('url').notNull(),
    /** The sponsor slot's link: its clicks are the sponsor's. */
    sponsor: text('sponsor'),
    clicks: integer('clicks').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.issueId, table.position] })],
)

/**
 * Addresses that must not be mailed: a permanent failure or a complaint. Cleared only when the
 * address's owner signs up anew (a confirmed sign-up).
 */
export const newsletterSuppressions = pgTable('newsletter_suppressions', {
  email: text('email').primaryKey(),
  /** bounce | complaint */
  reason: text('reason').$type<'bounce' | 'complaint'>().notNull(),
  /** Who said so: smtp, ses, postmark. */
  source: text('source').notNull(),
  detail: text('detail').notNull().default(''),
  createdAt: createdAt(),
})
