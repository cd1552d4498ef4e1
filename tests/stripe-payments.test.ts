import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { magazineSubscriptions, promoCodes } from '#db/schema/index.ts'
import type { CheckoutOrder } from '#server/services/commerce/order-rows.ts'
import { stopDatabase } from './utils/database-outage.ts'
import { signedWebhook } from './utils/stripe-stand-in.ts'
import { deliverEvent, postEvent, processed as waitProcessed, storedEvent, withStripeSite } from './utils/stripe-site.ts'

const site = withStripeSite()

const stripe = () => site.t.app.stripe!
let orders = 0
/** A reader's order, from its own network (the order gate counts per network). */
function order(fields: Partial<CheckoutOrder> = {}): CheckoutOrder {
  orders++
  return {
    submissionId: `stripe-order-${randomBytes(8).toString('hex')}`,
    planId: 'digital',
    promoCode: '',
    firstname: 'Ada',
    lastname: 'Byron',
    email: `reader-${orders}-${randomBytes(3).toString('hex')}@example.com`,
    company: '',
    address1: '1 Main Street',
    address2: '',
    city: 'Springfield',
    region: 'IL',
    postalCode: '62701',
    country: 'US',
    ...fields,
  }
}
const network = () => ({ ip: `198.51.100.${orders}` })

const post = (event: object) => postEvent(site.t, site.webhookSecret, event)
const row = async (id: number) => (await site.t.database.db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.id, id)))[0]!
const processed = (eventId: string) => waitProcessed(site.t, eventId)
const mailsTo = (email: string) => site.smtp.messages.filter((mail) => mail.to === email)

const deliver = (event: Record<string, unknown>) => deliverEvent(site.t, site.webhookSecret, event)

/** A reader who started a checkout and paid on Stripe's page. */
async function paidOnStripe(fields: Partial<CheckoutOrder> = {}) {
  const placed = order(fields)
  const { orderId, url } = await stripe().orders.startCheckout(placed, { network: network() })
  const sessionId = /\/pay\/(cs_test_\w+)$/.exec(url)![1]!
  return { placed, orderId, ...site.standIn.pay(sessionId) }
}

describe('Stripe Checkout for a magazine plan', () => {
  it('asks Stripe for a subscription session with the plan’s price, the promo code’s coupon and our return addresses', async () => {
    const before = site.standIn.requestsTo('POST', '/v1/checkout/sessions').length
    const placed = order({ promoCode: 'WELCOME20' })
    const { orderId, url } = await stripe().orders.startCheckout(placed, { network: network() })
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/)

    const [request] = site.standIn.requestsTo('POST', '/v1/checkout/sessions').slice(before)
    expect(request!.params).toMatchObject({
      mode: 'subscription',
      customer_email: placed.email,
      client_reference_id: String(orderId),
      metadata: { order_id: String(orderId) },
      subscription_data: { metadata: { order_id: String(orderId) } },
      success_url: `http://localhost:3000/magazine/subscribe/paid?order=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `http://localhost:3000/magazine/subscribe/digital?resume=${placed.submissionId}`,
    })
    const price = site.standIn.get((request!.params.line_items as { price: string }[])[0]!.price)!
    expect(price).toMatchObject({ unit_amount: 2900, currency: 'usd', recurring: { interval: 'year' } })
    const coupon = site.standIn.get((request!.params.discounts as { coupon: string }[])[0]!.coupon)!
    expect(coupon).toMatchObject({ percent_off: 20, duration: 'once' })
    expect(site.standIn.get(/\/pay\/(cs_test_\w+)$/.exec(url)![1]!)).toMatchObject({ amount_total: 2320 })

    // Stored pending, with no card at all: Stripe's page takes it.
    expect(await row(orderId)).toMatchObject({ status: 'pending', paymentProvider: 'stripe', amountCents: 2320, cardLast4: '' })
  })

  it('answers a resubmitted form with the same order', async () => {
    const placed = order()
    const first = await stripe().orders.startCheckout(placed, { network: network() })
    const again = await stripe().orders.startCheckout(placed, { network: network() })
    expect(again.orderId).toBe(first.orderId)
  })

  it('asks for a payment-mode session for a one-off purchase', async () => {
    const session = await stripe().checkout.paymentSession({
      reference: 'pass-1',
      email: 'buyer@example.com',
      description: 'Pass',
      amountCents: 89500,
      successPath: '/events/x/paid',
      cancelPath: '/events/x',
    })
    expect(session).toMatchObject({ mode: 'payment', amount_total: 89500, success_url: 'http://localhost:3000/events/x/paid' })
    const request = site.standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)!
    expect(request.params.line_items).toEqual([{ quantity: '1', price_data: { currency: 'usd', unit_amount: '89500', product_data: { name: 'Pass' } } }])
  })

  it('makes our plans and active promo codes Stripe prices and coupons once, however often it runs', async () => {
    const codes = await site.t.database.db.select().from(promoCodes)
    const first = await stripe().catalog.sync(codes)
    const pricesMade = site.standIn.requestsTo('POST', '/v1/prices').length
    const couponsMade = site.standIn.requestsTo('POST', '/v1/coupons').length
    const second = await stripe().catalog.sync(codes)
    expect(second).toEqual(first)
    expect(first.prices.map((price) => price.planId)).toEqual(['digital', 'print-digital', 'team'])
    expect(first.coupons.map((coupon) => coupon.code).sort()).toEqual(
      codes
        .filter((code) => code.active)
        .map((code) => code.code)
        .sort(),
    )
    expect(site.standIn.requestsTo('POST', '/v1/prices')).toHaveLength(pricesMade)
    expect(site.standIn.requestsTo('POST', '/v1/coupons')).toHaveLength(couponsMade)
    expect(pricesMade).toBe(3)
  })
})

describe('Stripe’s webhook events', () => {
  it('refuses an event with a bad signature (400) and stores nothing', async () => {
    const event = site.standIn.event('checkout.session.completed', { id: 'cs_test_forged', metadata: { order_id: '1' } })
    const body = JSON.stringify(event)
    const forged = await site.t.request('/api/payments/stripe/webhook', { method: 'POST', headers: signedWebhook(body, 'whsec_not_ours'), body })
    expect(forged.status).toBe(400)
    const unsigned = await site.t.request('/api/payments/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body })
    expect(unsigned.status).toBe(400)
    const tampered = await site.t.request('/api/payments/stripe/webhook', { method: 'POST', headers: signedWebhook(body, site.webhookSecret), body: body.replace('"1"', '"2"') })
    expect(tampered.status).toBe(400)
    expect(await storedEvent(site.t, event.id as string)).toBeUndefined()
  })

  it('marks the order paid only when Stripe says so, mails one receipt, and processes a replay once', async () => {
    const { placed, orderId, session, subscription } = await paidOnStripe({ promoCode: 'WELCOME20' })
    expect((await row(orderId)).status).toBe('pending')
    const event = site.standIn.event('checkout.session.completed', session)
    const first = await post(event)
    expect(first.status).toBe(200)
    expect(await first.json()).toEqual({ received: true, duplicate: false })
    await processed(event.id as string)
    for (const _ of [1, 2]) expect(await (await post(event)).json()).toEqual({ received: true, duplicate: true })

    expect(await row(orderId)).toMatchObject({ status: 'paid', stripeSubscriptionId: subscription!.id, subscriptionStatus: 'active', cancelAtPeriodEnd: false })
    expect((await row(orderId)).renewsAt!.getTime()).toBe(Number((subscription!.items as { data: { current_period_end: number }[] }).data[0]!.current_period_end) * 1000)
    const receipt = await site.smtp.waitFor(placed.email, /magazine subscription/)
    expect(receipt.text).toContain('Charged: $23.20 (promo code WELCOME20)')
    expect(receipt.text).not.toContain('Test payment')
    // The receipt's own sending is awaited by the job; no second one follows the replays.
    expect(mailsTo(placed.email)).toHaveLength(1)
  })

  it('ends right when the first invoice is paid before the checkout completes', async () => {
    const { placed, orderId, session, invoice } = await paidOnStripe()
    await deliver(site.standIn.event('invoice.paid', invoice!))
    expect((await row(orderId)).status).toBe('paid')
    await deliver(site.standIn.event('checkout.session.completed', session))
    expect(await row(orderId)).toMatchObject({ status: 'paid', subscriptionStatus: 'active', mailStatus: 'sent' })
    await site.smtp.waitFor(placed.email, /magazine subscription/)
    expect(mailsTo(placed.email)).toHaveLength(1)
  })

  it('mails the reader a link to update their card when a renewal fails', async () => {
    const { placed, orderId, session, invoice } = await paidOnStripe()
    await deliver(site.standIn.event('checkout.session.completed', session))
    await deliver(site.standIn.event('invoice.payment_failed', { ...invoice!, status: 'open', billing_reason: 'subscription_cycle' }))
    const mail = await site.smtp.waitFor(placed.email, /could not renew/)
    expect(mail.text).toContain(invoice!.hosted_invoice_url as string)
    expect((await row(orderId)).subscriptionStatus).toBe('past_due')
  })

  it('keeps a cancellation at period end, then the end of the subscription', async () => {
    const { orderId, session, subscription } = await paidOnStripe()
    await deliver(site.standIn.event('checkout.session.completed', session))
    await deliver(site.standIn.event('customer.subscription.updated', { ...subscription!, cancel_at_period_end: true }))
    expect(await row(orderId)).toMatchObject({ cancelAtPeriodEnd: true, subscriptionStatus: 'active' })
    await deliver(site.standIn.event('customer.subscription.deleted', { ...subscription!, status: 'canceled' }))
    expect((await row(orderId)).subscriptionStatus).toBe('canceled')
  })

  it('cancels at period end on Stripe and sends the reader to Stripe’s portal for the card', async () => {
    const { orderId, session } = await paidOnStripe()
    await deliver(site.standIn.event('checkout.session.completed', session))
    const paid = await row(orderId)
    await stripe().subscriptions.cancelAtPeriodEnd(paid)
    expect(site.standIn.requestsTo('POST', `/v1/subscriptions/${paid.stripeSubscriptionId}`).at(-1)!.params).toEqual({ cancel_at_period_end: 'true' })
    expect(await row(orderId)).toMatchObject({ cancelAtPeriodEnd: true, subscriptionStatus: 'active', renewsAt: paid.renewsAt })

    expect(await stripe().subscriptions.portalUrl(paid)).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//)
    expect(site.standIn.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.params).toEqual({ customer: paid.stripeCustomerId, return_url: 'http://localhost:3000/profile' })
  })

  it('records a refund Stripe reports', async () => {
    const { orderId, session, charge } = await paidOnStripe()
    await deliver(site.standIn.event('checkout.session.completed', session))
    await deliver(site.standIn.event('charge.refunded', { ...charge, amount_refunded: charge.amount, refunded: true }))
    expect(await row(orderId)).toMatchObject({ status: 'refunded', refundedCents: 2900 })
  })

  it('answers 503 while the database is down, so Stripe sends the event again; nothing is lost', async () => {
    const { orderId, session } = await paidOnStripe()
    const event = site.standIn.event('checkout.session.completed', session)
    const restore = stopDatabase(site.t.database)
    let during: Response
    try {
      during = await post(event)
    } finally {
      restore()
    }
    expect(during.status).toBe(503)
    // Stripe's retry, once the database is back.
    expect(await (await post(event)).json()).toEqual({ received: true, duplicate: false })
    await processed(event.id as string)
    expect((await row(orderId)).status).toBe('paid')
  })
})
