import { and, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type Stripe from 'stripe'
import type { Database } from '#db/client.ts'
import { auditLog, eventPassOrders, type EventPassOrder } from '#db/schema/index.ts'
import type { Event } from '#lib/content-model.ts'
import { QUOTA_ITSELF, type AuditLog } from '../audit/audit-log.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { Mailer } from '../mail/mail.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import { passRefundMail } from './event-pass-mail.ts'

export const EVENT_PASS_REFUND_JOB = 'event-pass.refund-unseated'
const AUDIT_ACTION = 'event_pass.refund_unseated'

const alreadyRefunded = (error: unknown) => (error as { code?: unknown } | null)?.code === 'charge_already_refunded'

export interface PassRefundDeps {
  db: Database
  jobs: JobQueue
  stripe: Stripe
  audit: AuditLog
  mailer: Mailer
  site: SiteInfo
  log: Logger
  getEvent: (id: number) => Promise<Event | null>
}

/**
 * An `unseated` order (paid on Stripe after its hold ran out, with no seat left; decision 063) is
 * refunded whole by a job queued in the transaction that found it so. Each step can be run again:
 * Stripe's refund has the order's key, the audit entry is written once (with the order's change),
 * and the buyer's mail is marked sent. Stripe's `charge.refunded` that follows changes nothing more.
 */
export function definePassAutoRefund({ db, jobs, stripe, audit, mailer, site, log, getEvent }: PassRefundDeps) {
  async function refund(orderId: number) {
    let [order] = await db.select().from(eventPassOrders).where(eq(eventPassOrders.id, orderId)).limit(1)
    if (!order || order.paymentProvider !== 'stripe' || !['unseated', 'refunded'].includes(order.status)) return
    if (order.status === 'unseated') {
      if (!order.stripePaymentIntentId) throw new Error(`unseated pass order ${orderId} names no Stripe payment`)
      await stripe.refunds
        .create({ payment_intent: order.stripePaymentIntentId, metadata: { order_id: String(orderId), reason: 'no seat left' } }, { idempotencyKey: `event-pass-unseated-${orderId}` })
        .catch((error: unknown) => {
          if (!alreadyRefunded(error)) throw error
        })
    }
    order = await recordRefund(order)
    if (order.mailStatus === 'sent') return
    const event = await getEvent(order.eventId)
    if (!event) throw new Error(`event ${order.eventId} of pass order ${orderId} cannot be read`)
    await mailer.send(passRefundMail(site, event, order))
    await db.update(eventPassOrders).set({ mailStatus: 'sent' }).where(eq(eventPassOrders.id, orderId))
    log.info({ event: 'event_pass.refund_mailed', orderId }, 'unseated pass order refunded and its buyer told')
  }

  /** The order refunded whole, with its audit entry, once: whether this job or Stripe's event got there first. */
  async function recordRefund(order: EventPassOrder): Promise<EventPassOrder> {
    return db.transaction(async (tx) => {
      const [done] = await tx
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.action, AUDIT_ACTION), eq(auditLog.itemId, String(order.id))))
        .limit(1)
      if (done) return order
      const [after] = await tx.update(eventPassOrders).set({ status: 'refunded', refundedCents: order.amountCents, updatedAt: new Date() }).where(eq(eventPassOrders.id, order.id)).returning()
      const state = (row: EventPassOrder) => ({ status: row.status, refundedCents: row.refundedCents })
      await audit.record({ actor: QUOTA_ITSELF, action: AUDIT_ACTION, itemType: 'event_pass_order', itemId: order.id, before: state(order), after: state(after!) }, tx)
      return after!
    })
  }

  jobs.define<{ orderId: number }>({ name: EVENT_PASS_REFUND_JOB, retryLimit: 10, retryDelaySeconds: 60, handler: ({ orderId }) => refund(orderId) })
}
