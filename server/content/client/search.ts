import { z } from 'zod'
import { decodeEntities } from '#lib/html-text.ts'
import {
  SEARCH_KINDS,
  SEARCH_WINDOWS,
  type ListEntryMatch,
  type SearchWindow,
  type SectionMatch,
  type SectionType,
  type SearchSuggestion,
  type SiteSearchPage,
  type SiteSearchQuery,
  type SnippetPart,
} from '#lib/search-types.ts'
import { plain as plainText } from '../wp-mappers.ts'
import { lenientList } from '../wp-schemas.ts'
import type { Paged } from './types.ts'
import type { ContentReader } from './reader.ts'

const SectionMatchSchema = z.object({
  id: z.number(),
  link: z.string(),
  title: z.object({ rendered: z.string() }),
  excerpt: z.object({ rendered: z.string() }).optional(),
  date_gmt: z.string().nullish(),
})

const ListEntriesSchema = z.object({
  link: z.string(),
  title: z.object({ rendered: z.string() }),
  acf: z.object({
    entries: lenientList(z.object({ rank: z.coerce.number(), company: z.string() }))
      .optional()
      .transform((value) => value ?? []),
    winners: lenientList(z.object({ company: z.string(), level: z.string().catch(''), category: z.string().catch('') }))
      .optional()
      .transform((value) => value ?? []),
  }),
})

const SuggestionsSchema = lenientList(z.object({ kind: z.enum(SEARCH_KINDS), title: z.string(), url: z.string() }))

const SiteSearchSchema = z.object({
  results: lenientList(
    z.object({
      id: z.number(),
      kind: z.enum(SEARCH_KINDS),
      title: z.string(),
      url: z.string(),
      date_gmt: z.string().nullish(),
      snippet: z.string().catch(''),
    }),
  ),
  facets: z
    .object({
      kinds: lenientList(z.object({ kind: z.enum(SEARCH_KINDS), count: z.number() })),
      topics: lenientList(z.object({ id: z.number(), slug: z.string(), name: z.string(), count: z.number().nullable() })),
      windows: lenientList(z.object({ within: z.enum(Object.keys(SEARCH_WINDOWS) as [SearchWindow, ...SearchWindow[]]), count: z.number() })),
    })
    .catch({ kinds: [], topics: [], windows: [] }),
  did_you_mean: z.string().nullish(),
})

/**
 * A snippet's HTML (escaped text, matches in <mark>) as text pieces, so a page renders it
 * without passing anything the content API sent as markup. Any other tag is dropped.
 */
export function snippetParts(html: string): SnippetPart[] {
  const parts: SnippetPart[] = []
  let marked = false
  for (const piece of html.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) marked = true
    else if (/^<\/mark>$/i.test(piece)) marked = false
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''))
      if (text) parts.push({ text, marked })
    }
  }
  return parts
}

/** Search in the sections, and in the companies of the lists and awards. */
export function searchReads({ get, toPath, query, paged }: ContentReader) {
  return {
    /**
     * Every kind in one ranking, with facets and "did you mean" (the built-in content service's
     * quota/v1/search). Null when the content API has no such route (a plain WordPress).
     */
    async searchSite({ query: search, kind, topicId, within, page, perPage }: SiteSearchQuery): Promise<SiteSearchPage | null> {
      const result = await get(`quota/v1/search?${query({ search, kind, topic: topicId, within, page, per_page: perPage })}`, SiteSearchSchema)
      if (!result) return null
      return {
        hits: result.data.results.map((hit) => ({
          kind: hit.kind,
          id: hit.id,
          title: hit.title,
          path: toPath(hit.url),
          published: hit.date_gmt ? `${hit.date_gmt}Z` : '',
          snippet: snippetParts(hit.snippet),
        })),
        total: result.total,
        totalPages: result.totalPages,
        facets: result.data.facets,
        didYouMean: result.data.did_you_mean ?? null,
      }
    },

    /**
     * The titles of the best matches for a search box (quota/v1/search/suggestions). Null when the
     * content API has no such route (a plain WordPress).
     */
    async suggestSite(search: string, limit: number): Promise<SearchSuggestion[] | null> {
      const result = await get(`quota/v1/search/suggestions?${query({ search, per_page: limit })}`, SuggestionsSchema)
      return result ? result.data.map((hit) => ({ kind: hit.kind, title: hit.title, path: toPath(hit.url) })) : null
    },

    /**
     * Matches in one section (webinars, videos, events, lists, resources, issues) by WordPress's
     * search: title, excerpt and body. Only what a result line needs.
     */
    async searchSection(type: SectionType, search: string, { page = 1, perPage = 5 }: { page?: number; perPage?: number } = {}): Promise<Paged<SectionMatch>> {
      const path = `wp/v2/${type}?${query({ search, page, per_page: perPage, _fields: 'id,link,title,excerpt,date_gmt' })}`
      return paged(await get(path, SectionMatchSchema.array()), (post) => ({
        type,
        id: post.id,
        path: toPath(post.link),
        title: plainText(post.title.rendered),
        summary: plainText(post.excerpt?.rendered ?? ''),
        published: post.date_gmt ? `${post.date_gmt}Z` : '',
      }))
    },

    /** Companies on ranked lists and awards whose name contains the text, with their rank or award, newest editions first. */
    async searchListEntries(company: string, perPage = 5): Promise<ListEntryMatch[]> {
      const path = `wp/v2/lists?${query({ company, per_page: perPage, orderby: 'year', order: 'desc', _fields: 'id,link,title,acf' })}`
      const result = await get(path, ListEntriesSchema.array())
      const wanted = company.trim().toLowerCase()
      return (result?.data ?? []).flatMap((edition) => {
        const listPath = toPath(edition.link)
        const listTitle = plainText(edition.title.rendered)
        const ranked = edition.acf.entries
          .filter((entry) => entry.company.toLowerCase().includes(wanted))
          .map((entry) => ({ company: entry.company, listTitle, path: `${listPath}?${new URLSearchParams({ q: entry.company })}`, standing: `No. ${entry.rank}` }))
        const awarded = edition.acf.winners
          .filter((winner) => winner.company.toLowerCase().includes(wanted))
          .map((winner) => ({ company: winner.company, listTitle, path: listPath, standing: [winner.level, winner.category].filter(Boolean).join(', ') }))
        return [...ranked, ...awarded]
      })
    },
  }
}
