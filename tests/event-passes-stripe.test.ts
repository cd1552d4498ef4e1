import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { eventPassOrders, eventPassTypes, posts } from '#db/schema/index.ts'
import { formPost } from './utils/staff-sessions.ts'
import { deliverEvent, postEvent, withStripeSite } from './utils/stripe-site.ts'

const site = withStripeSite()
let page: string
let eventId: number

beforeAll(async () => {
  const [event] = await site.t.database.db
    .select({ id: posts.id, slug: posts.slug })
    .from(posts)
    .where(and(eq(posts.type, 'events'), eq(posts.slug, 'revenue-leaders-conference')))
  eventId = event!.id
  page = `/events/${event!.id}/${event!.slug}`
})

async function passType(capacity = 5) {
  const [row] = await site.t.database.db.insert(eventPassTypes).values({ eventId, name: 'Stripe pass', priceCents: 89500, capacity }).returning()
  return row!
}

/** A buyer sends the form (no card: Stripe's page takes it) and is pointed at Stripe's page. */
async function startCheckout(passTypeId: number, email = `stripe-${randomBytes(4).toString('hex')}@example.com`) {
  const submissionId = `stripe-pass-${randomBytes(10).toString('hex')}`
  const answer = await site.t.request(page, formPost({ submissionId, passTypeId: String(passTypeId), firstname: 'Ada', lastname: 'Stripe', email, company: 'Acme', jobTitle: 'CRO' }))
  expect(answer.status).toBe(200)
  const html = await answer.text()
  const url = /href="(https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+)"/.exec(html)![1]!
  const order = (await site.t.database.db.select().from(eventPassOrders).where(eq(eventPassOrders.submissionId, submissionId)))[0]!
  return { email, url, order, sessionId: /\/pay\/(cs_test_\w+)$/.exec(url)![1]! }
}

const post = (event: object) => postEvent(site.t, site.webhookSecret, event)
const deliver = (event: Record<string, unknown>) => deliverEvent(site.t, site.webhookSecret, event)
const orderRow = async (id: number) => (await site.t.database.db.select().from(eventPassOrders).where(eq(eventPassOrders.id, id)))[0]!

describe('a pass paid on Stripe Checkout', () => {
  it('asks for a payment-mode session that expires, holds the seat, and is paid only by Stripe’s event, once however often it comes', async () => {
    const pass = await passType()
    const { email, order, sessionId } = await startCheckout(pass.id)
    const request = site.standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)!
    expect(request.params).toMatchObject({
      mode: 'payment',
      customer_email: email,
      metadata: { reference: `event-pass-${order.id}` },
      success_url: `http://localhost:3000${page}?bought=${order.submissionId}#pass-bought`,
    })
    expect(Number(request.params.expires_at) * 1000 - order.createdAt.getTime()).toBeGreaterThanOrEqual(30 * 60_000 - 1000)
    expect(order).toMatchObject({ status: 'pending', paymentProvider: 'stripe', amountCents: 89500, stripeCheckoutSessionId: sessionId })
    expect(await (await site.t.request(`${page}?bought=${order.submissionId}`)).text()).toContain('We are confirming your payment')

    const { session } = site.standIn.pay(sessionId)
    const completed = site.standIn.event('checkout.session.completed', session)
    await deliver(completed)
    for (const _ of [1, 2]) expect(await (await post(completed)).json()).toEqual({ received: true, duplicate: true })
    // The same news in a second event (Stripe may send one twice under new ids): still one pass.
    await deliver(site.standIn.event('checkout.session.completed', session))
    expect(await orderRow(order.id)).toMatchObject({ status: 'paid', stripePaymentIntentId: session.payment_intent })
    const mail = await site.smtp.waitFor(email, /Your pass: Revenue Leaders Conference/)
    expect(mail.text).toContain('Paid: $895')
    expect(mail.text).not.toContain('Test payment')
    expect(site.smtp.messages.filter((message) => message.to === email)).toHaveLength(1)
  })

  it('takes a refund before the completed checkout in its stride, and a whole refund frees the seat', async () => {
    const pass = await passType(1)
    const { order, sessionId } = await startCheckout(pass.id)
    const { session, charge } = site.standIn.pay(sessionId)
    // Out of order: the refund's event comes first, naming a payment we do not know yet.
    await deliver(site.standIn.event('charge.refunded', { ...charge, amount_refunded: 89500, refunded: true }))
    expect((await orderRow(order.id)).status).toBe('pending')
    await deliver(site.standIn.event('checkout.session.completed', session))
    expect((await orderRow(order.id)).status).toBe('paid')
    expect(await (await site.t.request(`${page}?pass=${pass.id}`)).text()).toContain('Sold out')
    await deliver(site.standIn.event('charge.refunded', { ...charge, amount_refunded: 89500, refunded: true }))
    expect(await orderRow(order.id)).toMatchObject({ status: 'refunded', refundedCents: 89500 })
    expect(await (await site.t.request(`${page}?pass=${pass.id}`)).text()).toContain('1 seat left')
  })

  it('refuses a second buyer while a checkout holds the last seat', async () => {
    const pass = await passType(1)
    await startCheckout(pass.id)
    const refused = await site.t.request(
      page,
      formPost({
        submissionId: `stripe-pass-${randomBytes(10).toString('hex')}`,
        passTypeId: String(pass.id),
        firstname: 'Bo',
        lastname: 'Late',
        email: 'late@example.com',
        company: 'Acme',
        jobTitle: 'CRO',
      }),
    )
    expect(refused.status).toBe(409)
  })
})
