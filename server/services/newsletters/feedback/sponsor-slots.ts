import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletterIssues, newsletters, webhookDeliveries } from '#db/schema/index.ts'
import { issuePath } from '#lib/newsletter-issue.ts'
import { readPage, rowCount } from '../../paging.ts'
import { csvCell } from '../../leads/leads-export.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { SPONSOR_WEBHOOK_JOB, type SponsorWebhooks } from '../../sponsors/sponsor-webhooks.ts'

/** Booked slots a sponsor sees: going out or gone out (drafts and cancelled issues are the publisher's). */
const SHOWN = ['scheduled', 'sending', 'stopped', 'sent'] as const
const PAGE_SIZE = 25
export const SLOT_SENT_EVENT = 'newsletter.sent'

/**
 * A sponsor's newsletter slots, beside its leads in the portal: each booked issue with its
 * recipients, the mails sent and the clicks on the sponsor's own link. Every read takes the
 * sponsor and filters by it, so no sponsor sees another's.
 */
export function createSponsorSlots({ db, webhooks, jobs, siteUrl }: { db: Database; webhooks: SponsorWebhooks; jobs: JobQueue; siteUrl: string }) {
  const sponsorOf = sql`${newsletterIssues.sponsorSlot}->>'sponsor'`
  const columns = (sponsor: string) => ({
    issueId: newsletterIssues.id,
    newsletter: newsletters.name,
    slug: newsletters.slug,
    issueDate: newsletterIssues.issueDate,
    status: newsletterIssues.status,
    subject: newsletterIssues.subject,
    sendAt: newsletterIssues.sendAt,
    link: sql<string>`${newsletterIssues.sponsorSlot}->>'link'`,
    recipients: newsletterIssues.recipients,
    sent: sql<number>`(select count(*)::int from newsletter_deliveries d where d.issue_id = ${newsletterIssues.id} and d.status = 'sent')`,
    clicks: sql<number>`coalesce((select sum(l.clicks)::int from newsletter_links l where l.issue_id = ${newsletterIssues.id} and l.sponsor = ${sponsor}), 0)`,
  })
  const whereSponsor = (sponsor: string) => and(sql`${sponsorOf} = ${sponsor}`, inArray(newsletterIssues.status, [...SHOWN]))
  const select = (sponsor: string) =>
    db
      .select(columns(sponsor))
      .from(newsletterIssues)
      .innerJoin(newsletters, eq(newsletters.id, newsletterIssues.newsletterId))
      .where(whereSponsor(sponsor))
      .orderBy(desc(newsletterIssues.issueDate), desc(newsletterIssues.id))
  type Slot = Awaited<ReturnType<typeof select>>[number]

  /** What the sponsor's webhook receives when an issue with its slot has gone out. */
  const payloadOf = (slot: Slot) => ({
    event: SLOT_SENT_EVENT,
    slot: {
      issueId: slot.issueId,
      newsletter: slot.newsletter,
      date: slot.issueDate,
      subject: slot.subject,
      link: slot.link,
      webVersion: `${siteUrl}${issuePath(slot.slug, slot.issueDate)}`,
      recipients: slot.recipients,
      sent: slot.sent,
      clicks: slot.clicks,
    },
  })

  return {
    /** A page of the sponsor's slots, newest issue first. */
    slots(sponsor: string, page = 1) {
      return readPage(page, PAGE_SIZE, (limit, offset) => select(sponsor).limit(limit).offset(offset), db.select(rowCount).from(newsletterIssues).where(whereSponsor(sponsor)))
    },

    /** Every slot of the sponsor, for its CSV. */
    allSlots(sponsor: string): Promise<Slot[]> {
      return select(sponsor)
    },

    /**
     * Every slot of the sponsor as CSV (UTF-8 with a BOM, RFC 4180, formula-safe cells as the leads'
     * CSV): a file of its own, since a slot is not a lead and the leads' columns stay as they were.
     */
    async csv(sponsor: string): Promise<string> {
      const header = ['issue_id', 'newsletter', 'date', 'status', 'subject', 'link', 'recipients', 'sent', 'clicks', 'web_version']
      const rows = (await select(sponsor)).map((slot) => {
        const { slot: fields } = payloadOf(slot)
        return [
          fields.issueId,
          fields.newsletter,
          fields.date,
          slot.status,
          fields.subject,
          fields.link,
          fields.recipients,
          fields.sent,
          fields.clicks,
          slot.status === 'sent' ? fields.webVersion : '',
        ]
      })
      return `\ufeff${[header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('')}`
    },

    /**
     * Called by the sender once an issue is marked sent: the slot's sponsor gets a `newsletter.sent`
     * webhook delivery, queued in one transaction with the check that none was queued before (a
     * sender that runs this again after a crash sends nothing twice). False when there is nothing to send.
     */
    async notifySlotSent(issueId: number): Promise<boolean> {
      await jobs.ready()
      const queued = await db.transaction(async (tx) => {
        const [issue] = await tx
          .select({ sponsor: sql<string | null>`${sponsorOf}`, status: newsletterIssues.status })
          .from(newsletterIssues)
          .where(eq(newsletterIssues.id, issueId))
          .for('update')
        if (!issue?.sponsor || issue.status !== 'sent') return false
        const [already] = await tx
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(and(eq(webhookDeliveries.sponsor, issue.sponsor), eq(webhookDeliveries.event, SLOT_SENT_EVENT), sql`(${webhookDeliveries.payload}->'slot'->>'issueId')::int = ${issueId}`))
          .limit(1)
        if (already) return false
        const [slot] = await tx.select(columns(issue.sponsor)).from(newsletterIssues).innerJoin(newsletters, eq(newsletters.id, newsletterIssues.newsletterId)).where(eq(newsletterIssues.id, issueId))
        return webhooks.recordEvent(issue.sponsor, SLOT_SENT_EVENT, payloadOf(slot!), tx)
      })
      if (queued) jobs.wake(SPONSOR_WEBHOOK_JOB)
      return queued
    },
  }
}
export type SponsorSlots = ReturnType<typeof createSponsorSlots>
