import { parse } from 'csv-parse/sync'
import type { Page } from '#lib/page.ts'
import { readPage, rowCount } from '../paging.ts'
import { and, desc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { leads, type Lead } from '#db/schema/index.ts'
import { normaliseEmail } from '../accounts/accounts.ts'

const REGISTRATIONS_PAGE_SIZE = 100

/**
 * Webinar registrations per webinar, and attendance brought in from the webinar platform's export
 * (a CSV with the attendee's email and whether they attended or how many minutes they watched).
 * The file is checked whole first: any bad row is reported with its line and nothing is imported.
 */
export interface AttendanceRow {
  line: number
  email: string
  minutes: number
}
export interface AttendanceProblem {
  line: number
  message: string
}

const EMAIL_COLUMNS = ['email', 'e-mail', 'email address', 'attendee email']
const MINUTES_COLUMNS = ['minutes', 'minutes watched', 'time in session (minutes)', 'duration (minutes)', 'duration']
const ATTENDED_COLUMNS = ['attended']
const YES = new Set(['yes', 'y', 'true', '1'])
const NO = new Set(['no', 'n', 'false', '0', ''])
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The rows of an attendance file, or what is wrong with it (its header, or each bad row by line). */
export function parseAttendance(csv: string): { rows: AttendanceRow[]; problems: AttendanceProblem[] } {
  let records: string[][]
  try {
    records = parse(csv.replace(/^\ufeff/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][]
  } catch (error) {
    return { rows: [], problems: [{ line: (error as { lines?: number }).lines ?? 1, message: `The file is not valid CSV: ${(error as Error).message}` }] }
  }
  const header = (records[0] ?? []).map((name) => name.toLowerCase())
  const column = (names: string[]) => header.findIndex((name) => names.includes(name))
  const [emailAt, minutesAt, attendedAt] = [column(EMAIL_COLUMNS), column(MINUTES_COLUMNS), column(ATTENDED_COLUMNS)]
  if (emailAt < 0 || (minutesAt < 0 && attendedAt < 0)) {
    return { rows: [], problems: [{ line: 1, message: 'The first line must name an "email" column and a "minutes" or "attended" column.' }] }
  }
  const rows: AttendanceRow[] = []
  const problems: AttendanceProblem[] = []
  records.slice(1).forEach((record, index) => {
    const line = index + 2
    const email = (record[emailAt] ?? '').toLowerCase()
    if (!EMAIL.test(email)) return void problems.push({ line, message: `"${record[emailAt] ?? ''}" is not an email address.` })
    const attended = attendedAt < 0 ? null : (record[attendedAt] ?? '').toLowerCase()
    if (attended !== null && !YES.has(attended) && !NO.has(attended)) return void problems.push({ line, message: `Attended must be yes or no, not "${record[attendedAt]}".` })
    const rawMinutes = minutesAt < 0 ? '' : (record[minutesAt] ?? '')
    if (rawMinutes !== '' && !/^\d{1,4}(\.\d+)?$/.test(rawMinutes)) return void problems.push({ line, message: `Minutes must be a number, not "${rawMinutes}".` })
    const minutes = attended !== null && NO.has(attended) ? 0 : rawMinutes === '' ? (attended !== null ? 1 : 0) : Math.round(Number(rawMinutes))
    rows.push({ line, email: normaliseEmail(email), minutes })
  })
  return { rows, problems }
}

/** Registrations updated by one statement of an import. */
const UPDATE_BATCH = 500

/** One webinar's registrations, narrowed by any further conditions. */
function registrationsOf(target: string, ...conditions: SQL[]) {
  return and(eq(leads.kind, 'webinar'), eq(leads.target, target), ...conditions)
}

export function createWebinarAttendance({ db, onUpdated }: { db: Database; onUpdated?: (lead: Lead) => Promise<void> }) {
  return {
    /** Webinars with registrations: how many registered and how many attended, newest registration first. */
    async webinars() {
      return db
        .select({ target: leads.target, registered: sql<number>`count(*)::int`, attended: sql<number>`count(*) filter (where ${leads.attendedMinutes} > 0)::int` })
        .from(leads)
        .where(eq(leads.kind, 'webinar'))
        .groupBy(leads.target)
        .orderBy(desc(sql`max(${leads.createdAt})`))
    },

    /** A page of one webinar's registrations, newest first, and how many there are. */
    registrations(webinarId: number, page = 1): Promise<Page<Lead>> {
      const where = registrationsOf(String(webinarId))
      return readPage(
        page,
        REGISTRATIONS_PAGE_SIZE,
        (limit, offset) => db.select().from(leads).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).limit(limit).offset(offset),
        db.select(rowCount).from(leads).where(where),
      )
    },

    /**
     * Imports an attendance file into one webinar's registrations, all or nothing. Rows for
     * addresses that did not register are counted and left out (walk-ins are not leads).
     */
    async import(webinarId: number, csv: string): Promise<{ ok: true; updated: number; unregistered: string[] } | { ok: false; problems: AttendanceProblem[] }> {
      const { rows, problems } = parseAttendance(csv)
      if (problems.length) return { ok: false, problems }
      if (!rows.length) return { ok: false, problems: [{ line: 1, message: 'The file has no attendee rows.' }] }
      const target = String(webinarId)
      const updated = await db.transaction(async (tx) => {
        const registered = await tx
          .select({ email: leads.email })
          .from(leads)
          .where(
            registrationsOf(
              target,
              inArray(
                leads.email,
                rows.map((row) => row.email),
              ),
            ),
          )
        const known = new Set(registered.map((row) => row.email))
        const changed: Lead[] = []
        // The last row of an address counts, as when the rows were applied one by one.
        const attended = [...new Map(rows.filter((row) => known.has(row.email)).map((row) => [row.email, row.minutes])).entries()]
        // A statement per batch, not per row: the transaction holds the database for as few round trips as it can.
        for (let start = 0; start < attended.length; start += UPDATE_BATCH) {
          const batch = attended.slice(start, start + UPDATE_BATCH)
          const minutes = sql`(case ${leads.email} ${sql.join(
            batch.map(([email, value]) => sql`when ${email} then ${value}::int`),
            sql` `,
          )} end)`
          const written = await tx
            .update(leads)
            .set({ attendedMinutes: minutes, updatedAt: new Date() })
            .where(
              registrationsOf(
                target,
                inArray(
                  leads.email,
                  batch.map(([email]) => email),
                ),
                sql`${leads.attendedMinutes} is distinct from ${minutes}`,
              ),
            )
            .returning()
          changed.push(...written)
        }
        return { changed, unregistered: rows.filter((row) => !known.has(row.email)).map((row) => row.email) }
      })
      for (const lead of updated.changed) await onUpdated?.(lead)
      return { ok: true, updated: updated.changed.length, unregistered: updated.unregistered }
    },
  }
}

export type WebinarAttendance = ReturnType<typeof createWebinarAttendance>
