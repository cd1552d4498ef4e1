import { Link } from 'react-router'
import type { ListEntry, Segment } from '#lib/content-model.ts'
import type { EntrySort } from '../../../lib/list-editions.ts'
import { rankingHref, type ViewState } from './list-controls.tsx'
import type { RankedListView } from './ranked-list-view.ts'

const numbers = new Intl.NumberFormat('en-US')

/** Change in rank since last year: up is a smaller rank number. */
function Change({ entry }: { entry: ListEntry }) {
  if (entry.previousRank === null) return <span className="rank-change rank-change--new">New</span>
  const change = entry.change ?? entry.previousRank - entry.rank
  if (change === 0) return <span className="rank-change">No change</span>
  return (
    <span className={`rank-change rank-change--${change > 0 ? 'up' : 'down'}`}>
      <span aria-hidden="true">{change > 0 ? '▲' : '▼'}</span> {change > 0 ? 'Up' : 'Down'} {Math.abs(change)}
    </span>
  )
}

/** A column heading that sorts by its column; a second click on the sorted column reverses it. */
function SortHeader({ label, sort, path, view }: { label: string; sort: EntrySort; path: string; view: ViewState }) {
  const active = view.sort === sort
  const natural = sort === 'rank' || sort === 'company' ? 'asc' : 'desc'
  const direction = active ? (view.direction === 'asc' ? 'desc' : 'asc') : natural
  return (
    <th scope="col" role="columnheader" aria-sort={active ? (view.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
      <Link to={rankingHref(path, view, { sort, direction })} preventScrollReset className="sort-link">
        {label}
        <span className="visually-hidden">, sort {direction === 'asc' ? 'ascending' : 'descending'}</span>
      </Link>
    </th>
  )
}

export function RankedTable({
  entries,
  segments,
  metricLabel,
  path,
  view,
  caption,
}: {
  entries: RankedListView['entries']
  segments: Segment[]
  metricLabel: string
  path: string
  view: ViewState
  caption: string
}) {
  const segmentName = new Map(segments.map((segment) => [segment.slug, segment.name]))
  const hasMetric = Boolean(metricLabel)
  const hasChange = entries.some((entry) => entry.previousRank !== null)
  return (
    <div className="ranked-table__scroll" tabIndex={0} role="region" aria-label={caption}>
      <table className="ranked-table" role="table">
        <caption className="visually-hidden">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <SortHeader label="Rank" sort="rank" path={path} view={view} />
            <SortHeader label="Company" sort="company" path={path} view={view} />
            {hasMetric ? <SortHeader label={metricLabel} sort="metric" path={path} view={view} /> : null}
            {hasChange ? <SortHeader label="Change" sort="change" path={path} view={view} /> : null}
            <th scope="col" role="columnheader">
              About
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {entries.map((entry) => (
            <tr key={`${entry.rank}-${entry.company}`} role="row">
              <td className="ranked-table__rank" role="cell">
                {entry.rank}
              </td>
              <th scope="row" role="rowheader" className="ranked-table__company">
                {entry.companyPath ? (
                  <Link to={entry.companyPath}>{entry.company}</Link>
                ) : entry.website ? (
                  <a href={entry.website} rel="noopener nofollow">
                    {entry.company}
                  </a>
                ) : (
                  entry.company
                )}
                {entry.person ? <span className="ranked-table__person">{[entry.person, entry.title].filter(Boolean).join(', ')}</span> : null}
                {segmentName.get(entry.segment) ? <span className="ranked-table__segment">{segmentName.get(entry.segment)}</span> : null}
              </th>
              {hasMetric ? (
                <td className="ranked-table__metric" role="cell">
                  {entry.metric === null ? '–' : numbers.format(entry.metric)}
                </td>
              ) : null}
              {hasChange ? (
                <td className="ranked-table__change" role="cell">
                  <Change entry={entry} />
                </td>
              ) : null}
              <td className="ranked-table__summary" role="cell">
                {entry.summary}
                {entry.headquarters ? <span className="ranked-table__hq"> {entry.headquarters}</span> : null}
                {entry.sizeBand ? <span className="ranked-table__size"> {entry.sizeBand} employees</span> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
