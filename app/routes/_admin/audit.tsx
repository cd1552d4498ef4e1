import { data, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { AuditFilter } from '#lib/staff-schemas.ts'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { DATE_RANGE, type ListFilters } from '../../components/back-office/list-filters.tsx'
import { requireStaff } from './require-staff.server.ts'

export const handle = backOfficeScreen({ capability: 'audit:read', nav: { label: 'Audit log' }, readsQuery: ['actor', 'action', 'itemType', 'item', 'from', 'to', 'page'] })

const DAY = 24 * 3600_000

export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const query = AuditFilter.parse(Object.fromEntries(new URL(args.request.url).searchParams))
  const found = await args.context.audit.list(
    {
      actorId: query.actor,
      action: query.action || undefined,
      itemType: query.itemType || undefined,
      itemId: query.item || undefined,
      from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
      to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY) : undefined,
    },
    query.page,
  )
  const rows = found.rows.map((entry) => ({
    id: entry.id,
    at: entry.at.toISOString().replace('T', ' ').slice(0, 19),
    actor: entry.actorEmail,
    actorId: entry.actorId,
    action: entry.action,
    item: `${entry.itemType} ${entry.itemId}`,
    before: entry.before === null ? '' : JSON.stringify(entry.before),
    after: entry.after === null ? '' : JSON.stringify(entry.after),
  }))
  const values = { actor: query.actor ? String(query.actor) : '', action: query.action ?? '', itemType: query.itemType ?? '', item: query.item ?? '', from: query.from ?? '', to: query.to ?? '' }
  return data({ values, list: { ...found, rows } }, { headers: noStore })
}

/** The loader's private, no-store headers reach the page's answer. */
export const headers = retryAfterHeaders

const FILTERS: ListFilters = {
  label: 'Filter the audit log',
  clear: true,
  fields: [
    { name: 'action', label: 'Action', placeholder: 'staff.invite' },
    { name: 'itemType', label: 'Item type', placeholder: 'user' },
    { name: 'item', label: 'Item id', placeholder: '12' },
    { name: 'actor', label: 'Actor id', numeric: true },
    ...DATE_RANGE,
  ],
}

export default function AuditScreen() {
  const { values, list } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>Audit log</h1>
      <ListScreen
        list={list}
        values={values}
        filters={FILTERS}
        noun={['entry', 'entries']}
        caption="Who did what to which item, newest first"
        rowKey={(entry) => entry.id}
        columns={[
          { header: 'When (UTC)', cell: (entry) => entry.at },
          { header: 'Who', cell: (entry) => (entry.actorId ? <Link to={`?actor=${entry.actorId}`}>{entry.actor}</Link> : entry.actor) },
          { header: 'Action', cell: (entry) => entry.action },
          { header: 'Item', cell: (entry) => entry.item },
          { header: 'Before', cell: (entry) => <code>{entry.before}</code> },
          { header: 'After', cell: (entry) => <code>{entry.after}</code> },
        ]}
        empty={{ none: 'Nothing is in the log yet.', filtered: 'Nothing in the log matches these filters.' }}
        pager={{ label: 'Pages of the audit log' }}
      />
    </>
  )
}
