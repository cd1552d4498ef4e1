import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { SEARCH_TYPE_LABELS, SEARCH_TYPES, type ListEntryMatch, type SearchType, type SectionMatch } from '#lib/search-types.ts'
import { HighlightedText } from './highlighted-text.tsx'

/** The same search, narrowed to one kind (or not: null), from page 1. */
export function searchTypeHref(query: string, type: SearchType | null): string {
  const params = new URLSearchParams({ q: query })
  if (type) params.set('type', type)
  return `/search?${params}`
}

/** Links that narrow the search to one kind; plain links, so they work without JavaScript. */
export function SearchTypeFilter({ query, current }: { query: string; current: SearchType | null }) {
  return (
    <nav className="filter-links search-types" aria-label="Search in">
      <ul>
        {[null, ...SEARCH_TYPES].map((type) => (
          <li key={type ?? 'all'}>
            <Link to={searchTypeHref(query, type)} aria-current={type === current ? 'page' : undefined}>
              {type ? SEARCH_TYPE_LABELS[type] : 'Everything'}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** One match: its title, the searched words marked, links to it; what it is follows. */
function MatchItem({ path, title, query, children }: { path: string; title: string; query: string; children: ReactNode }) {
  return (
    <li className="search-match">
      <h3 className="search-match__title">
        <Link to={path}>
          <HighlightedText text={title} query={query} />
        </Link>
      </h3>
      {children}
    </li>
  )
}

export function SectionMatches({ matches, query }: { matches: SectionMatch[]; query: string }) {
  return (
    <ul className="search-matches">
      {matches.map((match) => (
        <MatchItem key={`${match.type}:${match.id}`} path={match.path} title={match.title} query={query}>
          {match.summary ? (
            <p className="search-match__summary">
              <HighlightedText text={match.summary.length > 220 ? `${match.summary.slice(0, 217)}…` : match.summary} query={query} />
            </p>
          ) : null}
        </MatchItem>
      ))}
    </ul>
  )
}

export function CompanyMatches({ companies, query }: { companies: ListEntryMatch[]; query: string }) {
  return (
    <ul className="search-matches">
      {companies.map((company) => (
        <MatchItem key={`${company.path}:${company.company}:${company.standing}`} path={company.path} title={company.company} query={query}>
          <p className="search-match__summary">
            {company.standing ? `${company.standing} in ` : 'In '}
            {company.listTitle}
          </p>
        </MatchItem>
      ))}
    </ul>
  )
}

/** Beside the articles: a few matches of each other kind, each with a link to all of them. */
export function SearchGroups({ query, groups, companies }: { query: string; groups: { type: SectionMatch['type']; total: number; matches: SectionMatch[] }[]; companies: ListEntryMatch[] }) {
  if (groups.length === 0 && companies.length === 0) return null
  return (
    <div className="search-groups">
      {companies.length > 0 ? (
        <section className="search-group" aria-labelledby="search-group-companies">
          <h2 id="search-group-companies" className="search-group__heading">
            {SEARCH_TYPE_LABELS.companies}
          </h2>
          <CompanyMatches companies={companies} query={query} />
        </section>
      ) : null}
      {groups.map((group) => (
        <section key={group.type} className="search-group" aria-labelledby={`search-group-${group.type}`}>
          <h2 id={`search-group-${group.type}`} className="search-group__heading">
            {SEARCH_TYPE_LABELS[group.type]} <span className="search-group__count">({group.total})</span>
          </h2>
          <SectionMatches matches={group.matches} query={query} />
          {group.total > group.matches.length ? (
            <p>
              <Link to={searchTypeHref(query, group.type)}>
                All {group.total} {SEARCH_TYPE_LABELS[group.type].toLowerCase()}
              </Link>
            </p>
          ) : null}
        </section>
      ))}
    </div>
  )
}
