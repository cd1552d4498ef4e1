import { randomUUID } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { Logger } from 'pino'
import { withRequestId } from '../logger.ts'

export type RequestVariables = { requestId: string; nonce: string }

const TRUSTED_ID = /^[A-Za-z0-9._-]{8,64}$/

/** Gives every request an id (kept from X-Request-Id when well-formed) and logs its outcome. */
export function requestContext(log: Logger) {
  return createMiddleware<{ Variables: RequestVariables }>(async (c, next) => {
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && TRUSTED_ID.test(incoming) ? incoming : randomUUID()
    c.set('requestId', requestId)
    const started = performance.now()
    await withRequestId(requestId, async () => {
      await next()
      c.header('X-Request-Id', requestId)
      const status = c.res.status
      const fields = {
        event: 'http.request',
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
      }
      if (status >= 500) log.error(fields, 'request failed')
      else if (c.req.path.startsWith('/assets/')) log.debug(fields, 'request')
      else log.info(fields, 'request')
    })
  })
}
