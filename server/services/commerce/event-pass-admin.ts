import { and, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { eventPassOrders, eventPassTypes, type EventPassOrder } from '#db/schema/index.ts'
import type { Page } from '#lib/page.ts'
import type { PassTypeInput } from '#lib/event-pass-schemas.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import { ServiceError } from '../errors.ts'
import { readPage, rowCount } from '../paging.ts'
import { csvCell } from '../leads/leads-export.ts'
import type { StaffMember } from '../staff/staff.ts'
import { lockPassType, seatsTaken } from './event-pass-seats.ts'

const ATTENDEES_PAGE_SIZE = 50
/** The attendees list shows orders that got somewhere: not a hold that lapsed or a declined card. */
const LISTED = ['paid', 'pending', 'refunded', 'unseated']

export interface AttendeeFilters {
  /** Name, email or company. */
  text?: string
  status?: string
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/**
 * The back office's side of event passes (decision 063): pass types per event and their
 * attendees, with check-in at the door. Every change is audited.
 */
export function createEventPassAdmin({ db, audit }: { db: Database; audit: AuditLog }) {
  function attendeeConditions(eventId: number, { text, status }: AttendeeFilters): SQL {
    const pattern = text ? `%${escapeLike(text)}%` : null
    return and(
      eq(eventPassOrders.eventId, eventId),
      status ? eq(eventPassOrders.status, status) : inArray(eventPassOrders.status, LISTED),
      pattern ? or(ilike(eventPassOrders.email, pattern), ilike(eventPassOrders.firstname, pattern), ilike(eventPassOrders.lastname, pattern), ilike(eventPassOrders.company, pattern)) : undefined,
    )!
  }

  return {
    /** A new pass type, or one changed; its capacity never below the seats already taken. */
    async savePassType(actor: StaffMember, eventId: number, input: PassTypeInput) {
      const { id, intent: _intent, ...values } = input
      return db.transaction(async (tx) => {
        if (id === null) {
          const [row] = await tx
            .insert(eventPassTypes)
            .values({ ...values, eventId })
            .returning()
          await audit.record({ actor, action: 'event_pass_type.create', itemType: 'event_pass_type', itemId: row!.id, after: { eventId, ...values } }, tx)
          return row!
        }
        const before = await lockPassType(tx, id)
        if (!before || before.eventId !== eventId) throw new ServiceError('not_found', 'No such pass type')
        const taken = await seatsTaken(tx, id, new Date())
        if (values.capacity < taken) throw new ServiceError('validation_failed', 'Fewer seats than are taken', { fields: { capacity: `${taken} seats are taken already: at least ${taken}` } })
        const [row] = await tx
          .update(eventPassTypes)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(eventPassTypes.id, id))
          .returning()
        await audit.record({ actor, action: 'event_pass_type.update', itemType: 'event_pass_type', itemId: id, before, after: values }, tx)
        return row!
      })
    },

    /** How many passes each event sold (paid), for the events screen. */
    async soldByEvent(): Promise<Map<number, { types: number; sold: number }>> {
      const rows = await db
        .select({
          eventId: eventPassTypes.eventId,
          types: sql<number>`count(distinct ${eventPassTypes.id})::int`,
          sold: sql<number>`count(${eventPassOrders.id}) filter (where ${eventPassOrders.status} = 'paid')::int`,
        })
        .from(eventPassTypes)
        .leftJoin(eventPassOrders, eq(eventPassOrders.passTypeId, eventPassTypes.id))
        .groupBy(eventPassTypes.eventId)
      return new Map(rows.map((row) => [row.eventId, { types: row.types, sold: row.sold }]))
    },

    /** A page of the event's attendees, newest first. */
    attendees(eventId: number, filters: AttendeeFilters, page = 1): Promise<Page<EventPassOrder & { passName: string }>> {
      const where = attendeeConditions(eventId, filters)
      return readPage(
        page,
        ATTENDEES_PAGE_SIZE,
        (limit, offset) =>
          db
            .select()
            .from(eventPassOrders)
            .innerJoin(eventPassTypes, eq(eventPassTypes.id, eventPassOrders.passTypeId))
            .where(where)
            .orderBy(desc(eventPassOrders.createdAt), desc(eventPassOrders.id))
            .limit(limit)
            .offset(offset)
            .then((rows) => rows.map((row) => ({ ...row.event_pass_orders, passName: row.event_pass_types.name }))),
        db.select(rowCount).from(eventPassOrders).where(where),
      )
    },

    /** Every attendee of the event that the list shows, for its CSV. */
    async allAttendees(eventId: number): Promise<(EventPassOrder & { passName: string })[]> {
      const rows = await db
        .select()
        .from(eventPassOrders)
        .innerJoin(eventPassTypes, eq(eventPassTypes.id, eventPassOrders.passTypeId))
        .where(attendeeConditions(eventId, {}))
        .orderBy(eventPassOrders.lastname, eventPassOrders.firstname, eventPassOrders.id)
      return rows.map((row) => ({ ...row.event_pass_orders, passName: row.event_pass_types.name }))
    },

    /** The event's attendees as CSV (RFC 4180, UTF-8 with a BOM for spreadsheets), as the list shows them. */
    async attendeesCsv(eventId: number): Promise<string> {
      const header = ['pass_code', 'pass', 'status', 'firstname', 'lastname', 'email', 'company', 'job_title', 'amount', 'currency', 'promo_code', 'shares_with_sponsors', 'checked_in_at', 'bought_at']
      const rows = (await this.allAttendees(eventId)).map((order) => [
        order.passCode,
        order.passName,
        order.status,
        order.firstname,
        order.lastname,
        order.email,
        order.company,
        order.jobTitle,
        (order.amountCents / 100).toFixed(2),
        order.currency,
        order.promoCode ?? '',
        order.shareWithSponsors ? 'yes' : 'no',
        order.checkedInAt?.toISOString() ?? '',
        order.createdAt.toISOString(),
      ])
      return `\ufeff${[header, ...rows].map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('')}`
    },

    /** Checks a paid attendee in at the door, or undoes it. */
    async setCheckedIn(actor: StaffMember, eventId: number, orderId: number, checkedIn: boolean): Promise<EventPassOrder> {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(eventPassOrders)
          .where(and(eq(eventPassOrders.id, orderId), eq(eventPassOrders.eventId, eventId)))
          .limit(1)
        if (!before) throw new ServiceError('not_found', 'No such attendee')
        if (before.status !== 'paid') throw new ServiceError('conflict', 'Only a paid pass can be checked in.')
        const [row] = await tx
          .update(eventPassOrders)
          .set({ checkedInAt: checkedIn ? new Date() : null, updatedAt: new Date() })
          .where(eq(eventPassOrders.id, orderId))
          .returning()
        await audit.record(
          {
            actor,
            action: checkedIn ? 'event_pass.check_in' : 'event_pass.undo_check_in',
            itemType: 'event_pass',
            itemId: orderId,
            before: { checkedInAt: before.checkedInAt },
            after: { checkedInAt: row!.checkedInAt },
          },
          tx,
        )
        return row!
      })
    },
  }
}
export type EventPassAdmin = ReturnType<typeof createEventPassAdmin>
