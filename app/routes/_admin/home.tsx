import { data, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { ROLE_SUMMARIES, ROLE_LABELS } from '#lib/roles.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { BusinessDashboard } from './dashboard.tsx'
import { OverviewTiles, RecentActivity } from './overview.tsx'
import { loadOverview } from './overview.server.ts'

export const handle = backOfficeScreen({ capability: 'admin:enter', nav: { label: 'Overview' } })

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireStaff(args)
  return data({ role: ROLE_LABELS[user.role], summary: ROLE_SUMMARIES[user.role], ...(await loadOverview(args.context, user.role)) }, { headers: noStore })
}

/** The loader's private, no-store headers reach the page's answer. */
export const headers = retryAfterHeaders

/** What needs attention today (the sidebar has the way to every screen), then the business's charts and the latest activity. */
export default function AdminHome() {
  const { role, summary, tiles, board, recent } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Back office</h1>
      <p>
        You are signed in as <strong>{role}</strong>. {summary}
      </p>
      {tiles.length ? <OverviewTiles tiles={tiles} /> : null}
      {recent ? <RecentActivity entries={recent} /> : null}
      {board ? <BusinessDashboard board={board} /> : null}
    </>
  )
}
