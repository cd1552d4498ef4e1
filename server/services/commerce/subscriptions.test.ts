import { eq } from 'drizzle-orm'
import type pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { magazineSubscriptions, promoCodes } from '#db/schema/index.ts'
import { subscriptionOrderSchema, type SubscriptionOrder } from '#lib/subscription-order.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { createLogger } from '../../logger.ts'
import type { MailMessage } from '../mail/mail.ts'
import type { ChargeRequest } from './payments/gateway.ts'
import { createTestGateway } from './payments/test-gateway.ts'
import { createPromoCodes } from './promo-codes.ts'
import { createSubscriptions } from './subscriptions.ts'
import { createNetworkGate } from '../network-gate.ts'
import { TEST_HMAC_KEY } from '#tests/utils/proof-of-work.ts'

let database: DatabaseHandle
const logs: string[] = []
const sent: MailMessage[] = []
const charges: ChargeRequest[] = []

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(promoCodes).values([
    { code: 'FREEDIGITAL', discountPercent: 100, planIds: ['digital'] },
    { code: 'ONELEFT', discountCents: 500, maxUses: 1 },
  ])
})
afterAll(() => database.close())

/** The built-in gateway behind a switch that can make it unreachable. */
function service(outage = { down: false }) {
  const gate = createNetworkGate({ db: database.db, hmacKey: TEST_HMAC_KEY })
  const gateway = createTestGateway()
  const log = createLogger('debug', { write: (line: string) => void logs.push(line) } as pino.DestinationStream)
  return createSubscriptions({
    db: database.db,
    gateway: { charge: (request) => (outage.down ? Promise.reject(new Error('ECONNRESET')) : (charges.push(request), gateway.charge(request))) },
    promoCodes: createPromoCodes({ db: database.db, gate }),
    gate,
    mailer: { send: async (message) => void sent.push(message) },
    log,
    site: { siteName: 'Quota', siteUrl: 'http://localhost:3000' },
  })
}

let counter = 0
function order(overrides: Record<string, unknown> = {}): SubscriptionOrder {
  return subscriptionOrderSchema().parse({
    submissionId: `service-test-${++counter}-${Date.now()}`,
    planId: 'digital',
    firstname: 'Ada',
    lastname: 'Lovelace',
    email: `ada${counter}@example.com`,
    address1: '1 Main Street',
    city: 'Springfield',
    postalCode: '12345',
    country: 'US',
    cardNumber: '4242424242424242',
    expMonth: '12',
    expYear: String(new Date().getUTCFullYear() + 2),
    cvc: '123',
    cardPostalCode: '12345',
    ...overrides,
  })
}
const rowOf = async (submissionId: string) => (await database.db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.submissionId, submissionId)))[0]

describe('magazine subscription orders', () => {
  it('a code that takes the whole price makes a paid order without calling the gateway', async () => {
    const input = order({ promoCode: 'freedigital' })
    const before = charges.length
    const { order: paid, created } = await service().subscribe(input, { network: { ip: '10.1.0.1' }, sourceCode: 'FREEDIGITAL' })
    expect(created).toBe(true)
    expect(paid).toMatchObject({ status: 'paid', amountCents: 0, promoCode: 'FREEDIGITAL' })
    expect(charges.length).toBe(before)
    expect(await rowOf(input.submissionId)).toMatchObject({ sourceCode: 'FREEDIGITAL', gatewayReference: 'no-charge' })
  })

  it('a pending order whose code was used up meanwhile fails on the promo code, and stays failed', async () => {
    const outage = { down: true }
    const subscriptions = service(outage)
    const pending = order({ promoCode: 'ONELEFT' })
    await expect(subscriptions.subscribe(pending, { network: { ip: '10.1.0.2' } })).rejects.toMatchObject({ code: 'payment_unavailable' })
    expect(await rowOf(pending.submissionId)).toMatchObject({ status: 'pending' })
    outage.down = false
    // Another buyer takes the one use the pending order gave back.
    expect((await subscriptions.subscribe(order({ promoCode: 'ONELEFT' }), { network: { ip: '10.1.0.2' } })).order.amountCents).toBe(2400)
    const before = charges.length
    await expect(subscriptions.subscribe(pending, { network: { ip: '10.1.0.2' } })).rejects.toMatchObject({ code: 'promo_exhausted' })
    expect(await rowOf(pending.submissionId)).toMatchObject({ status: 'failed', declineReason: 'promo_exhausted' })
    await expect(subscriptions.subscribe(pending, { network: { ip: '10.1.0.2' } })).rejects.toMatchObject({ code: 'promo_exhausted' })
    expect(charges.length).toBe(before)
  })

  it("passes the card to the gateway only, under the order's submissionId, and mails a receipt without it", async () => {
    const input = order({ cardNumber: '6011 1111 1111 1117' })
    await service().subscribe(input, { network: { ip: '10.1.0.3' } })
    expect(charges.at(-1)).toMatchObject({ idempotencyKey: input.submissionId, amountCents: 2900, currency: 'USD', card: { number: '6011111111111117', cvc: '123' } })
    const receipt = sent.find((message) => message.to === input.email)
    expect(receipt?.text).toContain('Discover ending in 1117')
    expect(receipt?.subject).toMatch(/^\[Test payment\] /)
    expect(receipt?.text).toContain('Test payment: no money was taken.')
    expect(receipt?.text).toContain('Amount: $29\n')
    expect(receipt?.text).not.toContain('Charged')
    expect(JSON.stringify(receipt)).not.toContain('6011111111111117')
    expect(JSON.stringify(await rowOf(input.submissionId))).not.toContain('6011111111111117')
    expect(logs.join('\n')).not.toContain('6011111111111117')
    expect(await rowOf(input.submissionId)).toMatchObject({ cardBrand: 'Discover', cardLast4: '1117', status: 'paid' })
  })
})
