import type { AwardWinner, ListEdition, ListEntry, Segment } from '#lib/content-model.ts'
import type { EntrySort } from '#lib/list-editions.ts'

/** The table's sort, filters and search, as the address carries them. */
export interface ListView {
  sort: EntrySort
  direction: 'asc' | 'desc'
  segment: string
  /** One of the edition's headquarters (`?hq=`); empty: all. */
  headquarters: string
  /** One of the size bands the edition's companies hold (`?size=`); empty: all. */
  sizeBand: string
  query: string
}

/** What the page shows of an edition (the page itself, and its preview): one page of its sorted, filtered table. */
export interface RankedListView {
  edition: Pick<ListEdition, 'year' | 'kind' | 'path' | 'summary' | 'metricLabel' | 'segments' | 'cover'> & {
    title: string
    name: string
    introductionHtml: string
    methodologyHtml: string
    totalEntries: number
    /** Every headquarters its entries name, A to Z (empty when none does). */
    headquarters: string[]
    /** Every size band its entries' companies hold, smallest first (empty when none does). */
    sizeBands: string[]
  }
  years: { year: number; path: string }[]
  view: ListView
  page: number
  totalPages: number
  matchingCount: number
  /** Each with its company's page on the site and size band, when the entry is linked to one. */
  entries: (ListEntry & { companyPath: string | null; sizeBand: string })[]
  awards: (Segment & { winners: AwardWinner[] })[]
  /** The application form that takes this list or award, if one does. */
  apply: { path: string; label: string } | null
  /** The edition, as filtered and sorted on the page, as files. */
  downloads: { csv: string; json: string }
}
