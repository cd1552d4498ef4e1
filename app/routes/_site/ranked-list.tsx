import { useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { RankedListPageView } from '../../components/lists/ranked-list-page.tsx'
import { errorMeta } from '../../utils/meta.ts'
import { loadRankedList } from './ranked-list.server.ts'
import { seoMeta } from '../../utils/seo.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

export const handle: QueryHandle & IslandsHandle = { readsQuery: ['sort', 'dir', 'segment', 'hq', 'size', 'q', 'page'], ...ISLANDS_ONLY }

/** /lists/{year}/{slug} and /resources/{year}/{slug}: one edition of a ranked list or award programme. */
export function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  return loadRankedList(context, request, params)
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches)
  const { edition } = data
  return seoMeta(matches, {
    title: `${edition.name} ${edition.year}`,
    description: edition.summary || `${edition.name}: the ${edition.year} ${edition.kind === 'award' ? 'winners' : 'ranking'}.`,
    // Sorted, filtered and later pages show the same edition: one canonical address for all.
    path: edition.path,
    image: edition.cover,
  })
}

export default function RankedList() {
  return <RankedListPageView {...useLoaderData<typeof loader>()} />
}
