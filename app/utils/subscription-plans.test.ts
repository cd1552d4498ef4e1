import { describe, expect, it } from 'vitest'
import { highlightedPlan, PLANS, PROMOTIONS, selectByCode } from './subscription-plans.ts'

describe('magazine subscription codes', () => {
  it('without a code selects nothing and highlights Print + Digital', () => {
    expect(selectByCode(undefined)).toEqual({ kind: 'none' })
    expect(selectByCode('  ')).toEqual({ kind: 'none' })
    expect(highlightedPlan(selectByCode(undefined))).toBe('print-digital')
  })

  it('a plan code selects that plan, whatever its case', () => {
    expect(selectByCode('digital')).toEqual({ kind: 'plan', code: 'DIGITAL', planId: 'digital' })
    expect(highlightedPlan(selectByCode('Team'))).toBe('team')
  })

  it('a promotion code selects the promotion and its plan', () => {
    const selection = selectByCode('spring26')
    expect(selection).toMatchObject({ kind: 'promotion', code: 'SPRING26', promotion: { planId: 'print-digital', price: '$34' } })
    expect(highlightedPlan(selection)).toBe('print-digital')
  })

  it('an unknown code is reported as such, shortened, and changes nothing', () => {
    const selection = selectByCode('x'.repeat(100))
    expect(selection).toEqual({ kind: 'unknown', code: 'X'.repeat(40) })
    expect(highlightedPlan(selection)).toBe('print-digital')
  })

  it('every promotion points at a real plan', () => {
    for (const promotion of PROMOTIONS) expect(PLANS.map((plan) => plan.id)).toContain(promotion.planId)
  })
})
