import type { TestApp } from './test-app.ts'

/**
 * A test app's `contentFetch` for a content API without the site's search (a plain WordPress):
 * `quota/v1/search` and its suggestions answer WordPress's 404 for a route it lacks, every other
 * read goes to `source`'s built-in content API; `fail` may refuse a read first (a kind down).
 */
export function withoutSiteSearch(source: TestApp, fail: (url: URL) => boolean = () => false) {
  return (request: Request): Promise<Response> => {
    const url = new URL(request.url)
    if (fail(url)) return Promise.reject(new TypeError('fetch failed'))
    if (url.pathname.includes('/quota/v1/search')) return Promise.resolve(new Response('{"code":"rest_no_route"}', { status: 404 }))
    return source.request(`${url.pathname}${url.search}`, { headers: request.headers })
  }
}
