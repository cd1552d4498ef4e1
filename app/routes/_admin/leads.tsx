import { data, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { LEAD_KIND_LABELS, type LeadKind } from '#lib/lead-fields.ts'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { utcMinute } from '#lib/utc-minute.ts'
import { csvAddress, ListScreen } from '../../components/back-office/list-screen.tsx'
import { DATE_RANGE, PEOPLE_SEARCH, type ListFilters } from '../../components/back-office/list-filters.tsx'
import { fullName, PersonCell } from '../../components/back-office/person-cell.tsx'
import { leadFiltersOf } from './lists.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { describeItems } from '../_sponsor/portal.server.ts'

export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Leads' }, readsQuery: ['kind', 'target', 'sponsor', 'q', 'mail', 'from', 'to', 'page'] })

const FILTERS: ListFilters = {
  label: 'Filter the leads',
  clear: true,
  fields: [
    { name: 'kind', label: 'Form', options: Object.entries(LEAD_KIND_LABELS), any: 'All forms' },
    { name: 'target', label: 'Item', placeholder: 'webinar id or slug' },
    { name: 'sponsor', label: 'Sponsor' },
    PEOPLE_SEARCH,
    {
      name: 'mail',
      label: 'Mail',
      options: [
        ['sent', 'Sent'],
        ['failed', 'Failed'],
        ['pending', 'Pending'],
      ],
      any: 'Any',
    },
    ...DATE_RANGE,
  ],
}

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const { search, page, values } = leadFiltersOf(new URL(args.request.url))
  const [found, sponsors] = await Promise.all([args.context.leads.search(search, page), args.context.sponsorCompanies.choices()])
  // Each item once for the page: the title a person knows it by, not its id or slug.
  const describe = describeItems(args.context)
  const titles = new Map<string, Promise<string>>()
  const titleOf = (kind: string, target: string) => {
    const key = `${kind}:${target}`
    if (!titles.has(key))
      titles.set(
        key,
        describe(kind, target).then((item) => item.title),
      )
    return titles.get(key)!
  }
  const rows = await Promise.all(
    found.rows.map(async (lead) => ({
      id: lead.id,
      at: utcMinute(lead.createdAt),
      kind: LEAD_KIND_LABELS[lead.kind as LeadKind] ?? lead.kind,
      target: await titleOf(lead.kind, lead.target),
      sponsor: lead.sponsor ? (sponsors.get(lead.sponsor)?.name ?? lead.sponsor) : '',
      name: fullName(lead),
      email: lead.email,
      company: lead.company,
      mail: lead.mailStatus,
    })),
  )
  return data({ values, csv: csvAddress('/admin/leads.csv', values), list: { ...found, rows } }, { headers: noStore })
}

export const headers = retryAfterHeaders

export default function LeadsScreen() {
  const { values, list, csv } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Leads</h1>
      <ListScreen
        list={list}
        values={values}
        filters={FILTERS}
        noun={['lead', 'leads']}
        csv={{ href: csv, label: 'Download these as CSV' }}
        caption="Leads, newest first"
        rowKey={(lead) => lead.id}
        columns={[
          { header: 'When', cell: (lead) => lead.at },
          { header: 'Form', cell: (lead) => lead.kind },
          { header: 'Item', cell: (lead) => lead.target },
          { header: 'Sponsor', cell: (lead) => lead.sponsor || '—' },
          { header: 'Who', cell: (lead) => <PersonCell to={`/admin/leads/${lead.id}`} name={lead.name} email={lead.email} /> },
          { header: 'Company', cell: (lead) => lead.company || '—' },
          { header: 'Mail', cell: (lead) => lead.mail },
        ]}
        empty={{ none: 'No leads yet.', filtered: 'No leads match these filters.' }}
      />
    </>
  )
}
