import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { COLOUR_ROLES, CONTRAST_PAIRS, contrastRatio, rootTokens, SPACE_TOKENS, TYPE_STEPS } from './design-tokens.ts'

const tokens = rootTokens(readFileSync(new URL('../app/styles/app.css', import.meta.url), 'utf8'))
const hexColours = [...tokens].filter(([, value]) => /^#[0-9a-f]{6}$/i.test(value)).map(([name]) => name)

describe('design tokens', () => {
  it('every colour of the stylesheet has a role written down, and every role a colour', () => {
    expect(hexColours.sort()).toEqual(Object.keys(COLOUR_ROLES).sort())
  })

  it('the spacing and type scales are declared, and grow step by step', () => {
    const rem = (name: string) => Number.parseFloat(tokens.get(name) ?? 'NaN')
    for (const scale of [SPACE_TOKENS, Object.keys(TYPE_STEPS).slice(0, -1)]) {
      const sizes = scale.map(rem)
      expect(sizes.every(Number.isFinite), scale.join()).toBe(true)
      expect(sizes).toEqual([...sizes].sort((a, b) => a - b))
      expect(new Set(sizes).size).toBe(sizes.length)
    }
    expect(tokens.get('--step-4')).toMatch(/^clamp\(/)
  })

  it('text colours reach WCAG AA contrast on the backgrounds they are used on', () => {
    for (const { text, background, minimum } of CONTRAST_PAIRS) {
      expect(contrastRatio(tokens.get(text)!, tokens.get(background)!), `${text} on ${background}`).toBeGreaterThanOrEqual(minimum)
    }
  })

  it('computes contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })
})
