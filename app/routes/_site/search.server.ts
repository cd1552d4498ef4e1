import type { AppLoadContext } from 'react-router'
import { controlCharactersAsSpaces } from '#lib/validation/control-characters.ts'
import { getReaderTopics } from '../reader-topics.server.ts'
import { withContent } from '../content-reads.server.ts'
import { requirePageInRange } from '../http-responses.server.ts'
import { toTeaser } from '../../utils/teaser.ts'

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

export interface SearchCriteria {
  query: string
  tagSlug: string | null
  authorSlug: string | null
  page: number
}

export function readSearchCriteria(url: URL, splat: string | undefined, page: number): SearchCriteria {
  return { query: readSearchQuery(url, splat), tagSlug: cleanSlug(url.searchParams.get('tag')), authorSlug: cleanSlug(url.searchParams.get('author')), page }
}

/**
 * Resolves the tag and author filters (slugs in the address), then searches with them. A filter
 * naming nothing that exists finds nothing, rather than silently searching everything.
 */
export async function runSearch(context: AppLoadContext, { query, tagSlug, authorSlug, page }: SearchCriteria) {
  const { content } = context
  const [tag, author] = await withContent(context, () =>
    Promise.all([
      tagSlug ? content.getTags({ slug: tagSlug }).then((tags) => tags[0] ?? null) : null,
      authorSlug ? content.getAuthorBySlug(authorSlug) : null,
    ]),
  )
  const asked = Boolean(query || tagSlug || authorSlug)
  const findable = asked && (!tagSlug || tag) && (!authorSlug || author)
  const [results, topics] = await withContent(context, () =>
    Promise.all([
      findable
        ? content.getArticles({ search: query || undefined, tags: tag ? [tag.id] : undefined, authors: author ? [author.id] : undefined, page, perPage: RESULTS_PER_PAGE, teaser: true })
        : { items: [], total: 0, totalPages: 0 },
      getReaderTopics(context),
    ]),
  )
  requirePageInRange(page, results.totalPages)
  return {
    query,
    asked,
    tag: tag ? { name: tag.name, slug: tag.slug } : tagSlug ? { name: tagSlug, slug: tagSlug } : null,
    author: author ? { name: author.name, slug: author.slug } : authorSlug ? { name: authorSlug, slug: authorSlug } : null,
    page,
    total: results.total,
    totalPages: results.totalPages,
    results: results.items.map(toTeaser),
    // Suggestions only matter when there is nothing else to show.
    suggestions: results.items.length === 0 ? topics.map(({ id, name, slug }) => ({ id, name, slug })) : [],
  }
}

export type SearchData = Awaited<ReturnType<typeof runSearch>>
