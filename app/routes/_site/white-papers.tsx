import { useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Pagination } from '../../components/pagination.tsx'
import { ResourceGrid } from '../../components/resources/resource-card.tsx'
import { withContent } from '../content-reads.server.ts'
import { permanentRedirect, requirePageInRange, requirePageNumber } from '../http-responses.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { resourceTeaser } from './resources.server.ts'
import { pageHref } from '../../utils/pagination.ts'
import { seoMeta } from '../../utils/seo.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const PER_PAGE = 12
const DESCRIPTION = 'White papers from our partners: research and practical guides on pipeline, forecasting, compensation and AI in sales.'

export const handle: QueryHandle & IslandsHandle = { readsQuery: ['page'], ...ISLANDS_ONLY }

/**
 * /resources/white-papers and every path under it (old campaign links): the white paper index,
 * or, when the last segment names an asset, a move to its gated page (the lead form).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs<AppLoadContext>) {
  const named = (params['*'] ?? '').split('/').filter(Boolean).at(-1) ?? ''
  if (/^[a-z0-9-]{1,200}$/.test(named)) {
    const resource = await withContent(context, () => context.content.getResource(named))
    if (resource?.slug === named) throw permanentRedirect(resource.path)
  }
  const page = requirePageNumber(new URL(request.url))
  const papers = await withContent(context, () => context.content.getResources({ type: 'white-paper', page, perPage: PER_PAGE }))
  requirePageInRange(page, papers.totalPages)
  return { page, totalPages: papers.totalPages, total: papers.total, papers: papers.items.map(resourceTeaser) }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? seoMeta(matches, { title: data.page > 1 ? `White papers, page ${data.page}` : 'White papers', description: DESCRIPTION, path: pageHref('/resources/white-papers', '', data.page) })
    : errorMeta(error, matches)

export default function WhitePapers() {
  const { page, totalPages, total, papers } = useLoaderData<typeof loader>()
  return (
    <div className="page resources">
      <header className="archive__header">
        <p className="eyebrow">Resources</p>
        <h1>White papers</h1>
        <p className="lede">Research and guides from our partners{total ? ` (${total})` : ''}.</p>
      </header>
      {papers.length === 0 ? <p className="notice">There are no white papers yet. Please come back soon.</p> : <ResourceGrid resources={papers} />}
      <Pagination page={page} totalPages={totalPages} label="Pages of white papers" />
    </div>
  )
}
