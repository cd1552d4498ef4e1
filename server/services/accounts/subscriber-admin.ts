import { parse } from 'csv-parse/sync'
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletterConfirmations, newsletterSubscriptions } from '#db/schema/index.ts'
import { csvCell } from '../leads/leads-export.ts'
import { normaliseEmail } from './accounts.ts'
import type { NewsletterChoices, Newsletters } from './newsletters.ts'

/**
 * Newsletter subscribers for sales and admins: counts per newsletter and status, growth by week,
 * CSV export, and CSV import from another mailing tool. An imported row with proof of consent
 * (when and where the person agreed) is subscribed at once; a row without gets the double opt-in
 * mail first and stays unconfirmed until its owner follows the link. The file is checked whole
 * first: any bad row is reported by line and nothing is imported.
 */
export const NEWSLETTERS = [
  { key: 'dailyBoost', column: 'daily_boost', label: 'Daily Boost' },
  { key: 'salesDigest', column: 'sales_digest', label: 'Sales Digest' },
  { key: 'thirdParty', column: 'third_party', label: 'Offers from our partners' },
] as const satisfies { key: keyof NewsletterChoices; column: string; label: string }[]
export type NewsletterKey = (typeof NEWSLETTERS)[number]['key']
export const SUBSCRIBER_STATUSES = ['subscribed', 'unconfirmed', 'unsubscribed', 'bounced'] as const
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number]
const GROWTH_WEEKS = 12
const YES = new Set(['yes', 'y', 'true', '1'])
const NO = new Set(['no', 'n', 'false', '0', ''])
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

interface ImportRow {
  line: number
  email: string
  choices: NewsletterChoices
  consent: string
  bounced: boolean
}

/** The rows of a subscriber file, or each problem by line. Columns: email, daily_boost / sales_digest / third_party (yes or no), consent (proof: when and where), status (optional: bounced). */
export function parseSubscribers(csv: string): { rows: ImportRow[]; problems: { line: number; message: string }[] } {
  let records: string[][]
  try {
    records = parse(csv.replace(/^\ufeff/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][]
  } catch (error) {
    return { rows: [], problems: [{ line: 1, message: `The file is not valid CSV: ${(error as Error).message}` }] }
  }
  const header = (records[0] ?? []).map((name) => name.toLowerCase())
  const at = (name: string) => header.indexOf(name)
  if (at('email') < 0 || !NEWSLETTERS.some((newsletter) => at(newsletter.column) >= 0)) {
    return { rows: [], problems: [{ line: 1, message: `The first line must name an "email" column and at least one of ${NEWSLETTERS.map((n) => `"${n.column}"`).join(', ')}.` }] }
  }
  const rows: ImportRow[] = []
  const problems: { line: number; message: string }[] = []
  const seen = new Set<string>()
  records.slice(1).forEach((record, index) => {
    const line = index + 2
    const email = normaliseEmail(record[at('email')] ?? '')
    if (!EMAIL.test(email)) return void problems.push({ line, message: `"${record[at('email')] ?? ''}" is not an email address.` })
    if (seen.has(email)) return void problems.push({ line, message: `${email} is in the file twice.` })
    seen.add(email)
    const choices = { dailyBoost: false, salesDigest: false, thirdParty: false }
    for (const newsletter of NEWSLETTERS) {
      const value = at(newsletter.column) < 0 ? '' : (record[at(newsletter.column)] ?? '').toLowerCase()
      if (!YES.has(value) && !NO.has(value)) return void problems.push({ line, message: `${newsletter.column} must be yes or no, not "${value}".` })
      choices[newsletter.key] = YES.has(value)
    }
    const status = at('status') < 0 ? '' : (record[at('status')] ?? '').toLowerCase()
    if (status !== '' && status !== 'subscribed' && status !== 'bounced') return void problems.push({ line, message: `status must be subscribed, bounced or empty, not "${status}".` })
    rows.push({ line, email, choices, consent: at('consent') < 0 ? '' : (record[at('consent')] ?? '').slice(0, 500), bounced: status === 'bounced' })
  })
  return { rows, problems }
}

export function createSubscriberAdmin({ db, newsletters }: { db: Database; newsletters: Newsletters }) {
  /** Each address's status for one newsletter: unconfirmed means a sign-up for it waits for its link. */
  async function statusRows() {
    const [subscriptions, waiting] = await Promise.all([
      db.select().from(newsletterSubscriptions).orderBy(asc(newsletterSubscriptions.email)),
      db.select().from(newsletterConfirmations),
    ])
    return subscriptions.map((row) => {
      const asked = waiting.filter((confirmation) => confirmation.subscriptionId === row.id)
      const statusOf = (key: NewsletterKey): SubscriberStatus | null => {
        if (row.status === 'bounced') return 'bounced'
        if (row[key] && row.status === 'subscribed') return 'subscribed'
        if (asked.some((confirmation) => confirmation[key])) return 'unconfirmed'
        if (row.status === 'unsubscribed') return 'unsubscribed'
        return null
      }
      return { email: row.email, createdAt: row.createdAt, statuses: Object.fromEntries(NEWSLETTERS.map((n) => [n.key, statusOf(n.key)])) as Record<NewsletterKey, SubscriberStatus | null> }
    })
  }

  return {
    /** Per newsletter, how many addresses are in each status. */
    async counts(): Promise<Record<NewsletterKey, Record<SubscriberStatus, number>>> {
      const rows = await statusRows()
      return Object.fromEntries(
        NEWSLETTERS.map((n) => [n.key, Object.fromEntries(SUBSCRIBER_STATUSES.map((status) => [status, rows.filter((row) => row.statuses[n.key] === status).length]))]),
      ) as Record<NewsletterKey, Record<SubscriberStatus, number>>
    },

    /** Subscribers of each newsletter at the end of each of the last 12 weeks (by when they signed up), oldest first. */
    async growth(now = new Date()): Promise<{ week: string; counts: Record<NewsletterKey, number> }[]> {
      const ends = Array.from({ length: GROWTH_WEEKS }, (_, i) => new Date(now.getTime() - (GROWTH_WEEKS - 1 - i) * 7 * 86_400_000))
      const rows = await db
        .select({ createdAt: newsletterSubscriptions.createdAt, dailyBoost: newsletterSubscriptions.dailyBoost, salesDigest: newsletterSubscriptions.salesDigest, thirdParty: newsletterSubscriptions.thirdParty })
        .from(newsletterSubscriptions)
        .where(eq(newsletterSubscriptions.status, 'subscribed'))
      return ends.map((end) => ({
        week: end.toISOString().slice(0, 10),
        counts: Object.fromEntries(NEWSLETTERS.map((n) => [n.key, rows.filter((row) => row[n.key] && row.createdAt <= end).length])) as Record<NewsletterKey, number>,
      }))
    },

    /** One newsletter's addresses with their status (or every newsletter's, one column each), as CSV. */
    async csv(only?: NewsletterKey): Promise<string> {
      const chosen = NEWSLETTERS.filter((n) => !only || n.key === only)
      const rows = (await statusRows()).filter((row) => chosen.some((n) => row.statuses[n.key] !== null))
      const line = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`
      return `\ufeff${line(['email', 'signed_up', ...chosen.map((n) => n.column)])}${rows.map((row) => line([row.email, row.createdAt, ...chosen.map((n) => row.statuses[n.key] ?? '')])).join('')}`
    },

    /** Imports a subscriber file, all or nothing; answers how many were subscribed, asked to confirm, marked bounced. */
    async import(csv: string) {
      const { rows, problems } = parseSubscribers(csv)
      if (problems.length) return { ok: false as const, problems }
      if (!rows.length) return { ok: false as const, problems: [{ line: 1, message: 'The file has no subscriber rows.' }] }
      const consented = rows.filter((row) => row.consent && !row.bounced)
      const bounced = rows.filter((row) => row.bounced)
      await db.transaction(async (tx) => {
        for (const row of consented) {
          const set = Object.fromEntries(NEWSLETTERS.filter((n) => row.choices[n.key]).map((n) => [n.key, true]))
          await tx
            .insert(newsletterSubscriptions)
            .values({ email: row.email, ...row.choices, status: 'subscribed' })
            .onConflictDoUpdate({ target: newsletterSubscriptions.email, set: { ...set, status: 'subscribed', updatedAt: new Date() } })
        }
        if (bounced.length) {
          await tx.insert(newsletterSubscriptions).values(bounced.map((row) => ({ email: row.email, status: 'bounced' as const }))).onConflictDoNothing()
          await tx.update(newsletterSubscriptions).set({ status: 'bounced', updatedAt: new Date() }).where(inArray(newsletterSubscriptions.email, bounced.map((row) => row.email)))
        }
      })
      // Without proof of consent, the address's owner is asked first (double opt-in), after the rest is stored.
      let asked = 0
      for (const row of rows.filter((candidate) => !candidate.consent && !candidate.bounced)) {
        const [existing] = await db.select().from(newsletterSubscriptions).where(and(eq(newsletterSubscriptions.email, row.email), eq(newsletterSubscriptions.status, 'bounced')))
        if (!existing && (await newsletters.requestFromImport(row.email, row.choices))) asked++
      }
      return { ok: true as const, subscribed: consented.length, asked, bounced: bounced.length }
    },
  }
}

export type SubscriberAdmin = ReturnType<typeof createSubscriberAdmin>
