import type { Lead } from '#db/schema/index.ts'
import type { LeadKind } from '#lib/lead-fields.ts'
import type { Leads } from './leads.ts'

/**
 * Leads as CSV for sponsors (`npm run leads:export`): UTF-8, RFC 4180 (CRLF rows, a field with a
 * comma, quote or line break is quoted, quotes doubled), and a guard against formula injection:
 * a cell a spreadsheet would run as a formula (starting with = + - @, tab or CR) gets a leading
 * apostrophe, so it shows as text (OWASP CSV injection).
 */
export interface ExportQuery {
  kind: LeadKind
  target?: string
  since?: Date
}

const FORMULA_START = /^[=+\-@\t\r]/

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : value instanceof Date ? value.toISOString() : String(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

const csvRow = (cells: unknown[]) => `${cells.map(csvCell).join(',')}\r\n`

/** The lead's own fields, in the file's order; each column is named after its field in snake_case (jobTitle: job_title). */
const FIELDS: (keyof Lead)[] = ['createdAt', 'updatedAt', 'kind', 'target', 'sponsor', 'email', 'firstname', 'lastname', 'company', 'jobTitle', 'phone', 'submissions', 'mailStatus']
const COLUMNS: LeadColumn[] = FIELDS.map((field) => [field.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`), (lead) => lead[field]])

export type LeadColumn = [string, (lead: Lead) => unknown]

/** The header and one row per lead; each form answer (company size, nominee...) gets its own column, after any `extra` ones. */
export function leadsToCsv(rows: Lead[], extra: LeadColumn[] = []): string {
  const columns = [...COLUMNS, ...extra]
  const answerKeys = [...new Set(rows.flatMap((lead) => Object.keys(lead.answers ?? {})))]
  const header = csvRow([...columns.map(([name]) => name), ...answerKeys])
  return header + rows.map((lead) => csvRow([...columns.map(([, read]) => read(lead)), ...answerKeys.map((key) => lead.answers?.[key] ?? '')])).join('')
}

export async function exportLeads(leads: Leads, query: ExportQuery): Promise<string> {
  return leadsToCsv(await leads.list(query))
}

export const EXPORT_USAGE = 'Usage: npm run leads:export -- (--webinar ID | --asset SLUG | --mediakit | --application TITLE) [--since YYYY-MM-DD] [--out FILE] [--bom]'

/** The command line's choice of leads; throws a message fit for the terminal when it does not make sense. */
export function parseExportQuery(values: { webinar?: string; asset?: string; mediakit?: boolean; application?: string; since?: string }): ExportQuery {
  const chosen = [
    values.webinar !== undefined && ({ kind: 'webinar', target: values.webinar } as const),
    values.asset !== undefined && ({ kind: 'asset', target: values.asset } as const),
    values.mediakit === true && ({ kind: 'mediakit' } as const),
    values.application !== undefined && ({ kind: 'application', target: values.application } as const),
  ].filter((choice) => choice !== false)
  if (chosen.length !== 1) throw new Error(`Choose exactly one of --webinar, --asset, --mediakit, --application.\n${EXPORT_USAGE}`)
  const query: ExportQuery = { ...chosen[0]! }
  if (query.target !== undefined && !query.target.trim()) throw new Error(`--${query.kind} needs a value.\n${EXPORT_USAGE}`)
  if (values.since !== undefined) {
    const since = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(values.since) ? new Date(values.since) : new Date(Number.NaN)
    if (Number.isNaN(since.getTime())) throw new Error(`--since must be a date like 2026-01-31 (or an ISO date-time).\n${EXPORT_USAGE}`)
    query.since = since
  }
  return query
}
