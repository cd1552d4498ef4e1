import { and, eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterDeliveries, newsletterIssues, newsletterLinks, newsletters, newsletterSubscriptions, users, webhookDeliveries } from '#db/schema/index.ts'
import type { SponsorSlot } from '#lib/newsletter-issue.ts'
import { readEnv } from '#server/env.ts'
import { createServices, type Services } from '#server/services/index.ts'
import { checkSignature } from '#server/services/webhook-signature.ts'
import { decodeHtml } from './html.ts'
import { statementsDuring } from './utils/statement-log.ts'
import { signedInAs } from './utils/staff-sessions.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'
import { startWebhookReceiver, type WebhookReceiver } from './utils/webhook-receiver.ts'

/**
 * What comes back from a sent issue: signed click links that count and never redirect elsewhere,
 * the open pixel (only for a newsletter counting opens, once per recipient), and the sponsor
 * portal's view of its slots (its sends and clicks, only its own) with the `newsletter.sent` webhook.
 */
let t: TestApp
/** The services as a sender process builds them, over the app's database. */
let services: Services
let receiver: WebhookReceiver
const SPONSOR = 'tallyforge'
const OTHER = 'otherco'
let boostId: number
let digestId: number
let issueId: number
let otherIssueId: number
let readers: number[]

const slot = (sponsor: string): SponsorSlot => ({ sponsor, message: `${sponsor} helps`, link: `https://${sponsor}.example/offer`, logoUrl: `https://${sponsor}.example/logo.png`, logoAlt: sponsor })

async function sentIssue(newsletterId: number, issueDate: string, sponsor: string) {
  const [issue] = await t.database.db
    .insert(newsletterIssues)
    .values({ newsletterId, issueDate, status: 'sent', subject: `Issue of ${issueDate}`, sponsorSlot: slot(sponsor), recipients: readers.length, sendAt: new Date() })
    .returning({ id: newsletterIssues.id })
  await t.database.db
    .insert(newsletterDeliveries)
    .values(readers.map((subscriptionId, index) => ({ issueId: issue!.id, subscriptionId, batch: 0, status: index === 0 ? ('failed' as const) : ('sent' as const) })))
  await services.newsletterFeedback.clickLinks.record(issue!.id, [
    { url: 'http://localhost:3000/blog/some-article', sponsor: null },
    { url: slot(sponsor).link, sponsor },
  ])
  return issue!.id
}

const clicksOf = async (issue: number, position: number) =>
  (
    await t.database.db
      .select({ clicks: newsletterLinks.clicks })
      .from(newsletterLinks)
      .where(and(eq(newsletterLinks.issueId, issue), eq(newsletterLinks.position, position)))
  )[0]?.clicks

beforeAll(async () => {
  const envVars = { WEBHOOK_PRIVATE_HOSTS: 'allow', WEBHOOK_RETRY_DELAY_SECONDS: '1' }
  t = await createTestApp({ envVars })
  await t.app.jobs?.start({ work: true })
  services = createServices({
    db: t.database.db,
    database: t.database,
    env: readEnv({ NODE_ENV: 'production', PAYMENTS: 'test', SITE_URL: 'http://localhost:3000', ...envVars }),
    log: pino({ level: 'silent' }),
  })
  receiver = await startWebhookReceiver()
  receiver.answer = 200
  const rows = await t.database.db.select({ id: newsletters.id, slug: newsletters.slug }).from(newsletters)
  boostId = rows.find((row) => row.slug === 'daily-boost')!.id
  digestId = rows.find((row) => row.slug === 'sales-digest')!.id
  await t.database.db.update(newsletters).set({ trackOpens: true }).where(eq(newsletters.id, boostId))
  const inserted = await t.database.db
    .insert(newsletterSubscriptions)
    .values(['one', 'two', 'three'].map((who) => ({ email: `clicks.${who}@example.com`, dailyBoost: true, salesDigest: true })))
    .returning({ id: newsletterSubscriptions.id })
  readers = inserted.map((row) => row.id)
  issueId = await sentIssue(boostId, '2026-11-26', SPONSOR)
  otherIssueId = await sentIssue(digestId, '2026-11-20', OTHER)
})
afterAll(async () => {
  receiver?.close()
  await services?.jobs.stop()
  await t?.close()
})

describe('a click link', () => {
  it('redirects a signed link to the stored address and counts the click, setting no cookie and keeping no copy', async () => {
    const link = (await services.newsletterFeedback.clickLinks.forIssue(issueId))(1)
    expect(link).toMatch(new RegExp(`^/n/c/${issueId}/1/[A-Za-z0-9_-]{22}$`))
    const res = await t.request(link, { headers: { Cookie: 'quota_session=stale-session-token' } })
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('https://tallyforge.example/offer')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('set-cookie')).toBeNull()
    expect(await clicksOf(issueId, 1)).toBe(1)
  })

  it('does not count a HEAD (a link checker, a mail scanner) or a browser’s prefetch', async () => {
    const link = (await services.newsletterFeedback.clickLinks.forIssue(issueId))(0)
    const head = await t.request(link, { method: 'HEAD' })
    expect(head.status).toBe(302)
    expect(head.headers.get('location')).toBe('http://localhost:3000/blog/some-article')
    const prefetch = await t.request(link, { headers: { 'Sec-Purpose': 'prefetch;prerender' } })
    expect(prefetch.headers.get('location')).toBe('http://localhost:3000/blog/some-article')
    expect(await clicksOf(issueId, 0)).toBe(0)
    expect((await t.request(link)).status).toBe(302)
    expect(await clicksOf(issueId, 0)).toBe(1)
  })

  it('refuses a tampered, moved, unknown or malformed link with a 404 page, and follows nothing', async () => {
    const sign = await services.newsletterFeedback.clickLinks.forIssue(issueId)
    const good = sign(1)
    const signature = good.split('/').pop()!
    const flipped = `${signature.slice(0, -1)}${signature.endsWith('A') ? 'B' : 'A'}`
    const unknownPosition = (await services.newsletterFeedback.clickLinks.forIssue(issueId))(7)
    const unknownIssue = (await services.newsletterFeedback.clickLinks.forIssue(999_999))(0)
    for (const path of [
      `/n/c/${issueId}/1/${flipped}`,
      `/n/c/${issueId}/0/${signature}`,
      `/n/c/${otherIssueId}/1/${signature}`,
      unknownPosition,
      unknownIssue,
      `/n/c/${issueId}/1`,
      `/n/c/${issueId}/1/${signature}?url=https://evil.example/`,
    ]) {
      const res = await t.request(path, { method: path.includes('?url=') ? 'HEAD' : 'GET' })
      if (path.includes('?url=')) {
        // The query is ignored: the target is only ever the stored address.
        expect(res.headers.get('location')).toBe('https://tallyforge.example/offer')
        continue
      }
      expect(res.status, path).toBe(404)
      expect(res.headers.get('location')).toBeNull()
    }
    const page = await t.request(`/n/c/${issueId}/1/${flipped}`)
    expect(decodeHtml(await page.text())).toContain('This link is not valid')
  })

  it('refuses ids past 2^31 and malformed segments without a query', async () => {
    const signature = (await services.newsletterFeedback.clickLinks.forIssue(issueId))(1).split('/').pop()!
    const paths = [
      `/n/c/2147483648/1/${signature}`,
      `/n/c/99999999999999999999/1/${signature}`,
      `/n/c/${issueId}/2147483648/${signature}`,
      `/n/c/-1/1/${signature}`,
      `/n/c/${issueId}/1/short`,
      `/n/c/${issueId}/1/${'x'.repeat(300)}`,
      `/n/c/1e3/1/${signature}`,
    ]
    const statements = await statementsDuring(t, async () => {
      for (const path of paths) expect((await t.request(path)).status, path).toBe(404)
    })
    expect(statements).toEqual([])
  })
})

describe('the open pixel', () => {
  it('counts one open per recipient of a newsletter that counts opens, signed over issue and reader', async () => {
    const pixel = await services.newsletterFeedback.openPixels.forIssue(issueId)
    expect(pixel).not.toBeNull()
    const url = new URL(pixel!(readers[1]!))
    expect(url.origin).toBe('http://localhost:3000')
    const first = await t.request(url.pathname)
    expect(first.status).toBe(200)
    expect(first.headers.get('content-type')).toBe('image/gif')
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await first.arrayBuffer()).toString('latin1', 0, 6)).toBe('GIF89a')
    await t.request(url.pathname)
    await t.request(url.pathname, { method: 'HEAD' })
    const opens = async () => (await t.database.db.select({ opens: newsletterIssues.opens }).from(newsletterIssues).where(eq(newsletterIssues.id, issueId)))[0]!.opens
    expect(await opens()).toBe(1)
    await t.request(new URL(pixel!(readers[2]!)).pathname)
    expect(await opens()).toBe(2)
    const [delivery] = await t.database.db
      .select({ openedAt: newsletterDeliveries.openedAt })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, issueId), eq(newsletterDeliveries.subscriptionId, readers[1]!)))
    expect(delivery!.openedAt).toBeInstanceOf(Date)
    // Another reader's id under this reader's signature is refused and counts nothing.
    const signature = url.pathname.split('/').pop()!
    expect((await t.request(`/n/o/${issueId}/${readers[0]}/${signature}`)).status).toBe(404)
    expect(await opens()).toBe(2)
  })

  it('is not made, and counts nothing, for a newsletter that does not count opens', async () => {
    expect(await services.newsletterFeedback.openPixels.forIssue(otherIssueId)).toBeNull()
    const url = new URL(await services.newsletterFeedback.openPixels.openPixelUrl(otherIssueId, readers[1]!))
    expect((await t.request(url.pathname)).status).toBe(200)
    const [issue] = await t.database.db.select({ opens: newsletterIssues.opens }).from(newsletterIssues).where(eq(newsletterIssues.id, otherIssueId))
    expect(issue!.opens).toBe(0)
    const [delivery] = await t.database.db
      .select({ openedAt: newsletterDeliveries.openedAt })
      .from(newsletterDeliveries)
      .where(and(eq(newsletterDeliveries.issueId, otherIssueId), eq(newsletterDeliveries.subscriptionId, readers[1]!)))
    expect(delivery!.openedAt).toBeNull()
  })
})

describe('the sponsor portal’s newsletter slots', () => {
  let cookieA: string
  let cookieB: string
  beforeAll(async () => {
    for (const [sponsor, set] of [
      [SPONSOR, (cookie: string) => (cookieA = cookie)],
      [OTHER, (cookie: string) => (cookieB = cookie)],
    ] as const) {
      const user = await signedInAs(t, 'sponsor')
      await t.database.db.update(users).set({ sponsor }).where(eq(users.email, user.email))
      set(user.cookie)
    }
    // A draft with the sponsor's slot is the publisher's business, not shown yet.
    await t.database.db.insert(newsletterIssues).values({ newsletterId: boostId, issueDate: '2026-11-30', status: 'draft', sponsorSlot: slot(SPONSOR) })
  })

  it('shows a sponsor its slots with recipients, sends and its link’s clicks, and nothing of another sponsor', async () => {
    const res = await t.request('/sponsor/slots', { headers: { Cookie: cookieA } })
    expect(res.status).toBe(200)
    const html = decodeHtml(await res.text())
    expect(html).toContain('1 slot')
    expect(html).toContain('Daily Boost')
    expect(html).toContain('2026-11-26')
    expect(html).not.toContain('2026-11-30')
    expect(html).not.toContain('Sales Digest')
    const row = /<tr>(?:(?!<\/tr>).)*2026-11-26(?:(?!<\/tr>).)*<\/tr>/s.exec(html)![0]
    // 3 recipients, 2 sent (one failed), 1 click on the sponsor's link (the article's click is not theirs).
    const cells = [...row.matchAll(/<td[^>]*>([^<]*)<\/td>/g)].map((match) => match[1])
    expect(cells.slice(-3)).toEqual(['3', '2', '1'])
    const other = decodeHtml(await (await t.request('/sponsor/slots', { headers: { Cookie: cookieB } })).text())
    expect(other).toContain('Sales Digest')
    expect(other).not.toContain('Daily Boost')
  })

  it('has the slots in a CSV of their own, only the sponsor’s', async () => {
    const res = await t.request('/sponsor/slots.csv', { headers: { Cookie: cookieA } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const lines = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n')
    expect(lines[0]).toBe('issue_id,newsletter,date,status,subject,link,recipients,sent,clicks,web_version')
    expect(lines.slice(1)).toEqual([`${issueId},Daily Boost,2026-11-26,sent,Issue of 2026-11-26,https://tallyforge.example/offer,3,2,1,http://localhost:3000/newsletters/daily-boost/2026-11-26`])
    expect((await t.request('/sponsor/slots.csv')).status).not.toBe(200)
  })

  it('posts newsletter.sent to the sponsor’s webhook once when the sender says the issue is sent', async () => {
    await services.sponsorWebhooks.save(SPONSOR, receiver.url('/slots'))
    const { secret } = (await services.sponsorWebhooks.settings(SPONSOR))!
    expect(await services.newsletterFeedback.notifySlotSent(issueId)).toBe(true)
    // Called again (a sender resuming after a crash): nothing more.
    expect(await services.newsletterFeedback.notifySlotSent(issueId)).toBe(false)
    // Another sponsor without a webhook: nothing to send.
    expect(await services.newsletterFeedback.notifySlotSent(otherIssueId)).toBe(false)
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBe(1)
    const [got] = receiver.received
    expect(checkSignature(secret, got!.body, got!.signature)).toBe('valid')
    expect(JSON.parse(got!.body)).toMatchObject({
      event: 'newsletter.sent',
      slot: { issueId, newsletter: 'Daily Boost', date: '2026-11-26', recipients: 3, sent: 2, clicks: 1, link: 'https://tallyforge.example/offer' },
    })
    const deliveries = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(sql`${webhookDeliveries.event} = 'newsletter.sent'`)
    expect(deliveries.map((delivery) => delivery.sponsor)).toEqual([SPONSOR])
  })
})
