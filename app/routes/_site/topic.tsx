import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { BLOG_CATEGORY_SLUG, topicPath } from '../../../lib/site-paths.ts'
import { ArticleArchive } from '../../components/articles/article-archive.tsx'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { withContent } from '../content-reads.server.ts'
import { notFound, permanentRedirect, requirePageInRange, requirePageNumber } from '../http-responses.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { pageHref } from '../../utils/pagination.ts'
import { breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { toTeaser } from '../../utils/teaser.ts'
import type { QueryHandle } from '#lib/query-handle.ts'

const PER_PAGE = 12

export const handle: QueryHandle = { readsQuery: ['page'] }

/** /topics/{id}/{name}?page=N: the id decides; a wrong name moves to the topic's own slug. */
export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  if (!/^\d{1,9}$/.test(params.id ?? '')) throw notFound()
  const id = Number(params.id)
  const page = requirePageNumber(url)
  const [topic, articles] = await withContent(context, () =>
    Promise.all([context.content.getTopic(id), context.content.getArticles({ categories: [id], page, perPage: PER_PAGE, teaser: true })]),
  )
  if (!topic) throw notFound()
  // The blog category is a section of its own, with its own address.
  if (topic.slug === BLOG_CATEGORY_SLUG) throw permanentRedirect(`/blog${url.search}`)
  if (url.pathname !== topicPath(topic)) throw permanentRedirect(`${topicPath(topic)}${url.search}`)
  requirePageInRange(page, articles.totalPages)
  return {
    topic: { id: topic.id, name: topic.name, slug: topic.slug, description: topic.description },
    page,
    totalPages: articles.totalPages,
    total: articles.total,
    articles: articles.items.map(toTeaser),
  }
}

function topicCrumbs(topic: { id: number; name: string; slug: string }): Crumb[] {
  return [
    { name: 'Home', path: '/' },
    { name: 'Topics', path: '/topics' },
    { name: topic.name, path: topicPath(topic) },
  ]
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => {
  if (!data) return errorMeta(error, matches)
  const { topic, page } = data
  return seoMeta(matches, {
    title: page > 1 ? `${topic.name}, page ${page}` : topic.name,
    description: topic.description || `The latest articles on ${topic.name}.`,
    path: pageHref(topicPath(topic), '', page),
  })
}

export default function Topic() {
  const { topic, page, totalPages, total, articles } = useLoaderData<typeof loader>()
  const { siteUrl } = useSite()
  const crumbs = topicCrumbs(topic)
  return (
    <div className="page">
      <JsonLd items={[breadcrumbJsonLd(siteUrl, crumbs)]} />
      <Breadcrumbs crumbs={crumbs} />
      <header className="archive__header">
        <p className="eyebrow">Topic</p>
        <h1>{topic.name}</h1>
        {topic.description ? <p className="lede">{topic.description}</p> : null}
      </header>
      <ArticleArchive
        teasers={articles}
        page={page}
        totalPages={totalPages}
        total={total}
        name={topic.name}
        emptyText={`There are no articles on ${topic.name} yet.`}
      />
    </div>
  )
}
