import { parse } from 'csv-parse/sync'
import type { ListEntryRow } from '#lib/list-editions.ts'
import { csvCell } from '../leads/leads-export.ts'

/**
 * A ranked list edition's entries as a spreadsheet: the CSV an editor imports (checked whole, each
 * bad row reported by its line, nothing taken while any is bad) and the CSV an edition exports, in
 * the same columns, so an export edited and imported again round-trips.
 */
export const ENTRY_COLUMNS = ['rank', 'company', 'person', 'title', 'segment', 'metric', 'previous_rank', 'change', 'summary', 'website', 'headquarters'] as const
const REQUIRED = ['rank', 'company'] as const
export const MAX_ENTRIES = 5000

export interface EntryProblem {
  line: number
  message: string
}

const WHOLE = /^-?\d{1,9}$/
const NUMBER = /^-?\d{1,12}(\.\d{1,4})?$/

/** The entries of a file, or each problem by line (line 1 is the header). `segments`: the edition's segment short names (any, when it has none). */
export function parseListEntries(csv: string, segments: string[]): { entries: ListEntryRow[]; problems: EntryProblem[] } {
  let records: string[][]
  try {
    records = parse(csv.replace(/^\ufeff/, ''), { skip_empty_lines: true, relax_column_count: true, trim: true }) as string[][]
  } catch (error) {
    return { entries: [], problems: [{ line: 1, message: `The file is not valid CSV: ${(error as Error).message}` }] }
  }
  const header = (records[0] ?? []).map((name) => name.toLowerCase().replace(/\s+/g, '_'))
  const unknown = header.filter((name) => name && !(ENTRY_COLUMNS as readonly string[]).includes(name))
  const missing = REQUIRED.filter((name) => !header.includes(name))
  if (missing.length || unknown.length)
    return {
      entries: [],
      problems: [
        {
          line: 1,
          message: `The first line names the columns: ${REQUIRED.join(' and ')} are needed; the others may be ${ENTRY_COLUMNS.filter((c) => !(REQUIRED as readonly string[]).includes(c)).join(', ')}.${unknown.length ? ` Not known: ${unknown.join(', ')}.` : ''}`,
        },
      ],
    }
  if (records.length - 1 > MAX_ENTRIES) return { entries: [], problems: [{ line: 1, message: `At most ${MAX_ENTRIES.toLocaleString('en-US')} entries in one file.` }] }
  const cell = (record: string[], name: string) => {
    const at = header.indexOf(name)
    return at < 0 ? '' : (record[at] ?? '')
  }
  const entries: ListEntryRow[] = []
  const problems: EntryProblem[] = []
  const ranks = new Map<number, number>()
  records.slice(1).forEach((record, index) => {
    const line = index + 2
    const wrong: string[] = []
    const rankText = cell(record, 'rank')
    if (!WHOLE.test(rankText) || Number(rankText) < 1) wrong.push(`rank must be a whole number from 1, not "${rankText}"`)
    const company = cell(record, 'company').slice(0, 300)
    if (!company) wrong.push('company is empty')
    const segment = cell(record, 'segment')
    if (segments.length && !segments.includes(segment)) wrong.push(`segment must be one of ${segments.join(', ')}, not "${segment}"`)
    const optional = (name: string, pattern: RegExp, what: string) => {
      const text = cell(record, name).replace(/,/g, '')
      if (!text) return null
      if (!pattern.test(text)) wrong.push(`${name} must be ${what}, not "${cell(record, name)}"`)
      return Number(text)
    }
    const metric = optional('metric', NUMBER, 'a number')
    const previousRank = optional('previous_rank', WHOLE, 'a whole number')
    const change = optional('change', WHOLE, 'a whole number')
    const website = cell(record, 'website')
    if (website && !/^https?:\/\/\S+$/.test(website)) wrong.push(`website must start with https://, not "${website}"`)
    const rank = Number(rankText)
    if (!wrong.length && ranks.has(rank)) wrong.push(`rank ${rank} is also on line ${ranks.get(rank)}`)
    if (wrong.length) return void problems.push({ line, message: wrong.join('; ') })
    ranks.set(rank, line)
    entries.push({
      rank,
      company,
      person: cell(record, 'person').slice(0, 200),
      title: cell(record, 'title').slice(0, 200),
      segment,
      metric,
      previous_rank: previousRank,
      // A change left empty follows from the ranks: up is positive.
      change: change ?? (previousRank === null ? null : previousRank - rank),
      summary: cell(record, 'summary').slice(0, 2000),
      website,
      headquarters: cell(record, 'headquarters').slice(0, 200),
    })
  })
  if (!records.slice(1).length) problems.push({ line: 2, message: 'The file has no entries under its header.' })
  return { entries: entries.sort((a, b) => a.rank - b.rank), problems }
}

/** An edition's entries as CSV (a BOM for spreadsheets; cells that look like formulas are defused). */
export function listEntriesToCsv(entries: Record<string, unknown>[]): string {
  // A number is written as itself (a negative change is not a formula).
  const rows = entries.map((entry) => ENTRY_COLUMNS.map((column) => (typeof entry[column] === 'number' ? String(entry[column]) : csvCell(entry[column]))).join(','))
  return `\ufeff${[ENTRY_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`
}
