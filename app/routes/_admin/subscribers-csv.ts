import type { AppLoadContext, LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { requireStaff } from './require-staff.server.ts'
import { isNewsletterKey } from './subscribers.server.ts'

export const handle = backOfficeScreen({ capability: 'business:manage' })

/** Subscribers with their status (subscribed, unconfirmed, unsubscribed, bounced): one newsletter's, or a column per newsletter; streamed a page of addresses at a time. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const chosen = new URL(args.request.url).searchParams.get('newsletter')
  const only = isNewsletterKey(chosen) ? chosen : undefined
  const pages = args.context.subscriberAdmin.csv(only)
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await pages.next()
      if (next.done) controller.close()
      else controller.enqueue(encoder.encode(next.value))
    },
    async cancel() {
      await pages.return(undefined)
    },
  })
  return new Response(body, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="subscribers-${only ?? 'all'}-${new Date().toISOString().slice(0, 10)}.csv"`,
      'Cache-Control': 'private, no-store',
    },
  })
}
