import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { entriesCsv, listEdition } from './list-entries.server.ts'

export const handle = backOfficeScreen({ capability: 'content:structure' })

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
