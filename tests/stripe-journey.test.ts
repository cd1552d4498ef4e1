import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog, magazineSubscriptions } from '#db/schema/index.ts'
import { formPost, enrolledAs, signedInAs } from './utils/staff-sessions.ts'
import { deliverEvent, withStripeSite } from './utils/stripe-site.ts'

/** The reader's side of a Stripe order through the pages (no JavaScript), /profile, and the back office's refunds and cancellations. */
const site = withStripeSite({ TRUST_PROXY: 'true' })

const order = async (id: number) => (await site.t.database.db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.id, id)))[0]!
const csp = (response: Response) => response.headers.get('content-security-policy') ?? ''
/** A page's text as a reader reads it: without the markers React puts between adjacent text parts. */
const pageText = async (response: Response) => (await response.text()).replaceAll('<!-- -->', '')
const formAction = (response: Response) => /form-action ([^;]*)/.exec(csp(response))![1]

/** Posts a signed event and waits for its job to have done the work. */
const deliver = (type: string, object: Record<string, unknown>) => deliverEvent(site.t, site.webhookSecret, site.standIn.event(type, object))

const orderForm = (fields: Record<string, string> = {}) => ({
  submissionId: randomBytes(18).toString('base64url'),
  intent: 'subscribe',
  planId: 'digital',
  firstname: 'Ada',
  lastname: 'Byron',
  email: `reader-${randomBytes(4).toString('hex')}@example.com`,
  address1: '1 Main Street',
  city: 'Springfield',
  postalCode: '62701',
  country: 'US',
  ...fields,
})

/** The order form sent, answered with the address of Stripe's Checkout page. */
async function toCheckout(fields: Record<string, string> = {}, cookie?: string) {
  const form = orderForm(fields)
  const answer = await site.t.request('/magazine/subscribe/', formPost(form, cookie))
  expect(answer.status).toBe(303)
  const location = answer.headers.get('location')!
  const sessionId = /\/c\/pay\/(cs_test_\w+)$/.exec(location)![1]!
  const [row] = await site.t.database.db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.submissionId, form.submissionId))
  return { form, location, sessionId, orderId: row!.id }
}

/** A reader who paid on Stripe's page, and Stripe's events about it processed. */
async function paidOrder(fields: Record<string, string> = {}, cookie?: string) {
  const started = await toCheckout(fields, cookie)
  const paid = site.standIn.pay(started.sessionId)
  await deliver('checkout.session.completed', paid.session)
  await deliver('invoice.paid', paid.invoice!)
  return { ...started, ...paid }
}

describe('the order page with Stripe’s keys', () => {
  it('has no card fields, and only its CSP lets a form go to Stripe Checkout', async () => {
    const page = await site.t.request('/magazine/subscribe/')
    const html = await page.text()
    expect(html).not.toContain('name="cardNumber"')
    expect(html).toContain('Continue to payment')
    expect(formAction(page)).toBe("'self' https://checkout.stripe.com")
    expect(formAction(await site.t.request('/magazine/subscribe/DIGITAL'))).toBe("'self' https://checkout.stripe.com")
    for (const path of ['/', '/magazine', '/magazine/subscribe/paid?order=1&session_id=cs_test_x', '/login']) expect(formAction(await site.t.request(path)), path).toBe("'self'")
  })

  it('stores the order pending and answers 303 to Checkout, with the promo code’s coupon; a card number sent along is never kept', async () => {
    const { location, orderId, sessionId } = await toCheckout({ promoCode: 'welcome20', cardNumber: '4242424242424242' })
    expect(location).toBe(`https://checkout.stripe.com/c/pay/${sessionId}`)
    expect(site.standIn.get(sessionId)).toMatchObject({ amount_total: 2320, mode: 'subscription' })
    expect(await order(orderId)).toMatchObject({ status: 'pending', paymentProvider: 'stripe', amountCents: 2320, promoCode: 'WELCOME20', cardLast4: '', stripeCheckoutSessionId: sessionId })
  })

  it('answers a form with bad fields 400 with its messages, and sends no one to Stripe', async () => {
    const before = site.standIn.requestsTo('POST', '/v1/checkout/sessions').length
    const answer = await site.t.request('/magazine/subscribe/', formPost(orderForm({ email: 'not-an-address', planId: 'gold' })))
    expect(answer.status).toBe(400)
    expect(site.standIn.requestsTo('POST', '/v1/checkout/sessions')).toHaveLength(before)
  })

  it('gives the form back as typed when the reader comes back from Checkout without paying; a made-up key gives nothing', async () => {
    const { form } = await toCheckout({ firstname: 'Augusta', promoCode: 'WELCOME20', address1: '12 Ockham Lane' })
    const cancelled = site.standIn.requestsTo('POST', '/v1/checkout/sessions').at(-1)!.params.cancel_url as string
    const back = await pageText(await site.t.request(new URL(cancelled).pathname + new URL(cancelled).search))
    expect(back).toContain('Payment not completed')
    for (const value of ['Augusta', form.email, '12 Ockham Lane', 'WELCOME20']) expect(back).toContain(`value="${value}"`)
    expect(back).not.toContain(`value="${form.submissionId}"`)
    const madeUp = await (await site.t.request(`/magazine/subscribe/digital?resume=${randomBytes(18).toString('base64url')}`)).text()
    expect(madeUp).not.toContain('Payment not completed')
    expect(madeUp).not.toContain('Augusta')
  })
})

describe('Checkout’s return page', () => {
  it('says it is confirming (and looks again by itself) until Stripe’s event marks the order paid, then shows the receipt', async () => {
    const { orderId, sessionId, form } = await toCheckout({ promoCode: 'WELCOME20' })
    const path = `/magazine/subscribe/paid?order=${orderId}&session_id=${sessionId}`
    const waiting = await site.t.request(path)
    expect(waiting.status).toBe(200)
    expect(waiting.headers.get('cache-control')).toContain('no-store')
    const html = await pageText(waiting)
    expect(html).toContain('Confirming your payment…')
    expect(html).toMatch(/<meta http-equiv="refresh" content="3"/)
    expect(html).toContain(`href="${path.replace('&', '&amp;')}"`)

    await deliver('checkout.session.completed', site.standIn.pay(sessionId).session)
    const paid = await pageText(await site.t.request(path))
    expect(paid).toContain('Thank you for subscribing')
    expect(paid).toContain('Charged: $23.20 (promo code WELCOME20)')
    expect(paid).toContain(form.email)
    expect(paid).not.toContain('http-equiv="refresh"')
    await site.smtp.waitFor(form.email, /magazine subscription/)
  })

  it('is a 404 for a forged order id, another order’s session, an id past 2^31 or no session', async () => {
    const first = await toCheckout()
    const second = await toCheckout()
    for (const query of [
      `order=${second.orderId}&session_id=${first.sessionId}`,
      `order=${first.orderId + 1000}&session_id=${first.sessionId}`,
      `order=2147483648&session_id=${first.sessionId}`,
      `order=99999999999999999999&session_id=${first.sessionId}`,
      `order=${first.orderId}`,
      `order=${first.orderId}&session_id=cs_test_%00`,
      'order=x',
    ])
      expect((await site.t.request(`/magazine/subscribe/paid?${query}`)).status, query).toBe(404)
  })
})

describe('the reader’s subscription on /profile', () => {
  it('shows the plan, status, next renewal and receipts, and opens Stripe’s portal for their own subscription only', async () => {
    const reader = await signedInAs(site.t, 'reader')
    const { orderId } = await paidOrder({ email: reader.email, promoCode: 'WELCOME20' }, reader.cookie)
    const renewsAt = (await order(orderId)).renewsAt!
    const profile = await site.t.request('/profile', { headers: { Cookie: reader.cookie } })
    expect(formAction(profile)).toBe("'self' https://billing.stripe.com")
    const html = await pageText(profile)
    expect(html).toContain('Magazine subscription')
    expect(html).toContain('<strong>Digital</strong> · Active')
    expect(html).toContain(`Next renewal: ${renewsAt.toLocaleDateString('en-US', { timeZone: 'America/New_York', year: 'numeric', month: 'long', day: 'numeric' })}`)
    expect(html).toContain('$23.20 USD')
    expect(html).toContain('Manage billing')
    expect(html).not.toContain('Test payment')

    const portal = await site.t.request('/profile', formPost({ intent: 'billing', orderId: String(orderId) }, reader.cookie))
    expect(portal.status).toBe(303)
    expect(portal.headers.get('location')).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\/bps_/)
    expect(site.standIn.requestsTo('POST', '/v1/billing_portal/sessions').at(-1)!.params).toMatchObject({
      customer: (await order(orderId)).stripeCustomerId,
      return_url: 'http://localhost:3000/profile',
    })

    const other = await signedInAs(site.t, 'reader')
    for (const id of [String(orderId), '2147483648', '99999999999999999999', 'x', ''])
      expect((await site.t.request('/profile', formPost({ intent: 'billing', orderId: id }, other.cookie))).status, id).toBe(404)
    expect(await (await site.t.request('/profile', { headers: { Cookie: other.cookie } })).text()).not.toContain('Magazine subscription')
    expect((await site.t.request('/profile', formPost({ intent: 'billing', orderId: String(orderId) }))).status).toBe(302)
  })

  it('shows “cancels at period end” when Stripe says so', async () => {
    const reader = await signedInAs(site.t, 'reader')
    const { orderId, subscription } = await paidOrder({ email: reader.email }, reader.cookie)
    await deliver('customer.subscription.updated', { ...subscription!, cancel_at_period_end: true })
    expect((await order(orderId)).cancelAtPeriodEnd).toBe(true)
    const html = await pageText(await site.t.request('/profile', { headers: { Cookie: reader.cookie } }))
    expect(html).toContain('Cancels at period end: it runs until')
    expect(html).not.toContain('Next renewal')
  })
})

describe('refunds and cancellations from the order screen', () => {
  const change = (id: number | string, intent: string, cookie: string, confirm = 'yes') => site.t.request(`/admin/orders/${id}`, formPost({ intent, confirm }, cookie))

  it('refunds a Stripe order on Stripe after a confirmation step, shows it on the order and in the audit log', async () => {
    const sales = await enrolledAs(site.t, 'sales')
    const { orderId, charge } = await paidOrder({ promoCode: 'WELCOME20' })
    const screen = await (await site.t.request(`/admin/orders/${orderId}`, { headers: { Cookie: sales.cookie } })).text()
    expect(screen).toContain(`href="/admin/orders/${orderId}?confirm=refund"`)
    const confirming = await pageText(await site.t.request(`/admin/orders/${orderId}?confirm=refund`, { headers: { Cookie: sales.cookie } }))
    expect(confirming).toContain('Refund $23.20 to the buyer?')
    expect(confirming).toContain('name="confirm" value="yes"')

    expect((await change(orderId, 'refund', sales.cookie, '')).status).toBe(400)
    expect((await order(orderId)).refundedCents).toBe(0)
    const done = await change(orderId, 'refund', sales.cookie)
    expect(done.status).toBe(200)
    expect(await pageText(done)).toContain('Refunded: $23.20 in all.')
    expect(site.standIn.requestsTo('POST', '/v1/refunds').at(-1)!.params).toMatchObject({ charge: charge.id, amount: '2320', metadata: { order_id: String(orderId) } })
    expect(await order(orderId)).toMatchObject({ status: 'refunded', refundedCents: 2320 })
    const [entry] = await site.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemType, 'order'), eq(auditLog.itemId, String(orderId))))
    expect(entry).toMatchObject({ action: 'order.refund', actorEmail: sales.email, before: { status: 'paid', refundedCents: 0 }, after: { status: 'refunded', refundedCents: 2320 } })
    const after = await pageText(await site.t.request(`/admin/orders/${orderId}`, { headers: { Cookie: sales.cookie } }))
    expect(after).toContain('$23.20 USD')
    expect(after).not.toContain('?confirm=refund')

    // Stripe's own event about it changes nothing more; a second refund is refused.
    await deliver('charge.refunded', site.standIn.get(charge.id as string)!)
    expect(await order(orderId)).toMatchObject({ status: 'refunded', refundedCents: 2320 })
    expect((await change(orderId, 'refund', sales.cookie)).status).toBe(409)
  })

  it('keeps a refund made on Stripe’s dashboard in step (charge.refunded)', async () => {
    const { orderId, charge } = await paidOrder()
    await deliver('charge.refunded', { ...charge, amount_refunded: 1000, refunded: false })
    expect(await order(orderId)).toMatchObject({ status: 'paid', refundedCents: 1000 })
  })

  it('cancels at period end, then now, on Stripe, each in the audit log', async () => {
    const admin = await enrolledAs(site.t, 'admin')
    const { orderId, subscription } = await paidOrder()
    expect((await change(orderId, 'cancel-period-end', admin.cookie)).status).toBe(200)
    expect(site.standIn.requestsTo('POST', `/v1/subscriptions/${subscription!.id}`).at(-1)!.params).toEqual({ cancel_at_period_end: 'true' })
    expect(await order(orderId)).toMatchObject({ cancelAtPeriodEnd: true, subscriptionStatus: 'active' })
    expect((await change(orderId, 'cancel-period-end', admin.cookie)).status).toBe(409)
    expect((await change(orderId, 'cancel-now', admin.cookie)).status).toBe(200)
    expect(site.standIn.requestsTo('DELETE', `/v1/subscriptions/${subscription!.id}`)).toHaveLength(1)
    expect((await order(orderId)).subscriptionStatus).toBe('canceled')
    const actions = await site.t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.itemType, 'order'), eq(auditLog.itemId, String(orderId))))
    expect(actions.map((entry) => entry.action).sort()).toEqual(['order.cancel_at_period_end', 'order.cancel_now'])
  })

  it('is for sales and administrators only; bad input is a 4xx and changes nothing', async () => {
    const { orderId } = await paidOrder()
    for (const role of ['editor', 'author'] as const) {
      const member = await enrolledAs(site.t, role)
      expect((await change(orderId, 'refund', member.cookie)).status, role).toBe(403)
      expect((await site.t.request(`/admin/orders/${orderId}`, { headers: { Cookie: member.cookie } })).status, role).toBe(403)
    }
    const reader = await signedInAs(site.t, 'reader')
    expect((await change(orderId, 'refund', reader.cookie)).status).toBe(403)
    const sales = await enrolledAs(site.t, 'sales')
    for (const id of ['2147483648', '99999999999999999999', '0', 'x', String(orderId + 100000)]) expect((await change(id, 'refund', sales.cookie)).status, id).toBe(404)
    expect((await change(orderId, 'wipe', sales.cookie)).status).toBe(400)
    expect((await change(orderId, 'refund\u0000', sales.cookie)).status).toBe(400)
    expect(await order(orderId)).toMatchObject({ status: 'paid', refundedCents: 0, cancelAtPeriodEnd: false })
  })

  it('refuses to refund an order that was never paid', async () => {
    const sales = await enrolledAs(site.t, 'sales')
    const { orderId } = await toCheckout()
    expect((await change(orderId, 'refund', sales.cookie)).status).toBe(409)
    expect((await change(orderId, 'cancel-now', sales.cookie)).status).toBe(409)
  })
})
