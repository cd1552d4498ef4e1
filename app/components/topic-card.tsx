import type { ReactNode } from 'react'
import { Link } from 'react-router'

interface TopicCardProps {
  name: string
  path: string
  description: string
  /** How much it holds, in words ("12 posts"). */
  count: string
  /** Anything said between the description and the count (a blog's editor). */
  children?: ReactNode
}

/** A topic or a blog in the grid of them all (an item of a `topic-grid` list): its name links to it. */
export function TopicCard({ name, path, description, count, children }: TopicCardProps) {
  return (
    <li className="topic-card">
      <h2 className="topic-card__name">
        <Link to={path} className="card__link">
          {name}
        </Link>
      </h2>
      {description ? <p className="topic-card__description">{description}</p> : null}
      {children}
      <p className="topic-card__count">{count}</p>
    </li>
  )
}

/** The grid of every topic or blog; with none, a notice says so. */
export function TopicGrid({ emptyText, children }: { emptyText: string; children: ReactNode[] }) {
  if (children.length === 0) {
    return (
      <p className="notice" role="status">
        {emptyText}
      </p>
    )
  }
  return <ul className="topic-grid">{children}</ul>
}
