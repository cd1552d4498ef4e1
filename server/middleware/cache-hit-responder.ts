import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PageCache } from './page-cache.ts'
import { isAnonymousReadOf } from './session-cookie.ts'

/** Answers a request on the socket itself; false when it is not for this path to answer. */
export type EarlyResponder = (request: IncomingMessage, response: ServerResponse) => boolean

/**
 * A fresh page-cache hit for an anonymous reader, answered before the request becomes a Request
 * and enters the middleware chain: the stored bytes in the client's encoding, with the stored
 * headers (security headers and the page's CSP included). No nonce, no log line, no session or
 * static-file lookup, no compression: a hit costs about what sending a Buffer costs. Everything
 * else (misses, stale entries, signed-in readers, forms) goes on to the app.
 */
export function createCacheHitResponder(cache: PageCache): EarlyResponder {
  return (request, response) => {
    const { headers } = request
    if (!isAnonymousReadOf(request.method, headers.authorization !== undefined, headers.cookie)) return false
    const hit = cache.freshHit(request.url ?? '/', headers['accept-encoding'], headers['if-none-match'])
    if (!hit) return false
    response.writeHead(hit.status, hit.headers)
    response.end(request.method === 'HEAD' ? undefined : hit.body)
    return true
  }
}
