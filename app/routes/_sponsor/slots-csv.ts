import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { requireSponsor } from './portal.server.ts'

export const handle = backOfficeScreen({ capability: 'sponsor:portal' })

/** The sponsor's newsletter slots as CSV: a file of its own beside the leads' (a slot is not a lead). */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireSponsor(args)
  return new Response(await args.context.newsletterFeedback.sponsorSlots.csv(user.sponsor), {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${user.sponsor}-newsletter-slots-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
