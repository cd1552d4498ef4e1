import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { eventPassOrders, eventPassTypes } from '#db/schema/index.ts'
import type { Event } from '#lib/content-model.ts'
import { eventPagePath, sponsorShareText } from '#lib/event-passes.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { Leads } from '../leads/leads.ts'
import type { Mailer } from '../mail/mail.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import { eventPassMail } from './event-pass-mail.ts'

export const EVENT_PASS_ISSUE_JOB = 'event-pass.issue'

export interface PassIssueDeps {
  db: Database
  jobs: JobQueue
  leads: Leads
  mailer: Mailer
  log: Logger
  site: SiteInfo
  getEvent: (id: number) => Promise<Event | null>
}

/**
 * What a paid pass sets off, as a job queued in the transaction that made it paid (the outbox of
 * decision 041): the attendee's leads for each sponsor of the event when they ticked the box (the
 * lead path every form uses, so the sponsors' portal, CSV and webhooks have them), then the pass's
 * mail with its calendar file. A failed attempt is tried again; a mail already sent is not.
 */
export function definePassIssue({ db, jobs, leads, mailer, log, site, getEvent }: PassIssueDeps) {
  async function issue(orderId: number) {
    const [found] = await db.select().from(eventPassOrders).innerJoin(eventPassTypes, eq(eventPassTypes.id, eventPassOrders.passTypeId)).where(eq(eventPassOrders.id, orderId)).limit(1)
    if (!found || found.event_pass_orders.status !== 'paid') return
    const { event_pass_orders: order, event_pass_types: type } = found
    const event = await getEvent(order.eventId)
    if (!event) throw new Error(`event ${order.eventId} of pass order ${orderId} cannot be read`)
    if (order.shareWithSponsors && event.sponsors.length) {
      const consent = {
        text: sponsorShareText(
          site.siteName,
          event.sponsors.map((sponsor) => sponsor.name),
        ),
        at: order.createdAt.toISOString(),
        form: eventPagePath(event),
      }
      for (const sponsor of event.sponsors) {
        await leads.submit({
          kind: 'event_pass',
          target: String(event.id),
          sponsor: sponsor.slug,
          email: order.email,
          firstname: order.firstname,
          lastname: order.lastname,
          company: order.company,
          jobTitle: order.jobTitle,
          answers: { ...order.answers, pass: type.name },
          userId: order.userId,
          consent,
        })
      }
    }
    if (order.mailStatus === 'sent') return
    try {
      await mailer.send(eventPassMail(site, event, type, order))
    } catch (error) {
      await db.update(eventPassOrders).set({ mailStatus: 'failed' }).where(eq(eventPassOrders.id, orderId))
      throw error
    }
    await db.update(eventPassOrders).set({ mailStatus: 'sent', updatedAt: new Date() }).where(eq(eventPassOrders.id, orderId))
    log.info({ event: 'event_pass.issued', orderId, eventId: order.eventId }, 'pass mailed')
  }

  jobs.define<{ orderId: number }>({ name: EVENT_PASS_ISSUE_JOB, retryLimit: 7, retryDelaySeconds: 60, handler: ({ orderId }) => issue(orderId) })
}
