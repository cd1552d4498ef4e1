import { and, asc, eq, gt, gte, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletterConfirmations, newsletterSubscriptions } from '#db/schema/index.ts'
import { csvCell } from '../leads/leads-export.ts'
import { NEWSLETTERS, SUBSCRIBER_STATUSES, type NewsletterKey, type SubscriberStatus } from '#lib/newsletter-lists.ts'

/**
 * Newsletter subscribers for sales and admins: counts per newsletter and status, growth by week
 * and the CSV export. Everything is counted and joined by the database, and the cost is linear,
 * never subscribers × pending sign-ups. The embedded database runs each statement in this
 * process's thread, so the counts go over the table a range of ids at a time, giving way to other
 * requests between ranges, and the export reads pages by address (imports: subscriber-import.ts).
 */
const GROWTH_WEEKS = 12
const WEEK_SECONDS = 7 * 86_400
export const CSV_PAGE_ROWS = 2000
/** Subscription ids counted per statement: one range's work is all another request waits for. */
export const COUNT_RANGE_IDS = 10_000

const giveWay = () => new Promise((resolve) => setImmediate(resolve))

const s = newsletterSubscriptions
const c = newsletterConfirmations

/**
 * An address's status for one newsletter: bounced first, then subscribed to it, then unconfirmed
 * (`asked`: a sign-up for it waits for its link), then unsubscribed; null for none of these.
 */
function statusFor(key: NewsletterKey, asked: SQL): SQL<SubscriberStatus | null> {
  return sql<SubscriberStatus | null>`case when ${s.status} = 'bounced' then 'bounced' when ${s[key]} and ${s.status} = 'subscribed' then 'subscribed' when coalesce(${asked}, false) then 'unconfirmed' when ${s.status} = 'unsubscribed' then 'unsubscribed' end`
}

export function createSubscriberAdmin({ db }: { db: Database }) {
  /** The subscription ids in ranges of COUNT_RANGE_IDS, lowest first, with a turn for other requests between ranges. */
  async function* idRanges(): AsyncGenerator<{ from: number; to: number }> {
    const [bounds] = await db.select({ low: sql<number | null>`min(${s.id})`, high: sql<number | null>`max(${s.id})` }).from(s)
    if (bounds?.low == null || bounds.high == null) return
    for (let from = bounds.low; from <= bounds.high; from += COUNT_RANGE_IDS) {
      yield { from, to: from + COUNT_RANGE_IDS }
      await giveWay()
    }
  }

  /** Pending sign-ups per subscription of the range, one row each, joined to the range's subscriptions. */
  const waitingIn = ({ from, to }: { from: number; to: number }) =>
    db
      .select({
        subscriptionId: c.subscriptionId,
        dailyBoost: sql<boolean>`bool_or(${c.dailyBoost})`.as('asked_daily_boost'),
        salesDigest: sql<boolean>`bool_or(${c.salesDigest})`.as('asked_sales_digest'),
        thirdParty: sql<boolean>`bool_or(${c.thirdParty})`.as('asked_third_party'),
      })
      .from(c)
      .where(and(gte(c.subscriptionId, from), lt(c.subscriptionId, to)))
      .groupBy(c.subscriptionId)
      .as('waiting')

  /** For a page of the export: an index look-up per address instead of the whole pending table. */
  const askedFor = (key: NewsletterKey) => sql`exists (select 1 from ${c} where ${c.subscriptionId} = ${s.id} and ${c[key]})`

  return {
    /** Per newsletter, how many addresses are in each status: one grouped statement per range of ids. */
    async counts(): Promise<Record<NewsletterKey, Record<SubscriberStatus, number>>> {
      const counts = Object.fromEntries(NEWSLETTERS.map((n) => [n.key, Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, 0]))])) as Record<
        NewsletterKey,
        Record<SubscriberStatus, number>
      >
      for await (const range of idRanges()) {
        const waiting = waitingIn(range)
        const statuses = Object.fromEntries(NEWSLETTERS.map((n) => [n.key, statusFor(n.key, sql`${waiting[n.key]}`)])) as Record<NewsletterKey, SQL<SubscriberStatus | null>>
        const groups = await db
          .select({ ...statuses, count: sql<number>`count(*)::int` })
          .from(s)
          .leftJoin(waiting, eq(waiting.subscriptionId, s.id))
          .where(and(gte(s.id, range.from), lt(s.id, range.to)))
          .groupBy(...Object.values(statuses))
        for (const group of groups) {
          for (const n of NEWSLETTERS) {
            const status = group[n.key]
            if (status) counts[n.key][status] += group.count
          }
        }
      }
      return counts
    },

    /** Subscribers of each newsletter at the end of each of the last 12 weeks (by when they signed up), oldest first. */
    async growth(now = new Date()): Promise<{ week: string; counts: Record<NewsletterKey, number> }[]> {
      // Weeks between sign-up and now, capped: a sign-up counts at every week's end at least that many weeks back.
      const weeksAgo = sql<number>`greatest(-1, least(${GROWTH_WEEKS - 1}, floor(extract(epoch from (${now.toISOString()}::timestamptz - ${s.createdAt})) / ${WEEK_SECONDS})))::int`
      const buckets: { weeksAgo: number; dailyBoost: number; salesDigest: number; thirdParty: number }[] = []
      for await (const range of idRanges()) {
        buckets.push(
          ...(await db
            .select({
              weeksAgo,
              dailyBoost: sql<number>`count(*) filter (where ${s.dailyBoost})::int`,
              salesDigest: sql<number>`count(*) filter (where ${s.salesDigest})::int`,
              thirdParty: sql<number>`count(*) filter (where ${s.thirdParty})::int`,
            })
            .from(s)
            .where(and(eq(s.status, 'subscribed'), gte(s.id, range.from), lt(s.id, range.to)))
            // By position: the same expression written twice would carry two parameters, which PostgreSQL does not match.
            .groupBy(sql`1`)),
        )
      }
      return Array.from({ length: GROWTH_WEEKS }, (_, i) => {
        const back = GROWTH_WEEKS - 1 - i
        const signedUp = buckets.filter((bucket) => bucket.weeksAgo >= back)
        return {
          week: new Date(now.getTime() - back * WEEK_SECONDS * 1000).toISOString().slice(0, 10),
          counts: Object.fromEntries(NEWSLETTERS.map((n) => [n.key, signedUp.reduce((sum, bucket) => sum + bucket[n.key], 0)])) as Record<NewsletterKey, number>,
        }
      })
    },

    /** One newsletter's addresses with their status (or every newsletter's, one column each), as CSV, a page of addresses at a time. */
    async *csv(only?: NewsletterKey): AsyncGenerator<string> {
      const chosen = NEWSLETTERS.filter((n) => !only || n.key === only)
      const statuses = Object.fromEntries(chosen.map((n) => [n.key, statusFor(n.key, askedFor(n.key))])) as Partial<Record<NewsletterKey, SQL<SubscriberStatus | null>>>
      const listed = or(...Object.values(statuses).map((status) => sql`${status} is not null`))
      const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`
      yield `\ufeff${line(['email', 'signed_up', ...chosen.map((n) => n.column)])}`
      let after: string | null = null
      for (;;) {
        const rows = await db
          .select({ email: s.email, createdAt: s.createdAt, ...statuses })
          .from(s)
          .where(and(after === null ? undefined : gt(s.email, after), listed))
          .orderBy(asc(s.email))
          .limit(CSV_PAGE_ROWS)
        if (!rows.length) return
        yield rows.map((row) => line([row.email, row.createdAt, ...chosen.map((n) => (row as Record<string, unknown>)[n.key] ?? '')])).join('')
        after = rows.at(-1)!.email
      }
    },
  }
}

export type SubscriberAdmin = ReturnType<typeof createSubscriberAdmin>
