import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core'
import type { Role } from '#lib/roles.ts'
import { users } from './accounts.ts'
import { belongsTo, createdAt, mentions, moment, rowId } from './columns.ts'

/** A staff member's TOTP secret (RFC 6238), encrypted at rest; usable once its first code confirmed it. */
export const staffFactors = pgTable('staff_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM of the base32 secret under the stored key `totp-secrets`: iv.tag.ciphertext, base64url. */
  secret: text('secret').notNull(),
  confirmedAt: moment('confirmed_at'),
  /** The last time step a code was accepted for: the same code is never accepted twice. */
  lastStep: bigint('last_step', { mode: 'number' }).notNull().default(0),
})

/** One-time recovery codes, shown once at enrolment; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: rowId(),
    userId: belongsTo('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: moment('used_at'),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId), uniqueIndex('recovery_codes_hash_unique').on(table.codeHash)],
)

/** An invitation to join the staff (or a sponsor's team) in a role; the link is single-use for 7 days. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: rowId(),
    email: text('email').notNull(),
    role: text('role').$type<Role>().notNull(),
    /** For the sponsor role: the sponsor the new account will belong to. */
    sponsor: text('sponsor'),
    tokenHash: text('token_hash').notNull(),
    invitedBy: mentions('invited_by', () => users.id),
    createdAt: createdAt(),
    expiresAt: moment('expires_at').notNull(),
    acceptedAt: moment('accepted_at'),
  },
  (table) => [uniqueIndex('staff_invitations_token_hash_unique').on(table.tokenHash), index('staff_invitations_email_idx').on(table.email)],
)
