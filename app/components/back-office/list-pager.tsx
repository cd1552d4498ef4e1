import { Link } from 'react-router'
import { listAddress } from './list-address.ts'

/** Newer / Older links of a list in time (Previous / Next for a list by name), keeping its filters. */
export function ListPager({ values, page, pages, label, byName = false }: { values: Readonly<Record<string, string>>; page: number; pages: number; label: string; byName?: boolean }) {
  if (pages <= 1 && page <= 1) return null
  const to = (n: number) => listAddress(values, { page: String(n) })
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? <Link to={to(Math.min(page - 1, pages))}>{byName ? 'Previous' : 'Newer'}</Link> : null} {page < pages ? <Link to={to(page + 1)}>{byName ? 'Next' : 'Older'}</Link> : null}
    </nav>
  )
}
