import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import type { Webinar } from '#lib/content-model.ts'
import { createTestLeads } from '#tests/utils/test-leads.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { MailMessage } from '../mail/mail.ts'
import type { Leads } from './leads.ts'
import { createWebinarReminders, WEBINAR_REMINDER_JOB, type WebinarReminders } from './webinar-reminders.ts'

/** Reminders before a webinar, through the job queue on the test database. */
let database: DatabaseHandle
let jobs: JobQueue
let leads: Leads
let reminders: WebinarReminders
const sent: MailMessage[] = []
const webinars = new Map<number, Webinar>()

const site = { siteName: 'Quota', siteUrl: 'http://localhost:3000' }
function webinar(id: number, startsInMs: number): Webinar {
  const made = {
    id,
    slug: `session-${id}`,
    title: `Session ${id}`,
    summary: 'A session.',
    path: `/webinars/${id}/session-${id}`,
    start: new Date(Date.now() + startsInMs).toISOString(),
    end: null,
    announced: '',
  } as unknown as Webinar
  webinars.set(id, made)
  return made
}

beforeAll(async () => {
  ;({ database, jobs, leads } = await createTestLeads())
  const log = pino({ level: 'silent' })
  reminders = createWebinarReminders({ jobs, leads, content: { getWebinar: async (id) => webinars.get(id) ?? null }, mailer: { send: async (m) => void sent.push(m) }, site, log })
  await jobs.start({ work: true })
})
afterAll(async () => {
  await jobs.stop()
  await database.close()
})

const registered = async (email: string, id: number) => (await leads.submit({ kind: 'webinar', target: String(id), email, firstname: 'Rae' })).lead
const waiting = async (leadId: number) =>
  (
    await database.executeSql(`select singleton_key as key, start_after as at from pgboss.job where name = $1 and state = 'created' and data->>'leadId' = $2 order by start_after`, [
      WEBINAR_REMINDER_JOB,
      String(leadId),
    ])
  ).rows as { key: string; at: Date }[]

describe('webinar reminders', () => {
  it('schedules only the reminders still ahead, once however often one registers', async () => {
    const session = webinar(101, 3 * 24 * 3600_000)
    const lead = await registered('ahead@example.com', session.id)
    await reminders.scheduleFor(lead.id, session)
    await reminders.scheduleFor(lead.id, session)
    const jobsFor = await waiting(lead.id)
    expect(jobsFor.map((job) => job.key)).toEqual([`${lead.id}:101:1d`, `${lead.id}:101:1h`])
    expect(Math.abs(new Date(jobsFor[1]!.at).getTime() - (Date.parse(session.start!) - 3600_000))).toBeLessThan(1000)
  })

  it('sends the one-hour reminder with the calendar invitation and the join link when its time comes', async () => {
    const session = webinar(102, 3600_000 + 1500)
    const lead = await registered('soon@example.com', session.id)
    await reminders.scheduleFor(lead.id, session)
    await expect.poll(() => sent.find((m) => m.to === 'soon@example.com'), { timeout: 20_000, interval: 200 }).toBeDefined()
    const mail = sent.find((m) => m.to === 'soon@example.com')!
    expect(mail.subject).toBe('In one hour: Session 102')
    expect(mail.text).toContain('Join here: http://localhost:3000/webinars/102/session-102')
    expect(mail.icalEvent?.content).toContain('BEGIN:VEVENT')
  })

  it('follows a webinar moved later: no mail at the old time, a reminder at the new one', async () => {
    const session = webinar(103, 3600_000 + 1500)
    const lead = await registered('moved@example.com', session.id)
    await reminders.scheduleFor(lead.id, session)
    webinar(103, 5 * 3600_000)
    // The one-hour reminder wakes at the old time, finds the webinar moved and waits for the new one.
    const movedLater = async () => (await waiting(lead.id)).map((job) => new Date(job.at).getTime() > Date.now() + 3 * 3600_000)
    await expect.poll(movedLater, { timeout: 20_000, interval: 200 }).toEqual([true])
    expect(sent.find((m) => m.to === 'moved@example.com')).toBeUndefined()
  })
})
