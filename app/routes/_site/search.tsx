import { Link, useLoaderData, useLocation, useNavigation, type LoaderFunctionArgs, type MetaFunction } from 'react-router'
import { ArticleGrid } from '../../components/articles/article-card.tsx'
import { Pagination } from '../../components/pagination.tsx'
import { HighlightedText } from '../../components/search/highlighted-text.tsx'
import { SearchEmptyState } from '../../components/search/search-empty-state.tsx'
import { SearchForm } from '../../components/search/search-form.tsx'
import { CompanyMatches, SearchGroups, SearchTypeFilter, SectionMatches } from '../../components/search/search-groups.tsx'
import { RankedMatches, SearchFacets, facetHref } from '../../components/search/ranked-results.tsx'
import { SEARCH_KIND_LABELS, SEARCH_TYPE_LABELS, searchCount, searchCountText } from '#lib/search-types.ts'
import { requirePageNumber } from '../http-responses.server.ts'
import { errorMeta, pageMeta } from '../../utils/meta.ts'
import { readSearchCriteria, runSearch, type RankedSearchData, type SearchData, type TypedSearchData } from './search.server.ts'
import type { QueryHandle } from '#lib/query-handle.ts'
import { ISLANDS_ONLY, type IslandsHandle } from '../../utils/islands.ts'

export const handle: QueryHandle & IslandsHandle = { readsQuery: ['q', 'tag', 'author', 'type', 'topic', 'within', 'page'], ...ISLANDS_ONLY }

/** /search, /search?q=words, /search/{words} (the splat), with ?tag=slug and ?author=slug filters. */
export function loader({ params, request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url)
  return runSearch(context, readSearchCriteria(url, params['*'], requirePageNumber(url)))
}

function describe({ query, tag, author }: Pick<SearchData, 'query' | 'tag' | 'author'>): string | null {
  const parts = [query ? `“${query}”` : null, tag ? `tagged ${tag.name}` : null, author ? `by ${author.name}` : null].filter(Boolean)
  return parts.length > 0 ? parts.join(' ') : null
}

function headingOf(data: SearchData | TypedSearchData | RankedSearchData): string {
  if (data.kind === 'typed' || (data.kind === 'ranked' && data.type)) return `${SEARCH_TYPE_LABELS[data.type!]} matching “${data.query}”`
  if (data.kind === 'ranked') return `Search results for “${data.query}”`
  if (data.query) return `Search results for “${data.query}”`
  if (data.tag || data.author) return `Articles ${describe({ query: '', tag: data.tag, author: data.author })}`
  return 'Search'
}

/** Results pages are not for search engines' indexes (thin, endless combinations). */
export const meta: MetaFunction<typeof loader> = ({ data, error, matches }) =>
  data
    ? pageMeta(matches, data.page > 1 ? `${headingOf(data)}, page ${data.page}` : headingOf(data), {
        description: 'Search every article on sales leadership, prospecting, enablement and more.',
        noindex: true,
      })
    : errorMeta(error, matches)

/** A link to the same search without one of its filters. */
function withoutFilter(search: string, name: 'tag' | 'author'): string {
  const params = new URLSearchParams(search)
  params.delete(name)
  params.delete('page')
  const query = params.toString()
  return query ? `/search?${query}` : '/search'
}

/** One kind of result only (?type=webinars...), paged. */
function TypedResults({ data }: { data: TypedSearchData }) {
  const loading = useNavigation().state === 'loading'
  const label = SEARCH_TYPE_LABELS[data.type].toLowerCase()
  return (
    <div className="page search-page">
      <h1>{headingOf(data)}</h1>
      <SearchForm query={data.query} />
      <SearchTypeFilter query={data.query} current={data.type} />
      <div className="search-results" aria-busy={loading}>
        <p className="search-results__count" role="status">
          {data.total === 0 ? `No ${label} match “${data.query}”.` : searchCount(data.type, data.total)}
          {data.totalPages > 1 ? ` · page ${data.page} of ${data.totalPages}` : null}
        </p>
        {data.type === 'companies' ? <CompanyMatches companies={data.companies} query={data.query} /> : <SectionMatches matches={data.matches} query={data.query} />}
        <Pagination page={data.page} totalPages={data.totalPages} label={`Pages of ${label}`} />
      </div>
    </div>
  )
}

export default function Search() {
  const loaded = useLoaderData<typeof loader>()
  if (loaded.kind === 'typed') return <TypedResults data={loaded} />
  if (loaded.kind === 'ranked') return <RankedResults data={loaded} />
  return <ArticleResults data={loaded} />
}

/** Every kind in one ranking, with facets, "did you mean" and pages (docs/decisions/057). */
function RankedResults({ data }: { data: RankedSearchData }) {
  const loading = useNavigation().state === 'loading'
  const state = { query: data.query, type: data.type, topicId: data.topicId, within: data.within }
  const what = data.type ? SEARCH_KIND_LABELS[data.type].toLowerCase() : 'results'
  return (
    <div className="page search-page">
      <h1>{headingOf(data)}</h1>
      <SearchForm query={data.query} />
      {data.didYouMean ? (
        <p className="search-did-you-mean">
          Did you mean <Link to={facetHref({ ...state, query: data.didYouMean }, {})}>{data.didYouMean}</Link>?
        </p>
      ) : null}
      <SearchFacets state={state} facets={data.facets} />
      <div className="search-results" aria-busy={loading}>
        {data.total > 0 ? (
          <p className="search-results__count" role="status">
            {`${data.total === 1 ? '1 result' : `${searchCountText(data.total)} ${what}`} for “${data.query}”`}
            {data.totalPages > 1 ? ` · page ${data.page} of ${data.totalPages}` : null}
          </p>
        ) : (
          <SearchEmptyState asked={`“${data.query}”${data.type || data.topicId || data.within ? ' with these filters' : ''}`} topics={data.suggestions} />
        )}
        <RankedMatches hits={data.hits} />
        <Pagination page={data.page} totalPages={data.totalPages} label="Pages of search results" />
      </div>
    </div>
  )
}

function ArticleResults({ data }: { data: SearchData }) {
  const { search } = useLocation()
  const loading = useNavigation().state === 'loading'
  const asked = describe(data)
  return (
    <div className="page search-page">
      <h1>{headingOf(data)}</h1>
      <SearchForm query={data.query} filters={{ tag: data.tag?.slug, author: data.author?.slug }} />
      {data.query && !data.tag && !data.author ? <SearchTypeFilter query={data.query} current={data.type} /> : null}
      {data.tag || data.author ? (
        <ul className="search-filters" aria-label="Filters">
          {data.tag ? (
            <li>
              Tag: {data.tag.name}{' '}
              <Link to={withoutFilter(search, 'tag')}>
                Remove<span className="visually-hidden"> the tag filter</span>
              </Link>
            </li>
          ) : null}
          {data.author ? (
            <li>
              Author: {data.author.name}{' '}
              <Link to={withoutFilter(search, 'author')}>
                Remove<span className="visually-hidden"> the author filter</span>
              </Link>
            </li>
          ) : null}
        </ul>
      ) : null}
      <div className="search-results" aria-busy={loading}>
        {data.results.length > 0 ? (
          <>
            <p className="search-results__count" role="status">
              {data.query ? `${data.total === 1 ? '1 result' : `${data.total} results`} for ${asked}` : `${data.total === 1 ? '1 article' : `${data.total} articles`} ${asked}`}
              {data.totalPages > 1 ? ` · page ${data.page} of ${data.totalPages}` : null}
            </p>
            <ArticleGrid teasers={data.results} headingLevel="h2" className="card-grid--list" renderText={(text) => <HighlightedText text={text} query={data.query} />} />
            <Pagination page={data.page} totalPages={data.totalPages} label="Pages of search results" />
          </>
        ) : data.groups.length === 0 && data.companies.length === 0 ? (
          <SearchEmptyState asked={data.asked ? asked : null} topics={data.suggestions} />
        ) : (
          <p className="search-results__count" role="status">
            No articles match {asked}; other matches are below.
          </p>
        )}
      </div>
      <SearchGroups query={data.query} groups={data.groups} companies={data.companies} />
    </div>
  )
}
