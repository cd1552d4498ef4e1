import { data, Form, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { noStore } from '../http-responses.server.ts'
import { AdminPager } from './admin-pager.tsx'
import { STATUS_LABELS } from './post-kinds.ts'
import { staffForKind } from './post-kind.server.ts'
import { postPages } from './lists.server.ts'
import { listSearchOf } from './list-search.server.ts'

export const handle = backOfficeScreen({
  byRoute: {
    'admin-articles': { capability: 'content:draft', nav: { label: 'Articles' } },
    'admin-content': {
      capability: 'content:structure',
      nav: [
        { label: 'Pages', params: { section: 'pages' } },
        { label: 'Webinars', params: { section: 'webinars' } },
        { label: 'Magazine', params: { section: 'issues' } },
        { label: 'Videos', params: { section: 'videos' } },
        { label: 'Events', params: { section: 'events' } },
        { label: 'Lists and awards', params: { section: 'lists' } },
        { label: 'Resources', params: { section: 'resources' } },
      ],
    },
  },
  readsQuery: ['status', 'q', 'page'],
})

const STATUSES = ['draft', 'future', 'publish', 'trash'] as const

/** Articles (or pages, or a section's items), most recently changed first; by status and title. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  const { user, kind, admin } = await staffForKind(args)
  const url = new URL(args.request.url)
  const status = STATUSES.find((candidate) => candidate === url.searchParams.get('status'))
  const q = listSearchOf(url)
  const page = Math.min(10_000, Math.max(1, Number(url.searchParams.get('page')) || 1))
  const { rows, total } = await admin.list({ status, text: q || undefined }, page)
  return data(
    {
      kind,
      mayWrite: admin.mayWrite(user),
      values: { status: status ?? '', q },
      page,
      pages: postPages(total),
      total,
      rows: rows.map((row) => ({
        id: row.id,
        title: row.title,
        status: STATUS_LABELS[row.status] ?? row.status,
        author: row.author ?? '—',
        modified: row.modifiedAt.toISOString().slice(0, 16).replace('T', ' '),
        scheduled: row.status === 'future' ? row.publishedAt.toISOString().slice(0, 16).replace('T', ' ') : null,
      })),
    },
    { headers: noStore },
  )
}

export default function PostsScreen() {
  const { kind, mayWrite, values, rows, total, page, pages } = useLoaderData<typeof loader>()
  return (
    <>
      <h1>{kind.plural}</h1>
      {mayWrite ? (
        <p>
          <Link className="button" to={`${kind.listPath}/new`}>
            {kind.type === 'post' ? 'Write an article' : `Add a ${kind.noun}`}
          </Link>
          {kind.type === 'videos' ? (
            <>
              {' '}
              <Link to="/admin/content/videos/calendar">Daily-video calendar</Link>
            </>
          ) : null}
        </p>
      ) : null}
      <Form method="get" className="filter-form" aria-label={`Filter the ${kind.plural.toLowerCase()}`}>
        <label>
          Status{' '}
          <select name="status" defaultValue={values.status}>
            <option value="">All but the trash</option>
            {STATUSES.map((status) => (
              <option key={status} value={status}>
                {STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </label>
        <label>
          Title <input type="search" name="q" defaultValue={values.q} />
        </label>
        <button type="submit" className="button button--small">
          Filter
        </button>
      </Form>
      <p role="status">
        {total} {total === 1 ? kind.noun : kind.plural.toLowerCase()}
        {pages > 1 ? `, page ${page} of ${pages}` : ''}
      </p>
      {rows.length ? (
        <table className="admin-table">
          <caption className="visually-hidden">{kind.plural}, most recently changed first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Author</th>
              <th scope="col">Changed (UTC)</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`${kind.listPath}/${row.id}`}>{row.title}</Link>
                </td>
                <td>{row.scheduled ? `${row.status} for ${row.scheduled}` : row.status}</td>
                <td>{row.author}</td>
                <td>{row.modified}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="notice">Nothing matches.</p>
      )}
      <AdminPager filters={values} page={page} pages={pages} label={`Pages of ${kind.plural.toLowerCase()}`} />
    </>
  )
}
