import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletterDeliveries, newsletterIssues, newsletters, newsletterSubscriptions, newsletterSuppressions } from '#db/schema/index.ts'
import { RECIPIENT_PLACEHOLDERS } from '#lib/newsletter-issue.ts'
import type { Mailer } from '../../../mail/mail.ts'
import type { NewsletterSender } from '../ports.ts'

/**
 * STAND-IN for part 1's `createNewsletterSender` (sending/sender.ts), to be replaced at merge. It
 * counts the audience when a send begins and switches stop/resume; it plans and mails no batch.
 * Test sends go through the site's mailer.
 */
export function createStandInSender({ db, mailer, siteUrl }: { db: Database; mailer: Mailer; siteUrl: string }): NewsletterSender {
  const s = newsletterSubscriptions
  return {
    async begin(issueId, tx = db) {
      const [issue] = await tx
        .select({ audience: newsletters.audience })
        .from(newsletterIssues)
        .innerJoin(newsletters, eq(newsletters.id, newsletterIssues.newsletterId))
        .where(eq(newsletterIssues.id, issueId))
      if (!issue) return
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(s)
        .where(and(eq(s.status, 'subscribed'), eq(s[issue.audience], true), sql`not exists (select 1 from ${newsletterSuppressions} where ${newsletterSuppressions.email} = ${s.email})`))
      await tx.update(newsletterIssues).set({ recipients: count }).where(eq(newsletterIssues.id, issueId))
    },
    async stop(issueId) {
      await db
        .update(newsletterIssues)
        .set({ status: 'stopped' })
        .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'sending')))
    },
    async resume(issueId) {
      await db
        .update(newsletterIssues)
        .set({ status: 'sending' })
        .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'stopped')))
    },
    async progress(issueId) {
      const d = newsletterDeliveries
      const [issue] = await db.select({ recipients: newsletterIssues.recipients }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId))
      const rows = await db
        .select({ status: d.status, count: sql<number>`count(*)::int` })
        .from(d)
        .where(eq(d.issueId, issueId))
        .groupBy(d.status)
      const of = (status: string) => rows.find((row) => row.status === status)?.count ?? 0
      return { recipients: issue?.recipients ?? 0, queued: of('queued'), sent: of('sent'), deferred: of('deferred'), failed: of('failed'), skipped: of('skipped') }
    },
    async sendTest(issueId, addresses, rendered) {
      const [issue] = await db.select({ subject: newsletterIssues.subject }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId))
      const fill = (text: string) =>
        text
          .replaceAll(RECIPIENT_PLACEHOLDERS.unsubscribeUrl, `${siteUrl}/newsletters`)
          .replaceAll(RECIPIENT_PLACEHOLDERS.manageUrl, `${siteUrl}/newsletters`)
          .replaceAll(RECIPIENT_PLACEHOLDERS.openPixelUrl, '')
      for (const to of addresses) await mailer.send({ to, subject: `[Test] ${issue?.subject ?? ''}`, html: fill(rendered.html), text: fill(rendered.text) })
    },
  }
}
