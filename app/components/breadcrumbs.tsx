import { Link } from 'react-router'
import type { Crumb } from '../utils/seo.ts'

/** The visible twin of the BreadcrumbList JSON-LD; the last crumb is the page itself. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <nav className="breadcrumbs" aria-label="Breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={crumb.path}>{index === crumbs.length - 1 ? <span aria-current="page">{crumb.name}</span> : <Link to={crumb.path}>{crumb.name}</Link>}</li>
        ))}
      </ol>
    </nav>
  )
}
