import { Form, Link } from 'react-router'
import type { Segment } from '#lib/content-model.ts'
import type { EntrySort } from '../../../lib/list-editions.ts'

export interface ViewState {
  sort: EntrySort
  direction: 'asc' | 'desc'
  segment: string
  query: string
}

/** The address of the same edition with some of the view changed; defaults are left out, page resets. */
export function viewHref(path: string, view: ViewState, change: Partial<ViewState>): string {
  const next = { ...view, ...change }
  const params = new URLSearchParams()
  if (next.segment) params.set('segment', next.segment)
  if (next.query) params.set('q', next.query)
  if (next.sort !== 'rank') params.set('sort', next.sort)
  const natural = next.sort === 'rank' || next.sort === 'company' ? 'asc' : 'desc'
  if (next.direction !== natural) params.set('dir', next.direction)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** Segment links and a company search: plain links and a GET form, so both work without JavaScript. */
export function ListControls({ path, segments, view }: { path: string; segments: Segment[]; view: ViewState }) {
  return (
    <div className="list-controls">
      {segments.length > 0 ? (
        <nav className="filter-links" aria-label="Filter by segment">
          <ul>
            <li>
              <Link to={viewHref(path, view, { segment: '' })} aria-current={view.segment === '' ? 'page' : undefined} preventScrollReset>
                All segments
              </Link>
            </li>
            {segments.map((segment) => (
              <li key={segment.slug}>
                <Link to={viewHref(path, view, { segment: segment.slug })} aria-current={view.segment === segment.slug ? 'page' : undefined} preventScrollReset>
                  {segment.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Form method="get" action={path} className="list-search" role="search" aria-label="Find a company in this list" preventScrollReset>
        {view.segment ? <input type="hidden" name="segment" value={view.segment} /> : null}
        {view.sort !== 'rank' ? <input type="hidden" name="sort" value={view.sort} /> : null}
        <label htmlFor="list-q">Company</label>
        <input id="list-q" type="search" name="q" defaultValue={view.query} key={view.query} />
        <button type="submit" className="button">
          Find
        </button>
      </Form>
    </div>
  )
}
