import { Hono } from 'hono'
import type { Database } from '#db/client.ts'
import { sectionOf, isSectionType } from '#lib/sections.ts'
import { articlePath, authorPath, blogPostPath, companyPath, topicPath } from '#lib/site-paths.ts'
import type { RouteIndex } from './discovery.ts'
import { about, early, int, oneOf, paging, text, type ParamSpec } from './params.ts'
import { SEARCH_KINDS, SEARCH_WINDOWS, type SearchWindow } from '#lib/search-types.ts'
import { searchSite, suggestTitles, type SearchHit } from './search/engine.ts'
import { createResponders } from './wp-response.ts'

const siteSearchParams = {
  ...paging,
  search: text(),
  kind: oneOf(SEARCH_KINDS),
  topic: int({ min: 1, max: 2 ** 31 - 1 }),
  within: oneOf(Object.keys(SEARCH_WINDOWS) as SearchWindow[]),
} satisfies ParamSpec

/** Suggestions are a short list under a search box. */
const suggestionParams = {
  search: text(),
  per_page: about('Maximum number of suggestions.', early(int({ min: 1, max: 10, fallback: 8 }))),
} satisfies ParamSpec

/** A hit's public address (a site path). */
function pathOf(hit: SearchHit): string {
  if (hit.kind === 'authors') return authorPath(hit)
  if (hit.kind === 'topics') return topicPath(hit)
  if (hit.kind === 'companies') return companyPath(hit)
  if (isSectionType(hit.kind)) return sectionOf(hit.kind).itemPath({ id: hit.id, slug: hit.slug, fields: hit.acf, publishedAt: hit.publishedAt ?? new Date(0) })
  return hit.inBlog ? blogPostPath(hit.slug) : articlePath({ id: hit.id, slug: hit.slug, publishedAt: hit.publishedAt ?? new Date(0) })
}

/**
 * GET /wp-json/quota/v1/search: the site's search over every kind in one ranking, with its
 * facets (kind, topic, date) and "did you mean" (docs/decisions/057). A WordPress without this
 * route answers 404 and the site falls back to searching each kind through /wp/v2.
 */
export function createSearchRoutes({ db, siteUrl, now, routes }: { db: Database; siteUrl: string; now: () => Date; routes: RouteIndex }) {
  const app = new Hono()
  const { parsed } = createResponders(siteUrl)
  routes.describe({ pattern: '/quota/v1/search', namespace: 'quota/v1', args: siteSearchParams })

  app.get('/quota/v1/search', async (c) => {
    const q = parsed(c, siteSearchParams)
    if (q instanceof Response) return q
    const found = await searchSite(db, { query: q.search ?? '', kind: q.kind, topicId: q.topic, within: q.within, page: q.page, perPage: q.per_page, now: now() })
    // Past the last page the answer is empty with its totals (not WordPress's 400): a 404 here
    // means only that the content API has no such route.
    const totalPages = Math.ceil(found.total / q.per_page)
    c.header('X-WP-Total', String(found.total))
    c.header('X-WP-TotalPages', String(totalPages))
    return c.json({
      results: found.hits.map((hit) => ({
        id: hit.id,
        kind: hit.kind,
        title: hit.title,
        url: `${siteUrl}${pathOf(hit)}`,
        date_gmt: hit.publishedAt?.toISOString().slice(0, 19) ?? null,
        snippet: hit.snippet,
      })),
      facets: found.facets,
      did_you_mean: found.didYouMean,
    })
  })

  routes.describe({ pattern: '/quota/v1/search/suggestions', namespace: 'quota/v1', args: suggestionParams })
  /** The titles of the best matches for a search box's suggestions (docs/decisions/064): no facets, no snippets. */
  app.get('/quota/v1/search/suggestions', async (c) => {
    const q = parsed(c, suggestionParams)
    if (q instanceof Response) return q
    const hits = await suggestTitles(db, { query: q.search ?? '', limit: q.per_page, now: now() })
    return c.json(hits.map((hit) => ({ id: hit.id, kind: hit.kind, title: hit.title, url: `${siteUrl}${pathOf(hit)}` })))
  })
  return app
}
