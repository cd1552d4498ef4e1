/**
 * A company's places on the lists, family by family and year by year, with the movement from the
 * edition the year before: what the company's page shows in its table and draws in its chart.
 */

/** One row of one edition that names the company. */
export interface CompanyListing {
  family: string
  year: number
  /** An entry's rank; null for an award winner. */
  rank: number | null
  /** A winner's award category. */
  category: string
  title: string
  path: string
}

/** Up or down by `by` places, the same place, new this year (the family had an edition the year before), or the family's first edition. */
export type Movement = { kind: 'up' | 'down'; by: number } | { kind: 'same' | 'new' | 'first' }

export interface RankedYear extends CompanyListing {
  movement: Movement
}

export interface CompanyFamilyHistory {
  family: string
  /** Oldest first. */
  years: RankedYear[]
}

/** The movement of a rank from the rank the year before (null: not on that edition). */
export function movementOf(rank: number | null, previousRank: number | null, familyHadEditionBefore: boolean): Movement {
  if (!familyHadEditionBefore) return { kind: 'first' }
  if (previousRank === null || rank === null) return rank === null && previousRank === null ? { kind: 'same' } : { kind: 'new' }
  if (rank === previousRank) return { kind: 'same' }
  return rank < previousRank ? { kind: 'up', by: previousRank - rank } : { kind: 'down', by: rank - previousRank }
}

/** A movement as the table writes it: ↑3, ↓1, new; empty for a first edition. */
export function movementLabel(movement: Movement): string {
  switch (movement.kind) {
    case 'up':
      return `↑${movement.by}`
    case 'down':
      return `↓${movement.by}`
    case 'same':
      return '='
    case 'new':
      return 'new'
    case 'first':
      return ''
  }
}

/** The same movement in words, for a screen reader and the chart's text. */
export function movementWords(movement: Movement): string {
  switch (movement.kind) {
    case 'up':
      return `up ${movement.by} from the year before`
    case 'down':
      return `down ${movement.by} from the year before`
    case 'same':
      return 'the same place as the year before'
    case 'new':
      return 'new this year'
    case 'first':
      return 'the first edition'
  }
}

/**
 * The company's listings grouped by family (the family it was listed on most recently first), each
 * family's years oldest first with their movement. `editionYears`: the years each family has a
 * published edition, whoever is on it.
 */
export function historyOf(listings: readonly CompanyListing[], editionYears: ReadonlyMap<string, ReadonlySet<number>>): CompanyFamilyHistory[] {
  const byFamily = new Map<string, CompanyListing[]>()
  for (const listing of listings) byFamily.set(listing.family, [...(byFamily.get(listing.family) ?? []), listing])
  return [...byFamily]
    .map(([family, rows]) => {
      const sorted = [...rows].sort((a, b) => a.year - b.year || (a.rank ?? Infinity) - (b.rank ?? Infinity))
      // The best place a company holds in one edition is its place there (an edition names it once, mostly).
      const best = new Map<number, CompanyListing>()
      for (const row of sorted) if (!best.has(row.year)) best.set(row.year, row)
      const years = [...best.values()].map((row) => {
        const before = best.get(row.year - 1)
        return { ...row, movement: movementOf(row.rank, before ? before.rank : null, editionYears.get(family)?.has(row.year - 1) ?? false) }
      })
      return { family, years }
    })
    .sort((a, b) => b.years.at(-1)!.year - a.years.at(-1)!.year || a.family.localeCompare(b.family))
}
