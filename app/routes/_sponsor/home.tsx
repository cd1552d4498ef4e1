import { data, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { wholeList } from '#lib/page.ts'
import { utcMinute } from '#lib/utc-minute.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { noStore } from '../http-responses.server.ts'
import { ScoreRules } from './score-rules.tsx'
import { describeItems, KIND_LABELS, requireSponsor } from './portal.server.ts'

export const handle = backOfficeScreen({ capability: 'sponsor:portal', nav: { label: 'Overview' } })

/** The overview: the sponsor's webinars, assets and forms with their leads as they come in, and the webhook's state. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireSponsor(args)
  const describe = describeItems(args.context)
  const [items, webhook] = await Promise.all([args.context.sponsorPortal.items(user.sponsor), args.context.sponsorWebhooks.settings(user.sponsor)])
  const rows = await Promise.all(
    items.map(async (item) => ({
      ...(await describe(item.kind, item.target)),
      key: `${item.kind}:${item.target}`,
      kind: KIND_LABELS[item.kind] ?? item.kind,
      count: item.count,
      latest: utcMinute(item.latest),
    })),
  )
  return data({ list: wholeList(rows), webhook: webhook?.url ?? null }, { headers: noStore })
}

export default function SponsorOverview() {
  const { list, webhook } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Your leads</h1>
      <ListScreen
        list={list}
        caption="Your webinars, assets and forms, with their leads"
        rowKey={(row) => row.key}
        columns={[
          { header: 'Item', cell: (row) => (row.path ? <a href={row.path}>{row.title}</a> : row.title) },
          { header: 'Form', cell: (row) => row.kind },
          { header: 'Leads', cell: (row) => <Link to={`/sponsor/leads?item=${encodeURIComponent(row.key)}`}>{`${row.count} ${row.count === 1 ? 'lead' : 'leads'}`}</Link> },
          { header: 'Latest', cell: (row) => row.latest },
        ]}
        empty="No leads yet. Registrations and downloads of your webinars and assets show here as they happen."
      />
      <p>
        {webhook ? (
          <>
            New leads are sent to your webhook at <code>{webhook}</code>. <Link to="/sponsor/webhook">See the deliveries</Link>
          </>
        ) : (
          <>
            Want each new lead in your CRM as it comes in? <Link to="/sponsor/webhook">Set up a webhook</Link>
          </>
        )}
      </p>
      <ScoreRules />
    </>
  )
}
