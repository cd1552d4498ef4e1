import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { magazineSubscriptions } from '#db/schema/index.ts'
import { listConditions } from '../list-conditions.ts'

export const ORDERS_PAGE_SIZE = 50
export type Order = typeof magazineSubscriptions.$inferSelect

export interface OrderSearch {
  status?: 'pending' | 'paid' | 'declined' | 'failed'
  planId?: string
  promoCode?: string
  /** Part of the address, name or company. */
  text?: string
  from?: Date
  to?: Date
}

const m = magazineSubscriptions
const conditions = (filters: OrderSearch) =>
  listConditions(filters, { equal: { status: m.status, planId: m.planId, promoCode: m.promoCode }, created: m.createdAt, text: [m.email, m.firstname, m.lastname, m.company] })

/** Magazine orders for sales staff: a page at a time with the paid total, and one order whole (the card only as brand and last four). */
export function createOrderAdmin({ db }: { db: Database }) {
  return {
    async search(filters: OrderSearch, page = 1): Promise<{ rows: Order[]; total: number; paidCents: number }> {
      const where = and(...conditions(filters))
      const [rows, [sums]] = await Promise.all([
        db.select().from(magazineSubscriptions).where(where).orderBy(desc(magazineSubscriptions.createdAt), desc(magazineSubscriptions.id)).limit(ORDERS_PAGE_SIZE).offset((Math.max(1, page) - 1) * ORDERS_PAGE_SIZE),
        db
          .select({ total: sql<number>`count(*)::int`, paidCents: sql<number>`coalesce(sum(${magazineSubscriptions.amountCents}) filter (where ${magazineSubscriptions.status} = 'paid'), 0)::int` })
          .from(magazineSubscriptions)
          .where(where),
      ])
      return { rows, total: sums?.total ?? 0, paidCents: sums?.paidCents ?? 0 }
    },

    async get(id: number): Promise<Order | null> {
      const [row] = await db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.id, id)).limit(1)
      return row ?? null
    },
  }
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>
