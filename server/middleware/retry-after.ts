import { createMiddleware } from 'hono/factory'

/** Seconds a client should wait before retrying a 503 that did not say (content or database briefly down). */
export const DEFAULT_RETRY_AFTER_SECONDS = 30

/**
 * Every 503 tells clients when to come back (RFC 9110 §10.2.3), whichever part of the server
 * answered it: API, content API, pages or health checks. A Retry-After already set is kept.
 */
export function retryAfterOn503() {
  return createMiddleware(async (c, next) => {
    await next()
    if (c.res.status === 503 && !c.res.headers.has('Retry-After')) c.res.headers.set('Retry-After', String(DEFAULT_RETRY_AFTER_SECONDS))
  })
}
