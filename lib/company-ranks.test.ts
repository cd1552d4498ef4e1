import { describe, expect, it } from 'vitest'
import { historyOf, movementLabel, movementOf, movementWords } from './company-ranks.ts'

describe('movementOf', () => {
  it.each([
    [7, 10, true, '↑3'],
    [11, 10, true, '↓1'],
    [10, 10, true, '='],
    [4, null, true, 'new'],
    [4, null, false, ''],
    [null, null, true, '='],
  ] as const)('rank %s after %s (an edition the year before: %s) is %j', (rank, previous, hadEdition, label) => {
    expect(movementLabel(movementOf(rank, previous, hadEdition))).toBe(label)
  })

  it('says the movement in words', () => {
    expect(movementWords(movementOf(2, 5, true))).toBe('up 3 from the year before')
    expect(movementWords(movementOf(9, 5, true))).toBe('down 4 from the year before')
    expect(movementWords(movementOf(9, null, true))).toBe('new this year')
  })
})

describe('historyOf', () => {
  const row = (family: string, year: number, rank: number | null) => ({ family, year, rank, category: '', title: `${family} ${year}`, path: `/lists/${year}/${family}` })

  it('groups by family, most recent first, each oldest year first with its movement', () => {
    const history = historyOf(
      [row('sales-500', 2026, 12), row('sales-500', 2025, 15), row('top-vendors', 2024, 3), row('sales-500', 2024, 11), row('top-vendors', 2026, 1)],
      new Map([
        ['sales-500', new Set([2024, 2025, 2026])],
        ['top-vendors', new Set([2024, 2025, 2026])],
      ]),
    )
    expect(history.map((family) => family.family)).toEqual(['sales-500', 'top-vendors'])
    expect(history[0]!.years.map((year) => [year.year, movementLabel(year.movement)])).toEqual([
      [2024, ''],
      [2025, '↓4'],
      [2026, '↑3'],
    ])
    // Off the 2025 edition, back on in 2026: new again.
    expect(history[1]!.years.map((year) => [year.year, movementLabel(year.movement)])).toEqual([
      [2024, ''],
      [2026, 'new'],
    ])
  })

  it('keeps the best place when an edition names the company twice', () => {
    const [family] = historyOf([row('x', 2026, 9), row('x', 2026, 4)], new Map([['x', new Set([2026])]]))
    expect(family!.years).toHaveLength(1)
    expect(family!.years[0]!.rank).toBe(4)
  })
})
