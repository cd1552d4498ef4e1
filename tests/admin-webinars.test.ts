import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { leads } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { enrolledAs } from './utils/staff-sessions.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** Sales staff see registrations per webinar and import the webinar platform's attendance file: all of it, or nothing with each bad row named. */
const t = withTestApp()

const WEBINAR = '987654'
let n = 0
async function registration(email: string) {
  await t.database.db.insert(leads).values({ kind: 'webinar', target: WEBINAR, sponsor: '', email, firstname: 'Reg', accessHash: `attend-${++n}-${Date.now()}` })
}
const upload = (csv: string, cookie: string) => {
  const body = new FormData()
  body.set('attendance', new File([csv], 'attendance.csv', { type: 'text/csv' }))
  return t.request(`/admin/webinars/${WEBINAR}`, { method: 'POST', body, headers: { Cookie: cookie, 'X-Forwarded-For': '10.77.0.1' } })
}
const minutesOf = async (email: string) =>
  (
    await t.database.db
      .select()
      .from(leads)
      .where(and(eq(leads.target, WEBINAR), eq(leads.email, email)))
  )[0]!.attendedMinutes

describe('webinars in the back office', () => {
  it('lists registrations per webinar and imports attendance all or nothing', async () => {
    const { cookie } = await enrolledAs(t, 'sales')
    for (const email of ['ann@example.com', 'bob@example.com', 'cy@example.com']) await registration(email)
    expect(textOf(await (await t.request('/admin/webinars', { headers: { Cookie: cookie } })).text())).toMatch(new RegExp(`Webinar ${WEBINAR}30`))

    const bad = await upload('Email,Minutes watched\nann@example.com,42\nnot-an-address,10\nbob@example.com,lots\n', cookie)
    expect(bad.status).toBe(400)
    const report = textOf(await bad.text())
    expect(report).toContain('Nothing was imported')
    expect(report).toContain('Line 3: "not-an-address" is not an email address.')
    expect(report).toContain('Line 4: Minutes must be a number, not "lots".')
    expect(await minutesOf('ann@example.com')).toBeNull()

    const good = await upload('\ufeffEmail,Minutes watched,Attended\nANN@example.com,42,yes\nbob@example.com,,no\nwalk-in@example.com,30,yes\n', cookie)
    expect(good.status).toBe(200)
    expect(textOf(await good.text())).toContain('Attendance imported: 2 registrations updated. 1 address was not registered and left out.')
    expect([await minutesOf('ann@example.com'), await minutesOf('bob@example.com'), await minutesOf('cy@example.com')]).toEqual([42, 0, null])
    expect(textOf(await (await t.request('/admin/webinars', { headers: { Cookie: cookie } })).text())).toMatch(new RegExp(`Webinar ${WEBINAR}31`))
  })

  it('are for sales and administrators only', async () => {
    const { cookie } = await enrolledAs(t, 'editor')
    expect((await t.request('/admin/webinars', { headers: { Cookie: cookie } })).status).toBe(403)
    expect((await upload('email,minutes\n', cookie)).status).toBe(403)
  })
})
