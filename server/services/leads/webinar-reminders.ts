import type { Logger } from 'pino'
import type { Webinar } from '#lib/content-model.ts'
import type { ContentClient } from '../../content/client.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { Mailer } from '../mail/mail.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import { WEBINAR_REMINDERS, webinarReminderMail, type ReminderKey } from './lead-mail.ts'
import type { Leads } from './leads.ts'

export const WEBINAR_REMINDER_JOB = 'webinar-reminder'
/** A reminder woken this much before its time (the webinar was moved later) waits for the new time. */
const EARLY_MS = 5 * 60_000

interface ReminderJob {
  leadId: number
  webinarId: number
  reminder: ReminderKey
}

/**
 * Reminder mails 7 days, 1 day and 1 hour before a webinar, with its calendar invitation and join
 * link, through the job queue: one job per registration and reminder (a second registration adds
 * none), each checked against the webinar's time when it runs, so a moved webinar is followed.
 */
export function createWebinarReminders({
  jobs,
  leads,
  content,
  mailer,
  site,
  log,
}: {
  jobs: JobQueue
  leads: Leads
  content: Pick<ContentClient, 'getWebinar'>
  mailer: Mailer
  site: SiteInfo
  log: Logger
}) {
  const schedule = async (leadId: number, webinar: Pick<Webinar, 'id' | 'start'>, reminder: (typeof WEBINAR_REMINDERS)[number]) => {
    if (!webinar.start) return
    const at = new Date(Date.parse(webinar.start) - reminder.beforeMs)
    if (at.getTime() <= Date.now()) return
    await jobs.send<ReminderJob>(WEBINAR_REMINDER_JOB, { leadId, webinarId: webinar.id, reminder: reminder.key }, { startAfter: at, singletonKey: `${leadId}:${webinar.id}:${reminder.key}` })
  }

  jobs.define<ReminderJob>({
    name: WEBINAR_REMINDER_JOB,
    policy: 'unique-waiting',
    retryLimit: 3,
    retryDelaySeconds: 60,
    handler: async ({ leadId, webinarId, reminder: key }) => {
      const reminder = WEBINAR_REMINDERS.find((r) => r.key === key)
      const [lead, webinar] = await Promise.all([leads.get(leadId), content.getWebinar(webinarId)])
      if (!reminder || !lead || !webinar?.start) return
      const due = Date.parse(webinar.start) - reminder.beforeMs
      if (Date.parse(webinar.start) <= Date.now()) return
      if (due - Date.now() > EARLY_MS) {
        // Moved later: the reminder waits for its new time (this job is running, so its key is free).
        await schedule(leadId, webinar, reminder)
        return
      }
      await mailer.send(webinarReminderMail(site, { ...webinar, start: webinar.start }, lead, reminder))
      log.info({ event: 'webinar.reminder_sent', leadId, webinarId, reminder: key }, 'webinar reminder sent')
    },
  })

  return {
    /** Schedules the reminders still ahead for a registration to a webinar to come. */
    async scheduleFor(leadId: number, webinar: Pick<Webinar, 'id' | 'start'>): Promise<void> {
      for (const reminder of WEBINAR_REMINDERS) await schedule(leadId, webinar, reminder)
    },
  }
}

export type WebinarReminders = ReturnType<typeof createWebinarReminders>
