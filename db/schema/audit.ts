import { bigserial, index, jsonb, pgTable, text } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { mentions, moment } from './columns.ts'

/**
 * Who did what to which item, with the item before and after: staff actions in the back office
 * and privacy requests. Rows are only ever added; the actor's id survives the account's deletion
 * as `actor_email`.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: moment('at').notNull().defaultNow(),
    actorId: mentions('actor_id', () => users.id),
    actorEmail: text('actor_email').notNull(),
    /** A verb in the item's own words: `article.publish`, `staff.invite`, `list.import`. */
    action: text('action').notNull(),
    itemType: text('item_type').notNull(),
    itemId: text('item_id').notNull(),
    /** What the item looked like before and after, as far as the action changed it; null when it did not exist. */
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (table) => [index('audit_log_at_idx').on(table.at), index('audit_log_item_idx').on(table.itemType, table.itemId), index('audit_log_actor_idx').on(table.actorId)],
)
