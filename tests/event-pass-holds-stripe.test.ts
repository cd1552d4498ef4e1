import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditLog, eventPassOrders, eventPassTypes } from '#db/schema/index.ts'
import { formPost } from './utils/staff-sessions.ts'
import { seededConference } from './utils/seeded-events.ts'
import { deliverEvent, postEvent, storedEvent, withStripeSite } from './utils/stripe-site.ts'

/**
 * Holds that run out (issue 29, decision 063): a pending order is expired by the job queued with
 * it, and a payment Stripe confirms after the last seat went to someone else is refunded on
 * Stripe by itself, with a mail to the buyer and an audit entry, once however often it is told.
 */
const site = withStripeSite()
let page: string
let eventId: number

beforeAll(async () => {
  ;({ eventId, page } = await seededConference(site.t))
})

const oneSeat = async () =>
  (
    await site.t.database.db
      .insert(eventPassTypes)
      .values({ eventId, name: `Hold pass ${randomBytes(3).toString('hex')}`, priceCents: 50000, capacity: 1 })
      .returning()
  )[0]!
const orderRow = async (id: number) => (await site.t.database.db.select().from(eventPassOrders).where(eq(eventPassOrders.id, id)))[0]!
const deliver = (type: string, object: Record<string, unknown>) => deliverEvent(site.t, site.webhookSecret, site.standIn.event(type, object))

/** A buyer sent on to Stripe's page: their order, pending with its seat held. */
async function checkout(passTypeId: number) {
  const submissionId = `hold-${randomBytes(10).toString('hex')}`
  const email = `hold-${randomBytes(4).toString('hex')}@example.com`
  const answer = await site.t.request(page, formPost({ submissionId, passTypeId: String(passTypeId), firstname: 'Ada', lastname: 'Late', email, company: 'Acme', jobTitle: 'CRO' }))
  expect(answer.status).toBe(303)
  const order = (await site.t.database.db.select().from(eventPassOrders).where(eq(eventPassOrders.submissionId, submissionId)))[0]!
  return { order, email, sessionId: /\/pay\/(cs_test_\w+)$/.exec(answer.headers.get('location')!)![1]! }
}

const expiryJobs = async (orderId: number) =>
  (await site.t.database.executeSql(`select start_after from pgboss.job where name = 'event-pass.expire' and data->>'orderId' = $1`, [String(orderId)])) as { rows: { start_after: Date }[] }

/** Time passes: the hold is over, and its job is due now. */
async function holdRunsOut(orderId: number) {
  await site.t.database.db
    .update(eventPassOrders)
    .set({ holdExpiresAt: new Date(Date.now() - 1000) })
    .where(eq(eventPassOrders.id, orderId))
  await site.t.database.executeSql(`update pgboss.job set start_after = now() where name = 'event-pass.expire' and data->>'orderId' = $1 and state = 'created'`, [String(orderId)])
}

describe('a pass order whose hold runs out', () => {
  it('is expired by the job queued with it for the end of its hold; a payment Stripe still confirms takes the seat if it is free', async () => {
    const pass = await oneSeat()
    const { order, sessionId } = await checkout(pass.id)
    const [job] = (await expiryJobs(order.id)).rows
    expect(new Date(job!.start_after).getTime()).toBe(order.holdExpiresAt!.getTime())

    await holdRunsOut(order.id)
    await vi.waitFor(async () => expect((await orderRow(order.id)).status).toBe('expired'), { timeout: 30_000, interval: 200 })
    expect(await (await site.t.request(`${page}?pass=${pass.id}`)).text()).toContain('1 seat left')
    expect(await (await site.t.request(`${page}?bought=${order.submissionId}`)).text()).toContain('This order did not go through')

    await deliver('checkout.session.completed', site.standIn.pay(sessionId).session)
    expect((await orderRow(order.id)).status).toBe('paid')
    expect(site.standIn.requestsTo('POST', '/v1/refunds')).toHaveLength(0)
  })

  it('paid after the last seat went to another buyer: refunded whole on Stripe, the buyer mailed, an audit entry, once', async () => {
    const pass = await oneSeat()
    const late = await checkout(pass.id)
    await holdRunsOut(late.order.id)
    await vi.waitFor(async () => expect((await orderRow(late.order.id)).status).toBe('expired'), { timeout: 30_000, interval: 200 })
    const other = await checkout(pass.id)
    await deliver('checkout.session.completed', site.standIn.pay(other.sessionId).session)
    expect((await orderRow(other.order.id)).status).toBe('paid')

    const refundsBefore = site.standIn.requestsTo('POST', '/v1/refunds').length
    const { session, charge } = site.standIn.pay(late.sessionId)
    await deliver('checkout.session.completed', session)
    await vi.waitFor(async () => expect(await orderRow(late.order.id)).toMatchObject({ status: 'refunded', refundedCents: 50000, mailStatus: 'sent' }), { timeout: 30_000, interval: 200 })
    const refunds = site.standIn.requestsTo('POST', '/v1/refunds').slice(refundsBefore)
    expect(refunds).toHaveLength(1)
    expect(refunds[0]!.params).toMatchObject({ payment_intent: session.payment_intent, metadata: { order_id: String(late.order.id) } })
    const mail = await site.smtp.waitFor(late.email, /Refunded: your pass for Revenue Leaders Conference/)
    expect(mail.text).toContain('We have refunded the whole $500')
    // Capacity held: the other buyer's seat is the only one taken, and no pass was mailed to the late buyer.
    expect(await (await site.t.request(`${page}?pass=${pass.id}`)).text()).toContain('Sold out')
    expect(site.smtp.messages.filter((message) => message.to === late.email && /Your pass/.test(message.subject))).toHaveLength(0)

    // Stripe's word about the refund, twice, and the completed checkout again: nothing more happens.
    await deliver('charge.refunded', { ...charge, amount_refunded: 50000, refunded: true })
    await deliver('charge.refunded', { ...charge, amount_refunded: 50000, refunded: true })
    await deliver('checkout.session.completed', session)
    const entries = await site.t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.itemType, 'event_pass_order'), eq(auditLog.itemId, String(late.order.id))))
    expect(entries).toHaveLength(1)
    expect(entries[0]).toMatchObject({ action: 'event_pass.refund_unseated', actorId: null, actorEmail: 'Quota (automatic)', after: { status: 'refunded', refundedCents: 50000 } })
    expect(site.standIn.requestsTo('POST', '/v1/refunds').slice(refundsBefore)).toHaveLength(1)
    expect(site.smtp.messages.filter((message) => message.to === late.email)).toHaveLength(1)
    expect((await orderRow(late.order.id)).status).toBe('refunded')
  })

  it('ignores a Stripe event naming an order past 2^31; one with a NUL is refused (400) before anything is stored', async () => {
    const session = (reference: string) => ({
      id: `cs_test_${randomBytes(6).toString('hex')}`,
      object: 'checkout.session',
      mode: 'payment',
      payment_status: 'paid',
      metadata: { reference },
      payment_intent: `pi_${randomBytes(6).toString('hex')}`,
    })
    const paidBefore = (await site.t.database.db.select().from(eventPassOrders).where(eq(eventPassOrders.status, 'paid'))).length
    await deliver('checkout.session.completed', session('event-pass-2147483648'))
    const withNul = site.standIn.event('checkout.session.completed', session('event-pass-1\u0000'))
    expect((await postEvent(site.t, site.webhookSecret, withNul)).status).toBe(400)
    expect(await storedEvent(site.t, withNul.id as string)).toBeUndefined()
    expect(await site.t.database.db.select().from(eventPassOrders).where(eq(eventPassOrders.status, 'paid'))).toHaveLength(paidBefore)
  })
})
