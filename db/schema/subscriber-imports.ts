import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { createdAt, mentions, moment, rowId } from './columns.ts'

export interface ImportLineNote {
  line: number
  message: string
}

/**
 * A subscriber file being imported in the background (a job, in batches): the file itself until
 * the work is done, and how far it got, so the back office shows progress and a crashed worker
 * resumes after the last stored batch. `problems` stops the whole file (nothing imported);
 * `skipped` are rows left out on purpose (an address that unsubscribed or bounced).
 */
export const subscriberImports = pgTable('subscriber_imports', {
  id: rowId(),
  createdBy: mentions('created_by', () => users.id),
  /** queued → checking → importing → done, or failed (problems in the file). */
  status: text('status', { enum: ['queued', 'checking', 'importing', 'done', 'failed'] })
    .notNull()
    .default('queued'),
  /** Emptied once the import is over. */
  csv: text('csv').notNull(),
  rows: integer('rows').notNull().default(0),
  processed: integer('processed').notNull().default(0),
  subscribed: integer('subscribed').notNull().default(0),
  asked: integer('asked').notNull().default(0),
  bounced: integer('bounced').notNull().default(0),
  skippedCount: integer('skipped_count').notNull().default(0),
  problems: jsonb('problems').$type<ImportLineNote[]>().notNull().default([]),
  /** The first skipped rows with the reason (the count says how many in all). */
  skipped: jsonb('skipped').$type<ImportLineNote[]>().notNull().default([]),
  createdAt: createdAt(),
  finishedAt: moment('finished_at'),
})
