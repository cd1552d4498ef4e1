import { describe, expect, it } from 'vitest'
import { declaredListFamily, listFamilies, resolveListFamily } from './list-families.ts'
import { filterEntries, headquartersOf, productSlug, siteListFamilies, sizeBandsOf, sortEntries, type RankedEntry } from './list-editions.ts'

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

describe('list families declared by their editions', () => {
  const editions = [
    { family: 'top-12-negotiation-trainers', year: 2025, kind: 'list' as const, title: 'Top 12 Negotiation Trainers 2025' },
    { family: 'top-12-negotiation-trainers', year: 2026, kind: 'list' as const, title: '2026: Top 12 Negotiation Trainers' },
    { family: 'coach-of-the-year', year: 2026, kind: 'award' as const, title: '2026' },
    { family: 'quota-500', year: 2026, kind: 'list' as const, title: 'Renamed in WordPress 2026' },
    { family: 'sales-training-companies-top-20', year: 2026, kind: 'list' as const, title: 'An alias 2026' },
    { family: 'Bad--slug', year: 2026, kind: 'list' as const, title: 'Bad 2026' },
  ]

  it('are named after their newest edition without its year, else after their slug, with its kind', () => {
    expect(declaredListFamily('top-12-negotiation-trainers', editions)).toEqual({
      family: { slug: 'top-12-negotiation-trainers', name: 'Top 12 Negotiation Trainers', kind: 'list' },
      slug: 'top-12-negotiation-trainers',
      name: 'Top 12 Negotiation Trainers',
      isAlias: false,
    })
    expect(declaredListFamily('coach-of-the-year', editions)?.family).toEqual({ slug: 'coach-of-the-year', name: 'Coach of the year', kind: 'award' })
  })

  it("exist only while an edition declares them, with a slug's shape; the spec's families and aliases keep their names and moves", () => {
    expect(resolveListFamily('nobody-declares-this', 'Quota', editions)).toBeNull()
    expect(declaredListFamily('Bad--slug', editions)).toBeNull()
    expect(resolveListFamily('quota-500', 'Quota', editions)?.name).toBe('The Quota 500')
    expect(resolveListFamily('sales-training-companies-top-20', 'Quota', editions)).toMatchObject({ slug: 'top-20-sales-training-companies', isAlias: true })
  })

  it("follow the spec's families on the family list, by name", () => {
    const families = siteListFamilies('Quota', editions)
    expect(families.slice(0, listFamilies.length).map((f) => f.family)).toEqual(listFamilies)
    expect(families.slice(listFamilies.length).map((f) => f.slug)).toEqual(['coach-of-the-year', 'top-12-negotiation-trainers'])
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

  it('filters by company size band, and lists the bands smallest first without blanks or repeats', () => {
    const sized = entries.map((entry, index) => ({ ...entry, sizeBand: ['5,000+', '51-200', '', '51-200'][index]! }))
    expect(filterEntries(sized, { sizeBand: '51-200' }).map((e) => e.rank)).toEqual([2, 4])
    expect(filterEntries(sized, { sizeBand: '51-200', segment: 'technology' })).toEqual([])
    expect(sizeBandsOf([...sized, { sizeBand: '1-50' }, { sizeBand: '1,001-5,000' }, { sizeBand: 'unknown' }])).toEqual(['1-50', '51-200', '1,001-5,000', '5,000+', 'unknown'])
  })
})
