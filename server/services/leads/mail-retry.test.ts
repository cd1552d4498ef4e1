import { eq } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { leads as leadsTable } from '#db/schema/index.ts'
import { TEST_HMAC_KEY } from '#tests/utils/proof-of-work.ts'
import { createTestLeads } from '#tests/utils/test-leads.ts'
import { createJobQueue, type JobQueue } from '../jobs/queue.ts'
import type { MailMessage } from '../mail/mail.ts'
import { createNetworkGate } from '../network-gate.ts'
import { createLeads, LEAD_MAIL_JOB, type Leads } from './leads.ts'

/**
 * A lead's mail is a job queued in the lead's own transaction: it is sent by a worker, and again
 * with back-off while it fails; a lead whose transaction rolls back leaves no job behind.
 */
let database: DatabaseHandle
let jobs: JobQueue
let leads: Leads
const delivered: MailMessage[] = []
let failuresLeft = 2
const log = pino({ level: 'silent' })

beforeAll(async () => {
  const mailer = {
    send: async (message: MailMessage) => {
      if (failuresLeft-- > 0) throw new Error('SMTP server unreachable')
      delivered.push(message)
    },
  }
  ;({ database, jobs, leads } = await createTestLeads({ mailer, work: true, mailRetryDelaySeconds: 1 }))
})
afterAll(async () => {
  await jobs.stop()
  await database.close()
})

const status = async (id: number) => (await database.db.select({ mailStatus: leadsTable.mailStatus, mailAttempts: leadsTable.mailAttempts }).from(leadsTable).where(eq(leadsTable.id, id)))[0]
const jobsOf = async (leadId: number) => (await database.executeSql(`select count(*)::int as n from pgboss.job where name = $1 and data->>'leadId' = $2`, [LEAD_MAIL_JOB, String(leadId)])).rows

it('records each failure, then sends the mail again until it goes through, once', async () => {
  const message: MailMessage = {
    to: 'retry@example.com',
    subject: 'Your white paper',
    text: 'Here is your download link.',
    icalEvent: { filename: 'invite.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR' },
  }
  const { lead } = await leads.submit({ kind: 'asset', target: 'the-pipeline-coverage-myth', sponsor: 'tallyforge', email: 'retry@example.com' }, () => [message])
  await expect.poll(() => status(lead.id), { timeout: 30_000, interval: 250 }).toEqual({ mailStatus: 'sent', mailAttempts: 3 })
  expect(delivered).toEqual([message])
  expect(await jobsOf(lead.id)).toEqual([{ n: 1 }])
})

it('queues nothing when the lead is not stored: the mail job rolls back with it', async () => {
  const otherQueue = createJobQueue({ database, log })
  const failing = createLeads({
    db: database.db,
    log,
    mailer: { send: async (message) => void delivered.push(message) },
    gate: createNetworkGate({ db: database.db, hmacKey: TEST_HMAC_KEY }),
    jobs: otherQueue,
    onStored: () => Promise.reject(new Error('the webhook row could not be written')),
  })
  await expect(failing.submit({ kind: 'asset', target: 'rolled-back', email: 'rolled-back@example.com' }, ({ lead }) => [{ to: lead.email, subject: 'Hello', text: 'Hi' }])).rejects.toThrow(
    'could not be written',
  )
  expect(await database.db.select().from(leadsTable).where(eq(leadsTable.target, 'rolled-back'))).toEqual([])
  const { rows } = await database.executeSql(`select count(*)::int as n from pgboss.job where name = $1 and data->'message'->>'to' = $2`, [LEAD_MAIL_JOB, 'rolled-back@example.com'])
  expect(rows).toEqual([{ n: 0 }])
  await otherQueue.stop()
})
