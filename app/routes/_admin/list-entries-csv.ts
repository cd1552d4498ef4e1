import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { entriesCsv, listEdition } from './list-entries.server.ts'

/** A list edition's entries as CSV, in the columns the import takes. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { item } = await listEdition(args)
  return new Response(entriesCsv(item.acf), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${item.slug}-entries.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
