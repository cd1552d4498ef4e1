import { Link, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { topicPath } from '../../../lib/site-paths.ts'
import { getReaderTopics } from '../reader-topics.server.ts'
import { withContent } from '../content-reads.server.ts'
import { errorMeta } from '../../utils/meta.ts'
import { seoMeta } from '../../utils/seo.ts'

const DESCRIPTION = 'Every sales topic we cover, from prospecting and negotiation to revenue operations and sales careers.'

export async function loader({ context }: LoaderFunctionArgs) {
  const topics = await withContent(context, () => getReaderTopics(context))
  return { topics: topics.map(({ id, name, slug, description, count }) => ({ id, name, slug, description, count })) }
}

export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data ? seoMeta(matches, { title: 'Topics', description: DESCRIPTION, path: '/topics' }) : errorMeta(error, matches)

export default function Topics() {
  const { topics } = useLoaderData<typeof loader>()
  return (
    <div className="page">
      <header className="archive__header">
        <h1>Topics</h1>
        <p className="lede">{DESCRIPTION}</p>
      </header>
      {topics.length === 0 ? (
        <p className="notice" role="status">
          There are no topics yet. Please come back soon.
        </p>
      ) : (
        <ul className="topic-grid">
          {topics.map((topic) => (
            <li key={topic.id} className="topic-card">
              <h2 className="topic-card__name">
                <Link to={topicPath(topic)} className="card__link">
                  {topic.name}
                </Link>
              </h2>
              {topic.description ? <p className="topic-card__description">{topic.description}</p> : null}
              <p className="topic-card__count">{topic.count === 1 ? '1 article, webinar, video or paper' : `${topic.count} articles, webinars, videos and papers`}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
