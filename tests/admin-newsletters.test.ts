import { and, asc, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, newsletterDeliveries, newsletterIssues, newsletterLinks, newsletters, newsletterSubscriptions, newsletterSuppressions, posts, users } from '#db/schema/index.ts'
import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { addDays, todayIn } from '#lib/zoned-time.ts'
import { enrolledAs, formPost, signedInAs } from './utils/staff-sessions.ts'
import { withMailedApp } from './utils/mailed-app.ts'
import { addSubscribers } from './utils/newsletter-fixtures.ts'
import { pageChecks } from './utils/page-checks.ts'

/**
 * The newsletters' back office through its pages, without JavaScript: an editor drafts the Boost
 * from the seeded content, changes its items, books a sponsor slot, schedules and cancels it; other
 * roles are refused; an administrator changes the settings; and the start job fixes the content,
 * records the links and hands the issue to the sender.
 */
// One mail a second: a send to a few dozen readers lasts long enough to be stopped and resumed.
const { t, smtp } = withMailedApp({ NEWSLETTER_RATE_PER_SECOND: '1' })
const { page: pageText } = pageChecks(() => t)
const BOOST = '/admin/newsletters/daily-boost'
let editor: { email: string; cookie: string }

const issueRow = async (id: number) => (await t.database.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id)))[0]!
const get = (path: string, cookie: string) => t.request(path, { headers: { Cookie: cookie } })

beforeAll(async () => {
  editor = await enrolledAs(t, 'editor')
  const sponsor = await signedInAs(t, 'sponsor')
  await t.database.db.update(users).set({ sponsor: 'tallyforge' }).where(eq(users.email, sponsor.email))
})

describe('the newsletters in the back office', () => {
  let issueId: number

  it('an editor drafts the Boost from the seeded content, and changes its items', async () => {
    const listed = await pageText('/admin/newsletters', 200, { headers: { Cookie: editor.cookie } })
    expect(listed).toContain('Daily Boost')
    expect(listed).toContain('Sales Digest')
    expect(listed).toContain('Draft the next issue')
    // Settings are the administrators'.
    expect(listed).not.toContain(`${BOOST}/settings`)

    const drafted = await t.request('/admin/newsletters', formPost({ intent: 'draft', slug: 'daily-boost' }, editor.cookie))
    expect(drafted.status).toBe(200)
    expect(await drafted.text()).toMatch(/Daily Boost of \d{4}-\d{2}-\d{2}: the draft is ready/)
    const [boost] = await t.database.db.select().from(newsletters).where(eq(newsletters.slug, 'daily-boost'))
    const [draft] = await t.database.db.select().from(newsletterIssues).where(eq(newsletterIssues.newsletterId, boost!.id))
    issueId = draft!.id
    expect(draft!.status).toBe('draft')
    // The newest article leads and gives the subject; then more stories, the next webinar and today's video.
    const [newest] = await t.database.db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(and(eq(posts.id, draft!.items[0]!.id), eq(posts.type, 'post')))
    expect(newest).toBeDefined()
    expect(draft!.subject).toBe(newest!.title)
    expect(draft!.items.map((item) => item.type)).toContain('videos')
    expect(draft!.items.length).toBeGreaterThanOrEqual(3)
    // Drafting again finds the same issue.
    await t.request('/admin/newsletters', formPost({ intent: 'draft', slug: 'daily-boost' }, editor.cookie))
    expect(await t.database.db.select().from(newsletterIssues).where(eq(newsletterIssues.newsletterId, boost!.id))).toHaveLength(1)

    const page = await get(`${BOOST}/issues/${issueId}`, editor.cookie)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toContain(`src="${BOOST}/issues/${issueId}/preview"`)
    expect(html).toContain('sandbox=""')
    expect(html).toContain('Send a test')
    const preview = await get(`${BOOST}/issues/${issueId}/preview`, editor.cookie)
    expect(preview.headers.get('content-type')).toContain('text/html')
    expect(preview.headers.get('content-security-policy')).toContain('sandbox')
    expect(await preview.text()).toContain(newest!.title.replaceAll('&', '&#38;').replaceAll("'", '&#39;'))

    const before = (await issueRow(issueId)).items
    const post = (body: Record<string, string>) => t.request(`${BOOST}/issues/${issueId}`, formPost(body, editor.cookie))
    expect((await post({ intent: 'down', position: '1' })).status).toBe(200)
    expect((await issueRow(issueId)).items.slice(0, 2)).toEqual([before[1], before[0]])
    expect((await post({ intent: 'up', position: '2' })).status).toBe(200)
    expect((await issueRow(issueId)).items).toEqual(before)
    expect((await post({ intent: 'remove', position: '2' })).status).toBe(200)
    expect((await issueRow(issueId)).items).toEqual([before[0], ...before.slice(2)])
    // A position the issue does not have is a 404, not a change.
    expect((await post({ intent: 'remove', position: '99' })).status).toBe(404)

    // Adding: a search on the same page, then the result's Add button.
    const removed = before[1]!
    const [other] = await t.database.db
      .select({ id: posts.id, title: posts.title })
      .from(posts)
      .where(and(eq(posts.type, 'post'), eq(posts.status, 'publish')))
      .orderBy(asc(posts.publishedAt))
      .limit(1)
    const word = other!.title.split(/\s+/).find((w) => w.length > 6)!
    const search = await (await get(`${BOOST}/issues/${issueId}?q=${encodeURIComponent(word)}`, editor.cookie)).text()
    expect(search).toContain(`name="id" value="${other!.id}"`)
    expect((await post({ intent: 'add', type: 'post', id: String(other!.id) })).status).toBe(200)
    expect((await issueRow(issueId)).items.at(-1)).toEqual({ type: 'post', id: other!.id })
    expect((await post({ intent: 'add', type: 'post', id: String(other!.id) })).status).toBe(409)
    expect(removed).toBeDefined()
  })

  it('books a sponsor slot (a link that is not http or https refused), schedules it (a past time refused) and cancels it', async () => {
    const post = (body: Record<string, string>) => t.request(`${BOOST}/issues/${issueId}`, formPost(body, editor.cookie))
    const slot = { intent: 'sponsor', sponsor: 'tallyforge', message: 'Forecasts your team believes', logoUrl: 'https://tallyforge.example/logo.png', logoAlt: 'Tallyforge' }
    const bad = await post({ ...slot, link: 'javascript:alert(1)' })
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Give a web address starting with http:// or https://')
    const unknown = await post({ ...slot, sponsor: 'nobody-we-know', link: 'https://tallyforge.example/' })
    expect(unknown.status).toBe(400)
    expect(await unknown.text()).toContain('Pick a sponsor from the list')
    expect((await issueRow(issueId)).sponsorSlot).toBeNull()
    const booked = await post({ ...slot, link: 'https://tallyforge.example/offer' })
    expect(booked.status).toBe(200)
    expect((await issueRow(issueId)).sponsorSlot).toEqual({ sponsor: 'tallyforge', message: slot.message, link: 'https://tallyforge.example/offer', logoUrl: slot.logoUrl, logoAlt: 'Tallyforge' })

    const text = await post({ intent: 'text', subject: 'A subject of our own', previewText: 'The preview', introHtml: '<p>Hello <script>alert(1)</script><strong>readers</strong></p>' })
    expect(text.status).toBe(200)
    const edited = await issueRow(issueId)
    expect(edited.subject).toBe('A subject of our own')
    expect(edited.introHtml).not.toContain('<script')
    expect(edited.introHtml).toContain('<strong>readers</strong>')

    // A test goes over SMTP to the addresses given (at most 10), with direct links.
    const tooMany = await post({ intent: 'test', addresses: Array.from({ length: 11 }, (_, i) => `t${i}@example.com`).join(', ') })
    expect(tooMany.status).toBe(400)
    expect(await tooMany.text()).toContain('At most 10 addresses')
    expect((await post({ intent: 'test', addresses: 'desk@example.com, not-an-address' })).status).toBe(400)
    expect((await post({ intent: 'test', addresses: 'desk@example.com, chief@example.com' })).status).toBe(200)
    const mail = await smtp.waitFor('chief@example.com', /A subject of our own/)
    expect(mail.parsed.html).toContain('href="https://tallyforge.example/offer"')
    expect(mail.parsed.html).not.toContain('/n/c/')
    await smtp.waitFor('desk@example.com', /A subject of our own/)

    const past = await post({ intent: 'schedule', date: '2020-01-01', time: '06:30' })
    expect(past.status).toBe(400)
    expect(await past.text()).toContain('That time has passed')
    const badTime = await post({ intent: 'schedule', date: '2030-01-01', time: '6pm' })
    expect(badTime.status).toBe(400)
    expect((await issueRow(issueId)).status).toBe('draft')

    const day = addDays(todayIn(SITE_TIME_ZONE), 2)
    const scheduled = await post({ intent: 'schedule', date: day, time: '06:30' })
    expect(scheduled.status).toBe(200)
    expect(await scheduled.text()).toContain(`Scheduled for ${day} at 06:30`)
    const row = await issueRow(issueId)
    expect(row.status).toBe('scheduled')
    expect(row.sendAt!.toISOString()).toMatch(/T1[01]:30:00.000Z$/)

    // Send now asks first: without the confirmation it is refused.
    expect((await post({ intent: 'send-now' })).status).toBe(400)
    expect(await (await get(`${BOOST}/issues/${issueId}?confirm=send`, editor.cookie)).text()).toContain('Yes, send it now')

    const cancelled = await post({ intent: 'cancel' })
    expect(cancelled.status).toBe(200)
    expect((await issueRow(issueId)).status).toBe('draft')
    expect((await post({ intent: 'cancel' })).status).toBe(409)

    const actions = (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.itemId, String(issueId)))
    ).map((entry) => entry.action)
    expect(actions).toEqual(expect.arrayContaining(['newsletter.schedule', 'newsletter.cancel']))
  })

  it('refuses sales staff and contributors, and addresses that name no issue', async () => {
    for (const role of ['sales', 'contributor'] as const) {
      const member = await enrolledAs(t, role)
      expect((await get('/admin/newsletters', member.cookie)).status).toBe(403)
      expect((await get(`${BOOST}/issues/${issueId}`, member.cookie)).status).toBe(403)
      expect((await get(`${BOOST}/issues/${issueId}/preview`, member.cookie)).status).toBe(403)
      expect((await t.request(`${BOOST}/issues/${issueId}`, formPost({ intent: 'cancel' }, member.cookie))).status).toBe(403)
      expect((await t.request('/admin/newsletters', formPost({ intent: 'draft', slug: 'daily-boost' }, member.cookie))).status).toBe(403)
    }
    expect((await get(`${BOOST}/issues/99999999999`, editor.cookie)).status).toBe(404)
    expect((await get(`${BOOST}/issues/2147483648/preview`, editor.cookie)).status).toBe(404)
    expect((await get(`/admin/newsletters/sales-digest/issues/${issueId}`, editor.cookie)).status).toBe(404)
    expect((await get(`${BOOST}/settings`, editor.cookie)).status).toBe(403)
    // Hostile input: a NUL in the search, ids past 2^31 in the forms.
    expect((await get(`${BOOST}/issues/${issueId}?q=%00`, editor.cookie)).status).toBe(200)
    expect((await get('/admin/newsletters/%00/settings', editor.cookie)).status).toBe(403)
    const post = (body: Record<string, string>) => t.request(`${BOOST}/issues/${issueId}`, formPost(body, editor.cookie))
    expect((await post({ intent: 'add', type: 'post', id: '2147483648' })).status).toBe(400)
    expect((await post({ intent: 'remove', position: '2147483648' })).status).toBe(400)
    expect((await post({ intent: 'add', type: 'nonsense', id: '1' })).status).toBe(400)
  })

  it('lets an administrator change the settings, refusing a time that is not one', async () => {
    const admin = await enrolledAs(t, 'admin')
    const form = await get(`${BOOST}/settings`, admin.cookie)
    expect(form.status).toBe(200)
    expect(await form.text()).toContain('value="06:30"')
    const fields = {
      name: 'Daily Boost',
      description: 'One idea a day',
      weekdays: '1',
      sendTime: '25:00',
      skipDates: '2026-12-25',
      fromName: 'The Boost',
      fromAddress: 'boost@example.com',
      replyTo: '',
    }
    const bad = await t.request(`${BOOST}/settings`, formPost(fields, admin.cookie))
    expect(bad.status).toBe(400)
    expect(await bad.text()).toContain('Give a time like 06:30 (24-hour clock)')
    const body = new URLSearchParams({ ...fields, sendTime: '07:15' })
    body.append('weekdays', '3')
    const saved = await t.request(`${BOOST}/settings`, { ...formPost({}, admin.cookie), body: body.toString() })
    expect(saved.status).toBe(200)
    const [boost] = await t.database.db.select().from(newsletters).where(eq(newsletters.slug, 'daily-boost'))
    expect(boost).toMatchObject({ weekdays: [1, 3], sendTime: '07:15', skipDates: ['2026-12-25'], fromName: 'The Boost', fromAddress: 'boost@example.com', trackOpens: false })
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'newsletter.settings'), eq(auditLog.itemId, 'daily-boost'))),
    ).toHaveLength(1)
  })

  it('starts a scheduled issue when due: the content fixed with absolute links, the click links recorded, the sender handed the issue', async () => {
    await t.database.db
      .insert(newsletterSubscriptions)
      .values([
        { email: 'reader.one@example.com', dailyBoost: true },
        { email: 'reader.two@example.com', dailyBoost: true },
        { email: 'left@example.com', dailyBoost: true, status: 'unsubscribed' },
      ])
      .onConflictDoNothing()
    const confirmed = await t.database.db
      .select({ id: newsletterSubscriptions.id })
      .from(newsletterSubscriptions)
      .where(and(eq(newsletterSubscriptions.dailyBoost, true), inArray(newsletterSubscriptions.status, ['subscribed'])))
    const [actor] = await t.database.db.select().from(users).where(eq(users.email, editor.email))
    const staff = { id: actor!.id, email: actor!.email, firstname: actor!.firstname, lastname: actor!.lastname ?? '', role: actor!.role, sponsor: null }
    await t.app.newsletterIssues.lifecycle.schedule(staff, 'daily-boost', issueId, new Date(Date.now() + 1500))

    await vi.waitFor(async () => expect((await issueRow(issueId)).status).toBe('sending'), { timeout: 30_000, interval: 200 })
    const started = await issueRow(issueId)
    expect(started.startedAt).not.toBeNull()
    expect(started.recipients).toBe(confirmed.length)
    const { content, rendered } = started.content!
    expect(content.subject).toBe('A subject of our own')
    expect(content.stories.length).toBeGreaterThan(2)
    for (const story of content.stories) expect(story.url).toMatch(/^http:\/\/localhost:3000\//)
    expect(content.introHtml).toContain('<strong>readers</strong>')
    expect(content.sponsor?.sponsor).toBe('tallyforge')
    const links = await t.database.db.select().from(newsletterLinks).where(eq(newsletterLinks.issueId, issueId)).orderBy(asc(newsletterLinks.position))
    expect(links.map((link) => ({ url: link.url, sponsor: link.sponsor }))).toEqual(rendered.links)
    expect(links.find((link) => link.sponsor === 'tallyforge')?.url).toBe('https://tallyforge.example/offer')
    expect(rendered.html).toMatch(new RegExp(`href="http://localhost:3000/n/c/${issueId}/0/[A-Za-z0-9_-]+"`))
    expect(rendered.html).not.toContain('href="https://tallyforge.example/offer"')

    // Started once: another start finds it sending and does nothing; it can no longer be edited.
    expect(await t.app.newsletterIssues.lifecycle.start(issueId)).toBe(false)
    expect((await t.request(`${BOOST}/issues/${issueId}`, formPost({ intent: 'remove', position: '1' }, editor.cookie))).status).toBe(409)
    // The sender mails every confirmed reader (one a second here), then the issue is sent.
    await vi.waitFor(async () => expect((await issueRow(issueId)).status).toBe('sent'), { timeout: 120_000, interval: 250 })
    // The figures, as the sender and the feedback record them: the second reader's mail refused for
    // good afterwards (as a provider's bounce says), the first reader unsubscribed since, a click.
    const [one, two] = await t.database.db
      .select()
      .from(newsletterSubscriptions)
      .where(inArray(newsletterSubscriptions.email, ['reader.one@example.com', 'reader.two@example.com']))
      .orderBy(asc(newsletterSubscriptions.email))
    await t.database.db
      .update(newsletterDeliveries)
      .set({ status: 'failed', lastError: '550 5.1.1 no such user' })
      .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.subscriptionId, two!.id)))
    await t.database.db.insert(newsletterSuppressions).values({ email: two!.email, reason: 'bounce', source: 'smtp' })
    await t.database.db.update(newsletterSubscriptions).set({ status: 'unsubscribed', dailyBoost: false, updatedAt: new Date() }).where(eq(newsletterSubscriptions.id, one!.id))
    await t.database.db
      .update(newsletterLinks)
      .set({ clicks: 3 })
      .where(and(eq(newsletterLinks.issueId, issueId), eq(newsletterLinks.position, 0)))
    const figures = await t.app.newsletterIssues.figures('daily-boost', issueId)
    expect(figures).toMatchObject({ recipients: confirmed.length, sent: confirmed.length - 1, failed: 1, bounced: 1, unsubscribed: 1 })
    expect(figures.links[0]!.clicks).toBe(3)
    const boost = (await t.database.db.select().from(newsletters).where(eq(newsletters.slug, 'daily-boost')))[0]!
    const growth = await t.app.newsletterIssues.growth(boost)
    expect(growth.unsubscribes.at(-1)).toBe(1)
    expect(growth.weeks).toHaveLength(growth.subscribers.length)

    const page = await (await get(`${BOOST}/issues/${issueId}`, editor.cookie)).text()
    expect(page).toContain('Clicks per link')
    expect(page).toContain('growth by week')
  })

  it('drafts ahead of the send time, and the drafting job queues its own next run', async () => {
    const drafting = t.app.newsletterIssues.drafting
    const [digest] = await t.database.db.select().from(newsletters).where(eq(newsletters.slug, 'sales-digest'))
    // Fridays at 07:00 New York time. 13 hours before one: nothing yet, look again at 12 hours before.
    const friday = new Date('2031-01-03T12:00:00Z')
    expect((await drafting.run(digest!, new Date(friday.getTime() - 13 * 3600_000)))?.toISOString()).toBe('2031-01-03T00:00:00.000Z')
    expect(await t.database.db.select().from(newsletterIssues).where(eq(newsletterIssues.issueDate, '2031-01-03'))).toHaveLength(0)
    // An hour before: the issue is drafted, and the next run is 12 hours before the Friday after.
    expect((await drafting.run(digest!, new Date(friday.getTime() - 3600_000)))?.toISOString()).toBe('2031-01-10T00:00:00.000Z')
    const [drafted] = await t.database.db
      .select()
      .from(newsletterIssues)
      .where(and(eq(newsletterIssues.newsletterId, digest!.id), eq(newsletterIssues.issueDate, '2031-01-03')))
    expect(drafted).toMatchObject({ status: 'draft', sendAt: friday })
    expect(drafted!.items[0]!.type).toBe('post')

    // The job: queued at start, it runs, and leaves exactly one waiting run of its own for later.
    await drafting.keepDrafting()
    const waiting = async () =>
      (
        (await t.database.executeSql(`select state, start_after from pgboss.job where name = 'newsletter.draft' and singleton_key = $1 and state = 'created'`, [`newsletter-draft:${digest!.id}`])) as {
          rows: { state: string; start_after: Date }[]
        }
      ).rows
    await vi.waitFor(async () => expect((await waiting()).filter((row) => new Date(row.start_after).getTime() > Date.now() + 60_000)).toHaveLength(1), { timeout: 30_000, interval: 250 })
    expect(await waiting()).toHaveLength(1)

    // Send now, after the confirmation step; then stop and resume, each audited.
    await addSubscribers(t.database.db, { prefix: 'digest-reader', count: 60, dailyBoost: false, salesDigest: true })
    const digestIssue = (body: Record<string, string>) => t.request(`/admin/newsletters/sales-digest/issues/${drafted!.id}`, formPost(body, editor.cookie))
    const sent = await digestIssue({ intent: 'send-now', confirm: 'yes' })
    expect(sent.status).toBe(200)
    expect((await issueRow(drafted!.id)).status).toBe('sending')
    expect((await digestIssue({ intent: 'resume' })).status).toBe(409)
    expect((await digestIssue({ intent: 'stop' })).status).toBe(200)
    expect((await issueRow(drafted!.id)).status).toBe('stopped')
    expect((await digestIssue({ intent: 'resume' })).status).toBe(200)
    expect((await issueRow(drafted!.id)).status).toBe('sending')
    const actions = (
      await t.database.db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.itemType, 'newsletter_issue'), eq(auditLog.itemId, String(drafted!.id))))
        .orderBy(asc(auditLog.id))
    ).map((entry) => entry.action)
    expect(actions).toEqual(['newsletter.send_now', 'newsletter.stop', 'newsletter.resume'])
  })
})
