import { Link } from 'react-router'

/** Newer / Older (or, for a list by name, Previous / Next) links of a back-office list, keeping its filters in the address. */
export function AdminPager({ filters, page, pages, label, byName = false }: { filters: Record<string, string>; page: number; pages: number; label: string; byName?: boolean }) {
  if (pages <= 1) return null
  const to = (n: number) => `?${new URLSearchParams({ ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value)), page: String(n) }).toString()}`
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? <Link to={to(page - 1)}>{byName ? 'Previous' : 'Newer'}</Link> : null} {page < pages ? <Link to={to(page + 1)}>{byName ? 'Next' : 'Older'}</Link> : null}
    </nav>
  )
}
