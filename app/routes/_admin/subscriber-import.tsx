import { useEffect } from 'react'
import { backOfficeScreen } from '#lib/back-office-screen.ts'
import { data, Link, useLoaderData, useRevalidator, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { FormNotice } from '../../components/forms/form-status.tsx'
import { ImportProblems } from '../../components/forms/import-problems.tsx'
import { pageMeta } from '../../utils/meta.ts'
import { noStore, retryAfterHeaders } from '../http-responses.server.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { requireStaff } from './require-staff.server.ts'
import { BackLink } from '../../components/back-office/back-link.tsx'

export const handle = backOfficeScreen({ capability: 'business:manage' })

const REFRESH_SECONDS = 2

/** A subscriber import's progress while its job runs, then its result: counts, skipped rows with the reason, or the file's problems. */
export async function loader(args: LoaderFunctionArgs<AppLoadContext>) {
  await requireStaff(args)
  const id = storableIdOf(args.params.id)
  const found = id === null ? null : await args.context.subscriberImports.get(id)
  if (!found) throw data({ message: 'No such import' }, { status: 404 })
  const { id: importId, status, rows, processed, subscribed, asked, bounced, skippedCount, skipped, problems } = found
  return data({ id: importId, status, rows, processed, subscribed, asked, bounced, skippedCount, skipped, problems }, { headers: noStore })
}

export const headers = retryAfterHeaders

const running = (status: string) => status === 'queued' || status === 'checking' || status === 'importing'

// Without JavaScript the page reloads itself while the import runs.
export const meta: MetaFunction<typeof loader> = ({ matches, data: found }) => [
  ...pageMeta(matches, 'Subscriber import', { noindex: true }),
  ...(found && running(found.status) ? [{ httpEquiv: 'refresh', content: String(REFRESH_SECONDS) }] : []),
]

export default function SubscriberImportScreen() {
  const found = useLoaderData<typeof loader>()
  const { revalidate, state } = useRevalidator()
  const busy = running(found.status)
  useEffect(() => {
    if (!busy || state !== 'idle') return
    const timer = setTimeout(() => void revalidate(), REFRESH_SECONDS * 1000)
    return () => clearTimeout(timer)
  }, [busy, state, revalidate, found])
  return (
    <>
      <BackLink to="/admin/subscribers" label="Subscribers" />
      <h1>Subscriber import</h1>
      {busy ? (
        <div role="status">
          <p>{found.status === 'importing' ? `Imported ${found.processed} of ${found.rows} rows.` : found.status === 'queued' ? 'Waiting to start…' : 'Checking the file…'}</p>
          <progress max={found.rows || 1} value={found.status === 'importing' ? found.processed : undefined}>
            {found.rows ? `${Math.floor((100 * found.processed) / found.rows)}%` : 'Starting'}
          </progress>
          <p>
            This page refreshes itself. You can leave it: the import goes on. <Link to={`/admin/subscribers/imports/${found.id}`}>Refresh now</Link>
          </p>
        </div>
      ) : null}
      {found.status === 'failed' ? <ImportProblems problems={found.problems} /> : null}
      {found.status === 'done' ? (
        <>
          <FormNotice>{`Imported: ${found.subscribed} subscribed with proof of consent, ${found.asked} asked to confirm by mail, ${found.bounced} marked as bounced, ${found.skippedCount} skipped.`}</FormNotice>
          {found.skipped.length ? (
            <>
              <h2>Skipped rows</h2>
              <ul>
                {found.skipped.map((note) => (
                  <li key={note.line}>{`Line ${note.line}: ${note.message}`}</li>
                ))}
              </ul>
              {found.skippedCount > found.skipped.length ? <p>{`…and ${found.skippedCount - found.skipped.length} more.`}</p> : null}
            </>
          ) : null}
        </>
      ) : null}
    </>
  )
}
