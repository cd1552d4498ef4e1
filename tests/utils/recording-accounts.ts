import type { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import pino from 'pino'
import type { Database, DatabaseHandle } from '#db/client.ts'
import * as schema from '#db/schema/index.ts'
import { createAccounts } from '#server/services/accounts/accounts.ts'
import { createPasswordHasher } from '#server/services/accounts/passwords.ts'
import type { MailMessage } from '#server/services/mail/mail.ts'
import { createNetworkGate } from '#server/services/network-gate.ts'
import { TEST_HMAC_KEY } from './proof-of-work.ts'
import { createTestDatabase } from './test-database.ts'

export interface RecordingAccounts {
  database: DatabaseHandle
  /** Null on PostgreSQL: the statement log is PGlite's drizzle logger. */
  accounts: ReturnType<typeof createAccounts> | null
  /** Every statement since this was last set to a new array. */
  statements: string[]
  sent: MailMessage[]
}

/**
 * The accounts service over a test database, recording each SQL statement and each message, for
 * tests that two paths (a known and an unknown address...) take the same steps. Structural, not
 * timed: a timing test cannot hold on a busy machine.
 */
export async function createRecordingAccounts(): Promise<RecordingAccounts> {
  const recording: RecordingAccounts = { database: await createTestDatabase(), accounts: null, statements: [], sent: [] }
  if (recording.database.kind !== 'pglite') return recording
  const client = (recording.database.db as unknown as { $client: PGlite }).$client
  const db = drizzle(client, { schema, logger: { logQuery: (query) => void recording.statements.push(query) } }) as unknown as Database
  recording.accounts = createAccounts({
    db,
    hasher: createPasswordHasher(),
    mailer: { send: async (message) => void recording.sent.push(message) },
    log: pino({ level: 'silent' }),
    site: { siteName: 'Quota', siteUrl: 'http://localhost:3000' },
    gate: createNetworkGate({ db, hmacKey: TEST_HMAC_KEY }),
  })
  return recording
}
