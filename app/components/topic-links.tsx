import { Link } from 'react-router'
import { topicPath } from '../../lib/site-paths.ts'
import { ItemList } from './item-list.tsx'

interface TopicLinksProps {
  topics: { id: number; name: string; slug: string }[]
  className?: string
}

/** A wrapping row of topic links (pills), used wherever a reader may want to change topic. */
export function TopicLinks({ topics, className = '' }: TopicLinksProps) {
  if (topics.length === 0) return null
  return (
    <ItemList items={topics} itemKey={(topic) => topic.id} className={`topic-links ${className}`.trim()}>
      {(topic) => <Link to={topicPath(topic)}>{topic.name}</Link>}
    </ItemList>
  )
}
