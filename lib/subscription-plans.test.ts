import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { discountCents, formatCents, normaliseCode, PLANS, planForCode } from './subscription-plans.ts'

describe('subscription plans', () => {
  it('a plan code selects its plan, whatever its case or spacing', () => {
    expect(planForCode('digital')).toBe('digital')
    expect(planForCode(' Team ')).toBe('team')
    expect(planForCode('print')).toBe('print-digital')
    expect(planForCode('SPRING26')).toBeUndefined()
    expect(normaliseCode(undefined)).toBe('')
  })

  it('prices are whole cents and shown as dollars', () => {
    for (const plan of PLANS) expect(Number.isInteger(plan.priceCents)).toBe(true)
    expect(formatCents(4900)).toBe('$49')
    expect(formatCents(3920)).toBe('$39.20')
    expect(formatCents(149500)).toBe('$1,495')
    expect(formatCents(123456789)).toBe('$1,234,567.89')
  })

  it('a percentage rounds to the cent; a fixed amount never takes more than the price', () => {
    expect(discountCents(4900, { percent: 20 })).toBe(980)
    expect(discountCents(2900, { percent: 15 })).toBe(435)
    expect(discountCents(2900, { cents: 5000 })).toBe(2900)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 10_000_000 }), (price, percent, cents) => {
        for (const off of [discountCents(price, { percent }), discountCents(price, { cents })]) {
          expect(Number.isInteger(off)).toBe(true)
          expect(off).toBeGreaterThanOrEqual(0)
          expect(off).toBeLessThanOrEqual(price)
        }
      }),
    )
  })
})
