import { and, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { leads, magazineSubscriptions, posts } from '#db/schema/index.ts'

/** The figures of the back office's overview: articles waiting, leads this week by sponsor, paid subscriptions by week, registrations per webinar. */
const WEEKS = 12
const WEEK_MS = 7 * 86_400_000

export function createBusinessDashboard({ db }: { db: Database }) {
  return {
    /** Leads of the last 7 days per sponsor, most first ('' is the publisher's own forms). */
    async leadsThisWeek(now = new Date()) {
      return db
        .select({ sponsor: leads.sponsor, count: sql<number>`count(*)::int` })
        .from(leads)
        .where(gte(leads.createdAt, new Date(now.getTime() - WEEK_MS)))
        .groupBy(leads.sponsor)
        .orderBy(sql`count(*) desc`, leads.sponsor)
    },

    /** Paid magazine subscriptions per week for the last 12 weeks, oldest first: the week's last day, orders and cents (summed by the database). */
    async revenueByWeek(now = new Date()) {
      const since = new Date(now.getTime() - WEEKS * WEEK_MS)
      // Whole weeks before now: 0 is the week ending now, and an order exactly at a week's end belongs to that week.
      const weeksAgo = sql<number>`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${magazineSubscriptions.createdAt})) * 1000 / ${WEEK_MS})::int`
      const weeks = await db
        .select({ weeksAgo, orders: sql<number>`count(*)::int`, cents: sql<number>`coalesce(sum(${magazineSubscriptions.amountCents}), 0)::int` })
        .from(magazineSubscriptions)
        .where(and(eq(magazineSubscriptions.status, 'paid'), gt(magazineSubscriptions.createdAt, since), lte(magazineSubscriptions.createdAt, now)))
        .groupBy(sql`1`)
      return Array.from({ length: WEEKS }, (_, i) => {
        const week = weeks.find((row) => row.weeksAgo === WEEKS - 1 - i)
        return { week: new Date(now.getTime() - (WEEKS - 1 - i) * WEEK_MS).toISOString().slice(0, 10), orders: week?.orders ?? 0, cents: week?.cents ?? 0 }
      })
    },

    /** Articles waiting for their writers or their time: drafts, and those scheduled to go out. */
    async articlesWaiting(): Promise<{ drafts: number; scheduled: number }> {
      const rows = await db
        .select({ status: posts.status, count: sql<number>`count(*)::int` })
        .from(posts)
        .where(and(eq(posts.type, 'post'), inArray(posts.status, ['draft', 'future'])))
        .groupBy(posts.status)
      const count = (status: string) => rows.find((row) => row.status === status)?.count ?? 0
      return { drafts: count('draft'), scheduled: count('future') }
    },

    /** Registrations per webinar id. */
    async registrations(webinarIds: number[]): Promise<Map<number, number>> {
      if (!webinarIds.length) return new Map()
      const rows = await db
        .select({ target: leads.target, count: sql<number>`count(*)::int` })
        .from(leads)
        .where(and(eq(leads.kind, 'webinar'), inArray(leads.target, webinarIds.map(String))))
        .groupBy(leads.target)
      return new Map(rows.map((row) => [Number(row.target), row.count]))
    },
  }
}

export type BusinessDashboard = ReturnType<typeof createBusinessDashboard>
