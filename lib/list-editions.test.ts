import { describe, expect, it } from 'vitest'
import { listFamilies } from './list-families.ts'
import { filterEntries, headquartersOf, productSlug, siteListFamilies, sortEntries, type RankedEntry } from './list-editions.ts'

const entry = (rank: number, company: string, segment: string, metric: number | null, change: number | null): RankedEntry => ({
  rank,
  company,
  segment,
  metric,
  previousRank: change === null ? null : rank + change,
  change,
})
const entries = [
  entry(1, 'Bayline Software', 'technology', 900, 2),
  entry(2, 'ashgrove Capital', 'financial-services', 800, null),
  entry(3, 'Calder Freight', 'distribution', 800, -1),
  entry(4, 'Dunmore Health', 'healthcare', null, 5),
]

describe('list families with the site name', () => {
  it('fills {product} with the lower-case site name', () => {
    expect(productSlug('Quota')).toBe('quota')
    expect(productSlug('Sales Pro!')).toBe('sales-pro')
    const families = siteListFamilies('Quota')
    expect(families).toHaveLength(listFamilies.length)
    expect(families.map((f) => f.slug)).toContain('quota-500')
    expect(families.find((f) => f.slug === 'quota-500')?.name).toBe('The Quota 500')
  })
})

describe('sortEntries and filterEntries', () => {
  it('sorts by rank, company, metric and change; unranked values last', () => {
    expect(sortEntries(entries).map((e) => e.rank)).toEqual([1, 2, 3, 4])
    expect(sortEntries(entries, 'company').map((e) => e.rank)).toEqual([2, 1, 3, 4])
    expect(sortEntries(entries, 'metric').map((e) => e.rank)).toEqual([1, 2, 3, 4])
    expect(sortEntries(entries, 'metric', 'asc').map((e) => e.rank)).toEqual([2, 3, 1, 4])
    expect(sortEntries(entries, 'change').map((e) => e.rank)).toEqual([4, 1, 3, 2])
    expect(entries.map((e) => e.rank)).toEqual([1, 2, 3, 4])
  })

  it('filters by segment and by a piece of the company name', () => {
    expect(filterEntries(entries, { segment: 'technology' }).map((e) => e.rank)).toEqual([1])
    expect(filterEntries(entries, { query: ' ASH ' }).map((e) => e.rank)).toEqual([2])
    expect(filterEntries(entries, {})).toHaveLength(4)
  })

  it('filters by headquarters, and lists an edition’s headquarters A to Z without blanks or repeats', () => {
    const placed = entries.map((entry, index) => ({ ...entry, headquarters: ['Denver, CO', '', 'Austin, TX', 'Denver, CO'][index]! }))
    expect(filterEntries(placed, { headquarters: 'Denver, CO' }).map((e) => e.rank)).toEqual([1, 4])
    expect(headquartersOf(placed)).toEqual(['Austin, TX', 'Denver, CO'])
  })
})
