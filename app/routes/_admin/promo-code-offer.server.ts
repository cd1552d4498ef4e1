import type { PlanId } from '#lib/subscription-plans.ts'

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
