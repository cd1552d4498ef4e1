import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { magazineSubscriptions } from '#db/schema/index.ts'
import { likeLiteral } from '#db/sql-like.ts'

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

function conditions(filters: OrderSearch): SQL[] {
  const found: SQL[] = []
  if (filters.status) found.push(eq(magazineSubscriptions.status, filters.status))
  if (filters.planId) found.push(eq(magazineSubscriptions.planId, filters.planId))
  if (filters.promoCode) found.push(eq(magazineSubscriptions.promoCode, filters.promoCode))
  if (filters.from) found.push(gte(magazineSubscriptions.createdAt, filters.from))
  if (filters.to) found.push(lt(magazineSubscriptions.createdAt, filters.to))
  if (filters.text) {
    const like = `%${likeLiteral(filters.text)}%`
    const m = magazineSubscriptions
    found.push(or(ilike(m.email, like), ilike(m.firstname, like), ilike(m.lastname, like), ilike(m.company, like))!)
  }
  return found
}

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
