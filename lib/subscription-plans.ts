/**
 * The magazine's subscription plans (spec §2: /magazine/subscribe/{sp_code}), isomorphic so the
 * page, the API and the order service price them alike. Prices are in cents; promotion codes live
 * in the database (promo_codes), plan codes such as DIGITAL only preselect a plan.
 */
export const PLAN_IDS = ['digital', 'print-digital', 'team'] as const
export type PlanId = (typeof PLAN_IDS)[number]

export interface Plan {
  id: PlanId
  name: string
  priceCents: number
  period: string
  features: string[]
}

export const CURRENCY = 'USD'

export const PLANS: readonly Plan[] = [
  {
    id: 'digital',
    name: 'Digital',
    priceCents: 2900,
    period: 'a year',
    features: ['Every issue as a digital edition (PDF)', 'The full archive of past and special issues', 'The Daily Boost newsletter'],
  },
  {
    id: 'print-digital',
    name: 'Print + Digital',
    priceCents: 4900,
    period: 'a year',
    features: ['Twelve printed issues a year, posted to you', 'Every special issue in print', 'Everything in Digital'],
  },
  {
    id: 'team',
    name: 'Team',
    priceCents: 39900,
    period: 'a year for 10 readers',
    features: ['Ten digital subscriptions under one invoice', 'Printed copies for the office', 'Everything in Print + Digital'],
  },
]

/** Shown highlighted when the address names no plan. */
export const DEFAULT_PLAN_ID: PlanId = 'print-digital'

export const isPlanId = (value: unknown): value is PlanId => PLAN_IDS.includes(value as PlanId)

export function planById(id: PlanId): Plan {
  return PLANS.find((plan) => plan.id === id)!
}

/** Address codes that preselect a plan, matched without regard to case. */
const PLAN_CODES: Record<string, PlanId> = { DIGITAL: 'digital', PRINT: 'print-digital', 'PRINT-DIGITAL': 'print-digital', TEAM: 'team' }

/** Codes arrive from mailings and ads in any case and with stray spaces; stored codes are upper-case. */
export const normaliseCode = (raw: unknown) => (typeof raw === 'string' ? raw.trim().toUpperCase() : '')

export function planForCode(raw: unknown): PlanId | undefined {
  return PLAN_CODES[normaliseCode(raw)]
}

/** A promotion's discount: a percentage or a fixed amount in cents (exactly one, as in promo_codes). */
export type Discount = { percent: number } | { cents: number }

export interface PlanPrice {
  planId: PlanId
  listPriceCents: number
  discountCents: number
  amountCents: number
}

/** A promotion code that applies now, as the API and the page show it. */
export interface ValidPromoCode {
  promoCode: string
  description: string
  discount: Discount
  /** The plans the code applies to (every plan when the code names none). */
  planIds: PlanId[]
  /** The discounted price of each of those plans. */
  prices: PlanPrice[]
}

/** What a discount takes off a list price, never more than the price, rounded to the cent. */
export function discountCents(listPriceCents: number, discount: Discount): number {
  const off = 'percent' in discount ? Math.round((listPriceCents * discount.percent) / 100) : discount.cents
  return Math.max(0, Math.min(listPriceCents, off))
}

/** "$49", "$23.20", "$1,495": whole dollars without cents, thousands grouped as US readers write them. */
export function formatCents(cents: number): string {
  const dollars = cents / 100
  const digits = Number.isInteger(dollars) ? 0 : 2
  return `$${dollars.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })}`
}

export function describeDiscount(discount: Discount): string {
  return 'percent' in discount ? `${discount.percent}% off` : `${formatCents(discount.cents)} off`
}
