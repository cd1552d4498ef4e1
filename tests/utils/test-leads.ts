import pino from 'pino'
import { createTestDatabase } from './test-database.ts'
import { TEST_HMAC_KEY } from './proof-of-work.ts'
import { createLeads } from '#server/services/leads/leads.ts'
import { createNetworkGate } from '#server/services/network-gate.ts'

/** The leads service alone on a fresh test database, logging nothing and sending no mail. */
export async function createTestLeads() {
  const database = await createTestDatabase()
  const leads = createLeads({ db: database.db, log: pino({ level: 'silent' }), mailer: { send: () => Promise.resolve() }, gate: createNetworkGate({ db: database.db, hmacKey: TEST_HMAC_KEY }) })
  return { database, leads }
}
