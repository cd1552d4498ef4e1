import { and, desc, eq, sql } from 'drizzle-orm'
import type { Page } from '#lib/page.ts'
import type { OrderSearch } from '#lib/staff-schemas.ts'
import { readPage, rowCount } from '../paging.ts'
import type { Database } from '#db/client.ts'
import { magazineSubscriptions } from '#db/schema/index.ts'
import { listConditions } from '../list-conditions.ts'

const ORDERS_PAGE_SIZE = 50
export type Order = typeof magazineSubscriptions.$inferSelect

const m = magazineSubscriptions
const conditions = (filters: OrderSearch) =>
  listConditions(filters, { equal: { status: m.status, planId: m.planId, promoCode: m.promoCode }, created: m.createdAt, text: [m.email, m.firstname, m.lastname, m.company] })

/** Magazine orders for sales staff: a page at a time with the paid total, and one order whole (the card only as brand and last four). */
export function createOrderAdmin({ db }: { db: Database }) {
  return {
    /** A page of orders, newest first, with what the whole list's paid orders brought in. */
    async search(filters: OrderSearch, page = 1): Promise<Page<Order> & { paidCents: number }> {
      const where = and(...conditions(filters))
      const paidCents = sql<number>`coalesce(sum(${magazineSubscriptions.amountCents}) filter (where ${magazineSubscriptions.status} = 'paid'), 0)::int`
      const found = await readPage(
        page,
        ORDERS_PAGE_SIZE,
        (limit, offset) => db.select().from(magazineSubscriptions).where(where).orderBy(desc(magazineSubscriptions.createdAt), desc(magazineSubscriptions.id)).limit(limit).offset(offset),
        db
          .select({ ...rowCount, paidCents })
          .from(magazineSubscriptions)
          .where(where),
      )
      return { ...found, paidCents: found.paidCents ?? 0 }
    },

    async get(id: number): Promise<Order | null> {
      const [row] = await db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.id, id)).limit(1)
      return row ?? null
    },
  }
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>
