import { Form } from 'react-router'
import type { Segment } from '#lib/content-model.ts'
import type { EntrySort } from '../../../lib/list-editions.ts'
import { FilterLinks } from '../filter-links.tsx'
import type { ListView } from './ranked-list-view.ts'

export type ViewState = ListView

/**
 * Where a change of view lands: the ranking, not the top of the page. A reading page is not hydrated
 * (decision 071), so each change is a page load; the fragment keeps the reader at the table.
 */
export const RANKING_ID = 'ranking'

const naturalDirection = (sort: EntrySort) => (sort === 'rank' || sort === 'company' ? 'asc' : 'desc')

/** The address of the same edition with some of the view changed; defaults are left out, page resets. */
export function viewHref(path: string, view: ViewState, change: Partial<ViewState>): string {
  const next = { ...view, ...change }
  const params = new URLSearchParams()
  if (next.segment) params.set('segment', next.segment)
  if (next.headquarters) params.set('hq', next.headquarters)
  if (next.sizeBand) params.set('size', next.sizeBand)
  if (next.query) params.set('q', next.query)
  if (next.sort !== 'rank') params.set('sort', next.sort)
  if (next.direction !== naturalDirection(next.sort)) params.set('dir', next.direction)
  const query = params.toString()
  return query ? `${path}?${query}` : path
}

/** A link to the same edition with some of the view changed, landing at the ranking. */
export function rankingHref(path: string, view: ViewState, change: Partial<ViewState>): string {
  return `${viewHref(path, view, change)}#${RANKING_ID}`
}

/** Segment links, a company search and headquarters and size filters: plain links and a GET form, so all work without JavaScript. */
export function ListControls({ path, segments, headquarters, sizeBands, view }: { path: string; segments: Segment[]; headquarters: string[]; sizeBands: string[]; view: ViewState }) {
  return (
    <div className="list-controls">
      {segments.length > 0 ? (
        <FilterLinks
          label="Filter by segment"
          links={[{ slug: '', name: 'All segments' }, ...segments].map((segment) => ({
            to: rankingHref(path, view, { segment: segment.slug }),
            label: segment.name,
            current: view.segment === segment.slug,
          }))}
          preventScrollReset
        />
      ) : null}
      <Form method="get" action={`${path}#${RANKING_ID}`} className="list-search" role="search" aria-label="Find a company in this list" preventScrollReset>
        {view.segment ? <input type="hidden" name="segment" value={view.segment} /> : null}
        {view.sort !== 'rank' ? <input type="hidden" name="sort" value={view.sort} /> : null}
        {view.direction !== naturalDirection(view.sort) ? <input type="hidden" name="dir" value={view.direction} /> : null}
        <label htmlFor="list-q">Company</label>
        <input id="list-q" type="search" name="q" defaultValue={view.query} key={view.query} />
        {headquarters.length > 0 ? (
          <>
            <label htmlFor="list-hq">Headquarters</label>
            <select id="list-hq" name="hq" defaultValue={view.headquarters} key={view.headquarters}>
              <option value="">Anywhere</option>
              {headquarters.map((place) => (
                <option key={place}>{place}</option>
              ))}
            </select>
          </>
        ) : null}
        {sizeBands.length > 0 ? (
          <>
            <label htmlFor="list-size">Company size</label>
            <select id="list-size" name="size" defaultValue={view.sizeBand} key={view.sizeBand}>
              <option value="">Any size</option>
              {sizeBands.map((band) => (
                <option key={band}>{band}</option>
              ))}
            </select>
          </>
        ) : null}
        <button type="submit" className="button">
          Find
        </button>
      </Form>
    </div>
  )
}
