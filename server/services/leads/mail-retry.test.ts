import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { leads as leadsTable } from '#db/schema/index.ts'
import { TEST_HMAC_KEY } from '#tests/utils/proof-of-work.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { createJobQueue, type JobQueue } from '../jobs/queue.ts'
import type { MailMessage } from '../mail/mail.ts'
import { createNetworkGate } from '../network-gate.ts'
import { createLeads, LEAD_MAIL_RETRY, type Leads } from './leads.ts'

/** A lead whose mail failed is sent again by the job queue, with back-off, on its own. */
let database: DatabaseHandle
let jobs: JobQueue
let leads: Leads
const delivered: MailMessage[] = []
let failuresLeft = 2

beforeAll(async () => {
  database = await createTestDatabase()
  const log = pino({ level: 'silent' })
  jobs = createJobQueue({ database, log, pollingIntervalSeconds: 0.5 })
  const mailer = {
    send: async (message: MailMessage) => {
      if (failuresLeft-- > 0) throw new Error('SMTP server unreachable')
      delivered.push(message)
    },
  }
  leads = createLeads({ db: database.db, log, mailer, gate: createNetworkGate({ db: database.db, hmacKey: TEST_HMAC_KEY }), jobs, mailRetryDelaySeconds: 1 })
  await jobs.start({ work: true })
})
afterAll(async () => {
  await jobs.stop()
  await database.close()
})

const status = async (id: number) => (await database.db.select({ mailStatus: leadsTable.mailStatus, mailAttempts: leadsTable.mailAttempts }).from(leadsTable).where(eq(leadsTable.id, id)))[0]

it('records the failure, then sends the mail again until it goes through', async () => {
  const { lead } = await leads.submit({ kind: 'asset', target: 'the-pipeline-coverage-myth', sponsor: 'tallyforge', email: 'retry@example.com' })
  const message: MailMessage = { to: 'retry@example.com', subject: 'Your white paper', text: 'Here is your download link.', icalEvent: { filename: 'invite.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' } }
  expect(await leads.deliver(lead, message)).toBe(false)
  expect(await status(lead.id)).toEqual({ mailStatus: 'failed', mailAttempts: 1 })

  await expect.poll(() => status(lead.id), { timeout: 30_000, interval: 250 }).toEqual({ mailStatus: 'sent', mailAttempts: 3 })
  expect(delivered).toEqual([message])
}, 40_000)

it('queues nothing for a mail that went through', async () => {
  const { lead } = await leads.submit({ kind: 'asset', target: 'the-pipeline-coverage-myth', sponsor: 'tallyforge', email: 'first-time@example.com' })
  expect(await leads.deliver(lead, { to: 'first-time@example.com', subject: 'Hello', text: 'Hi' })).toBe(true)
  const { rows } = await database.executeSql(`select count(*)::int as n from pgboss.job where name = $1 and data->>'leadId' = $2`, [LEAD_MAIL_RETRY, String(lead.id)])
  expect(rows).toEqual([{ n: 0 }])
})
