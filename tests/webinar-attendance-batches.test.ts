import { and, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { leads } from '#db/schema/index.ts'
import { createWebinarAttendance } from '#server/services/leads/webinar-attendance.ts'
import { statementsDuring } from './utils/statement-log.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** A webinar platform's attendance file is written in a few statements, not one per row, so a big file never holds the database. */
const t = withTestApp()

const WEBINAR = '2147480001'
const registrant = (n: number) => `attendee-${n}@example.com`

describe('an attendance import', () => {
  it('updates 1 200 registrations in batches, all of them, and only the changed ones', async () => {
    await t.database.db
      .insert(leads)
      .values(Array.from({ length: 1200 }, (_, n) => ({ kind: 'webinar', target: WEBINAR, email: registrant(n), accessHash: `attendance-batches-${n}`, attendedMinutes: n < 100 ? 30 : null })))
    const changed: number[] = []
    const attendance = createWebinarAttendance({ db: t.database.db, onUpdated: async (lead) => void changed.push(lead.id) })
    const csv = ['email,minutes', ...Array.from({ length: 1200 }, (_, n) => `${registrant(n)},30`), 'walk-in@example.com,12'].join('\n')
    let result: Awaited<ReturnType<typeof attendance.import>> | undefined
    const statements = await statementsDuring(t, async () => {
      result = await attendance.import(Number(WEBINAR), csv)
    })
    expect(result).toEqual({ ok: true, updated: 1100, unregistered: ['walk-in@example.com'] })
    expect(changed).toHaveLength(1100)
    expect(statements.length).toBeLessThanOrEqual(12)
    const [attended] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(leads)
      .where(and(eq(leads.kind, 'webinar'), eq(leads.target, WEBINAR), eq(leads.attendedMinutes, 30)))
    expect(attended!.n).toBe(1200)
  })
})
