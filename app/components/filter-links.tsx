import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ItemList } from './item-list.tsx'

export interface FilterLink {
  to: string
  label: ReactNode
  /** The filter in force: marked as the current page. */
  current: boolean
}

/** The links that filter a list (by blog, topic, type, segment): plain links, so they work without JavaScript. */
export function FilterLinks({ label, links, preventScrollReset }: { label: string; links: FilterLink[]; preventScrollReset?: boolean }) {
  return (
    <nav className="filter-links" aria-label={label}>
      <ItemList items={links} itemKey={(link) => link.to}>
        {(link) => (
          <Link to={link.to} aria-current={link.current ? 'page' : undefined} preventScrollReset={preventScrollReset}>
            {link.label}
          </Link>
        )}
      </ItemList>
    </nav>
  )
}
