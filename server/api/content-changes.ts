import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { tagsOfChange } from '../cache/content-tags.ts'
import { errorResponse } from '../middleware/errors.ts'
import { checkSignature } from '../services/webhook-signature.ts'
import type { ApiEnv } from './api-env.ts'
import { commonErrors, ErrorBody, jsonBody } from './responses.ts'
import { anyone } from './security.ts'

export const SIGNATURE_HEADER = 'X-Quota-Signature'

const ContentChangeBody = z
  .object({
    type: z.string().regex(/^[a-z0-9_-]{1,40}$/, 'a post type, term, user, media, menu or options'),
    id: z.number().int().min(0).max(2_147_483_647),
    action: z.enum(['publish', 'update', 'delete']),
    slug: z.string().max(200).optional(),
    reach: z.enum(['body', 'listed', 'placement']).optional().openapi({
      description:
        'How far an update shows: body (the item page only), listed (also the lists that show the item: title, summary, image, address), placement (every list of its kind: status, dates, topics, author, fields). Unstated: placement.',
    }),
  })
  .openapi('ContentChange')

const route = createRoute({
  method: 'post',
  path: '/content/changed',
  ...anyone,
  summary: 'A content change in WordPress: the pages made from it leave every server’s cache',
  description: `Sent by the WordPress plugin (wordpress/quota-content) on publish, update and delete. Signed with the shared secret (CONTENT_WEBHOOK_SECRET): header ${SIGNATURE_HEADER}: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">, within 5 minutes. Every server process drops the affected pages within a second (PostgreSQL NOTIFY). 404 when no secret is configured.`,
  request: { ...jsonBody(ContentChangeBody), headers: z.object({ [SIGNATURE_HEADER.toLowerCase()]: z.string().optional() }) },
  responses: {
    204: { description: 'The affected pages were dropped' },
    401: { content: { 'application/json': { schema: ErrorBody } }, description: 'Missing, malformed, stale or wrong signature' },
    404: { content: { 'application/json': { schema: ErrorBody } }, description: 'No shared secret is configured' },
    400: commonErrors[400],
    413: commonErrors[413],
    415: commonErrors[415],
  },
})

export function contentChangeRoutes(secret: string | undefined) {
  const app = new OpenAPIHono<ApiEnv>()
  app.openapi(route, async (c) => {
    if (!secret) return errorResponse(c, 404, 'not_found', 'No such API endpoint') as never
    // The API's first middleware read the body as text for JSON writes, so this is the raw bytes that were signed.
    const raw = await c.req.text()
    const verdict = checkSignature(secret, raw, c.req.header(SIGNATURE_HEADER))
    if (verdict !== 'valid') return errorResponse(c, 401, 'unauthenticated', `The ${SIGNATURE_HEADER} header is ${verdict}`) as never
    const change = c.req.valid('json')
    await c.var.services.cachePurge.purge(tagsOfChange(change))
    return c.body(null, 204)
  })
  return app
}
