import { desc, eq } from 'drizzle-orm'
import type { Page } from '#lib/page.ts'
import { readPage, rowCount } from '../paging.ts'
import type { Database } from '#db/client.ts'
import { promoCodes, type PromoCode } from '#db/schema/index.ts'
import type { PlanId } from '#lib/subscription-plans.ts'
import { isStorableText } from '#lib/validation/control-characters.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import { isUniqueViolation, ServiceError } from '../errors.ts'
import type { StaffMember } from '../staff/staff.ts'

const PROMO_CODES_PAGE_SIZE = 50

export interface NewPromoCode {
  code: string
  description: string
  /** Exactly one of the two. */
  discountPercent: number | null
  discountCents: number | null
  validFrom: Date | null
  validUntil: Date | null
  maxUses: number | null
  /** Empty: every plan. */
  planIds: PlanId[]
}

/** Sales staff's side of promo codes: every code with its uses, new codes, changing a code's offer, switching one off or on. All audited. */
export function createPromoCodeAdmin({ db, audit }: { db: Database; audit: AuditLog }) {
  return {
    /** A page of codes, newest first, and how many there are. */
    list(page = 1): Promise<Page<PromoCode>> {
      return readPage(
        page,
        PROMO_CODES_PAGE_SIZE,
        (limit, offset) => db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), desc(promoCodes.code)).limit(limit).offset(offset),
        db.select(rowCount).from(promoCodes),
      )
    },

    async create(actor: StaffMember, input: NewPromoCode): Promise<PromoCode> {
      if (input.validFrom && input.validUntil && input.validUntil < input.validFrom) {
        throw new ServiceError('validation_failed', 'The end comes before the start', { fields: { validUntil: 'Must be after the start' } })
      }
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx.insert(promoCodes).values(input).returning()
          await audit.record({ actor, action: 'promo.create', itemType: 'promo_code', itemId: row!.code, after: input }, tx)
          return row!
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw new ServiceError('conflict', 'That code exists already', { fields: { code: 'That code exists already' } })
        throw error
      }
    },

    async get(code: string): Promise<PromoCode | null> {
      // A code from the address that the database cannot hold names no code (decision 019).
      if (!isStorableText(code)) return null
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1)
      return row ?? null
    },

    /** A new offer for an existing code (its name and uses stay); applies to the next order at once. */
    async update(actor: StaffMember, code: string, offer: Omit<NewPromoCode, 'code'>): Promise<void> {
      if (offer.validFrom && offer.validUntil && offer.validUntil < offer.validFrom) {
        throw new ServiceError('validation_failed', 'The end comes before the start', { fields: { validUntil: 'Must be after the start' } })
      }
      if (!isStorableText(code)) throw new ServiceError('not_found', 'No such promo code')
      await db.transaction(async (tx) => {
        const [before] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1)
        if (!before) throw new ServiceError('not_found', 'No such promo code')
        await tx.update(promoCodes).set(offer).where(eq(promoCodes.code, code))
        const { description, discountPercent, discountCents, validFrom, validUntil, maxUses, planIds } = before
        await audit.record(
          { actor, action: 'promo.edit', itemType: 'promo_code', itemId: code, before: { description, discountPercent, discountCents, validFrom, validUntil, maxUses, planIds }, after: offer },
          tx,
        )
      })
    },

    /** Switched off, a code stops applying at once; its uses stay counted. */
    async setActive(actor: StaffMember, code: string, active: boolean): Promise<void> {
      if (!isStorableText(code)) throw new ServiceError('not_found', 'No such promo code')
      await db.transaction(async (tx) => {
        const [before] = await tx.select({ active: promoCodes.active }).from(promoCodes).where(eq(promoCodes.code, code)).limit(1)
        if (!before) throw new ServiceError('not_found', 'No such promo code')
        await tx.update(promoCodes).set({ active }).where(eq(promoCodes.code, code))
        await audit.record({ actor, action: active ? 'promo.enable' : 'promo.disable', itemType: 'promo_code', itemId: code, before, after: { active } }, tx)
      })
    },
  }
}

export type PromoCodeAdmin = ReturnType<typeof createPromoCodeAdmin>
