import type Stripe from 'stripe'
import type { PromoCode } from '#db/schema/index.ts'
import { CURRENCY, planById, PLANS, type PlanId } from '#lib/subscription-plans.ts'
import { isMissing } from './client.ts'

/** A plan's product id in Stripe: ours, so that finding it needs no search. */
const productId = (planId: PlanId) => `quota_plan_${planId}`

/**
 * A price is immutable in Stripe: its lookup key names the amount, so a changed plan price is a
 * new Stripe price and subscriptions already sold keep theirs.
 */
const priceLookupKey = (planId: PlanId) => `quota_${planId}_${planById(planId).priceCents}_${CURRENCY.toLowerCase()}`

/** A coupon's id names its discount for the same reason: a changed code is a new coupon. */
export const couponId = (row: Pick<PromoCode, 'code' | 'discountPercent' | 'discountCents'>) =>
  `quota_${row.code.toLowerCase().replace(/[^a-z0-9_-]/g, '-')}_${row.discountPercent !== null ? `${row.discountPercent}pct` : `${row.discountCents}c`}`

/**
 * Our plans and promo codes as Stripe prices and coupons (decision 061). Each `ensure` finds the
 * object or creates it, so the sync and every checkout can call them again and again.
 */
export function createStripeCatalog(stripe: Stripe) {
  /** The object Stripe holds under our id, or the one `create` makes when it holds none. */
  async function found(retrieve: () => Promise<{ id: string }>, create: () => Promise<{ id: string }>): Promise<string> {
    try {
      return (await retrieve()).id
    } catch (error) {
      if (!isMissing(error)) throw error
      return (await create()).id
    }
  }

  async function ensureProduct(planId: PlanId): Promise<string> {
    const id = productId(planId)
    return found(
      () => stripe.products.retrieve(id),
      () => stripe.products.create({ id, name: `${planById(planId).name} magazine subscription`, metadata: { plan_id: planId } }, { idempotencyKey: `product-${id}` }),
    )
  }

  async function ensurePrice(planId: PlanId): Promise<string> {
    const lookupKey = priceLookupKey(planId)
    const [existing] = (await stripe.prices.list({ lookup_keys: [lookupKey], limit: 1 })).data
    if (existing) return existing.id
    const product = await ensureProduct(planId)
    const price = await stripe.prices.create(
      { product, unit_amount: planById(planId).priceCents, currency: CURRENCY.toLowerCase(), recurring: { interval: 'year' }, lookup_key: lookupKey, metadata: { plan_id: planId } },
      { idempotencyKey: `price-${lookupKey}` },
    )
    return price.id
  }

  async function ensureCoupon(row: PromoCode): Promise<string> {
    const id = couponId(row)
    const discount = row.discountPercent !== null ? { percent_off: row.discountPercent } : { amount_off: row.discountCents ?? 0, currency: CURRENCY.toLowerCase() }
    return found(
      () => stripe.coupons.retrieve(id),
      // Once: the first year's price is what the order page showed; renewals are at the plan's price.
      () => stripe.coupons.create({ id, name: row.code, duration: 'once', ...discount, metadata: { promo_code: row.code } }, { idempotencyKey: `coupon-${id}` }),
    )
  }

  return {
    ensurePrice,
    ensureCoupon,
    /** Every plan and every active promo code; what it made or found, for the sync command to print. */
    async sync(codes: PromoCode[]) {
      const prices = []
      for (const plan of PLANS) prices.push({ planId: plan.id, priceId: await ensurePrice(plan.id) })
      const coupons = []
      for (const row of codes.filter((code) => code.active)) coupons.push({ code: row.code, couponId: await ensureCoupon(row) })
      return { prices, coupons }
    },
  }
}
export type StripeCatalog = ReturnType<typeof createStripeCatalog>
