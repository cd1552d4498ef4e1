import { drizzle } from 'drizzle-orm/pglite'
import type { PGlite } from '@electric-sql/pglite'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { Database, DatabaseHandle } from '#db/client.ts'
import * as schema from '#db/schema/index.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import type { MailMessage } from '../mail/mail.ts'
import { createAccounts, type PublicUser } from './accounts.ts'
import { createPasswordHasher } from './passwords.ts'
import { createNetworkGate } from '../network-gate.ts'
import { TEST_HMAC_KEY } from '#tests/utils/proof-of-work.ts'

/**
 * An email change to a taken address and to a free one takes the same steps: the same
 * statements in the same order and two messages; only the messages' recipients and kinds differ.
 * (Structural, not timed, like password-reset.test.ts.)
 */
let database: DatabaseHandle
let statements: string[] = []
const sent: MailMessage[] = []
let accounts: ReturnType<typeof createAccounts>
const PASSWORD = 'a long enough secret phrase'

async function signedIn(email: string): Promise<PublicUser> {
  await accounts.register({ firstname: 'Ada', lastname: '', company: '', jobTitle: '', phone: '', email, password: PASSWORD }, { ip: '10.2.0.1' })
  return (await accounts.signIn(email, PASSWORD, '10.2.0.2')).user
}

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
})
afterAll(() => database.close())

it('a taken and a free address run the same statements; only a free one is sent the link', async ({ skip }) => {
  if (database.kind !== 'pglite') skip()
  await signedIn('taken@example.com')
  const first = await signedIn('first@example.com')
  const second = await signedIn('second@example.com')
  await expect.poll(() => sent.length).toBe(3)

  statements = []
  sent.length = 0
  const toTaken = await accounts.updateProfile(first, { email: 'taken@example.com', company: 'Acme' })
  const taken = statements
  await expect.poll(() => sent.length).toBe(2)
  const takenMail = [...sent]

  statements = []
  sent.length = 0
  const toFree = await accounts.updateProfile(second, { email: 'Free@Example.com', company: 'Acme' })
  await expect.poll(() => sent.length).toBe(2)

  expect(statements).toEqual(taken)
  expect(taken.some((statement) => /^\s*insert into "email_changes"/.test(statement))).toBe(true)
  expect({ ...toTaken, user: { ...toTaken.user, id: 0, email: '' }, pendingEmail: '' }).toEqual({ ...toFree, user: { ...toFree.user, id: 0, email: '' }, pendingEmail: '' })
  expect(toFree.pendingEmail).toBe('free@example.com')

  const summary = (mail: MailMessage[]) => mail.map((m) => `${m.to}: ${m.subject}`).sort()
  expect(summary(takenMail)).toEqual(['first@example.com: A new email address was requested for your Quota account', 'taken@example.com: Someone tried to use your address on Quota'])
  expect(summary(sent)).toEqual(['free@example.com: Confirm your new Quota email address', 'second@example.com: A new email address was requested for your Quota account'])
  expect(takenMail.some((m) => m.text.includes('confirm-email'))).toBe(false)
})
