import { and, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Page } from '#lib/page.ts'
import { readPage, rowCount } from '../paging.ts'
import type { Database } from '#db/client.ts'
import { magazineSubscriptions } from '#db/schema/index.ts'
import { likeLiteral } from '../sql-like.ts'

const ORDERS_PAGE_SIZE = 50
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
    /** A page of orders, newest first, with what the whole list's paid orders brought in. */
    async search(filters: OrderSearch, page = 1): Promise<Page<Order> & { paidCents: number }> {
      const where = and(...conditions(filters))
      const paidCents = sql<number>`coalesce(sum(${magazineSubscriptions.amountCents}) filter (where ${magazineSubscriptions.status} = 'paid'), 0)::int`
      const found = await readPage(page, ORDERS_PAGE_SIZE, (limit, offset) => db.select().from(magazineSubscriptions).where(where).orderBy(desc(magazineSubscriptions.createdAt), desc(magazineSubscriptions.id)).limit(limit).offset(offset), db.select({ ...rowCount, paidCents }).from(magazineSubscriptions).where(where))
      return { ...found, paidCents: found.paidCents ?? 0 }
    },

    async get(id: number): Promise<Order | null> {
      const [row] = await db.select().from(magazineSubscriptions).where(eq(magazineSubscriptions.id, id)).limit(1)
      return row ?? null
    },
  }
}

export type OrderAdmin = ReturnType<typeof createOrderAdmin>
