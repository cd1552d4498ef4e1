import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { topicPath } from '../../../lib/site-paths.ts'
import { getReaderTopics } from '../reader-topics.server.ts'
import { withContent } from '../content-reads.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'
import { TopicCard, TopicGrid } from '../../components/topic-card.tsx'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

const DESCRIPTION = 'Every sales topic we cover, from prospecting and negotiation to revenue operations and sales careers.'

/** Read, not used: not hydrated (decision 071). */
export const handle: IslandsHandle = ISLANDS_ONLY

export async function loader({ context }: LoaderFunctionArgs) {
  const topics = await withContent(context, () => getReaderTopics(context))
  return { topics: topics.map(({ id, name, slug, description, count }) => ({ id, name, slug, description, count })) }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) => (data ? seoMeta(matches, { title: 'Topics', description: DESCRIPTION, path: '/topics' }) : errorMeta(error, matches))

export default function Topics() {
  const { topics } = useLoaderData<typeof loader>()
  return (
    <div className="page">
      <header className="archive__header">
        <h1>Topics</h1>
        <p className="lede">{DESCRIPTION}</p>
      </header>
      <TopicGrid emptyText="There are no topics yet. Please come back soon.">
        {topics.map((topic) => (
          <TopicCard
            key={topic.id}
            name={topic.name}
            path={topicPath(topic)}
            description={topic.description}
            count={topic.count === 1 ? '1 article, webinar, video or paper' : `${topic.count} articles, webinars, videos and papers`}
          />
        ))}
      </TopicGrid>
    </div>
  )
}
