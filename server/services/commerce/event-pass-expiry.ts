import { and, eq, lte } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { eventPassOrders } from '#db/schema/index.ts'
import type { JobQueue } from '../jobs/queue.ts'

export const EVENT_PASS_EXPIRE_JOB = 'event-pass.expire'

/**
 * A pending order's hold, ended by a job queued with the order for the moment its hold runs out
 * (decision 063): the order becomes `expired`, so the back office and the buyer's return page say
 * so. Its seat was free already (seats are counted from live holds); Stripe's Checkout session
 * ended before the hold did. A payment that still comes is taken by `markPaid`, seat or no seat.
 */
export function definePassExpiry({ db, jobs, log, now = () => new Date() }: { db: Database; jobs: JobQueue; log: Logger; now?: () => Date }) {
  async function expire(orderId: number) {
    const [order] = await db.select().from(eventPassOrders).where(eq(eventPassOrders.id, orderId)).limit(1)
    if (!order || order.status !== 'pending' || !order.holdExpiresAt) return
    // Woken a little early (the queue's clock is the database's): look again when the hold ends.
    if (order.holdExpiresAt > now()) {
      await jobs.send(EVENT_PASS_EXPIRE_JOB, { orderId }, { startAfter: order.holdExpiresAt })
      return
    }
    const [expired] = await db
      .update(eventPassOrders)
      .set({ status: 'expired', updatedAt: now() })
      .where(and(eq(eventPassOrders.id, orderId), eq(eventPassOrders.status, 'pending'), lte(eventPassOrders.holdExpiresAt, now())))
      .returning({ id: eventPassOrders.id })
    if (expired) log.info({ event: 'event_pass.expired', orderId }, 'pass order’s hold expired unpaid')
  }

  jobs.define<{ orderId: number }>({ name: EVENT_PASS_EXPIRE_JOB, retryLimit: 7, retryDelaySeconds: 60, handler: ({ orderId }) => expire(orderId) })
}
