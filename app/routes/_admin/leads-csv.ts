import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { leadsToCsv } from '#server/services/leads/leads-export.ts'
import { leadFiltersOf } from './lead-filters.server.ts'
import { requireStaff } from './require-staff.server.ts'

/** The leads the screen's filters match, as the command-line export writes them (UTF-8 with a BOM for spreadsheets). */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args, 'business:manage')
  const { search } = leadFiltersOf(new URL(args.request.url))
  const csv = `\ufeff${leadsToCsv(await args.context.leads.searchAll(search))}`
  return new Response(csv, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
