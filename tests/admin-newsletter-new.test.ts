import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, newsletterIssues, newsletters, newsletterSuppressions } from '#db/schema/index.ts'
import { nextSend } from '#lib/newsletter-schedule.ts'
import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { wallClockAt } from '#lib/zoned-time.ts'
import { DRAFT_AHEAD_MS } from '#server/services/newsletters/issues/drafting.ts'
import { withMailedApp } from './utils/mailed-app.ts'
import { addSubscribers } from './utils/newsletter-fixtures.ts'
import { pageChecks } from './utils/page-checks.ts'
import { enrolledAs, formPost } from './utils/staff-sessions.ts'

/**
 * Issue 28, "administrators can add more" (decision 056): an administrator adds the Weekend Boost
 * for the Boost's readers through the pages, without JavaScript; it is listed with its schedule,
 * drafts, has a public archive, and its issue reaches exactly the Boost's confirmed readers over
 * SMTP. Taken, reserved and malformed addresses are refused beside their field; editors are refused.
 */
const { t, smtp } = withMailedApp()
const { page: pageText } = pageChecks(() => t)
let admin: { email: string; cookie: string }
let editor: { email: string; cookie: string }

const WEEKEND = { name: 'Weekend Boost', description: 'The week in one idea, on Saturdays', slug: 'weekend-boost', audience: 'dailyBoost', weekdays: '6', sendTime: '08:00' }
const get = (path: string, cookie?: string) => t.request(path, cookie ? { headers: { Cookie: cookie } } : {})
const add = (fields: Record<string, string>, cookie = admin.cookie) => t.request('/admin/newsletters/new', formPost(fields, cookie))
const newsletterCount = async () => (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(newsletters))[0]!.n
const weekendRow = async () => (await t.database.db.select().from(newsletters).where(eq(newsletters.slug, 'weekend-boost')))[0]
/** The message shown beside a field: its error line, under the form's id (`new-newsletter`). */
const besideField = (html: string, field: string) => new RegExp(`<p class="field__error" id="new-newsletter-${field}-error"[^>]*>([^<]*)<`).exec(html)?.[1]
/** The days ticked in the form as the page came. */
const tickedDays = (html: string) => [...html.matchAll(/<input [^>]*name="weekdays"[^>]*>/g)].filter(([input]) => input.includes('checked=""')).map(([input]) => /value="(\d)"/.exec(input)![1])
/** A page's text as a reader reads it: React's separators between adjacent texts left out. */
const readable = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '')

beforeAll(async () => {
  admin = await enrolledAs(t, 'admin')
  editor = await enrolledAs(t, 'editor')
})

describe('adding a newsletter', () => {
  it('an administrator adds the Weekend Boost: listed with its schedule and next send, audited, its first draft queued, its archive open and empty', async () => {
    const list = await (await get('/admin/newsletters', admin.cookie)).text()
    expect(list).toContain('href="/admin/newsletters/new"')
    const page = await pageText('/admin/newsletters/new', 200, { headers: { Cookie: admin.cookie } })
    expect(page).toContain('<option value="dailyBoost">Readers of the Daily Boost</option>')
    expect(page).toContain('<option value="thirdParty">Readers who take offers from our partners</option>')
    expect(page).toContain('/newsletters/{address}')
    expect(page).toContain('Days it goes out')

    const added = await add(WEEKEND)
    expect([302, 303]).toContain(added.status)
    expect(added.headers.get('location')).toBe('/admin/newsletters?newsletter=weekend-boost')
    expect(added.headers.get('cache-control')).toContain('no-store')
    const row = await weekendRow()
    expect(row).toMatchObject({ name: 'Weekend Boost', audience: 'dailyBoost', weekdays: [6], sendTime: '08:00', skipDates: [], trackOpens: false })

    const listed = await get('/admin/newsletters?newsletter=weekend-boost', admin.cookie)
    expect(listed.status).toBe(200)
    const html = await readable(listed)
    expect(html).toContain('<h2>Weekend Boost</h2>')
    expect(html).toContain('Saturdays at 8:00 a.m. ET, to readers of the Daily Boost. Next send: Saturday, ')
    expect(html).toContain('Issues of Weekend Boost')
    expect(html).toContain('href="/admin/newsletters/weekend-boost/settings"')
    // Its settings screen shows the same fields, filled in.
    const settings = await (await get('/admin/newsletters/weekend-boost/settings', admin.cookie)).text()
    expect(tickedDays(settings)).toEqual(['6'])
    expect(settings).toContain('value="08:00"')
    // The first two are still there.
    expect(html).toContain('<h2>Daily Boost</h2>')
    expect(html).toContain('<h2>Sales Digest</h2>')

    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'newsletter.create'), eq(auditLog.itemId, 'weekend-boost')))
    expect(audits).toHaveLength(1)
    expect(audits[0]!.after).toMatchObject({ slug: 'weekend-boost', audience: 'dailyBoost', weekdays: [6] })

    // Its drafting job waits for 12 hours before the next Saturday (or drafted already when that is nearer).
    const next = nextSend(row!, new Date())!
    const jobs = (await t.database.executeSql(`select start_after from pgboss.job where name = 'newsletter.draft' and singleton_key = $1 and state = 'created'`, [`newsletter-draft:${row!.id}`])) as {
      rows: { start_after: Date }[]
    }
    expect(jobs.rows).toHaveLength(1)
    const drafted = await t.database.db.select().from(newsletterIssues).where(eq(newsletterIssues.newsletterId, row!.id))
    if (next.at.getTime() - DRAFT_AHEAD_MS > Date.now()) {
      expect(new Date(jobs.rows[0]!.start_after).getTime()).toBe(next.at.getTime() - DRAFT_AHEAD_MS)
      expect(drafted).toHaveLength(0)
    } else expect(drafted.map((issue) => issue.issueDate)).toEqual([next.date])

    const archive = await get('/newsletters/weekend-boost')
    expect(archive.status).toBe(200)
    expect(await archive.text()).toContain('No issue of the Weekend Boost has gone out yet.')
  })

  it('refuses an address taken or reserved, beside the field, storing nothing', async () => {
    const before = await newsletterCount()
    for (const slug of ['weekend-boost', 'daily-boost']) {
      const taken = await add({ ...WEEKEND, name: 'Another', slug })
      expect(taken.status).toBe(409)
      expect(besideField(await taken.text(), 'slug')).toBe('That address is taken: another newsletter has it')
    }
    for (const slug of ['confirm', 'unsubscribe', 'new']) {
      const reserved = await add({ ...WEEKEND, slug })
      expect(reserved.status).toBe(400)
      expect(besideField(await reserved.text(), 'slug')).toBe('That word is a page of its own: pick another address')
    }
    const badSlug = await add({ ...WEEKEND, slug: 'Weekend Boost!' })
    expect(badSlug.status).toBe(400)
    const html = await badSlug.text()
    expect(besideField(html, 'slug')).toBe('Use 2 to 60 lowercase letters, digits and hyphens, like weekend-boost')
    // The refused form keeps what was sent: the day ticked, the name typed.
    expect(tickedDays(html)).toEqual(['6'])
    expect(html).toContain('value="Weekend Boost"')
    expect(await newsletterCount()).toBe(before)
    expect((await weekendRow())!.name).toBe('Weekend Boost')

    // Two administrators adding one address at once: the unique index lets one in.
    const twins = await Promise.all([add({ ...WEEKEND, name: 'Twin one', slug: 'twin-boost' }), add({ ...WEEKEND, name: 'Twin two', slug: 'twin-boost' })])
    expect(twins.map((answer) => answer.status).sort()).toEqual([302, 409])
    expect(await t.database.db.select().from(newsletters).where(eq(newsletters.slug, 'twin-boost'))).toHaveLength(1)
  })

  it('refuses malformed input with the form errors: a NUL, a name of 10 000 characters, an audience that is no choice', async () => {
    const before = await newsletterCount()
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ ...WEEKEND, slug: 'nul-name', name: 'Week\u0000end' }, 'name', /./],
      [{ ...WEEKEND, slug: 'long-name', name: 'x'.repeat(10_000) }, 'name', /at most|characters/i],
      [{ ...WEEKEND, slug: 'admin-audience', audience: 'admin' }, 'audience', /^Pick whose readers receive it$/],
      [{ ...WEEKEND, slug: 'nul-\u0000slug' }, 'slug', /./],
      [{ ...WEEKEND, slug: 'no-days', weekdays: '9' }, 'weekdays', /^Tick at least one day$/],
    ]
    for (const [fields, field, message] of cases) {
      const refused = await add(fields)
      expect(refused.status, field).toBe(400)
      const html = await refused.text()
      expect(besideField(html, field), field).toMatch(message)
      expect(html).toContain('Check the marked fields')
    }
    const noAudience = await add({ name: 'No audience', slug: 'no-audience', weekdays: '1', sendTime: '07:00' })
    expect(noAudience.status).toBe(400)
    expect(besideField(await noAudience.text(), 'audience')).toBe('Pick whose readers receive it')
    expect(await newsletterCount()).toBe(before)
  })

  it('refuses editors (they compose, they do not add): 403 to the form and its post, and no link', async () => {
    const list = await get('/admin/newsletters', editor.cookie)
    expect(list.status).toBe(200)
    expect(await list.text()).not.toContain('/admin/newsletters/new')
    expect((await get('/admin/newsletters/new', editor.cookie)).status).toBe(403)
    const before = await newsletterCount()
    expect((await add({ ...WEEKEND, slug: 'editors-boost' }, editor.cookie)).status).toBe(403)
    expect(await newsletterCount()).toBe(before)
    // Signed out: sent to sign in, nothing stored.
    expect((await t.request('/admin/newsletters/new', formPost({ ...WEEKEND, slug: 'anonymous-boost' }))).status).toBe(302)
    expect(await newsletterCount()).toBe(before)
  })

  it("sends an issue of the Weekend Boost over SMTP to exactly the Boost's confirmed readers, and publishes it in its archive", async () => {
    const db = t.database.db
    const boostReaders = await addSubscribers(db, { prefix: 'weekend-reader', count: 6 })
    await addSubscribers(db, { prefix: 'weekend-digest-only', count: 3, dailyBoost: false, salesDigest: true })
    await addSubscribers(db, { prefix: 'weekend-partners-only', count: 2, dailyBoost: false, thirdParty: true })
    await addSubscribers(db, { prefix: 'weekend-pending', count: 2, status: 'pending' })
    await addSubscribers(db, { prefix: 'weekend-left', count: 2, status: 'unsubscribed' })
    const [blocked] = await addSubscribers(db, { prefix: 'weekend-blocked', count: 1 })
    await db.insert(newsletterSuppressions).values({ email: blocked!, reason: 'complaint', source: 'ses' })
    // Whoever else the seed subscribed to the Boost counts too: every confirmed Boost reader not suppressed.
    const expected = (
      (await db.execute(
        sql`select email from newsletter_subscriptions s where s.status = 'subscribed' and s.daily_boost and not exists (select 1 from newsletter_suppressions x where x.email = s.email)`,
      )) as unknown as {
        rows: { email: string }[]
      }
    ).rows
      .map((row) => row.email)
      .sort()
    expect(expected).toEqual(expect.arrayContaining(boostReaders))

    const drafted = await t.request('/admin/newsletters', formPost({ intent: 'draft', slug: 'weekend-boost' }, admin.cookie))
    expect(drafted.status).toBe(200)
    expect(await drafted.text()).toMatch(/Weekend Boost of \d{4}-\d{2}-\d{2}: the draft is ready/)
    const weekend = (await weekendRow())!
    const [issue] = await db.select().from(newsletterIssues).where(eq(newsletterIssues.newsletterId, weekend.id))
    const base = `/admin/newsletters/weekend-boost/issues/${issue!.id}`
    const editorPage = await get(base, admin.cookie)
    expect(editorPage.status).toBe(200)
    const subject = 'The first Weekend Boost'
    expect((await t.request(base, formPost({ intent: 'text', subject, previewText: 'Saturday reading' }, admin.cookie))).status).toBe(200)
    expect((await t.request(base, formPost({ intent: 'send-now', confirm: 'yes' }, admin.cookie))).status).toBe(200)

    const status = async () => (await db.select({ status: newsletterIssues.status }).from(newsletterIssues).where(eq(newsletterIssues.id, issue!.id)))[0]!.status
    await vi.waitFor(async () => expect(await status()).toBe('sent'), { timeout: 120_000, interval: 250 })
    await vi.waitFor(() => expect(smtp.messages.filter((mail) => mail.subject === subject)).toHaveLength(expected.length), { timeout: 60_000, interval: 100 })
    const received = smtp.messages.filter((mail) => mail.subject === subject).map((mail) => mail.to.toLowerCase())
    expect(received.sort()).toEqual(expected)
    expect(new Set(received).size).toBe(received.length)
    // Each says why the reader gets it (they chose the Boost, not this one by name) and carries the
    // reader's own one-click unsubscribe, which works as for the first two.
    const one = smtp.messages.find((mail) => mail.subject === subject && mail.to === boostReaders[0])!
    const why = 'You receive the Weekend Boost as one of the readers of the Daily Boost at Quota: you chose it and confirmed your address.'
    expect(one.text).toContain(why)
    expect(one.parsed.html).toContain(why)
    const header = (name: string) => one.parsed.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '')
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click')
    const unsubscribe = new URL(/<(http[^>]+)>/.exec(header('list-unsubscribe') ?? '')![1]!)
    expect(unsubscribe.pathname).toBe('/newsletters/unsubscribe')
    const left = await t.request(`${unsubscribe.pathname}${unsubscribe.search}`, {
      method: 'POST',
      body: 'List-Unsubscribe=One-Click',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(left.status).toBe(200)
    const reader = (
      (await db.execute(sql`select status, daily_boost from newsletter_subscriptions where email = ${boostReaders[0]!}`)) as unknown as { rows: { status: string; daily_boost: boolean }[] }
    ).rows[0]
    expect(reader).toEqual({ status: 'unsubscribed', daily_boost: false })

    const archive = await (await get('/newsletters/weekend-boost')).text()
    expect(archive).toContain(subject)
    const webVersion = await get(`/newsletters/weekend-boost/${issue!.issueDate}`)
    expect(webVersion.status).toBe(200)
    expect(await webVersion.text()).toContain(subject)

    // Its growth is its audience's: the Boost's subscribers.
    const growth = await t.app.newsletterIssues.growth(weekend)
    const boost = (await db.select().from(newsletters).where(eq(newsletters.slug, 'daily-boost')))[0]!
    expect(growth.subscribers).toEqual((await t.app.newsletterIssues.growth(boost)).subscribers)
    expect(growth.subscribers.at(-1)).toBeGreaterThanOrEqual(boostReaders.length)
  })

  it('a schedule moved moves the waiting draft with it, and a new name is on the archive at once', async () => {
    const row = (await weekendRow())!
    expect(await readable(await get('/newsletters/weekend-boost'))).toContain('<h1>Weekend Boost archive</h1>')
    // Every day, 14 hours from now: drafted in 2 hours, whatever the Saturday schedule had planned.
    const sendTime = wallClockAt(new Date(Date.now() + 14 * 3600_000), SITE_TIME_ZONE).time
    const body = new URLSearchParams({ name: 'Saturday Boost', description: WEEKEND.description, sendTime })
    for (const day of ['1', '2', '3', '4', '5', '6', '7']) body.append('weekdays', day)
    const saved = await t.request('/admin/newsletters/weekend-boost/settings', { ...formPost({}, admin.cookie), body: body.toString() })
    expect(saved.status).toBe(200)

    const next = nextSend({ ...row, weekdays: [1, 2, 3, 4, 5, 6, 7], sendTime }, new Date())!
    expect(next.at.getTime() - DRAFT_AHEAD_MS).toBeGreaterThan(Date.now())
    const jobs = (await t.database.executeSql(`select start_after from pgboss.job where name = 'newsletter.draft' and singleton_key = $1 and state = 'created'`, [`newsletter-draft:${row.id}`])) as {
      rows: { start_after: Date }[]
    }
    expect(jobs.rows.map((job) => new Date(job.start_after).getTime())).toEqual([next.at.getTime() - DRAFT_AHEAD_MS])
    const renamed = await readable(await get('/newsletters/weekend-boost'))
    expect(renamed).toContain('<h1>Saturday Boost archive</h1>')
  })
})
