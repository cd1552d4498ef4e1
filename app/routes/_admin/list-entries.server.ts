import { data, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { rowsOf } from '#lib/section-fields.ts'
import { isServiceError } from '#lib/service-errors.ts'
import { listEntriesToCsv, parseListEntries } from '#server/services/newsroom/list-entries.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { requireStaff } from './require-staff.server.ts'

export { parseListEntries }

/** The list edition an entries address names, for an editor or admin; 404 for anything else. */
export async function listEdition(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  const id = storableIdOf(args.params.id)
  const admin = args.context.postAdmin.of('lists')
  const notFound = () => data({ message: 'No such list edition' }, { status: 404 })
  if (id === null) throw notFound()
  const found = await admin.get(user, id).catch((error: unknown) => {
    throw isServiceError(error) && error.code === 'not_found' ? notFound() : error
  })
  const segments = rowsOf(found.item.acf.segments).map((segment) => String(segment.slug ?? ''))
  return { user, id, admin, item: found.item, segments }
}

/** An entry as the import's preview and the list screen show it. */
export const previewRow = (entry: Record<string, unknown>) => ({
  rank: Number(entry.rank),
  company: String(entry.company ?? ''),
  segment: String(entry.segment ?? ''),
  metric: entry.metric === null || entry.metric === undefined ? '' : String(entry.metric),
})
export type PreviewRow = ReturnType<typeof previewRow>

/** A stored edition's entries as the CSV the import takes. */
export const entriesCsv = (acf: Record<string, unknown>) => listEntriesToCsv(rowsOf(acf.entries))
