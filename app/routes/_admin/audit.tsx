import { data, Form, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { AuditFilter } from '#lib/staff-schemas.ts'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { auditPages } from './lists.server.ts'
import { requireStaff } from './require-staff.server.ts'
import { AdminPager } from './admin-pager.tsx'

export const handle = backOfficeScreen({ capability: 'audit:read', nav: { label: 'Audit log' }, readsQuery: ['actor', 'action', 'itemType', 'item', 'from', 'to', 'page'] })

const DAY = 24 * 3600_000

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const query = AuditFilter.parse(Object.fromEntries(new URL(args.request.url).searchParams))
  const page = query.page ?? 1
  const { entries, total } = await args.context.audit.list(
    {
      actorId: query.actor,
      action: query.action || undefined,
      itemType: query.itemType || undefined,
      itemId: query.item || undefined,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY) : undefined,
    },
    page,
  )
  return data(
    {
      filters: { actor: query.actor ? String(query.actor) : '', action: query.action ?? '', itemType: query.itemType ?? '', item: query.item ?? '', from: query.from ?? '', to: query.to ?? '' },
      page,
      pages: auditPages(total),
      total,
      entries: entries.map((entry) => ({
        id: entry.id,
        at: entry.at.toISOString().replace('T', ' ').slice(0, 19),
        actor: entry.actorEmail,
        actorId: entry.actorId,
        action: entry.action,
        item: `${entry.itemType} ${entry.itemId}`,
        before: entry.before === null ? '' : JSON.stringify(entry.before),
        after: entry.after === null ? '' : JSON.stringify(entry.after),
      })),
    },
    { headers: noStore },
  )
}

/** The loader's private, no-store headers reach the page's answer. */
export const headers = retryAfterHeaders

export default function AuditScreen() {
  const { filters, entries, page, pages, total } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Audit Log</h1>
      <Form method="get" className="filter-form" aria-label="Filter the audit log">
        <label>
          Action <input name="action" defaultValue={filters.action} placeholder="staff.invite" />
        </label>
        <label>
          Item type <input name="itemType" defaultValue={filters.itemType} placeholder="user" />
        </label>
        <label>
          Item id <input name="item" defaultValue={filters.item} placeholder="12" />
        </label>
        <label>
          Actor id <input name="actor" inputMode="numeric" defaultValue={filters.actor} />
        </label>
        <label>
          From <input type="date" name="from" defaultValue={filters.from} />
        </label>
        <label>
          To <input type="date" name="to" defaultValue={filters.to} />
        </label>
        <button type="submit" className="button button--small">
          Filter
        </button>{' '}
        <Link to="/admin/audit">Clear</Link>
      </Form>
      <p role="status">
        {total} {total === 1 ? 'entry' : 'entries'}
        {pages > 1 ? `, page ${page} of ${pages}` : ''}
      </p>
      {entries.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">Who did what to which item, newest first</caption>
          <thead>
            <tr>
              <th scope="col">When (UTC)</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Item</th>
              <th scope="col">Before</th>
              <th scope="col">After</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td>{entry.at}</td>
                <td>{entry.actorId ? <Link to={`?actor=${entry.actorId}`}>{entry.actor}</Link> : entry.actor}</td>
                <td>{entry.action}</td>
                <td>{entry.item}</td>
                <td>
                  <code>{entry.before}</code>
                </td>
                <td>
                  <code>{entry.after}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="notice">Nothing in the log matches these filters.</p>
      )}
      <AdminPager filters={filters} page={page} pages={pages} label="Pages of the audit log" />
    </>
  )
}
