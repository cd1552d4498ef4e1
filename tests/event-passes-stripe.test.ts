import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { eventPassOrders, eventPassTypes, users } from '#db/schema/index.ts'
import { checkSignature } from '#server/services/webhook-signature.ts'
import { formPost, signedInAs } from './utils/staff-sessions.ts'
import { seededConference } from './utils/seeded-events.ts'
import { deliverEvent, postEvent, withStripeSite } from './utils/stripe-site.ts'
import { startWebhookReceiver } from './utils/webhook-receiver.ts'

const site = withStripeSite({ WEBHOOK_PRIVATE_HOSTS: 'allow', WEBHOOK_RETRY_DELAY_SECONDS: '1' })
let page: string
let eventId: number

beforeAll(async () => {
  ;({ eventId, page } = await seededConference(site.t))
})

async function passType(capacity = 5) {
  const [row] = await site.t.database.db.insert(eventPassTypes).values({ eventId, name: 'Stripe pass', priceCents: 89500, capacity }).returning()
  return row!
}

/** A buyer sends the form (no card: Stripe's page takes it) and is pointed at Stripe's page. */
async function startCheckout(passTypeId: number, email = `stripe-${randomBytes(4).toString('hex')}@example.com`, extra: Record<string, string> = {}) {
  const submissionId = `stripe-pass-${randomBytes(10).toString('hex')}`
  const answer = await site.t.request(page, formPost({ submissionId, passTypeId: String(passTypeId), firstname: 'Ada', lastname: 'Stripe', email, company: 'Acme', jobTitle: 'CRO', ...extra }))
  // On to Stripe's page as the magazine order goes: a 303 that the page's CSP form-action allows.
  expect(answer.status).toBe(303)
  const url = answer.headers.get('location')!
  expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_\w+$/)
  const order = (await site.t.database.db.select().from(eventPassOrders).where(eq(eventPassOrders.submissionId, submissionId)))[0]!
  return { email, url, order, sessionId: /\/pay\/(cs_test_\w+)$/.exec(url)![1]! }
}

const post = (event: object) => postEvent(site.t, site.webhookSecret, event)
const deliver = (event: Record<string, unknown>) => deliverEvent(site.t, site.webhookSecret, event)
const orderRow = async (id: number) => (await site.t.database.db.select().from(eventPassOrders).where(eq(eventPassOrders.id, id)))[0]!

const formAction = (response: Response) => /form-action ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')![1]

describe('a pass paid on Stripe Checkout', () => {
  it('names Checkout in the event page’s form-action, and on no other events page', async () => {
    expect(formAction(await site.t.request(page))).toBe("'self' https://checkout.stripe.com")
    for (const path of ['/events', `/events/${eventId}`, `/admin/events/${eventId}`]) expect(formAction(await site.t.request(path)), path).toBe("'self'")
  })

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

  it('sends the attendee who agreed to the sponsor’s webhook as an event_pass lead, signed, once Stripe’s event says paid', async () => {
    const receiver = await startWebhookReceiver()
    receiver.answer = 204
    try {
      const sponsor = await signedInAs(site.t, 'sponsor')
      await site.t.database.db.update(users).set({ sponsor: 'tallyforge' }).where(eq(users.email, sponsor.email))
      expect((await site.t.request('/sponsor/webhook', formPost({ intent: 'save', url: receiver.url('/leads') }, sponsor.cookie))).status).toBe(200)
      const secret = /data-testid="webhook-secret">([^<]+)</.exec(await (await site.t.request('/sponsor/webhook', { headers: { Cookie: sponsor.cookie } })).text())![1]!

      const pass = await passType()
      const { email, sessionId } = await startCheckout(pass.id, undefined, { shareWithSponsors: 'on' })
      // Nothing goes to the sponsor while the order only holds a seat.
      expect(receiver.received).toEqual([])
      await deliver(site.standIn.event('checkout.session.completed', site.standIn.pay(sessionId).session))
      await vi.waitFor(() => expect(receiver.received.map(({ body }) => JSON.parse(body).lead.email)).toContain(email), { timeout: 30_000, interval: 100 })
      const delivery = receiver.received.find(({ body }) => body.includes(email))!
      expect(checkSignature(secret, delivery.body, delivery.signature)).toBe('valid')
      expect(JSON.parse(delivery.body)).toMatchObject({ event: 'lead.created', lead: { form: 'event_pass', item: String(eventId), email, company: 'Acme', jobTitle: 'CRO' } })
    } finally {
      receiver.close()
    }
  })
})
