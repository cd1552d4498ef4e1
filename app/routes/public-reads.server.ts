/**
 * How long caches may keep an anonymous read (house plan, performance model). Browsers ask again
 * every time; shared caches keep it a minute (s-maxage); serving it stale while refreshing is said
 * only to CDNs (RFC 9213's CDN-Cache-Control, and Surrogate-Control for those that read that instead).
 */
export const ANONYMOUS_PAGE_CACHE = 'public, max-age=0, s-maxage=60'
export const CDN_PAGE_CACHE = 'max-age=60, stale-while-revalidate=600'

/** The headers of a public read that is the same for every visitor (a JSON answer, a download): cached like a page. */
export const publicReadHeaders = (contentType: string): Record<string, string> => ({
  'Content-Type': contentType,
  'Cache-Control': ANONYMOUS_PAGE_CACHE,
  'CDN-Cache-Control': CDN_PAGE_CACHE,
  'Surrogate-Control': CDN_PAGE_CACHE,
})
