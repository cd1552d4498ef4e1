import pino from 'pino'
import { createTestDatabase } from './test-database.ts'
import { TEST_HMAC_KEY } from './proof-of-work.ts'
import { createJobQueue } from '#server/services/jobs/queue.ts'
import { createLeads } from '#server/services/leads/leads.ts'
import type { Mailer } from '#server/services/mail/mail.ts'
import { createNetworkGate } from '#server/services/network-gate.ts'

/**
 * The leads service alone on a fresh test database with its job queue, logging nothing. Its mail
 * goes to `mailer` (nowhere by default); the queue works its jobs only when `work` is set.
 */
export async function createTestLeads({ mailer = { send: () => Promise.resolve() }, work = false, mailRetryDelaySeconds }: { mailer?: Mailer; work?: boolean; mailRetryDelaySeconds?: number } = {}) {
  const database = await createTestDatabase()
  const log = pino({ level: 'silent' })
  const jobs = createJobQueue({ database, log, pollingIntervalSeconds: 0.5 })
  const leads = createLeads({ db: database.db, log, mailer, gate: createNetworkGate({ db: database.db, hmacKey: TEST_HMAC_KEY }), jobs, mailRetryDelaySeconds })
  if (work) await jobs.start({ work: true })
  return { database, jobs, leads }
}
