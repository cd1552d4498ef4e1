import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { articleReads, leads, newsletterSubscriptions, posts, users, webhookDeliveries } from '#db/schema/index.ts'
import { leadConsentText } from '#lib/lead-consent.ts'
import { checkSignature } from '#server/services/webhook-signature.ts'
import { decodeHtml, textOf } from './html.ts'
import { enrolledAs, formPost, signedInAs } from './utils/staff-sessions.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'
import { startWebhookReceiver, type WebhookReceiver } from './utils/webhook-receiver.ts'
import { registrationWebinars, webinarPath, type WpWebinar } from './utils/webinar-fixtures.ts'

/**
 * The sponsor portal through its pages: a sponsor's user sees its own leads with their consent and
 * engagement score, its CSV and its webhook, and answers 404 for every other sponsor's; the
 * webhook's deliveries are signed, retried while the receiver fails, and sent again on request.
 */
let t: TestApp
let webinar: WpWebinar
let sponsorA: string
const SPONSOR_B = 'otherco'
let userA: { email: string; cookie: string }
let userB: { email: string; cookie: string }
let leadA: number
let leadB: number

/** A receiver that answers what `receiver.answer` says, keeping what it got. */
let receiver: WebhookReceiver

const get = (path: string, cookie?: string) => t.request(path, cookie ? { headers: { Cookie: cookie } } : {})

async function sponsorUser(sponsor: string) {
  const user = await signedInAs(t, 'sponsor')
  await t.database.db.update(users).set({ sponsor }).where(eq(users.email, user.email))
  return user
}

beforeAll(async () => {
  t = await createTestApp({ envVars: { WEBHOOK_PRIVATE_HOSTS: 'allow', WEBHOOK_RETRY_DELAY_SECONDS: '1' } })
  await t.app.jobs?.start({ work: true })
  receiver = await startWebhookReceiver()
  webinar = (await registrationWebinars(t)).upcoming
  // The coming webinar is sponsored (set in the store before anything reads it).
  sponsorA = 'tallyforge'
  await t.database.db
    .update(posts)
    .set({ acf: sql`${posts.acf} || '{"sponsor": {"slug": "tallyforge", "name": "Tallyforge", "url": "https://tallyforge.example/"}}'::jsonb` })
    .where(eq(posts.id, webinar.id))
  userA = await sponsorUser(sponsorA)
  userB = await sponsorUser(SPONSOR_B)
  const [other] = await t.database.db.insert(leads).values({ kind: 'asset', target: 'other-paper', sponsor: SPONSOR_B, email: 'b.lead@example.com', accessHash: 'hash-b' }).returning({ id: leads.id })
  leadB = other!.id
})
afterAll(async () => {
  receiver?.close()
  await t?.close()
})

describe('the sponsor portal', () => {
  it('a registration through the webinar page keeps the notice it showed, word for word, as consent', async () => {
    const page = await (await get(webinarPath(webinar))).text()
    const notice = leadConsentText('Quota', 'Tallyforge')
    expect(decodeHtml(page)).toContain(notice)
    const email = `reader.${Date.now()}@example.com`
    const sent = await t.request(webinarPath(webinar), formPost({ first_name: 'Ada', last_name: 'Byron', email, company: 'Analytical Engines', team_size: '11-50', consent: 'on' }))
    expect(sent.status).toBeLessThan(400)
    const [stored] = await t.database.db.select().from(leads).where(eq(leads.email, email))
    expect(stored!.sponsor).toBe(sponsorA)
    expect(stored!.consent).toMatchObject({ text: notice, form: webinarPath(webinar) })
    leadA = stored!.id
  })

  it('shows a sponsor its leads with their score, the events behind it and the consent, and nothing of another sponsor', async () => {
    const [lead] = await t.database.db.select().from(leads).where(eq(leads.id, leadA))
    // The reader attended 40 minutes, read two articles on the webinar's topics, and subscribed to a newsletter.
    await t.database.db.update(leads).set({ attendedMinutes: 40 }).where(eq(leads.id, leadA))
    const [reader] = await t.database.db.insert(users).values({ email: lead!.email, passwordHash: 'x' }).returning({ id: users.id })
    const topics = ((await (await t.request(`/wp-json/wp/v2/webinars/${webinar.id}`)).json()) as { categories: number[] }).categories
    await t.database.db.insert(articleReads).values([
      { userId: reader!.id, articleId: 1, topicIds: [topics[0]!] },
      { userId: reader!.id, articleId: 2, topicIds: [topics[0]!] },
      { userId: reader!.id, articleId: 3, topicIds: [] },
    ])
    await t.database.db.insert(newsletterSubscriptions).values({ email: lead!.email, dailyBoost: true, status: 'subscribed' })

    const list = textOf(await (await get('/sponsor/leads', userA.cookie)).text())
    expect(list).toContain(lead!.email)
    expect(list).not.toContain('b.lead@example.com')
    // 10 registered + 15 attended + 8 for 40 minutes + 4 for two articles on its topics + 5 newsletter.
    expect(list).toMatch(/Webinar: .+?42/)
    const detail = textOf(await (await get(`/sponsor/leads/${leadA}`, userA.cookie)).text())
    expect(detail).toContain('Engagement score: 42')
    expect(detail).toContain('Attended 40 minutes')
    expect(detail).toContain('Read 2 articles on your topics')
    expect(detail).toContain(lead!.consent!.text)

    // Every portal address with another sponsor's lead or item is 404.
    for (const path of [`/sponsor/leads/${leadB}`, '/sponsor/leads?item=asset:other-paper', '/sponsor/leads.csv?item=asset:other-paper']) expect((await get(path, userA.cookie)).status, path).toBe(404)
    expect((await get(`/sponsor/leads/${leadA}`, userB.cookie)).status).toBe(404)
    const csvB = await (await get('/sponsor/leads.csv', userB.cookie)).text()
    expect(csvB).toContain('b.lead@example.com')
    expect(csvB).not.toContain(lead!.email)
    const csvA = await (await get(`/sponsor/leads.csv?item=${encodeURIComponent(`webinar:${webinar.id}`)}`, userA.cookie)).text()
    expect(csvA.split('\r\n')[0]).toContain('engagement_score')
    expect(csvA).toContain(lead!.email)
    expect(csvA).not.toContain('b.lead@example.com')
  })

  it('keeps a signed-in reader’s reading record only when they allowed analytics and send no Global Privacy Control', async () => {
    const reader = await signedInAs(t, 'reader')
    const [account] = await t.database.db.select({ id: users.id }).from(users).where(eq(users.email, reader.email))
    const articles = (await (await t.request('/wp-json/wp/v2/posts?per_page=3')).json()) as { id: number; link: string; categories: number[] }[]
    const open = (index: number, headers: Record<string, string>) => t.request(new URL(articles[index]!.link).pathname, { headers: { Cookie: reader.cookie, ...headers } })
    expect((await open(0, {})).status).toBe(200)
    expect((await open(1, { Cookie: `${reader.cookie}; quota_consent=v1.a1.d0`, 'Sec-GPC': '1' })).status).toBe(200)
    expect((await open(2, { Cookie: `${reader.cookie}; quota_consent=v1.a1.d0` })).status).toBe(200)
    await expect
      .poll(async () => (await t.database.db.select().from(articleReads).where(eq(articleReads.userId, account!.id))).map((read) => [read.articleId, read.topicIds]))
      .toEqual([[articles[2]!.id, articles[2]!.categories]])
  })

  it('refuses everyone but a sponsor’s own users: signed out to sign in, readers and staff 403', async () => {
    const out = await get('/sponsor/leads')
    expect(out.status).toBe(302)
    expect(out.headers.get('location')).toBe('/login?redirectTo=%2Fsponsor%2Fleads')
    for (const role of ['reader', 'admin', 'sales'] as const) {
      const { cookie } = await signedInAs(t, role)
      for (const path of ['/sponsor', '/sponsor/leads', '/sponsor/webhook', '/sponsor/leads.csv']) {
        const res = await get(path, cookie)
        expect(res.status, `${role} ${path}`).toBe(403)
        expect(await res.text()).not.toContain('b.lead@example.com')
      }
    }
  })

  it("delivers new leads to the sponsor's webhook, signed; retries while it fails; delivers again on request; never another sponsor's", async () => {
    const url = receiver.url('/leads')
    expect((await t.request('/sponsor/webhook', formPost({ intent: 'save', url: 'ftp://nope' }, userA.cookie))).status).toBe(400)
    expect((await t.request('/sponsor/webhook', formPost({ intent: 'save', url }, userA.cookie))).status).toBe(200)
    const page = await (await get('/sponsor/webhook', userA.cookie)).text()
    const secret = /data-testid="webhook-secret">([^<]+)</.exec(page)![1]!

    receiver.answer = 500
    const email = `hooked.${Date.now()}@example.com`
    await t.request(webinarPath(webinar), formPost({ first_name: 'Grace', last_name: 'Hopper', email, company: 'Navy', team_size: '11-50', consent: 'on' }))
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThanOrEqual(2)
    const [failing] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.sponsor, sponsorA))
    expect(failing!.status).toBe('retrying')
    expect(failing!.lastStatus).toBe(500)

    receiver.answer = 204
    await expect.poll(async () => (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, failing!.id)))[0]!.status, { timeout: 30_000 }).toBe('delivered')
    const last = receiver.received.at(-1)!
    expect(checkSignature(secret, last.body, last.signature)).toBe('valid')
    expect(JSON.parse(last.body)).toMatchObject({ event: 'lead.created', lead: { email, form: 'webinar', consent: { form: webinarPath(webinar) } } })
    const log = textOf(await (await get('/sponsor/webhook', userA.cookie)).text())
    expect(log).toContain('Delivered')

    const before = receiver.received.length
    expect((await t.request('/sponsor/webhook', formPost({ intent: 'redeliver', deliveryId: String(failing!.id) }, userA.cookie))).status).toBe(200)
    await expect.poll(() => receiver.received.length, { timeout: 20_000 }).toBeGreaterThan(before)
    expect((await t.request('/sponsor/webhook', formPost({ intent: 'redeliver', deliveryId: String(failing!.id) }, userB.cookie))).status).toBe(404)
    expect(textOf(await (await get('/sponsor/webhook', userB.cookie)).text())).toContain('No deliveries yet')

    // Erased on request: the delivery log keeps the delivery, not the person.
    const admin = await enrolledAs(t, 'admin')
    expect((await t.request('/admin/privacy', formPost({ intent: 'erase', email, confirmEmail: email }, admin.cookie))).status).toBe(200)
    const [erased] = await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, failing!.id))
    expect(JSON.stringify(erased!.payload)).not.toContain(email)
    expect(erased!.payload).toMatchObject({ lead: { erased: true } })

    // A delivery sent again after the webhook is gone says so in the log.
    expect((await t.request('/sponsor/webhook', formPost({ intent: 'remove' }, userA.cookie))).status).toBe(200)
    expect((await t.request('/sponsor/webhook', formPost({ intent: 'redeliver', deliveryId: String(failing!.id) }, userA.cookie))).status).toBe(200)
    await expect
      .poll(async () => (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, failing!.id)))[0]!.lastError, { timeout: 20_000 })
      .toBe('The webhook was removed before this delivery.')
  })
})
