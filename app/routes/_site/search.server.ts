import type { AppLoadContext } from 'react-router'
import { controlCharactersAsSpaces } from '#lib/validation/control-characters.ts'
import { storableIdOf } from '#lib/validation/ranges.ts'
import { getReaderTopics } from '../reader-topics.server.ts'
import { readSidePart, withContent } from '../content-reads.server.ts'
import { requirePageInRange } from '../http-responses.server.ts'
import { toTeaser } from '../../utils/teaser.ts'
import { isSearchWindow, SEARCH_TYPES, type ListEntryMatch, type SearchType, type SearchWindow, type SectionMatch } from '#lib/search-types.ts'
import { SECTION_TYPES } from '#lib/sections.ts'
import { notFound } from '../http-responses.server.ts'

export const RESULTS_PER_PAGE = 10
/** The content API refuses longer search strings; a longer query is cut rather than failing the page. */
const MAX_QUERY_LENGTH = 200

/** `?q=` wins; otherwise the path below /search is the query, its slug dashes read as spaces. */
export function readSearchQuery(url: URL, splat: string | undefined): string {
  const fromParam = url.searchParams.get('q')
  const raw = fromParam ?? (splat ?? '').replace(/[-_/+]+/g, ' ')
  return controlCharactersAsSpaces(raw).replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim()
}

const cleanSlug = (value: string | null) => (value ? controlCharactersAsSpaces(value) : value)?.trim().toLowerCase() || null

/** Other matches shown beside the articles, per kind, when the search is not narrowed. */
const GROUP_SIZE = 4

export interface SearchCriteria {
  query: string
  tagSlug: string | null
  authorSlug: string | null
  /** null: everything. */
  type: SearchType | null
  /** The topic facet (a category id) and the date facet. */
  topicId: number | null
  within: SearchWindow | null
  page: number
}

function readSearchType(url: URL): SearchType | null {
  const raw = url.searchParams.get('type')
  if (raw === null || raw === '') return null
  if (!(SEARCH_TYPES as readonly string[]).includes(raw)) throw notFound()
  return raw as SearchType
}

export function readSearchCriteria(url: URL, splat: string | undefined, page: number): SearchCriteria {
  return {
    query: readSearchQuery(url, splat),
    tagSlug: cleanSlug(url.searchParams.get('tag')),
    authorSlug: cleanSlug(url.searchParams.get('author')),
    type: readSearchType(url),
    // A facet value that is not one is ignored (the search is simply not narrowed by it).
    topicId: storableIdOf(url.searchParams.get('topic')),
    within: isSearchWindow(url.searchParams.get('within')) ? (url.searchParams.get('within') as SearchWindow) : null,
    page,
  }
}

export interface SearchGroup {
  type: SectionMatch['type']
  total: number
  matches: SectionMatch[]
}

/** A few matches of each other kind; a kind whose read fails is left out (and logged), not the page. */
async function otherMatches(context: AppLoadContext, query: string): Promise<{ groups: SearchGroup[]; companies: ListEntryMatch[] }> {
  const guarded = <T>(name: string, load: () => Promise<T>, fallback: T) => readSidePart(context, `search:${name}`, load, fallback)
  const [groups, companies] = await Promise.all([
    Promise.all(
      SECTION_TYPES.map((type) =>
        guarded(
          type,
          async () => {
            const found = await context.content.searchSection(type, query, { perPage: GROUP_SIZE })
            return { type, total: found.total, matches: found.items }
          },
          { type, total: 0, matches: [] },
        ),
      ),
    ),
    guarded('companies', () => context.content.searchListEntries(query), []),
  ])
  return { groups: groups.filter((group) => group.matches.length > 0), companies: companies.slice(0, GROUP_SIZE * 2) }
}

/**
 * Resolves the tag and author filters (slugs in the address), then searches with them. A filter
 * naming nothing that exists finds nothing, rather than silently searching everything.
 */
export async function runSearch(context: AppLoadContext, criteria: SearchCriteria) {
  const { query, tagSlug, authorSlug, type, page } = criteria
  if (query && !tagSlug && !authorSlug) {
    const ranked = await runRankedSearch(context, criteria)
    if (ranked) return ranked
  }
  // Sections and companies are found by words only: the tag and author filters are articles'.
  if (type !== null && type !== 'articles' && query) return runTypedSearch(context, query, type, page)
  const { content } = context
  const [tag, author] = await withContent(context, () =>
    Promise.all([tagSlug ? content.getTags({ slug: tagSlug }).then((tags) => tags[0] ?? null) : null, authorSlug ? content.getAuthorBySlug(authorSlug) : null]),
  )
  const asked = Boolean(query || tagSlug || authorSlug)
  const findable = asked && (!tagSlug || tag) && (!authorSlug || author)
  const results = await withContent(context, async () =>
    findable
      ? content.getArticles({ search: query || undefined, tags: tag ? [tag.id] : undefined, authors: author ? [author.id] : undefined, page, perPage: RESULTS_PER_PAGE, teaser: true })
      : { items: [], total: 0, totalPages: 0 },
  )
  // Topic suggestions are a side part: without them (content service down) the form still works.
  const topics = await readSidePart(context, 'search:topics', () => getReaderTopics(context), [])
  requirePageInRange(page, results.totalPages)
  const others = type === null && query && !tagSlug && !authorSlug && page === 1 ? await otherMatches(context, query) : { groups: [], companies: [] }
  const nothing = results.items.length === 0 && others.groups.length === 0 && others.companies.length === 0
  return {
    kind: 'articles' as const,
    type,
    query,
    asked,
    tag: tag ? { name: tag.name, slug: tag.slug } : tagSlug ? { name: tagSlug, slug: tagSlug } : null,
    author: author ? { name: author.name, slug: author.slug } : authorSlug ? { name: authorSlug, slug: authorSlug } : null,
    page,
    total: results.total,
    totalPages: results.totalPages,
    results: results.items.map(toTeaser),
    groups: others.groups,
    companies: others.companies,
    // Suggestions only matter when there is nothing else to show.
    suggestions: nothing ? topics.map(({ id, name, slug }) => ({ id, name, slug })) : [],
  }
}

/**
 * Every kind in one ranking with its facets (docs/decisions/057), companies among them (064).
 * Null when the content API has no such search (a plain WordPress): the page then searches each
 * kind as before, companies by the lists' rows.
 */
async function runRankedSearch(context: AppLoadContext, { query, type, topicId, within, page }: SearchCriteria) {
  const found = await withContent(context, () =>
    context.content.searchSite({ query, kind: type ?? undefined, topicId: topicId ?? undefined, within: within ?? undefined, page, perPage: RESULTS_PER_PAGE }),
  )
  if (!found) return null
  requirePageInRange(page, found.totalPages)
  const topics = found.total === 0 ? await readSidePart(context, 'search:topics', () => getReaderTopics(context), []) : []
  return {
    kind: 'ranked' as const,
    type,
    query,
    topicId,
    within,
    page,
    ...found,
    suggestions: topics.map(({ id, name, slug }) => ({ id, name, slug })),
  }
}

/** One kind only (?type=webinars, ?type=companies...), paged like the articles. */
async function runTypedSearch(context: AppLoadContext, query: string, type: Exclude<SearchType, 'articles'>, page: number) {
  if (type === 'companies') {
    if (page > 1) throw notFound()
    const companies = await withContent(context, () => context.content.searchListEntries(query, 20))
    return { kind: 'typed' as const, type, query, page, total: companies.length, totalPages: companies.length > 0 ? 1 : 0, matches: [] as SectionMatch[], companies }
  }
  const found = await withContent(context, () => context.content.searchSection(type, query, { page, perPage: RESULTS_PER_PAGE }))
  requirePageInRange(page, found.totalPages)
  return { kind: 'typed' as const, type, query, page, total: found.total, totalPages: found.totalPages, matches: found.items, companies: [] as ListEntryMatch[] }
}

export type SearchData = Extract<Awaited<ReturnType<typeof runSearch>>, { kind: 'articles' }>
export type TypedSearchData = Extract<Awaited<ReturnType<typeof runSearch>>, { kind: 'typed' }>
export type RankedSearchData = Extract<Awaited<ReturnType<typeof runSearch>>, { kind: 'ranked' }>
