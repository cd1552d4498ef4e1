import { and, asc, eq, gte, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletterDeliveries, newsletterLinks, newsletterSubscriptions, newsletterSuppressions } from '#db/schema/index.ts'
import type { NewsletterKey } from '#lib/newsletter-lists.ts'
import type { NewsletterSender, SendProgress } from './ports.ts'
import type { Issue } from './records.ts'

export interface IssueFigures extends SendProgress {
  bounced: number
  unsubscribed: number
  links: { position: number; url: string; sponsor: string | null; clicks: number }[]
}

const d = newsletterDeliveries
const s = newsletterSubscriptions

/**
 * An issue's figures: the sender's counts, the bounces (a bounce suppression of an address it
 * mailed, or a permanent SMTP failure), the readers it mailed who unsubscribed since it went out,
 * and the clicks per link.
 */
export async function issueFigures(db: Database, sender: NewsletterSender, issue: Issue): Promise<IssueFigures> {
  const since = issue.startedAt ?? new Date()
  const [progress, [counts], links] = await Promise.all([
    sender.progress(issue.id),
    db
      .select({
        bounced: sql<number>`count(*) filter (where (${d.status} = 'failed' and ${d.lastError} like '5%') or exists (select 1 from ${newsletterSuppressions} where ${newsletterSuppressions.email} = ${s.email} and ${newsletterSuppressions.reason} = 'bounce' and ${newsletterSuppressions.createdAt} >= ${since.toISOString()}::timestamptz))::int`,
        unsubscribed: sql<number>`count(*) filter (where ${s.status} = 'unsubscribed' and ${s.updatedAt} >= ${since.toISOString()}::timestamptz)::int`,
      })
      .from(d)
      .innerJoin(s, eq(s.id, d.subscriptionId))
      .where(eq(d.issueId, issue.id)),
    db
      .select({ position: newsletterLinks.position, url: newsletterLinks.url, sponsor: newsletterLinks.sponsor, clicks: newsletterLinks.clicks })
      .from(newsletterLinks)
      .where(eq(newsletterLinks.issueId, issue.id))
      .orderBy(asc(newsletterLinks.position)),
  ])
  return { ...progress, bounced: counts?.bounced ?? 0, unsubscribed: counts?.unsubscribed ?? 0, links }
}

const WEEK_SECONDS = 7 * 86_400

/**
 * Readers of a newsletter who unsubscribed, per week for `weeks` weeks up to `now`, oldest first.
 * An unsubscribe clears every choice, so a reader counts for a newsletter when one of its issues
 * was mailed to them.
 */
export function unsubscribesByWeek(db: Database, newsletterId: number, weeks: number, now = new Date()): Promise<number[]> {
  return subscriptionsByWeek(db, s.updatedAt, weeks, now, (from) =>
    and(
      eq(s.status, 'unsubscribed'),
      gte(s.updatedAt, from),
      sql`exists (select 1 from ${d} join newsletter_issues i on i.id = ${d.issueId} where ${d.subscriptionId} = ${s.id} and i.newsletter_id = ${newsletterId})`,
    ),
  )
}

/** Sign-ups per week (readers who signed up that week and still take the newsletter), oldest first. */
export function signUpsByWeek(db: Database, audience: NewsletterKey, weeks: number, now = new Date()): Promise<number[]> {
  return subscriptionsByWeek(db, s.createdAt, weeks, now, (from) => and(eq(s.status, 'subscribed'), eq(s[audience], true), gte(s.createdAt, from)))
}

/** Subscriptions matching `where`, counted per week of `at` for `weeks` weeks up to `now`, oldest first (an empty week is 0). */
async function subscriptionsByWeek(db: Database, at: typeof s.createdAt, weeks: number, now: Date, where: (from: Date) => SQL | undefined): Promise<number[]> {
  const from = new Date(now.getTime() - weeks * WEEK_SECONDS * 1000)
  const weeksAgo = sql<number>`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${at})) / ${WEEK_SECONDS})::int`
  const rows = await db
    .select({ weeksAgo, count: sql<number>`count(*)::int` })
    .from(s)
    .where(where(from))
    .groupBy(sql`1`)
  return Array.from({ length: weeks }, (_, i) => rows.find((row) => row.weeksAgo === weeks - 1 - i)?.count ?? 0)
}
