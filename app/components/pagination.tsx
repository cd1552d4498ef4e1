import { Link, useLocation } from 'react-router'
import { pageHref, pageWindow } from '../utils/pagination.ts'

interface PaginationProps {
  page: number
  totalPages: number
  /** Names the navigation for screen readers, e.g. "Pages of Prospecting". */
  label: string
}

/**
 * Plain links (they work without JavaScript), rel prev/next for crawlers, the current page marked
 * with aria-current. Other query parameters (the search words, filters) are kept.
 */
export function Pagination({ page, totalPages, label }: PaginationProps) {
  const { pathname, search } = useLocation()
  if (totalPages <= 1) return null
  const href = (target: number) => pageHref(pathname, search, target)
  return (
    <nav className="pagination" aria-label={label}>
      <ul>
        {page > 1 ? (
          <li>
            <Link to={href(page - 1)} rel="prev" className="pagination__step">
              <span aria-hidden="true">←</span>Previous<span className="visually-hidden"> page</span>
            </Link>
          </li>
        ) : null}
        {pageWindow(page, totalPages).map((item) =>
          item.kind === 'gap' ? (
            <li key={item.key} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item.page}>
              <Link to={href(item.page)} aria-current={item.page === page ? 'page' : undefined} className="pagination__page">
                <span className="visually-hidden">Page </span>
                {item.page}
              </Link>
            </li>
          ),
        )}
        {page < totalPages ? (
          <li>
            <Link to={href(page + 1)} rel="next" className="pagination__step">
              Next<span className="visually-hidden"> page</span>
              <span aria-hidden="true">→</span>
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}
