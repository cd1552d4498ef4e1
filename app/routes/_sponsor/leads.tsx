import { data, Form, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { noStore } from '../http-responses.server.ts'
import { AdminPager } from '../_admin/admin-pager.tsx'
import { leadPages } from '../_admin/lists.server.ts'
import { describedItems, KIND_LABELS, portalFiltersOf, requireSponsor } from './portal.server.ts'

export const handle = backOfficeScreen({ capability: 'sponsor:portal', nav: { label: 'Leads' }, readsQuery: ['item', 'q', 'page'] })

/** The sponsor's leads, newest first, each with its engagement score; by item and text. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user } = await requireSponsor(args)
  const url = new URL(args.request.url)
  const { search, page, values } = portalFiltersOf(url)
  const portal = args.context.sponsorPortal
  const [{ rows, total }, described] = await Promise.all([portal.leads(user.sponsor, search, page), describedItems(args.context, user.sponsor)])
  // An item that is not this sponsor's (another sponsor's webinar or asset) is not here at all.
  if (values.item && !described.has(values.item)) throw data({ message: 'No such item' }, { status: 404 })
  const scores = await portal.engagement(user.sponsor, [...new Set(rows.map((lead) => lead.email))], described)
  return data(
    {
      values,
      page,
      pages: leadPages(total),
      total,
      items: [...described].map(([key, item]) => ({ key, title: item.title })),
      csv: `/sponsor/leads.csv${values.item ? `?item=${encodeURIComponent(values.item)}` : ''}`,
      rows: rows.map((lead) => ({
        id: lead.id,
        at: lead.createdAt.toISOString().slice(0, 16).replace('T', ' '),
        form: KIND_LABELS[lead.kind] ?? lead.kind,
        item: described.get(`${lead.kind}:${lead.target}`)?.title ?? lead.target,
        name: [lead.firstname, lead.lastname].filter(Boolean).join(' '),
        email: lead.email,
        company: lead.company,
        score: scores.get(lead.email)?.score ?? 0,
      })),
    },
    { headers: noStore },
  )
}

export default function SponsorLeads() {
  const { values, rows, total, page, pages, items, csv } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Leads</h1>
      <Form method="get" className="filter-form" aria-label="Filter your leads">
        <label>
          Item{' '}
          <select name="item" defaultValue={values.item}>
            <option value="">All items</option>
            {items.map((item) => (
              <option key={item.key} value={item.key}>
                {item.title}
              </option>
            ))}
          </select>
        </label>
        <label>
          Search <input type="search" name="q" defaultValue={values.q} placeholder="name, email, company" />
        </label>
        <button type="submit" className="button button--small">
          Filter
        </button>{' '}
        <Link to="/sponsor/leads">Clear</Link>
      </Form>
      <p role="status">
        {total} {total === 1 ? 'lead' : 'leads'}
        {pages > 1 ? `, page ${page} of ${pages}` : ''} · <a href={csv}>Download as CSV</a>
      </p>
      {rows.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">Your leads, newest first, with their engagement scores</caption>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Who</th>
              <th scope="col">Company</th>
              <th scope="col">Item</th>
              <th scope="col">Score</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((lead) => (
              <tr key={lead.id}>
                <td>{lead.at}</td>
                <td>
                  <Link to={`/sponsor/leads/${lead.id}`}>{lead.name || lead.email}</Link>
                  {lead.name ? <div>{lead.email}</div> : null}
                </td>
                <td>{lead.company || '—'}</td>
                <td>
                  {lead.form}: {lead.item}
                </td>
                <td>{lead.score}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="notice">{values.item || values.q ? 'No lead matches these filters.' : 'No leads yet.'}</p>
      )}
      <AdminPager filters={values} page={page} pages={pages} label="Pages of leads" />
    </>
  )
}
