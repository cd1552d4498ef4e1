import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { magazineSubscriptions } from '#db/schema/index.ts'
import { cardNumbersIn, databaseDump, filesUnder, luhnValid } from './utils/card-number-scan.ts'
import { enrolledAs, formPost, signedInAs } from './utils/staff-sessions.ts'
import { startStripeStandIn, type StripeStandIn } from './utils/stripe-stand-in.ts'
import { deliverEvent, stripeKeys } from './utils/stripe-site.ts'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * No full card number is kept anywhere (issue 29): a reader orders on the test gateway's card form
 * and on the Stripe path (with a card number posted along, as a careless script might), a receipt
 * is mailed (to files: no SMTP here), refunded; then the data directory, the log lines and a dump
 * of the database are searched for card numbers, as a grep would be.
 */
const stripe = stripeKeys()
const CARDS = { visa: '4242424242424242', amex: '378282246310005', spaced: '5555 5555 5555 4444' }

let dataDir: string
let testGateway: TestApp
let stripeSite: TestApp
let standIn: StripeStandIn

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'quota-card-scan-'))
  standIn = await startStripeStandIn()
  testGateway = await createTestApp({ envVars: { DATA_DIR: join(dataDir, 'test-gateway'), TRUST_PROXY: 'true' } })
  stripeSite = await createTestApp({
    envVars: { DATA_DIR: join(dataDir, 'stripe'), TRUST_PROXY: 'true', ...stripe.env },
    stripeEndpoint: standIn.endpoint,
  })
  await stripeSite.app.jobs?.start({ work: true })
})

afterAll(async () => {
  await testGateway?.close()
  await stripeSite?.close()
  await standIn?.close()
  await rm(dataDir, { recursive: true, force: true })
})

const orderForm = (email: string, card: string) => ({
  submissionId: randomBytes(18).toString('base64url'),
  intent: 'subscribe',
  planId: 'print-digital',
  promoCode: 'WELCOME20',
  firstname: 'Ada',
  lastname: 'Byron',
  email,
  address1: '1 Main Street',
  city: 'Springfield',
  postalCode: '62701',
  country: 'US',
  cardNumber: card,
  expMonth: '12',
  expYear: String(new Date().getUTCFullYear() + 2),
  cvc: card.startsWith('37') ? '1234' : '123',
  cardPostalCode: '62701',
})

describe('the scan itself', () => {
  it('finds card numbers typed any usual way, and not a log line’s millisecond time', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(cardNumbersIn(`card ${CARDS.visa}; amex=${CARDS.amex}, "${CARDS.spaced}" 4000-0000-0000-0002`).sort()).toEqual([
      '378282246310005',
      '4000000000000002',
      '4242424242424242',
      '5555555555554444',
    ])
    expect(cardNumbersIn(`{"time":${Date.now()},"orderId":4242,"last4":"4242","id":12345678901234567890123}`)).toEqual([])
  })
})

describe('after orders on both payment paths', () => {
  it('the data directory, the logs and the database hold no card number', async () => {
    // A database's own files carry digit runs of their own (catalog bytes): what a fresh one holds before any order is not ours.
    const beforeOrders = new Set((await databaseDump(stripeSite.database)).flatMap(({ text }) => cardNumbersIn(text)))
    expect([...beforeOrders].filter((number) => Object.values(CARDS).some((card) => card.replaceAll(' ', '') === number))).toEqual([])
    // The test gateway: the card form, signed in, then /profile and a test refund from the back office.
    const reader = await signedInAs(testGateway, 'reader')
    for (const card of Object.values(CARDS)) {
      const placed = await testGateway.request('/magazine/subscribe/', formPost(orderForm(reader.email, card), reader.cookie))
      expect(placed.status, card).toBe(302)
    }
    const profile = await (await testGateway.request('/profile', { headers: { Cookie: reader.cookie } })).text()
    expect(profile).toContain('Test payment: no money was taken')
    expect(profile).not.toContain('Manage billing')
    expect(profile).toContain('Next renewal:')
    const [paid, another] = await testGateway.database.db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.email, reader.email)).orderBy(magazineSubscriptions.id)
    const sales = await enrolledAs(testGateway, 'sales')
    const refund = await testGateway.request(`/admin/orders/${paid!.id}`, formPost({ intent: 'refund', confirm: 'yes' }, sales.cookie))
    expect(await refund.text()).toContain('a test refund: no money had been taken')
    const cancel = await testGateway.request(`/admin/orders/${another!.id}`, formPost({ intent: 'cancel-period-end', confirm: 'yes' }, sales.cookie))
    expect(cancel.status).toBe(200)
    expect(await (await testGateway.request('/profile', { headers: { Cookie: reader.cookie } })).text()).toContain('Cancels at period end')

    // Stripe: the card is Stripe's page's; a number posted to the order form anyway is dropped.
    const buyer = await signedInAs(stripeSite, 'reader')
    const started = await stripeSite.request('/magazine/subscribe/', formPost(orderForm(buyer.email, CARDS.visa), buyer.cookie))
    expect(started.status).toBe(303)
    const paidOnStripe = standIn.pay(/\/c\/pay\/(cs_test_\w+)$/.exec(started.headers.get('location')!)![1]!)
    await deliverEvent(stripeSite, stripe.webhookSecret, standIn.event('checkout.session.completed', paidOnStripe.session))

    const mails = (await filesUnder(dataDir)).filter((file) => file.path.endsWith('.eml'))
    expect(mails.length).toBeGreaterThanOrEqual(5)
    expect(mails.some((mail) => mail.text.includes('Test payment: no money was taken'))).toBe(true)

    const places = [
      ...(await filesUnder(dataDir)),
      { path: 'test gateway logs', text: testGateway.logs.map((line) => JSON.stringify(line)).join('\n') },
      { path: 'Stripe site logs', text: stripeSite.logs.map((line) => JSON.stringify(line)).join('\n') },
      ...(await databaseDump(testGateway.database)).map((part) => ({ ...part, path: `test gateway ${part.path}` })),
      ...(await databaseDump(stripeSite.database)).map((part) => ({ ...part, path: `Stripe site ${part.path}` })),
    ]
    const found = places.flatMap(({ path, text }) =>
      cardNumbersIn(text)
        .filter((number) => !beforeOrders.has(number))
        .map((number) => `${path}: ${number}`),
    )
    expect(found).toEqual([])
    // The scan read what it claims to: the orders are in the dump, each with its last four digits.
    const dumped = places.map((place) => place.text).join('\n')
    expect(dumped).toContain(reader.email)
    expect(dumped).toContain(buyer.email)
  })
})
