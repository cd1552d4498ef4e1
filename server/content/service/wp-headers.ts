import type { MiddlewareHandler } from 'hono'

/** The discovery Link WordPress sends (rest_output_link_header, WP_REST_Server::serve_request). */
export const apiRootLink = (siteUrl: string) => `<${siteUrl}/wp-json/>; rel="https://api.w.org/"`

/** Statuses of answers WordPress sends without Allow: no route matched (404), or the route's permission check refused. */
const WITHOUT_ALLOW = new Set([401, 403, 404])

/**
 * The headers WordPress's serve_request puts on every /wp-json answer, whatever the route:
 * JSON in the blog charset (UTF-8), and the discovery Link, which an answer's own Link
 * (pagination, the alternate page) replaces, as PHP's header() replaces it there. Allow names
 * the route's methods only when a route matched and let this visitor in (rest_send_allow_header).
 */
export function wpHeaders(siteUrl: string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const headers = c.res.headers
    if (/^application\/json\b/i.test(headers.get('Content-Type') ?? '')) headers.set('Content-Type', 'application/json; charset=UTF-8')
    if (!headers.has('Link')) headers.set('Link', apiRootLink(siteUrl))
    if (WITHOUT_ALLOW.has(c.res.status)) headers.delete('Allow')
    else if (!headers.has('Allow')) headers.set('Allow', 'GET')
  }
}

/**
 * WordPress names its API on the site's pages (rest_output_link_header), so that a client given
 * only the site's address finds /wp-json. We send it on the home page: added to the rendered page
 * itself, so the page cache stores it and its hits (answered before any middleware) carry it.
 */
export function withHomeDiscoveryLink(request: Request, response: Response, siteUrl: string): Response {
  if (new URL(request.url).pathname === '/' && /^text\/html\b/i.test(response.headers.get('Content-Type') ?? '')) response.headers.append('Link', apiRootLink(siteUrl))
  return response
}
