import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, eventPassOrders, eventPassTypes, leads, posts, users } from '#db/schema/index.ts'
import { startSmtpCatcher, type SmtpCatcher } from './utils/smtp-catcher.ts'
import { enrolledAs, formPost, signedInAs } from './utils/staff-sessions.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

let t: TestApp
let smtp: SmtpCatcher
let event: { id: number; slug: string }
let page: string

beforeAll(async () => {
  smtp = await startSmtpCatcher()
  t = await createTestApp({ envVars: { SMTP_URL: smtp.url } })
  await t.app.jobs?.start({ work: true })
  const [row] = await t.database.db
    .select({ id: posts.id, slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.type, 'events'), eq(posts.slug, 'revenue-leaders-conference')))
  event = row!
  page = `/events/${event.id}/${event.slug}`
})

afterAll(async () => {
  await t?.close()
  await smtp?.close()
})

const DAY = 86_400_000
async function passType(values: Partial<typeof eventPassTypes.$inferInsert> = {}) {
  const [row] = await t.database.db
    .insert(eventPassTypes)
    .values({ eventId: event.id, name: `Pass ${randomBytes(3).toString('hex')}`, priceCents: 50000, capacity: 10, ...values })
    .returning()
  return row!
}

let buyers = 0
/** The page's form as a browser without JavaScript sends it. */
function buyer(passTypeId: number, fields: Record<string, string> = {}) {
  buyers++
  return {
    submissionId: `pass-form-${randomBytes(10).toString('hex')}`,
    passTypeId: String(passTypeId),
    firstname: 'Ada',
    lastname: `Buyer${buyers}`,
    email: `buyer-${buyers}-${randomBytes(3).toString('hex')}@example.com`,
    company: 'Acme',
    jobTitle: 'VP Sales',
    cardNumber: '4242424242424242',
    expMonth: '12',
    expYear: String(new Date().getUTCFullYear() + 2),
    cvc: '123',
    cardPostalCode: '60601',
    ...fields,
  }
}
const buy = (form: Record<string, string>) => t.request(page, formPost(form))
const orderOf = async (submissionId: string) => (await t.database.db.select().from(eventPassOrders).where(eq(eventPassOrders.submissionId, submissionId)))[0]
const html = async (path: string, cookie?: string) => (await t.request(path, cookie ? { headers: { Cookie: cookie } } : {})).text()

describe('an event’s page', () => {
  it('shows each pass with its price and state, and Offer JSON-LD with price, availability, validFrom and url', async () => {
    const soldOut = await passType({ name: 'Sold-out pass', capacity: 1 })
    await t.database.db.insert(eventPassOrders).values({
      submissionId: `seed-${soldOut.id}`,
      passTypeId: soldOut.id,
      eventId: event.id,
      status: 'paid',
      amountCents: 50000,
      email: 'x@example.com',
      firstname: 'X',
      lastname: 'Y',
      passCode: `CODE-${soldOut.id}`,
      paymentProvider: 'test',
    })
    await passType({ name: 'Closed pass', saleEndsAt: new Date(Date.now() - DAY) })
    const opens = new Date(Date.UTC(2031, 0, 15, 9, 0))
    await passType({ name: 'Later pass', saleStartsAt: opens })
    const response = await t.request(page)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const body = await response.text()
    expect(body).toContain('Sold out')
    expect(body).toContain('Sales closed')
    expect(body).toContain('Sales open on Wednesday, January 15, 2031, 4:00 a.m. ET')
    const ld = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>)
    const offers = ld.flatMap((item) => (item['@type'] === 'Event' ? (item.offers as Record<string, string>[]) : []))
    const byName = (name: string) => offers.find((offer) => offer.name === name)!
    expect(byName('Sold-out pass')).toMatchObject({ '@type': 'Offer', price: '500.00', priceCurrency: 'USD', availability: 'https://schema.org/SoldOut', url: `http://localhost:3000${page}` })
    expect(byName('Later pass')).toMatchObject({ availability: 'https://schema.org/PreOrder', validFrom: opens.toISOString() })
    expect(byName('General admission')).toMatchObject({ price: '895.00', availability: 'https://schema.org/InStock' })
  })

  it('is linked from /events', async () => {
    expect(await html('/events')).toContain(`href="${page}#passes"`)
  })

  it('answers 404 for ids past 2^31 and unknown events, and 301s a wrong slug', async () => {
    expect((await t.request('/events/2147483648/x')).status).toBe(404)
    expect((await t.request('/events/99999999999999999999/x')).status).toBe(404)
    const moved = await t.request(`/events/${event.id}/wrong`)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(page)
  })
})

describe('buying a pass with the test gateway', () => {
  it('stores it paid, counts the seat, and mails the pass with a calendar file', async () => {
    const pass = await passType({ capacity: 5 })
    const form = buyer(pass.id, { shareWithSponsors: 'on' })
    const answer = await buy(form)
    expect(answer.status).toBe(302)
    expect(answer.headers.get('location')).toBe(`${page}?bought=${form.submissionId}#pass-bought`)
    const order = (await orderOf(form.submissionId))!
    expect(order).toMatchObject({ status: 'paid', paymentProvider: 'test', amountCents: 50000, cardBrand: 'Visa', cardLast4: '4242', shareWithSponsors: true })
    expect(order.passCode).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    const mail = await smtp.waitFor(form.email, /Your pass: Revenue Leaders Conference/)
    expect(mail.subject).toContain('[Test payment]')
    expect(mail.text).toContain(`Pass code: ${order.passCode}`)
    expect(mail.text).toContain(`Pass: ${pass.name}`)
    expect(mail.text).toContain('Attendee: Ada ' + form.lastname + ', VP Sales, Acme')
    expect(mail.text).toContain('Test payment: no money was taken.')
    const ics = mail.parsed.attachments.find((file) => file.contentType.startsWith('text/calendar'))!
    expect(ics.content.toString()).toMatch(/BEGIN:VEVENT[\s\S]*SUMMARY:Revenue Leaders Conference[\s\S]*LOCATION:Lakeside Conference Hall/)
    expect(await html(`${page}?bought=${form.submissionId}`)).toContain('Your pass is confirmed')
    expect(await html(`${page}?pass=${pass.id}`)).toContain('4 seats left')
    // The card number is not kept.
    expect(JSON.stringify(order)).not.toContain('4242424242424242')
  })

  it('answers a resubmitted form with the same order, charged once', async () => {
    const pass = await passType()
    const form = buyer(pass.id)
    expect((await buy(form)).status).toBe(302)
    expect((await buy(form)).status).toBe(302)
    expect(await t.database.db.select().from(eventPassOrders).where(eq(eventPassOrders.passTypeId, pass.id))).toHaveLength(1)
  })

  it('frees the seat of a declined card and says so beside the card number', async () => {
    const pass = await passType({ capacity: 1 })
    const declined = await buy(buyer(pass.id, { cardNumber: '4000000000000002' }))
    expect(declined.status).toBe(402)
    // Beside the card number of the pass it was sent for, not only in the page's data.
    const shown = await declined.text()
    expect(shown).toMatch(/<h2 id="buy-heading">Buy a Pass [0-9a-f]{6} pass/)
    expect(shown).toMatch(/id="[^"]*-cardNumber-error"[^>]*>Your card was declined/)
    expect((await buy(buyer(pass.id))).status).toBe(302)
  })

  it('sells the last seat once when two buyers want it at the same time', async () => {
    const pass = await passType({ capacity: 1 })
    const answers = await Promise.all([buy(buyer(pass.id)), buy(buyer(pass.id)), buy(buyer(pass.id))])
    expect(answers.map((answer) => answer.status).sort()).toEqual([302, 409, 409])
    const paid = await t.database.db
      .select()
      .from(eventPassOrders)
      .where(and(eq(eventPassOrders.passTypeId, pass.id), eq(eventPassOrders.status, 'paid')))
    expect(paid).toHaveLength(1)
  })

  it('refuses a pass outside its sale window (409) and stores nothing', async () => {
    for (const pass of [await passType({ saleStartsAt: new Date(Date.now() + DAY) }), await passType({ saleEndsAt: new Date(Date.now() - 1000) })]) {
      const form = buyer(pass.id)
      expect((await buy(form)).status).toBe(409)
      expect(await orderOf(form.submissionId)).toBeUndefined()
    }
  })

  it('refuses bad input with 400 and stores nothing: ids past 2^31, NUL bytes, huge fields, no card', async () => {
    const pass = await passType()
    for (const fields of <Record<string, string>[]>[
      { passTypeId: '2147483648' },
      { passTypeId: '1e3' },
      { firstname: 'Ada\u0000' },
      { company: 'x'.repeat(100_000) },
      { cardNumber: '' },
      { email: 'not-an-email' },
    ]) {
      const form = buyer(pass.id, fields)
      const answer = await buy(form)
      expect([400, 413]).toContain(answer.status)
      expect(await orderOf(form.submissionId)).toBeUndefined()
    }
    // Another event's pass is no choice here.
    const form = buyer(pass.id)
    const elsewhere = await t.request(`/events/${event.id + 1}/x`)
    expect([301, 404]).toContain(elsewhere.status)
    const [other] = await t.database.db
      .insert(eventPassTypes)
      .values({ eventId: event.id + 100_000, name: 'Elsewhere', priceCents: 100, capacity: 3 })
      .returning()
    expect((await buy({ ...form, passTypeId: String(other!.id) })).status).toBe(400)
  })
})

describe('a free pass', () => {
  it('takes a registration without a card and mails the pass', async () => {
    const pass = await passType({ priceCents: 0, name: 'Free pass' })
    const { cardNumber: _n, expMonth: _m, expYear: _y, cvc: _c, cardPostalCode: _p, ...form } = buyer(pass.id)
    expect((await buy(form)).status).toBe(302)
    expect(await orderOf(form.submissionId)).toMatchObject({ status: 'paid', paymentProvider: 'free', amountCents: 0 })
    const mail = await smtp.waitFor(form.email, /Your pass/)
    expect(mail.text).toContain('Price: free registration')
    expect(mail.subject).not.toContain('Test payment')
  })
})

describe('the back office', () => {
  it('lets editors and sales manage passes; readers, contributors and sponsors get 403', async () => {
    for (const role of ['editor', 'sales', 'admin'] as const) {
      const { cookie } = await enrolledAs(t, role)
      expect((await t.request('/admin/events', { headers: { Cookie: cookie } })).status).toBe(200)
    }
    for (const role of ['contributor', 'author'] as const) {
      const { cookie } = await enrolledAs(t, role)
      for (const path of ['/admin/events', `/admin/events/${event.id}`, `/admin/events/${event.id}/attendees`, `/admin/events/${event.id}/attendees.csv`])
        expect((await t.request(path, { headers: { Cookie: cookie } })).status).toBe(403)
    }
    for (const role of ['reader', 'sponsor'] as const) {
      const { cookie } = await signedInAs(t, role)
      expect((await t.request(`/admin/events/${event.id}/attendees.csv`, { headers: { Cookie: cookie } })).status).toBe(403)
    }
  })

  it('adds a pass type from its form, audited, and refuses bad values per field', async () => {
    const { cookie } = await enrolledAs(t, 'sales')
    const ok = await t.request(
      `/admin/events/${event.id}`,
      formPost({ intent: 'save', name: 'Workshop day', priceCents: '250', capacity: '30', saleStartsAt: '', saleEndsAt: '', promoCodes: 'welcome20' }, cookie),
    )
    expect(ok.status).toBe(200)
    const [saved] = await t.database.db.select().from(eventPassTypes).where(eq(eventPassTypes.name, 'Workshop day'))
    expect(saved).toMatchObject({ priceCents: 25000, capacity: 30, promoCodes: ['WELCOME20'], eventId: event.id })
    expect(await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'event_pass_type.create'))).toHaveLength(1)
    const bad = await t.request(`/admin/events/${event.id}`, formPost({ intent: 'save', name: 'x\u0000', priceCents: '-1', capacity: '0' }, cookie))
    expect(bad.status).toBe(400)
    expect((await t.request('/admin/events/2147483648', { headers: { Cookie: cookie } })).status).toBe(404)
  })

  it('lists attendees, downloads them as CSV and checks one in (audited)', async () => {
    const pass = await passType({ name: 'Door pass' })
    const form = buyer(pass.id, { company: '=HYPERLINK("x")' })
    expect((await buy(form)).status).toBe(302)
    const order = (await orderOf(form.submissionId))!
    const { cookie } = await enrolledAs(t, 'sales')
    expect(await html(`/admin/events/${event.id}/attendees?q=${form.lastname}`, cookie)).toContain(order.passCode)
    // A search with NUL (which PostgreSQL refuses) reads it as a space, never a 500.
    const nul = await t.request(`/admin/events/${event.id}/attendees?q=${encodeURIComponent(`${form.lastname}\u0000`)}&status=%00`, { headers: { Cookie: cookie } })
    expect(nul.status).toBe(200)
    expect(await nul.text()).toContain(order.passCode)
    const download = await t.request(`/admin/events/${event.id}/attendees.csv`, { headers: { Cookie: cookie } })
    expect(download.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const csv = await download.text()
    expect(csv.startsWith('pass_code,pass,status,firstname,lastname,email')).toBe(true)
    expect(csv).toContain(`${order.passCode},Door pass,paid,Ada,${form.lastname},${form.email}`)
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`)
    const checkIn = await t.request(`/admin/events/${event.id}/attendees`, formPost({ intent: 'check-in', orderId: String(order.id) }, cookie))
    expect(checkIn.status).toBe(200)
    expect((await orderOf(form.submissionId))!.checkedInAt).toBeInstanceOf(Date)
    expect(
      await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'event_pass.check_in'), eq(auditLog.itemId, String(order.id)))),
    ).toHaveLength(1)
    expect((await t.request(`/admin/events/${event.id}/attendees`, formPost({ intent: 'check-in', orderId: '2147483648' }, cookie))).status).toBe(400)
  })
})

describe('the event’s sponsors', () => {
  it('get a lead of each attendee who agreed, and none of those who did not, in the portal and its CSV', async () => {
    const pass = await passType({ name: 'Sponsor pass' })
    const agreed = buyer(pass.id, { shareWithSponsors: 'on' })
    const declined = buyer(pass.id)
    for (const form of [agreed, declined]) expect((await buy(form)).status).toBe(302)
    await smtp.waitFor(declined.email, /Your pass/)
    await vi.waitFor(
      async () => {
        const rows = await t.database.db.select().from(leads).where(eq(leads.email, agreed.email))
        expect(rows.map((lead) => lead.sponsor).sort()).toEqual(['callgrain', 'ledgerline-crm', 'tallyforge'])
      },
      { timeout: 30_000, interval: 100 },
    )
    expect(await t.database.db.select().from(leads).where(eq(leads.email, declined.email))).toEqual([])
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(and(eq(leads.email, agreed.email), eq(leads.sponsor, 'tallyforge')))
    expect(lead).toMatchObject({ kind: 'event_pass', target: String(event.id), company: 'Acme', jobTitle: 'VP Sales' })
    expect(lead!.consent!.text).toContain('Share my name, company, job title and email with this event’s sponsors')

    const sponsor = await signedInAs(t, 'sponsor')
    await t.database.db.update(users).set({ sponsor: 'tallyforge' }).where(eq(users.email, sponsor.email))
    const portal = await html('/sponsor/leads', sponsor.cookie)
    expect(portal).toContain(agreed.email)
    expect(portal).not.toContain(declined.email)
    const csv = await html('/sponsor/leads.csv', sponsor.cookie)
    expect(csv).toContain(agreed.email)
    expect(csv).not.toContain(declined.email)
  })
})
