import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { LeadConsent } from '#lib/lead-consent.ts'
import type { MailMessage } from '#lib/mail-message.ts'
import { users } from './accounts.ts'
import { mentions, personColumns, rowId, timestamps } from './columns.ts'

/**
 * Sponsor leads: webinar registrations, gated downloads, media kit requests and applications
 * (award nominations, list applications). One row per (kind, target, sponsor, email): a second
 * submission of the same address updates the row instead of adding one, so a retry never
 * duplicates a lead. The row is written before any mail is sent.
 */
export const leads = pgTable(
  'leads',
  {
    id: rowId(),
    /** webinar | asset | mediakit | application | landing */
    kind: text('kind').notNull(),
    /** The webinar id, the asset slug, 'media-kit', the application's title or the landing page's address. */
    target: text('target').notNull(),
    /** The sponsor (the {client} of a gated page), empty when there is none. */
    sponsor: text('sponsor').notNull().default(''),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    /** Its phone: digits only. */
    ...personColumns(),
    /** Every other answer of the form, by field name (allow-listed by the form's definition). */
    answers: jsonb('answers').$type<Record<string, string | boolean>>().notNull().default({}),
    userId: mentions('user_id', () => users.id),
    /** SHA-256 of the access token handed to the browser: it unlocks the download or replay. */
    accessHash: text('access_hash').notNull(),
    /** pending | sent | failed: mail is sent after the lead is stored and retried when it failed. */
    mailStatus: text('mail_status').notNull().default('pending'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    /** The lead's mail as it was sent or tried, so staff can send it again. */
    mailMessage: jsonb('mail_message').$type<MailMessage>(),
    /** The notice shown with the form, as it was when last sent (lib/lead-consent.ts). */
    consent: jsonb('consent').$type<LeadConsent>(),
    /** For a webinar registration: minutes watched, from the webinar platform's attendance file; null until imported. */
    attendedMinutes: integer('attended_minutes'),
    submissions: integer('submissions').notNull().default(1),
    ...timestamps(),
  },
  (table) => [
    // An event has several sponsors: each gets its own lead of the same attendee (decision 063).
    uniqueIndex('leads_kind_target_sponsor_email_unique').on(table.kind, table.target, table.sponsor, table.email),
    uniqueIndex('leads_access_hash_unique').on(table.accessHash),
    index('leads_kind_created_idx').on(table.kind, table.createdAt),
    // The back office's list of every lead, newest first, pages down this without sorting the table.
    index('leads_created_idx').on(table.createdAt, table.id),
    index('leads_mail_status_idx').on(table.mailStatus),
    index('leads_sponsor_created_idx').on(table.sponsor, table.createdAt),
    index('leads_email_idx').on(table.email),
  ],
)

export type Lead = typeof leads.$inferSelect
