import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { leadsCsv } from './lists.server.ts'
import { requireStaff } from './require-staff.server.ts'

/** The leads the screen's filters match, as the command-line export writes them (UTF-8 with a BOM for spreadsheets). */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args, 'business:manage')
  return new Response(await leadsCsv(args.context, new URL(args.request.url)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
