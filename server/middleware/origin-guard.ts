import { createMiddleware } from 'hono/factory'
import type { Logger } from 'pino'
import { errorResponse } from './errors.ts'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Cross-site request forgery: a state-changing request from a browser must come from this site.
 * Browsers send Origin (or Sec-Fetch-Site) with every POST; API clients that send neither pass.
 *
 * `openPaths` are exact paths any site may POST to (other methods stay guarded). Only for requests whose sole credential is a
 * secret in the address itself, never a cookie: forging one needs that secret, so the request
 * from another site is no more dangerous than from ours.
 */
export function originGuard(siteUrl: string, log: Logger, { openPaths = [] }: { openPaths?: readonly string[] } = {}) {
  const siteOrigin = new URL(siteUrl).origin
  const open = new Set(openPaths)
  return createMiddleware(async (c, next) => {
    if (SAFE.has(c.req.method) || (c.req.method === 'POST' && open.has(c.req.path))) return next()
    const origin = c.req.header('Origin')
    const requestOrigin = new URL(c.req.url).origin
    const crossSite = origin ? origin !== siteOrigin && origin !== requestOrigin : c.req.header('Sec-Fetch-Site') === 'cross-site'
    if (crossSite) {
      log.warn({ event: 'csrf.blocked', origin: origin ?? null, path: c.req.path }, 'cross-site request blocked')
      // The one error shape, with the request id a person can quote to support.
      return errorResponse(c, 403, 'forbidden', 'Cross-site requests are not allowed')
    }
    return next()
  })
}
