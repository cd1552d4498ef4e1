import { declaredListFamily, listFamilies, resolveListFamily, type DeclaringEdition, type ListFamily } from './list-families.ts'
import { COMPANY_SIZE_BANDS } from './company-size-bands.ts'

/** The lower-case site name as it appears in list slugs (`Quota` → `quota`, so `quota-500`). */
export function productSlug(siteName: string): string {
  return siteName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

/**
 * Every list family with `{product}` filled in, its slug and display name: the spec's in their
 * order, then, by name, those only the given editions declare (an edition filed under an alias
 * declares none).
 */
export function siteListFamilies(siteName: string, editions: readonly DeclaringEdition[] = []): { family: ListFamily; slug: string; name: string }[] {
  const fixed = listFamilies.map((family) => {
    const resolved = resolveListFamily(family.slug.replaceAll('{product}', productSlug(siteName)), siteName)!
    return { family, slug: resolved.slug, name: resolved.name }
  })
  const declared = [...new Set(editions.map((edition) => edition.family))]
    .filter((slug) => !resolveListFamily(slug, siteName))
    .flatMap((slug) => declaredListFamily(slug, editions) ?? [])
    .sort((a, b) => a.name.localeCompare(b.name))
  return [...fixed, ...declared]
}

/** What a list page sorts and filters: the ranked entries of one edition. */
export interface RankedEntry {
  rank: number
  company: string
  segment: string
  metric: number | null
  previousRank: number | null
  change: number | null
}

/** An entry as an edition stores it (its ACF field, in WordPress's column names): what the CSV import reads and the seed writes. */
export interface ListEntryRow {
  rank: number
  company: string
  person: string
  title: string
  segment: string
  metric: number | null
  previous_rank: number | null
  change: number | null
  summary: string
  website: string
  headquarters: string
}

export type EntrySort = 'rank' | 'company' | 'metric' | 'change'

/** Entries in the order asked for; ties keep rank order. Unranked values (null) sort last. */
export function sortEntries<T extends RankedEntry>(entries: readonly T[], by: EntrySort = 'rank', direction: 'asc' | 'desc' = by === 'rank' || by === 'company' ? 'asc' : 'desc'): T[] {
  const sign = direction === 'asc' ? 1 : -1
  const value = (entry: T): number | string | null => (by === 'company' ? entry.company.toLowerCase() : by === 'rank' ? entry.rank : entry[by])
  return [...entries].sort((a, b) => {
    const x = value(a)
    const y = value(b)
    if (x === y || (x === null && y === null)) return a.rank - b.rank
    if (x === null) return 1
    if (y === null) return -1
    return (x < y ? -1 : 1) * sign
  })
}

/** Entries of one segment, headquarters and company size band (empty: all) whose company contains the query, case-insensitive. */
export function filterEntries<T extends RankedEntry & { headquarters?: string; sizeBand?: string }>(
  entries: readonly T[],
  { segment = '', query = '', headquarters = '', sizeBand = '' }: { segment?: string; query?: string; headquarters?: string; sizeBand?: string },
): T[] {
  const needle = query.trim().toLowerCase()
  return entries.filter(
    (entry) =>
      (!segment || entry.segment === segment) &&
      (!headquarters || entry.headquarters === headquarters) &&
      (!sizeBand || entry.sizeBand === sizeBand) &&
      (!needle || entry.company.toLowerCase().includes(needle)),
  )
}

/** The headquarters an edition's entries name, A to Z: what its table can be filtered by. */
export function headquartersOf(entries: readonly { headquarters: string }[]): string[] {
  return [...new Set(entries.map((entry) => entry.headquarters).filter(Boolean))].sort((a, b) => a.localeCompare(b, 'en'))
}

/** The size bands an edition's companies hold, smallest first ("1-50" before "51-200" before "5,000+"): what its table can be filtered by. */
export function sizeBandsOf(entries: readonly { sizeBand: string }[]): string[] {
  // A band written before the fixed list (an import's own) goes by its lowest headcount among them.
  const place = (band: string) => {
    const fixed = (COMPANY_SIZE_BANDS as readonly string[]).indexOf(band)
    if (fixed >= 0) return fixed
    const lowest = Number(/\d[\d,]*/.exec(band)?.[0].replaceAll(',', '') ?? Infinity)
    const before = COMPANY_SIZE_BANDS.findIndex((known) => Number(known.replace(/[-+].*$/, '').replaceAll(',', '')) > lowest)
    return (before < 0 ? COMPANY_SIZE_BANDS.length : before) - 0.5
  }
  return [...new Set(entries.map((entry) => entry.sizeBand).filter(Boolean))].sort((a, b) => place(a) - place(b) || a.localeCompare(b, 'en'))
}
