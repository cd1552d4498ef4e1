import { data, Form, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { leadFiltersOf, leadPages } from './lists.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { AdminPager } from './admin-pager.tsx'

export const handle = backOfficeScreen({ capability: 'business:manage', nav: { label: 'Leads' }, readsQuery: ['kind', 'target', 'sponsor', 'q', 'mail', 'from', 'to', 'page'] })

const KIND_LABELS: Record<string, string> = { webinar: 'Webinar registration', asset: 'Download', mediakit: 'Media kit', application: 'Application', landing: 'Insight page' }

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const url = new URL(args.request.url)
  const { search, page, values } = leadFiltersOf(url)
  const { rows, total } = await args.context.leads.search(search, page)
  return data(
    {
      values,
      page,
      pages: leadPages(total),
      total,
      csv: `/admin/leads.csv${url.search ? new URLSearchParams([...url.searchParams].filter(([k]) => k !== 'page')).toString().replace(/^/, '?') : ''}`,
      rows: rows.map((lead) => ({
        id: lead.id,
        at: lead.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        kind: KIND_LABELS[lead.kind] ?? lead.kind,
        target: lead.target,
        sponsor: lead.sponsor,
        name: [lead.firstname, lead.lastname].filter(Boolean).join(' '),
        email: lead.email,
        company: lead.company,
        mail: lead.mailStatus,
      })),
    },
    { headers: noStore },
  )
}

export const headers = retryAfterHeaders

export default function LeadsScreen() {
  const { values, rows, total, page, pages, csv } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Leads</h1>
      <Form method="get" className="filter-form" aria-label="Filter the leads">
        <label>
          Form{' '}
          <select name="kind" defaultValue={values.kind}>
            <option value="">All forms</option>
            {Object.entries(KIND_LABELS).map(([kind, label]) => (
              <option key={kind} value={kind}>
                {label}
              </option>
            ))}
          </select>
        </label>
        <label>
          Item <input name="target" defaultValue={values.target} placeholder="webinar id or slug" />
        </label>
        <label>
          Sponsor <input name="sponsor" defaultValue={values.sponsor} />
        </label>
        <label>
          Search <input type="search" name="q" defaultValue={values.q} placeholder="name, email, company" />
        </label>
        <label>
          Mail{' '}
          <select name="mail" defaultValue={values.mail}>
            <option value="">Any</option>
            <option value="sent">Sent</option>
            <option value="failed">Failed</option>
            <option value="pending">Pending</option>
          </select>
        </label>
        <label>
          From <input type="date" name="from" defaultValue={values.from} />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={values.to} />
        </label>
        <button type="submit" className="button button--small">
          Filter
        </button>{' '}
        <Link to="/admin/leads">Clear</Link>
      </Form>
      <p role="status">
        {total} {total === 1 ? 'lead' : 'leads'}
        {pages > 1 ? `, page ${page} of ${pages}` : ''} · <a href={csv}>Download these as CSV</a>
      </p>
      {rows.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">Leads, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Form</th>
              <th scope="col">Item</th>
              <th scope="col">Sponsor</th>
              <th scope="col">Who</th>
              <th scope="col">Company</th>
              <th scope="col">Mail</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((lead) => (
              <tr key={lead.id}>
                <td>{lead.at}</td>
                <td>{lead.kind}</td>
                <td>{lead.target}</td>
                <td>{lead.sponsor || '—'}</td>
                <td>
                  <Link to={`/admin/leads/${lead.id}`}>{lead.name || lead.email}</Link>
                  {lead.name ? <div>{lead.email}</div> : null}
                </td>
                <td>{lead.company || '—'}</td>
                <td>{lead.mail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="notice">No leads match these filters.</p>
      )}
      <AdminPager filters={values} page={page} pages={pages} label="Pages of leads" />
    </>
  )
}
