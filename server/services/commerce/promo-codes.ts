import { isStorableText } from '#lib/validation/control-characters.ts'
import { and, eq, gte, isNull, lt, or, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { promoCodes, type PromoCode } from '#db/schema/index.ts'
import { discountCents, normaliseCode, planById, PLANS, type Discount, type PlanId, type PlanPrice, type ValidPromoCode } from '#lib/subscription-plans.ts'
import { ServiceError } from '../errors.ts'
import type { NetworkGate, NetworkPass } from '../network-gate.ts'

const field = (message: string) => ({ fields: { promoCode: message } })

const discountOf = (row: PromoCode): Discount => (row.discountPercent !== null ? { percent: row.discountPercent } : { cents: row.discountCents ?? 0 })

export function priceFor(planId: PlanId, discount: Discount | null): PlanPrice {
  const listPriceCents = planById(planId).priceCents
  const off = discount ? discountCents(listPriceCents, discount) : 0
  return { planId, listPriceCents, discountCents: off, amountCents: listPriceCents - off }
}

/** A code stored with no plans applies to every plan. */
const eligiblePlans = (row: PromoCode): PlanId[] => PLANS.map((plan) => plan.id).filter((id) => row.planIds.length === 0 || row.planIds.includes(id))

/**
 * Promotion codes of the promo_codes table: whether one applies now (and to a plan), what it
 * takes off, and the use an order holds while its payment runs.
 */
export function createPromoCodes({ db, gate, now = () => new Date() }: { db: Database; gate: NetworkGate; now?: () => Date }) {
  /** The code's row when it can be used now for `planId`; otherwise a ServiceError naming the reason. */
  async function check(raw: string, planId?: PlanId): Promise<PromoCode> {
    const code = normaliseCode(raw)
    const [row] = code && isStorableText(code) ? await db.select().from(promoCodes).where(eq(promoCodes.code, code)).limit(1) : []
    const at = now()
    // One answer for unknown, switched-off, future and expired codes (RELIABILITY.md), so the
    // answers cannot be used to discover which codes exist.
    if (!row || !row.active || (row.validFrom && row.validFrom > at) || (row.validUntil && row.validUntil < at)) {
      throw new ServiceError('not_found', 'This promo code is not valid or has expired.', field('This promo code is not valid or has expired'))
    }
    if (row.maxUses !== null && row.uses >= row.maxUses) {
      throw new ServiceError('promo_exhausted', 'This promo code has been used up.', field('This promo code has been used up'))
    }
    if (planId && !eligiblePlans(row).includes(planId)) {
      const message = `This promo code does not apply to the ${planById(planId).name} plan`
      throw new ServiceError('promo_not_eligible', `${message}.`, field(message))
    }
    return row
  }

  function describe(row: PromoCode): ValidPromoCode {
    const discount = discountOf(row)
    const planIds = eligiblePlans(row)
    return { promoCode: row.code, description: row.description, discount, planIds, prices: planIds.map((id) => priceFor(id, discount)) }
  }

  return {
    /** For a visitor checking a code: guessing is cheap, so each check counts against the network's share. */
    async validate(raw: string, { planId, network }: { planId?: PlanId; network: NetworkPass }): Promise<ValidPromoCode> {
      await gate.admit('promo', network)
      return describe(await check(raw, planId))
    },

    /** For the page's own address code (/magazine/subscribe/{sp_code}): undefined unless it can be used now. */
    async lookup(raw: string): Promise<ValidPromoCode | undefined> {
      try {
        return describe(await check(raw))
      } catch (error) {
        if (error instanceof ServiceError) return undefined
        throw error
      }
    },

    /** The code's discount for an order of `planId`, checked as a visitor's would be but not counted. */
    async discountFor(raw: string, planId: PlanId): Promise<Discount> {
      return discountOf(await check(raw, planId))
    },

    /** The code's discount for an event pass that accepts `allowed` codes, checked as discountFor is. */
    async passDiscount(raw: string, allowed: readonly string[]): Promise<Discount> {
      const row = await check(raw)
      if (!allowed.includes(row.code)) throw new ServiceError('promo_not_eligible', 'This promo code does not apply to this pass.', field('This promo code does not apply to this pass'))
      return discountOf(row)
    },

    /**
     * Takes one use for an order, in one statement so two orders cannot both take the last one.
     * False when none is left (or the code stopped applying since the order was priced).
     */
    async reserve(code: string): Promise<boolean> {
      const at = now()
      const rows = await db
        .update(promoCodes)
        .set({ uses: sql`${promoCodes.uses} + 1` })
        .where(
          and(
            eq(promoCodes.code, code),
            eq(promoCodes.active, true),
            or(isNull(promoCodes.maxUses), lt(promoCodes.uses, promoCodes.maxUses)),
            or(isNull(promoCodes.validUntil), gte(promoCodes.validUntil, at)),
          ),
        )
        .returning({ code: promoCodes.code })
      return rows.length === 1
    },

    /** Gives back a use an order took when its payment did not go through. */
    async release(code: string): Promise<void> {
      await db
        .update(promoCodes)
        .set({ uses: sql`greatest(${promoCodes.uses} - 1, 0)` })
        .where(eq(promoCodes.code, code))
    },
  }
}
export type PromoCodes = ReturnType<typeof createPromoCodes>
