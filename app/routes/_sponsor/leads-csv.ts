import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { requireSponsor, sponsorLeadsCsv } from './portal.server.ts'

export const handle = backOfficeScreen({ capability: 'sponsor:portal' })

/** The sponsor's leads as CSV (UTF-8 with a BOM for spreadsheets), with consent and scores. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireSponsor(args)
  return new Response(await sponsorLeadsCsv(args.context, user.sponsor, new URL(args.request.url)), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${user.sponsor}-leads-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
