import { and, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { eventPassOrders, eventPassTypes, type EventPassType } from '#db/schema/index.ts'

/**
 * The seats of pass types (decision 063). A seat is taken by a paid order, or by a pending one
 * whose hold has not expired: no counter to keep in step, and a hold that runs out frees its seat
 * by itself. Taking a seat locks its pass type's row first, so two buyers of the last seat queue
 * up: the first takes it, the second counts it taken.
 */
export const holdsSeat = (at: Date): SQL => or(eq(eventPassOrders.status, 'paid'), and(eq(eventPassOrders.status, 'pending'), gt(eventPassOrders.holdExpiresAt, at)))!

/** The pass type's row, locked until the transaction ends (SELECT … FOR UPDATE). */
export async function lockPassType(tx: Database, id: number): Promise<EventPassType | undefined> {
  const [row] = await tx.select().from(eventPassTypes).where(eq(eventPassTypes.id, id)).for('update')
  return row
}

/** Seats taken of one pass type now, leaving out one order (the one asking for its seat again). */
export async function seatsTaken(tx: Database, passTypeId: number, at: Date, except?: number): Promise<number> {
  const [row] = await tx
    .select({ taken: sql<number>`count(*)::int` })
    .from(eventPassOrders)
    .where(and(eq(eventPassOrders.passTypeId, passTypeId), holdsSeat(at), except ? sql`${eventPassOrders.id} <> ${except}` : undefined))
  return row?.taken ?? 0
}

/** Seats taken of several pass types, by id (one statement). */
export async function seatsTakenOf(db: Database, passTypeIds: number[], at: Date): Promise<Map<number, number>> {
  if (!passTypeIds.length) return new Map()
  const rows = await db
    .select({ passTypeId: eventPassOrders.passTypeId, taken: sql<number>`count(*)::int` })
    .from(eventPassOrders)
    .where(and(inArray(eventPassOrders.passTypeId, passTypeIds), holdsSeat(at)))
    .groupBy(eventPassOrders.passTypeId)
  return new Map(rows.map((row) => [row.passTypeId, row.taken]))
}
