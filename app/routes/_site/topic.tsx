import { Link, useLoaderData, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { BLOG_CATEGORY_SLUG, blogPath, topicPath } from '../../../lib/site-paths.ts'
import { getBlogCategory } from '../reader-topics.server.ts'
import { ArticleArchive } from '../../components/articles/article-archive.tsx'
import { WebinarCard } from '../../components/webinars/webinar-card.tsx'
import { VideoGrid } from '../../components/videos/video-card.tsx'
import { ResourceGrid } from '../../components/resources/resource-card.tsx'
import { toVideoSummary } from './videos.server.ts'
import { resourceTeaser } from './resources.server.ts'
import { Breadcrumbs } from '../../components/breadcrumbs.tsx'
import { JsonLd } from '../../components/json-ld.tsx'
import { ItemList } from '../../components/item-list.tsx'
import { withContent } from '../content-reads.server.ts'
import { notFound, permanentRedirect, requirePageInRange, requirePageNumber } from '../http-responses.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { pageHref } from '../../utils/pagination.ts'
import { breadcrumbJsonLd, seoMeta, type Crumb } from '../../utils/seo.ts'
import { useSite } from '../../utils/site.ts'
import { toTeaser } from '../../utils/teaser.ts'
import type { Webinar } from '#lib/content-model.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { PageSection } from '../../components/page-section.tsx'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const PER_PAGE = 12
/** A topic holds far fewer webinars, videos and papers than articles: one page of each. */
const WEBINAR_LIMIT = 24

/** What a topic holds, as its filter links name it: `?type=`; absent means all. */
const TYPES = ['articles', 'webinars', 'videos', 'resources'] as const
type TopicType = (typeof TYPES)[number]

// Read, not used: not hydrated (decision 071).
export const handle: QueryHandle & IslandsHandle = { readsQuery: ['page', 'type'], ...ISLANDS_ONLY }

/** A webinar card's data: no body, no form; whether it is still to come is decided here, not while rendering. */
function toTopicWebinar({ contentHtml: _html, registrationFields: _fields, ...webinar }: Webinar) {
  return { ...webinar, upcoming: webinar.start !== null && Date.parse(webinar.start) > Date.now() }
}

function requireType(url: URL): TopicType | null {
  const raw = url.searchParams.get('type')
  if (raw === null) return null
  if (!(TYPES as readonly string[]).includes(raw)) throw notFound()
  return raw as TopicType
}

/** /topics/{id}/{name}?page=N: the id decides; a wrong name moves to the topic's own slug. */
export async function loader({ params, request, context }: LoaderFunctionArgs<AppLoadContext>) {
  const url = new URL(request.url)
  if (!/^\d{1,9}$/.test(params.id ?? '')) throw notFound()
  const id = Number(params.id)
  const page = requirePageNumber(url)
  const type = requireType(url)
  // Webinars, videos and papers are filed under the same topics (categories), so the topic's count holds them all: the page shows them all.
  const [topic, articles, webinars, videos, resources] = await withContent(context, () =>
    Promise.all([
      context.content.getTopic(id),
      context.content.getArticles({ categories: [id], page: type === null || type === 'articles' ? page : 1, perPage: PER_PAGE, teaser: true }),
      context.content.getWebinars({ topic: id, perPage: WEBINAR_LIMIT }),
      context.content.getVideos({ topic: id, perPage: WEBINAR_LIMIT }),
      context.content.getResources({ topic: id, perPage: WEBINAR_LIMIT }),
    ]),
  )
  if (!topic) throw notFound()
  // The blog category is a section of its own, with its own address; so is each blog in it.
  if (topic.slug === BLOG_CATEGORY_SLUG) throw permanentRedirect(`/blog${url.search}`)
  if (topic.parent !== 0 && topic.parent === (await withContent(context, () => getBlogCategory(context)))?.id) throw permanentRedirect(blogPath(topic))
  if (url.pathname !== topicPath(topic)) throw permanentRedirect(`${topicPath(topic)}${url.search}`)
  if (type !== null && type !== 'articles' && page > 1) throw notFound()
  if (type === null || type === 'articles') requirePageInRange(page, articles.totalPages)
  // Everything else comes on the first page only, after the articles.
  const shows = (kind: TopicType) => (type === null ? page === 1 : type === kind)
  return {
    topic: { id: topic.id, name: topic.name, slug: topic.slug, description: topic.description },
    type,
    page,
    totalPages: articles.totalPages,
    total: articles.total,
    articles: type === null || type === 'articles' ? articles.items.map(toTeaser) : [],
    webinarTotal: webinars.total,
    webinars: shows('webinars') ? webinars.items.map(toTopicWebinar) : [],
    videoTotal: videos.total,
    videos: shows('videos') ? videos.items.map(toVideoSummary) : [],
    resourceTotal: resources.total,
    resources: shows('resources') ? resources.items.map(resourceTeaser) : [],
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

const typeHref = (path: string, type: TopicType | null) => (type ? `${path}?type=${type}` : path)

export default function Topic() {
  const { topic, type, page, totalPages, total, articles, webinarTotal, webinars, videoTotal, videos, resourceTotal, resources } = useLoaderData<typeof loader>()
  const path = topicPath(topic)
  const filters: { type: TopicType | null; label: string; count: number }[] = [
    { type: null, label: 'All', count: total + webinarTotal + videoTotal + resourceTotal },
    { type: 'articles', label: 'Articles', count: total },
    { type: 'webinars', label: 'Webinars', count: webinarTotal },
    { type: 'videos', label: 'Videos', count: videoTotal },
    { type: 'resources', label: 'White papers and guides', count: resourceTotal },
  ]
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
      {webinarTotal + videoTotal + resourceTotal > 0 ? (
        <nav className="filter-links" aria-label={`Filter ${topic.name} by type`}>
          <ul>
            {filters
              .filter((filter) => filter.type === null || filter.count > 0)
              .map((filter) => (
                <li key={filter.label}>
                  <Link to={typeHref(path, filter.type)} aria-current={filter.type === type ? 'page' : undefined}>
                    {filter.label} <span className="filter-links__count">({filter.count})</span>
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      ) : null}
      {type === null || type === 'articles' ? (
        <ArticleArchive teasers={articles} page={page} totalPages={totalPages} total={total} name={topic.name} emptyText={`There are no articles on ${topic.name} yet.`} />
      ) : null}
      {webinars.length > 0 ? (
        <PageSection id="topic-webinars" title={`Webinars on ${topic.name}`}>
          <ItemList items={webinars} itemKey={(webinar) => webinar.id} className="webinar-list">
            {(webinar) => <WebinarCard webinar={webinar} upcoming={webinar.upcoming} />}
          </ItemList>
        </PageSection>
      ) : null}
      {videos.length > 0 ? (
        <PageSection id="topic-videos" title={`Videos on ${topic.name}`}>
          <VideoGrid videos={videos} />
        </PageSection>
      ) : null}
      {resources.length > 0 ? (
        <PageSection id="topic-resources" title={`White papers and guides on ${topic.name}`}>
          <ResourceGrid resources={resources} />
        </PageSection>
      ) : null}
    </div>
  )
}
