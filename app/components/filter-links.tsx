import type { ReactNode } from 'react'
import { Link } from 'react-router'

export interface FilterLink {
  to: string
  text: ReactNode
  current: boolean
}

/** A listing's filters as plain links (they work without JavaScript), the one showing marked as the current page. */
export function FilterLinks({ label, links, preventScrollReset }: { label: string; links: FilterLink[]; preventScrollReset?: boolean }) {
  return (
    <nav className="filter-links" aria-label={label}>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={link.current ? 'page' : undefined} preventScrollReset={preventScrollReset}>
              {link.text}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
