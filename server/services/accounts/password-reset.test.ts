import { drizzle } from 'drizzle-orm/pglite'
import type { PGlite } from '@electric-sql/pglite'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database, DatabaseHandle } from '#db/client.ts'
import * as schema from '#db/schema/index.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import type { MailMessage } from '../mail/mail.ts'
import { createAccounts } from './accounts.ts'
import { createPasswordHasher } from './passwords.ts'
import { createNetworkGate } from '../network-gate.ts'
import { TEST_HMAC_KEY } from '#tests/utils/proof-of-work.ts'

/**
 * A reset asked for a known address and for an unknown one takes the same steps: the same
 * statements, in the same order, and a message built either way; only the known one is mailed.
 * (Structural, not timed: a timing test cannot hold on a busy machine.)
 */
let database: DatabaseHandle
let statements: string[] = []
const sent: MailMessage[] = []
let accounts: ReturnType<typeof createAccounts>

beforeAll(async () => {
  database = await createTestDatabase()
  if (database.kind !== 'pglite') return
  const client = (database.db as unknown as { $client: PGlite }).$client
  const db = drizzle(client, { schema, logger: { logQuery: (query) => void statements.push(query) } }) as unknown as Database
  accounts = createAccounts({
    db,
    hasher: createPasswordHasher(),
    mailer: { send: async (message) => void sent.push(message) },
    log: pino({ level: 'silent' }),
    site: { siteName: 'Quota', siteUrl: 'http://localhost:3000' },
    gate: createNetworkGate({ db, hmacKey: TEST_HMAC_KEY }),
  })
  await accounts.register({ firstname: 'Ada', lastname: '', company: '', jobTitle: '', phone: '', email: 'known@example.com', password: 'a long enough secret phrase' }, { ip: '10.1.0.1' })
})
afterAll(() => database.close())

it('known and unknown addresses run the same statements; only the known one gets a mail', async ({ skip }) => {
  if (database.kind !== 'pglite') skip()
  statements = []
  sent.length = 0
  await accounts.requestPasswordReset('known@example.com', { ip: '10.1.0.2' })
  const known = statements
  await expect.poll(() => sent.length).toBe(1)
  statements = []
  await accounts.requestPasswordReset('nobody@example.com', { ip: '10.1.0.3' })
  expect(statements).toEqual(known)
  expect(known.some((statement) => /^\s*insert into "password_resets"/.test(statement))).toBe(true)
  expect(sent.map((message) => message.to)).toEqual(['known@example.com'])
})
