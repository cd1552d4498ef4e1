import { Link } from 'react-router'
import { SEARCH_KIND_LABELS, SEARCH_WINDOW_LABELS, searchCountText, type SearchKind, type SearchWindow, type SiteSearchFacets, type SiteSearchHit } from '#lib/search-types.ts'
import { formatLongDate } from '#lib/time-format.ts'

/** The facets as they stand in the address: `type` (a kind), `topic` (an id), `within`. */
export interface SearchFacetState {
  query: string
  type: SearchKind | null
  topicId: number | null
  within: SearchWindow | null
}

/** The same search with one facet changed (null: removed), from page 1. */
export function facetHref(state: SearchFacetState, change: Partial<Omit<SearchFacetState, 'query'>>): string {
  const next = { ...state, ...change }
  const params = new URLSearchParams({ q: next.query })
  if (next.type) params.set('type', next.type)
  if (next.topicId) params.set('topic', String(next.topicId))
  if (next.within) params.set('within', next.within)
  return `/search?${params}`
}

interface FacetOption {
  key: string
  label: string
  /** Absent: not counted (a topic found among more matches than the search counts). */
  count?: number | null
  href: string
  current: boolean
}

/** One facet: plain links (they work without JavaScript), the chosen one aria-current, counts beside. */
function Facet({ heading, options }: { heading: string; options: FacetOption[] }) {
  return (
    <nav className="filter-links search-facet" aria-label={heading}>
      <h2 className="search-facet__heading">{heading}</h2>
      <ul>
        {options.map((option) => (
          <li key={option.key}>
            <Link to={option.href} aria-current={option.current ? 'page' : undefined}>
              {option.label}
            </Link>
            {option.count === undefined || option.count === null ? null : <span className="search-facet__count"> ({searchCountText(option.count)})</span>}
          </li>
        ))}
      </ul>
    </nav>
  )
}

export function SearchFacets({ state, facets }: { state: SearchFacetState; facets: SiteSearchFacets }) {
  const kinds: FacetOption[] = [
    { key: 'all', label: 'Everything', href: facetHref(state, { type: null }), current: state.type === null },
    ...facets.kinds.map(({ kind, count }) => ({ key: kind, label: SEARCH_KIND_LABELS[kind], count, href: facetHref(state, { type: kind }), current: state.type === kind })),
  ]
  const topics: FacetOption[] = [
    { key: 'all', label: 'Any topic', href: facetHref(state, { topicId: null }), current: state.topicId === null },
    ...facets.topics.map((topic) => ({ key: String(topic.id), label: topic.name, count: topic.count, href: facetHref(state, { topicId: topic.id }), current: state.topicId === topic.id })),
  ]
  const windows: FacetOption[] = [
    { key: 'any', label: 'Any time', href: facetHref(state, { within: null }), current: state.within === null },
    ...facets.windows.map(({ within, count }) => ({ key: within, label: SEARCH_WINDOW_LABELS[within], count, href: facetHref(state, { within }), current: state.within === within })),
  ]
  return (
    <div className="search-facets">
      <Facet heading="Kind" options={kinds} />
      {facets.topics.length > 0 ? <Facet heading="Topic" options={topics} /> : null}
      <Facet heading="Date" options={windows} />
    </div>
  )
}

/** The ranked results: title, what it is, when, and a snippet with the matched words marked. */
export function RankedMatches({ hits }: { hits: SiteSearchHit[] }) {
  return (
    <ol className="search-matches search-ranked">
      {hits.map((hit) => (
        <li key={`${hit.kind}:${hit.id}`} className="search-match">
          <h2 className="search-match__title">
            <Link className="search-match__link" to={hit.path}>
              {hit.title}
            </Link>
          </h2>
          <p className="search-match__meta">
            {SEARCH_KIND_LABELS[hit.kind]}
            {hit.published ? (
              <>
                {' · '}
                <time dateTime={hit.published}>{formatLongDate(hit.published)}</time>
              </>
            ) : null}
          </p>
          {hit.snippet.length > 0 ? <p className="search-match__summary">{hit.snippet.map((part, index) => (part.marked ? <mark key={index}>{part.text}</mark> : part.text))}</p> : null}
        </li>
      ))}
    </ol>
  )
}
