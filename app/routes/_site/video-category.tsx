import { useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { VideoGrid } from '../../components/videos/video-card.tsx'
import { errorMeta } from '../../utils/meta.ts'
import { pageHref } from '../../utils/pagination.ts'
import { breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { loadVideoCategory } from './videos.server.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

export const handle: QueryHandle & IslandsHandle = { readsQuery: ['page'], ...ISLANDS_ONLY }

export function loader({ context, request, params }: LoaderFunctionArgs<AppLoadContext>) {
  return loadVideoCategory(context, request, params)
}

const crumbs = (category: { name: string; path: string }): Crumb[] => [
  { name: 'Home', path: '/' },
  { name: 'Videos', path: '/videos' },
  { name: category.name, path: category.path },
]

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches)
  const { category, page } = data
  return seoMeta(matches, {
    title: page > 1 ? `${category.name} videos, page ${page}` : `${category.name} videos`,
    description: category.description || `Every video in ${category.name}.`,
    path: pageHref(category.path, '', page),
  })
}

export default function VideoCategoryPage() {
  const { category, page, totalPages, total, videos } = useLoaderData<typeof loader>()
  const { siteUrl } = useSite()
  return (
    <div className="page">
      <JsonLd items={[breadcrumbJsonLd(siteUrl, crumbs(category))]} />
      <Breadcrumbs crumbs={crumbs(category)} />
      <header className="archive__header">
        <p className="eyebrow">Video series</p>
        <h1>{category.name}</h1>
        {category.description ? <p className="lede">{category.description}</p> : null}
      </header>
      {videos.length === 0 ? (
        <p className="notice" role="status">
          There are no videos in {category.name} yet.
        </p>
      ) : (
        <>
          <p className="archive__count">
            {total} {total === 1 ? 'video' : 'videos'}
            {totalPages > 1 ? `, page ${page} of ${totalPages}` : ''}
          </p>
          <VideoGrid videos={videos} />
        </>
      )}
      <Pagination page={page} totalPages={totalPages} label={`Pages of ${category.name}`} />
    </div>
  )
}
