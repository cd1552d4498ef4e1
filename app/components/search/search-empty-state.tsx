import { Link } from 'react-router'
import { TopicLinks } from '../topic-links.tsx'

interface SearchEmptyStateProps {
  /** What was looked for, as the reader would say it; null when nothing was asked yet. */
  asked: string | null
  topics: { id: number; name: string; slug: string }[]
}

/** No query yet, or nothing found: either way, offer a way on (topics to browse, the latest news). */
export function SearchEmptyState({ asked, topics }: SearchEmptyStateProps) {
  return (
    <div className="search-empty">
      {asked ? (
        <>
          <p className="search-empty__title" role="status">
            Nothing matches {asked}.
          </p>
          <ul className="search-empty__tips">
            <li>Check the spelling, or try fewer or more general words.</li>
            <li>Search for a subject (“forecasting”) rather than a phrase.</li>
          </ul>
        </>
      ) : (
        <p className="search-empty__title">Type a few words above to search every article we have published.</p>
      )}
      {topics.length > 0 ? (
        <>
          <h2 className="search-empty__heading">Browse a topic</h2>
          <TopicLinks topics={topics} />
        </>
      ) : null}
      <p>
        Or read <Link to="/">the latest news</Link>.
      </p>
    </div>
  )
}
