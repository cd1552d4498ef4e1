import type { ListEdition } from '#lib/content-model.ts'
import { csvCell } from '#server/services/leads/leads-export.ts'
import { listEntriesToCsv } from '#server/services/newsroom/list-entries.ts'
import type { EntryCompany } from '#server/services/companies/company-profile.ts'
import { entriesInView } from './ranked-list.server.ts'

const WINNER_COLUMNS = ['category', 'level', 'company', 'person', 'title', 'summary', 'website'] as const

/** An edition's entries (as the view filters and sorts them) or winners, in the columns the back office's CSV import takes. */
export function rowsOf(edition: ListEdition, url: URL, companies: Map<number, EntryCompany>, siteUrl: string) {
  if (edition.kind === 'award') return edition.winners.map((winner) => Object.fromEntries(WINNER_COLUMNS.map((column) => [column, winner[column] ?? ''])))
  return entriesInView(edition, url, companies).matching.map((entry) => ({
    rank: entry.rank,
    company: entry.company,
    person: entry.person ?? '',
    title: entry.title ?? '',
    segment: entry.segment,
    metric: entry.metric,
    previous_rank: entry.previousRank,
    change: entry.change,
    summary: entry.summary,
    website: entry.website,
    headquarters: entry.headquarters,
    company_page: entry.companyPath ? `${siteUrl}${entry.companyPath}` : null,
  }))
}

/** The rows as CSV: an award's winners in their columns, a ranking's entries in the back office's import columns. */
export function editionCsv(edition: ListEdition, rows: ReturnType<typeof rowsOf>): string {
  if (edition.kind !== 'award') return listEntriesToCsv(rows)
  const table = [WINNER_COLUMNS, ...rows.map((row) => WINNER_COLUMNS.map((column) => (row as Record<string, unknown>)[column]))]
  return `\ufeff${table.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('')}`
}
