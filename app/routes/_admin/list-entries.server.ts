import { rowsOf } from '#lib/section-fields.ts'
import { listEntriesToCsv, parseListEntries } from '#server/services/newsroom/list-entries.ts'

export { parseListEntries }

/** An entry as the import's preview and the list screen show it. */
export const previewRow = (entry: Record<string, unknown>) => ({ rank: Number(entry.rank), company: String(entry.company ?? ''), segment: String(entry.segment ?? ''), metric: entry.metric === null || entry.metric === undefined ? '' : String(entry.metric) })
export type PreviewRow = ReturnType<typeof previewRow>

/** A stored edition's entries as the CSV the import takes. */
export const entriesCsv = (acf: Record<string, unknown>) => listEntriesToCsv(rowsOf(acf.entries))
