import { data, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { noStore } from '../http-responses.server.ts'
import { utcMinute } from '#lib/utc-minute.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { PEOPLE_SEARCH } from '../../components/back-office/list-filters.tsx'
import { fullName, PersonCell } from '../../components/back-office/person-cell.tsx'
import { describedItems, KIND_LABELS, portalFiltersOf, requireSponsor } from './portal.server.ts'

export const handle = backOfficeScreen({ capability: 'sponsor:portal', nav: { label: 'Leads' }, readsQuery: ['item', 'q', 'page'] })

/** The sponsor's leads, newest first, each with its engagement score; by item and text. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireSponsor(args)
  const { search, page, values } = portalFiltersOf(new URL(args.request.url))
  const portal = args.context.sponsorPortal
  const [found, described] = await Promise.all([portal.leads(user.sponsor, search, page), describedItems(args.context, user.sponsor)])
  // An item that is not this sponsor's (another sponsor's webinar or asset) is not here at all.
  if (values.item && !described.has(values.item)) throw data({ message: 'No such item' }, { status: 404 })
  const scores = await portal.engagement(user.sponsor, [...new Set(found.rows.map((lead) => lead.email))], described)
  const rows = found.rows.map((lead) => ({
    id: lead.id,
    at: utcMinute(lead.createdAt),
    form: KIND_LABELS[lead.kind] ?? lead.kind,
    item: described.get(`${lead.kind}:${lead.target}`)?.title ?? lead.target,
    name: fullName(lead),
    email: lead.email,
    company: lead.company,
    score: scores.get(lead.email)?.score ?? 0,
  }))
  return data(
    {
      values,
      items: [...described].map(([key, item]) => [key, item.title] as const),
      csv: `/sponsor/leads.csv${values.item ? `?item=${encodeURIComponent(values.item)}` : ''}`,
      list: { ...found, rows },
    },
    { headers: noStore },
  )
}

export default function SponsorLeads() {
  const { values, list, items, csv } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Leads</h1>
      <ListScreen
        list={list}
        values={values}
        filters={{ label: 'Filter your leads', clear: true, fields: [{ name: 'item', label: 'Item', options: items, any: 'All items' }, PEOPLE_SEARCH] }}
        noun={['lead', 'leads']}
        csv={{ href: csv, label: 'Download as CSV' }}
        caption="Your leads, newest first, with their engagement scores"
        rowKey={(lead) => lead.id}
        columns={[
          { header: 'When', cell: (lead) => lead.at },
          { header: 'Who', cell: (lead) => <PersonCell to={`/sponsor/leads/${lead.id}`} name={lead.name} email={lead.email} /> },
          { header: 'Company', cell: (lead) => lead.company || '—' },
          { header: 'Item', cell: (lead) => `${lead.form}: ${lead.item}` },
          { header: 'Score', cell: (lead) => lead.score },
        ]}
        empty={{ none: 'No leads yet.', filtered: 'No lead matches these filters.' }}
      />
    </>
  )
}
