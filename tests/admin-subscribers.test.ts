import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { leads, newsletterSubscriptions } from '#db/schema/index.ts'
import { textOf } from './html.ts'
import { withMailedApp } from './utils/mailed-app.ts'
import { enrolledAs } from './utils/staff-sessions.ts'
import { importSubscribers } from './utils/subscriber-import.ts'
import { insertOrder } from './utils/magazine-orders.ts'

/** Subscribers and the business overview in the back office: counts, growth chart and table, CSV out, CSV in (consent or confirmation mail). */
const { t, smtp } = withMailedApp()
beforeAll(() => t.app.jobs?.start({ work: true }))

const get = (path: string, cookie: string) => t.request(path, { headers: { Cookie: cookie } })

describe('subscribers in the back office', () => {
  it('imports a list all or nothing: consent proven is subscribed, the rest asked by mail, bounces kept as such', async () => {
    const { cookie } = await enrolledAs(t, 'sales')
    const { text: report } = await importSubscribers(t, 'email,daily_boost,sales_digest,consent\nok@example.com,yes,no,2024-03-01 signup form\nnope,yes,no,\nok@example.com,maybe,no,\n', cookie)
    expect(report).toContain('Nothing was imported.')
    expect(report).toContain('Line 3: "nope" is not an email address.')
    expect(report).toContain('Line 4: ok@example.com is in the file twice.')
    expect(await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'ok@example.com'))).toHaveLength(0)

    const good = await importSubscribers(
      t,
      'Email,Daily_Boost,Sales_Digest,Consent,Status\nproven@example.com,yes,yes,2024-03-01 12:00 UTC webinar sign-up form,\nunproven@example.com,yes,no,,\ngone@example.com,yes,no,2023-01-01 import,bounced\n',
      cookie,
    )
    expect(good.status).toBe(200)
    expect(good.text).toContain('Imported: 1 subscribed with proof of consent, 1 asked to confirm by mail, 1 marked as bounced, 0 skipped.')
    await smtp.waitFor('unproven@example.com', /confirm/i)
    const status = async (email: string) => (await t.database.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]?.status
    expect([await status('proven@example.com'), await status('unproven@example.com'), await status('gone@example.com')]).toEqual(['subscribed', 'pending', 'bounced'])

    const page = await (await get('/admin/subscribers', cookie)).text()
    expect(page).toMatch(/<svg[^>]+role="img"/)
    expect(textOf(page)).toContain('Show the figures as a table')
    const csv = await (await get('/admin/subscribers.csv?newsletter=dailyBoost', cookie)).text()
    expect(csv.split('\r\n')[0]).toBe('email,signed_up,daily_boost')
    expect(csv).toMatch(/proven@example\.com,[^,]+,subscribed/)
    expect(csv).toMatch(/unproven@example\.com,[^,]+,unconfirmed/)
    expect(csv).toMatch(/gone@example\.com,[^,]+,bounced/)
  })

  it('shows sales the business at a glance (tiles, leads this week per sponsor, revenue, growth, next webinars), writers their drafts and sends, admins the latest activity', async () => {
    const { cookie } = await enrolledAs(t, 'sales')
    await t.database.db.insert(leads).values({ kind: 'asset', target: 'x', sponsor: 'glancecorp', email: 'glance@example.com', accessHash: `glance-${Date.now()}` })
    await insertOrder(t.database.db, { planId: 'print', status: 'paid' })
    const text = textOf(await (await get('/admin', cookie)).text())
    expect(text).toMatch(/Leads in the last 7 days.*glancecorp1/)
    expect(text).toContain('Next webinars')
    expect(text).toMatch(/\$49 from 1 paid order in the last 12 weeks/)
    expect(text).toContain('Newsletter subscribers by week')
    // The day's tiles, each the way to its screen: sales see the business's and not the writers'.
    expect(text).toMatch(/New leads\s*[1-9]\d*\s*in the last 7 days/)
    expect(text).toMatch(/Revenue\s*\$49\s*1 paid order, last 12 weeks/)
    expect(text).not.toContain('Drafts')
    const editor = await enrolledAs(t, 'editor')
    const editorHome = await (await get('/admin', editor.cookie)).text()
    expect(textOf(editorHome)).not.toContain('Leads in the last 7 days')
    expect(textOf(editorHome)).toMatch(/Today\s*Drafts\s*\d+\s*articles not yet published\s*Scheduled\s*\d+\s*articles set to go out.+: next send/)
    expect(editorHome).toContain('href="/admin/articles?status=draft"')
    expect(textOf(editorHome)).not.toContain('Recent activity')
    const admin = await enrolledAs(t, 'admin')
    expect(textOf(await (await get('/admin', admin.cookie)).text())).toMatch(/Recent activity.+The whole audit log/)
    expect((await get('/admin/subscribers', editor.cookie)).status).toBe(403)
    expect((await get('/admin/subscribers.csv', editor.cookie)).status).toBe(403)
  })
})
