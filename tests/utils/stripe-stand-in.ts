import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'

type StripeObject = Record<string, unknown>
/** A form parameter as Stripe's SDK encodes it (`line_items[0][price]=…`), decoded into nesting. */
type Params = { [key: string]: string | Params | Params[] | string[] }

/** Stripe's published response fixtures (tests/fixtures/stripe/fixtures3.json says where from). */
const FIXTURES = JSON.parse(readFileSync(new URL('../fixtures/stripe/fixtures3.json', import.meta.url), 'utf8')) as Record<string, StripeObject>

const fixture = (resource: string): StripeObject => structuredClone(FIXTURES[resource]!)

export interface RecordedRequest {
  method: string
  path: string
  params: Params
}

const PREFIXES: Record<string, string> = {
  customer: 'cus',
  'checkout.session': 'cs_test',
  price: 'price',
  product: 'prod',
  coupon: 'coupon',
  subscription: 'sub',
  refund: 're',
  'billing_portal.session': 'bps',
  invoice: 'in',
  charge: 'ch',
}

/**
 * Stripe's API as the few calls Quota makes see it, on 127.0.0.1: the real `stripe` SDK is pointed
 * here with its host, port and protocol options, so every test runs the real client code path.
 * Each answer is Stripe's published fixture of that resource with the fields the request set, and
 * objects created keep their ids, so a later retrieve or list finds them. Requests are recorded.
 */
export interface StandInOptions {
  /**
   * Serve Checkout's and the customer portal's pages here (a minimal page each, whose button does
   * what the buyer's click on Stripe's page does), instead of naming Stripe's own addresses.
   */
  servePages?: boolean
  /** Where Stripe would post its webhook events, and the endpoint's signing secret. */
  webhook?: { url: string; secret: string }
  /** Keep the events of a payment until `releaseEvents()`: a test then sees the return page before Stripe's word arrives. */
  holdEvents?: boolean
}

export async function startStripeStandIn({ servePages = false, webhook, holdEvents = false }: StandInOptions = {}) {
  const requests: RecordedRequest[] = []
  const store = new Map<string, StripeObject>()
  const newId = (resource: string) => `${PREFIXES[resource]}_${randomBytes(12).toString('hex')}`
  const held: StripeObject[] = []
  let origin = ''
  const pageAt = (stripeHost: string, path: string) => `${servePages ? origin : stripeHost}${path}`

  function create(resource: string, values: StripeObject): StripeObject {
    const object = { ...fixture(resource), id: values.id ?? newId(resource), created: Math.floor(Date.now() / 1000), metadata: {}, ...values }
    store.set(object.id as string, object)
    return object
  }

  const routes: [string, RegExp, (params: Params, match: string[]) => StripeObject | [number, StripeObject]][] = [
    ['POST', /^\/v1\/customers$/, (params) => create('customer', { email: params.email ?? null, name: params.name ?? null, metadata: params.metadata ?? {} })],
    ['POST', /^\/v1\/products$/, (params) => create('product', { id: params.id, name: params.name, metadata: params.metadata ?? {} })],
    ['GET', /^\/v1\/products\/([\w-]+)$/, (_, [id]) => found(id!)],
    ['POST', /^\/v1\/prices$/, (params) => createPrice(params)],
    [
      'GET',
      /^\/v1\/prices$/,
      (params) => list([...store.values()].filter((object) => object.object === 'price' && (params.lookup_keys as string[] | undefined)?.includes(object.lookup_key as string))),
    ],
    ['POST', /^\/v1\/coupons$/, (params) => createCoupon(params)],
    ['GET', /^\/v1\/coupons\/([\w-]+)$/, (_, [id]) => found(id!)],
    ['POST', /^\/v1\/checkout\/sessions$/, (params) => createCheckoutSession(params)],
    ['GET', /^\/v1\/checkout\/sessions\/(\w+)$/, (_, [id]) => found(id!)],
    ['GET', /^\/v1\/subscriptions\/(\w+)$/, (_, [id]) => found(id!)],
    ['POST', /^\/v1\/subscriptions\/(\w+)$/, (params, [id]) => update(id!, { cancel_at_period_end: params.cancel_at_period_end === 'true' })],
    ['DELETE', /^\/v1\/subscriptions\/(\w+)$/, (_, [id]) => update(id!, { status: 'canceled', canceled_at: Math.floor(Date.now() / 1000) })],
    ['GET', /^\/v1\/charges$/, (params) => list([...store.values()].filter((object) => object.object === 'charge' && object.customer === params.customer).reverse(), '/v1/charges')],
    ['POST', /^\/v1\/refunds$/, (params) => refund(params)],
    [
      'POST',
      /^\/v1\/billing_portal\/sessions$/,
      (params) => {
        const id = newId('billing_portal.session')
        return create('billing_portal.session', { id, customer: params.customer, return_url: params.return_url, url: pageAt('https://billing.stripe.com', `/p/session/${id}`) })
      },
    ],
  ]

  function found(id: string): StripeObject | [number, StripeObject] {
    const object = store.get(id)
    if (object) return object
    return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such object: '${id}'`, param: 'id' } }]
  }

  function update(id: string, values: StripeObject) {
    const object = found(id)
    if (Array.isArray(object)) return object
    Object.assign(object, values)
    return object
  }

  /** A refund of (part of) a charge, named or by its payment intent: the charge keeps the refunded total, and Stripe tells the webhook. */
  function refund(params: Params) {
    const charge = params.payment_intent ? [...store.values()].find((object) => object.object === 'charge' && object.payment_intent === params.payment_intent) : store.get(params.charge as string)
    if (!charge)
      return [404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such charge: '${String(params.charge ?? params.payment_intent)}'`, param: 'charge' } }] as [
        number,
        StripeObject,
      ]
    const amount = params.amount ? Number(params.amount) : Number(charge.amount) - Number(charge.amount_refunded)
    if (amount > Number(charge.amount) - Number(charge.amount_refunded))
      return [400, { error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: `Charge ${String(charge.id)} has already been refunded.` } }] as [number, StripeObject]
    Object.assign(charge, { amount_refunded: Number(charge.amount_refunded) + amount, refunded: Number(charge.amount_refunded) + amount >= Number(charge.amount) })
    void tell('charge.refunded', charge)
    return create('refund', { amount, charge: charge.id, payment_intent: charge.payment_intent ?? null, status: 'succeeded', metadata: params.metadata ?? {} })
  }

  function createPrice(params: Params) {
    const recurring = params.recurring as Params | undefined
    return create('price', {
      product: params.product,
      unit_amount: Number(params.unit_amount),
      unit_amount_decimal: String(params.unit_amount),
      currency: params.currency,
      lookup_key: params.lookup_key ?? null,
      type: recurring ? 'recurring' : 'one_time',
      recurring: recurring ? { ...(fixture('price').recurring as StripeObject), interval: recurring.interval, interval_count: Number(recurring.interval_count ?? 1) } : null,
      metadata: params.metadata ?? {},
    })
  }

  function createCoupon(params: Params) {
    if (store.has(params.id as string)) return [400, { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Coupon already exists.' } }] as [number, StripeObject]
    return create('coupon', {
      id: params.id,
      name: params.name ?? null,
      percent_off: params.percent_off ? Number(params.percent_off) : null,
      amount_off: params.amount_off ? Number(params.amount_off) : null,
      currency: params.currency ?? null,
      duration: params.duration,
      duration_in_months: null,
      redeem_by: null,
      metadata: params.metadata ?? {},
    })
  }

  /** The total Stripe would show: the line's price, less the session's coupon. */
  function createCheckoutSession(params: Params) {
    const line = (params.line_items as Params[])[0]!
    const price = line.price_data ? { ...(line.price_data as Params), unit_amount: Number((line.price_data as Params).unit_amount) } : store.get(line.price as string)
    if (!price)
      return [400, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such price: '${String(line.price)}'`, param: 'line_items[0][price]' } }] as [number, StripeObject]
    const couponId = ((params.discounts as Params[] | undefined)?.[0]?.coupon as string | undefined) ?? null
    const coupon = couponId ? store.get(couponId) : null
    const subtotal = Number(price.unit_amount)
    const off = coupon ? (coupon.percent_off ? Math.round((subtotal * Number(coupon.percent_off)) / 100) : Number(coupon.amount_off)) : 0
    const id = newId('checkout.session')
    return create('checkout.session', {
      id,
      url: pageAt('https://checkout.stripe.com', `/c/pay/${id}`),
      mode: params.mode,
      status: 'open',
      payment_status: 'unpaid',
      success_url: params.success_url,
      cancel_url: params.cancel_url,
      client_reference_id: params.client_reference_id ?? null,
      customer: params.customer ?? null,
      customer_email: params.customer_email ?? null,
      currency: price.currency,
      amount_subtotal: subtotal,
      amount_total: Math.max(0, subtotal - off),
      metadata: params.metadata ?? {},
    })
  }

  const list = (data: StripeObject[], url = '/v1/prices') => ({ object: 'list', data, has_more: false, url })

  const event = (type: string, object: StripeObject): StripeObject => ({
    ...fixture('event'),
    id: `evt_${randomBytes(12).toString('hex')}`,
    type,
    created: Math.floor(Date.now() / 1000),
    data: { object: structuredClone(object) },
  })

  /** Posts a signed event to the webhook, as Stripe does, until it is taken (Stripe retries a refusal too). */
  async function deliver(type: string, object: StripeObject): Promise<void> {
    if (!webhook) throw new Error('The stand-in has no webhook to tell')
    const body = JSON.stringify(event(type, object))
    for (let attempt = 1; ; attempt++) {
      const answer = await fetch(webhook.url, { method: 'POST', headers: signedWebhook(body, webhook.secret), body }).catch(() => null)
      if (answer?.ok) return
      if (attempt === 20) throw new Error(`The webhook did not take ${type}: ${answer?.status ?? 'no answer'}`)
      await new Promise((resolve) => setTimeout(resolve, 250 * attempt))
    }
  }
  /** Stripe's events about what the stand-in did, when a webhook is set: sent now, or kept for `releaseEvents`. */
  function tell(type: string, object: StripeObject): Promise<void> {
    if (!webhook) return Promise.resolve()
    if (holdEvents) {
      held.push({ type, object: structuredClone(object) })
      return Promise.resolve()
    }
    return deliver(type, object)
  }

  /** Stripe's hosted pages, as little of them as a browser test needs: the amount, one button, the way back. */
  async function page(request: IncomingMessage, response: ServerResponse, path: string): Promise<boolean> {
    const checkout = /^\/c\/pay\/(cs_test_\w+)$/.exec(path)
    const portal = /^\/p\/session\/(bps_\w+)$/.exec(path)
    const session = store.get((checkout ?? portal)?.[1] ?? '')
    if (!session) return false
    if (request.method === 'POST') {
      const back = checkout ? await payOnPage(session) : await cancelOnPortal(session)
      response.writeHead(303, { location: back }).end()
      return true
    }
    const html = checkout
      ? `<h1>Pay ${(Number(session.amount_total) / 100).toFixed(2)} ${String(session.currency).toUpperCase()}</h1><form method="post"><button>Pay</button></form><a href="${String(session.cancel_url)}">Back</a>`
      : `<h1>Customer portal</h1><form method="post"><button>Cancel at period end</button></form><a href="${String(session.return_url)}">Return</a>`
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><title>Stripe stand-in</title><main>${html}</main></html>`)
    return true
  }

  /** The buyer's "Pay": Stripe completes the session, tells the webhook, and sends the browser to the success address. */
  async function payOnPage(session: StripeObject): Promise<string> {
    const paid = standIn.pay(session.id as string)
    await tell('checkout.session.completed', paid.session)
    if (paid.invoice) await tell('invoice.paid', paid.invoice)
    return String(session.success_url).replace('{CHECKOUT_SESSION_ID}', String(session.id))
  }

  /** The portal's "Cancel at period end" for the customer's subscription, then back to the site. */
  async function cancelOnPortal(portal: StripeObject): Promise<string> {
    const subscription = [...store.values()].find((object) => object.object === 'subscription' && object.customer === portal.customer)
    if (subscription) {
      subscription.cancel_at_period_end = true
      await tell('customer.subscription.updated', subscription)
    }
    return String(portal.return_url)
  }

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in')
    let body = ''
    for await (const chunk of request) body += String(chunk)
    if (!url.pathname.startsWith('/v1/') && (await page(request, response, url.pathname))) return
    const params = decodeForm(request.method === 'GET' ? url.search.slice(1) : body)
    requests.push({ method: request.method ?? 'GET', path: url.pathname, params })
    for (const [method, pattern, answer] of routes) {
      const match = method === request.method ? pattern.exec(url.pathname) : null
      if (!match) continue
      const result = answer(params, match.slice(1))
      const [status, object] = Array.isArray(result) ? result : [200, result]
      response.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${randomBytes(6).toString('hex')}` }).end(JSON.stringify(object))
      return
    }
    response
      .writeHead(404, { 'content-type': 'application/json' })
      .end(JSON.stringify({ error: { type: 'invalid_request_error', message: `Unrecognized request URL (${request.method} ${url.pathname}): the stand-in does not answer it` } }))
  }

  const server = createServer((request, response) => void handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`

  const standIn = {
    /** STRIPE_API_URL for a server process pointed here. */
    url: `${origin}/`,
    /** The SDK options that point a client here. */
    endpoint: { host: '127.0.0.1', port, protocol: 'http' as const },
    requests,
    /** The requests made to one path (`/v1/checkout/sessions`), in order. */
    requestsTo: (method: string, path: string) => requests.filter((request) => request.method === method && request.path === path),
    get: (id: string) => store.get(id),
    /** Every object of a kind made so far (`invoice`), oldest first. */
    objectsOf: (kind: string) => [...store.values()].filter((object) => object.object === kind),

    /**
     * What Stripe does when the buyer pays on the Checkout page: the session completes; in
     * subscription mode a customer, a subscription and its first paid invoice and charge exist.
     * Returns the objects the webhook events carry.
     */
    pay(sessionId: string, { periodEnd = Math.floor(Date.now() / 1000) + 365 * 86400 } = {}) {
      const session = store.get(sessionId)!
      const customer = (session.customer as string | null) ?? (create('customer', { email: session.customer_email }).id as string)
      const orderMetadata = session.metadata as StripeObject
      const subscription =
        session.mode === 'subscription'
          ? create('subscription', {
              customer,
              status: 'active',
              cancel_at_period_end: false,
              cancel_at: null,
              canceled_at: null,
              metadata: orderMetadata,
              items: { object: 'list', data: [{ ...(fixture('subscription').items as { data: StripeObject[] }).data[0], current_period_end: periodEnd }], has_more: false },
            })
          : null
      // A one-off payment is a payment intent, which its charge (and so a refund's event) names.
      const paymentIntent = session.mode === 'payment' ? `pi_${randomBytes(12).toString('hex')}` : null
      const charge = create('charge', {
        customer,
        amount: session.amount_total,
        amount_refunded: 0,
        refunded: false,
        currency: session.currency,
        ...(paymentIntent ? { payment_intent: paymentIntent } : {}),
      })
      const invoice = subscription
        ? create('invoice', {
            customer,
            status: 'paid',
            amount_paid: session.amount_total,
            amount_due: session.amount_total,
            billing_reason: 'subscription_create',
            hosted_invoice_url: `https://invoice.stripe.com/i/test_${randomBytes(8).toString('hex')}`,
            parent: { type: 'subscription_details', quote_details: null, subscription_details: { subscription: subscription.id, metadata: orderMetadata } },
            lines: { object: 'list', data: [{ amount: session.amount_total, period: { start: Math.floor(Date.now() / 1000), end: periodEnd } }], has_more: false },
          })
        : null
      Object.assign(session, { status: 'complete', payment_status: 'paid', customer, subscription: subscription?.id ?? null, invoice: invoice?.id ?? null, payment_intent: paymentIntent })
      return { session, subscription, invoice, charge }
    },

    /** A Stripe event of `type` about `object`, as Stripe posts it (the fixture's envelope). */
    event,
    /** Posts a signed event of `type` about `object` to the webhook (a renewal that failed, say). */
    deliver,
    /** Sends the events kept back (`holdEvents`), in order. */
    async releaseEvents() {
      for (const { type, object } of held.splice(0)) await deliver(type as string, object as StripeObject)
    },

    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
  return standIn
}
export type StripeStandIn = Awaited<ReturnType<typeof startStripeStandIn>>

/** Signs a webhook body as Stripe does, with the SDK's own test helper. */
export function signedWebhook(body: string, secret: string): Record<string, string> {
  const stripe = new Stripe('sk_test_signing_only')
  return { 'content-type': 'application/json', 'stripe-signature': stripe.webhooks.generateTestHeaderString({ payload: body, secret }) }
}

/** Stripe's form encoding decoded: `a[b][0][c]=v` becomes { a: { b: [{ c: 'v' }] } }. */
function decodeForm(text: string): Params {
  const root: Params = {}
  for (const [key, value] of new URLSearchParams(text)) {
    const path = (key.match(/^[^[]+|\[[^\]]*\]/g) ?? [key]).map((part) => part.replace(/^\[|\]$/g, ''))
    let node: Record<string, unknown> = root
    path.forEach((part, index) => {
      const last = index === path.length - 1
      const name = part === '' && Array.isArray(node) ? String(node.length) : part
      if (last) {
        node[name] = value
        return
      }
      const nextIsIndex = /^\d*$/.test(path[index + 1]!)
      node[name] ??= nextIsIndex ? [] : {}
      node = node[name] as Record<string, unknown>
    })
  }
  return root
}
