import { data, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
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
    items.map(async (item) => ({ ...(await describe(item.kind, item.target)), key: `${item.kind}:${item.target}`, kind: KIND_LABELS[item.kind] ?? item.kind, count: item.count, latest: new Date(item.latest).toISOString().slice(0, 16).replace('T', ' ') })),
  )
  return data({ rows, webhook: webhook?.url ?? null }, { headers: noStore })
}

export default function SponsorOverview() {
  const { rows, webhook } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Your leads</h1>
      {rows.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">Your webinars, assets and forms, with their leads</caption>
          <thead>
            <tr>
              <th scope="col">Item</th>
              <th scope="col">Form</th>
              <th scope="col">Leads</th>
              <th scope="col">Latest (UTC)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <td>{row.path ? <a href={row.path}>{row.title}</a> : row.title}</td>
                <td>{row.kind}</td>
                <td>
                  <Link to={`/sponsor/leads?item=${encodeURIComponent(row.key)}`}>
                    {row.count} {row.count === 1 ? 'lead' : 'leads'}
                  </Link>
                </td>
                <td>{row.latest}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="notice">No leads yet. Registrations and downloads of your webinars and assets show here as they happen.</p>
      )}
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
