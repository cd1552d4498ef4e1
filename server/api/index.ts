import { OpenAPIHono } from '@hono/zod-openapi'
import { createMiddleware } from 'hono/factory'
import { pathsWithNul } from '#lib/validation/control-characters.ts'
import { MESSAGES } from '#lib/validation-messages.ts'
import { PROOF_HEADER } from '#lib/proof-of-work.ts'
import { limitBody, MAX_BODY_TEXT } from '../middleware/body-limit.ts'
import { errorResponse } from '../middleware/errors.ts'
import { getClientIp } from '../middleware/client-ip.ts'
import { accountRoutes } from './accounts.ts'
import { challengeRoutes } from './challenge.ts'
import { contentChangeRoutes } from './content-changes.ts'
import { commerceRoutes } from './commerce.ts'
import type { Services } from '../services/index.ts'
import type { ApiEnv } from './api-env.ts'
import { mediaKitRoutes } from './mediakit.ts'
import { newsletterRoutes } from './newsletters.ts'
import { MAX_WEBHOOK_BODY_BYTES, newsletterBounceRoutes, TEXT_BODY_PATHS, WEBHOOK_BODY_PATHS } from './newsletter-bounces.ts'
import { renderReference } from './reference-page.ts'
import { createAllowedMethods } from './allowed-methods.ts'
import { securitySchemes } from './security.ts'
import { STRIPE_WEBHOOK_PATH, stripeWebhookRoutes } from './stripe-webhook.ts'
import { resourceRoutes } from './resources.ts'
import { webinarRoutes } from './webinars.ts'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** Where server/app.ts mounts this API. */
export const API_BASE = '/api'

/** The product's own JSON API of spec §7, with its OpenAPI 3.1 document generated from the same schemas. */
export function createApi({
  services,
  trustProxy,
  proxyHops = 1,
  siteName,
  contentWebhookSecret,
}: {
  services: Services
  trustProxy: boolean
  proxyHops?: number
  siteName: string
  contentWebhookSecret?: string
}) {
  const api = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (result.success) return
      const fields: Record<string, string> = {}
      for (const issue of result.error.issues) fields[issue.path.join('.') || 'body'] ??= issue.message
      return errorResponse(c, 400, 'validation_failed', 'Check the highlighted fields', fields)
    },
  })

  api.use(
    createMiddleware<ApiEnv>(async (c, next) => {
      c.set('services', services)
      const ip = getClientIp(c, trustProxy, proxyHops)
      c.set('clientIp', ip)
      c.set('network', { ip, proof: c.req.header(PROOF_HEADER) })
      c.header('Cache-Control', 'no-store')
      await next()
    }),
  )
  // Only JSON writes: a cross-site form post cannot reach the API without a CORS preflight.
  api.use(
    createMiddleware<ApiEnv>(async (c, next) => {
      const hasBody = c.req.header('Content-Length') !== '0' && (c.req.header('Content-Length') || c.req.header('Transfer-Encoding'))
      const textAllowed = TEXT_BODY_PATHS.has(c.req.path.slice(API_BASE.length)) && /^text\/plain\b/i.test(c.req.header('Content-Type') ?? '')
      if (WRITES.has(c.req.method) && hasBody && !textAllowed && !/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) {
        return errorResponse(c, 415, 'unsupported_media_type', 'Send JSON with Content-Type: application/json')
      }
      return next()
    }),
  )
  const apiBodies = limitBody((c) => errorResponse(c, 413, 'payload_too_large', `The request body is too large (${MAX_BODY_TEXT} at most)`))
  const webhookBodies = limitBody((c) => errorResponse(c, 413, 'payload_too_large', `The request body is too large (${MAX_WEBHOOK_BODY_BYTES / 1024} KB at most)`), MAX_WEBHOOK_BODY_BYTES)
  // Stripe's events carry whole objects (an invoice with its lines): more than the API's 16 KB.
  const largeBodies = new Set([...WEBHOOK_BODY_PATHS, STRIPE_WEBHOOK_PATH])
  api.use((c, next) => (largeBodies.has(c.req.path.slice(API_BASE.length)) ? webhookBodies : apiBodies)(c, next))

  // What PostgreSQL cannot store (NUL, a lone surrogate): refused for every operation before any handler runs.
  api.use(
    createMiddleware<ApiEnv>(async (c, next) => {
      if (!WRITES.has(c.req.method) || !/^application\/json\b/i.test(c.req.header('Content-Type') ?? '')) return next()
      const text = await c.req.text()
      // Cheap first look: a raw NUL, or the JSON escape of a NUL or of a surrogate.
      if (!text.includes('\u0000') && !/\\u(0000|d[89a-f])/i.test(text)) return next()
      let body: unknown
      try {
        body = JSON.parse(text)
      } catch {
        return next() // the validator answers invalid_json
      }
      const fields = Object.fromEntries(pathsWithNul(body).map((path) => [path, MESSAGES.invalidCharacters]))
      if (Object.keys(fields).length === 0) return next()
      return errorResponse(c, 400, 'validation_failed', 'Check the highlighted fields', fields)
    }),
  )

  api.route('/', accountRoutes())
  api.route('/', newsletterRoutes())
  api.route('/', newsletterBounceRoutes())
  api.route('/', webinarRoutes())
  api.route('/', mediaKitRoutes())
  api.route('/', resourceRoutes())
  api.route('/', commerceRoutes())
  api.route('/', stripeWebhookRoutes())
  api.route('/', challengeRoutes())
  api.route('/', contentChangeRoutes(contentWebhookSecret))

  for (const [name, scheme] of Object.entries(securitySchemes)) api.openAPIRegistry.registerComponent('securitySchemes', name, scheme)
  const documentConfig = {
    openapi: '3.1.0',
    info: {
      title: `${siteName} API`,
      version: '1.0.0',
      description:
        'Accounts, sessions, newsletters, lead forms (webinar registration, gated downloads, the media kit) and magazine subscriptions with promo codes. Errors: {"error": {"code", "message", "fields"?}, "requestId"}.',
    },
    servers: [{ url: API_BASE }],
  }
  api.doc31('/openapi.json', documentConfig)
  api.get('/docs', (c) => {
    c.header('Cache-Control', 'public, max-age=300')
    return c.html(renderReference(api.getOpenAPI31Document(documentConfig) as unknown as Parameters<typeof renderReference>[0]))
  })
  const allowedMethods = createAllowedMethods(api.routes)
  api.all('*', (c) => {
    const allow = allowedMethods(c.req.path.slice(API_BASE.length))
    if (!allow.length) return errorResponse(c, 404, 'not_found', 'No such API endpoint')
    c.header('Allow', allow.join(', '))
    return errorResponse(c, 405, 'method_not_allowed', `${c.req.method} is not supported here; use ${allow.join(' or ')}`)
  })
  return api
}
