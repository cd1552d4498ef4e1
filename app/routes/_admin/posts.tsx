import { data, Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { SECTIONS } from '#lib/sections.ts'
import { noStore } from '../http-responses.server.ts'
import { pageNumberOf } from '#lib/page.ts'
import { utcMinute } from '#lib/utc-minute.ts'
import { ListScreen } from '../../components/back-office/list-screen.tsx'
import { STATUS_LABELS } from './post-kinds.ts'
import { staffForKind } from './post-kind.server.ts'
import { listSearchOf } from './list-search.server.ts'

export const handle = backOfficeScreen({
  byRoute: {
    'admin-articles': { capability: 'content:draft', nav: { label: 'Articles' } },
    'admin-content': {
      capability: 'content:structure',
      nav: [{ label: 'Pages', params: { section: 'pages' } }, ...SECTIONS.map((section) => ({ label: section.navLabel, params: { section: section.type } }))],
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
  const found = await admin.list({ status, text: q || undefined }, pageNumberOf(url))
  const rows = found.rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: STATUS_LABELS[row.status] ?? row.status,
    author: row.author ?? '—',
    modified: utcMinute(row.modifiedAt),
    scheduled: row.status === 'future' ? utcMinute(row.publishedAt) : null,
  }))
  return data({ kind, mayWrite: admin.mayWrite(user), values: { status: status ?? '', q }, list: { ...found, rows } }, { headers: noStore })
}

export default function PostsScreen() {
  const { kind, mayWrite, values, list } = useLoaderData<typeof loader>()
  const plural = kind.plural.toLowerCase()
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
      <ListScreen
        list={list}
        values={values}
        filters={{
          label: `Filter the ${plural}`,
          fields: [
            { name: 'status', label: 'Status', options: STATUSES.map((status) => [status, STATUS_LABELS[status]!] as const), any: 'All but the trash' },
            { name: 'q', label: 'Title', type: 'search' },
          ],
        }}
        noun={[kind.noun, plural]}
        caption={`${kind.plural}, most recently changed first`}
        rowKey={(row) => row.id}
        columns={[
          { header: 'Title', cell: (row) => <Link to={`${kind.listPath}/${row.id}`}>{row.title}</Link> },
          { header: 'Status', cell: (row) => (row.scheduled ? `${row.status} for ${row.scheduled}` : row.status) },
          { header: 'Author', cell: (row) => row.author },
          { header: 'Changed', cell: (row) => row.modified },
        ]}
        empty={{ none: `No ${plural} yet.`, filtered: 'Nothing matches.' }}
      />
    </>
  )
}
