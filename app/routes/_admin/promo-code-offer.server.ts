import type { PlanId } from '#lib/subscription-plans.ts'
import { PROMO_CODES_PAGE_SIZE } from '#server/services/commerce/promo-code-admin.ts'

/** A promo code form's checked values as the service takes them: dates as whole days in UTC, the end inclusive. */
export function offerOf(v: { description: string; percent: number | null; amount: number | null; validFrom: string | null; validUntil: string | null; maxUses: number | null; planIds: PlanId[] }) {
  return {
    description: v.description,
    discountPercent: v.percent,
    discountCents: v.amount,
    validFrom: v.validFrom ? new Date(`${v.validFrom}T00:00:00Z`) : null,
    validUntil: v.validUntil ? new Date(`${v.validUntil}T23:59:59Z`) : null,
    maxUses: v.maxUses,
    planIds: v.planIds,
  }
}

/** How many pages of promo codes there are. */
export const promoCodePages = (total: number) => Math.ceil(total / PROMO_CODES_PAGE_SIZE)
