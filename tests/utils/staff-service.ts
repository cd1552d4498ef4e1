import pino from 'pino'
import type { Database } from '#db/client.ts'
import { createPasswordHasher } from '#server/services/accounts/passwords.ts'
import { createAuditLog, type AuditLog } from '#server/services/audit/audit-log.ts'
import type { Mailer } from '#server/services/mail/mail.ts'
import { createStaff } from '#server/services/staff/staff.ts'

/** The staff service on a test database, as the app builds it: mail goes to `mailer` (dropped unless given), the log nowhere. */
export function staffService(db: Database, { mailer = { send: async () => {} }, audit = createAuditLog({ db }) }: { mailer?: Mailer; audit?: AuditLog } = {}) {
  return createStaff({ db, hasher: createPasswordHasher(), mailer, log: pino({ level: 'silent' }), site: { siteName: 'Quota', siteUrl: 'http://localhost:3000' }, audit })
}
