import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import type { DatabaseHandle } from '#db/client.ts'
import { privateDirFor } from '#db/private-files.ts'
import { createContentBackend } from './content/backend.ts'
import { withHomeDiscoveryLink } from './content/service/wp-headers.ts'
import { sanitizeContentHtml } from './content/sanitize.ts'
import { forPages } from './middleware/page-services.ts'
import { getPublicEnv, getThirdPartyConfig, type Env } from './env.ts'
import { API_BASE, createApi } from './api/index.ts'
import type { QuotaLoadContext } from './load-context.ts'
import { accessCookie, readAccessTokens } from './middleware/access-cookie.ts'
import { getClientIp } from './middleware/client-ip.ts'
import { limitFormBodies } from './middleware/body-limit.ts'
import { compression } from './middleware/compression.ts'
import { errorHandler, notFoundHandler } from './middleware/errors.ts'
import { originGuard } from './middleware/origin-guard.ts'
import { CROSS_SITE_FORM_PATHS, isCrossSiteForm, withoutOrigin } from './middleware/cross-site-forms.ts'
import { createPageCache } from './middleware/page-cache.ts'
import { createCacheHitResponder } from './middleware/cache-hit-responder.ts'
import { createPageCacheKey } from './middleware/page-cache-key.ts'
import { createBackOfficeScreens } from './back-office-screens.ts'
import { retryAfterOn503 } from './middleware/retry-after.ts'
import { requestContext, type RequestVariables } from './middleware/request-context.ts'
import { createNonce, securityHeaders } from './middleware/security-headers.ts'
import { clearSessionCookie, session, sessionCookie, type SessionVariables } from './middleware/session.ts'
import { isAnonymousRead } from './middleware/session-cookie.ts'
import { isFormPost, readUnsavedForm, type UnsavedForm } from '#lib/unsaved-form.ts'
import { getThirdPartyCspSources, withContentMedia } from './middleware/third-party-csp.ts'
import { paymentFormTargets } from './middleware/payment-form-targets.ts'
import { gatedDownload } from './routes/gated-downloads.ts'
import { newsletterLinkRoutes } from './routes/newsletter-links.ts'
import { privacyChoiceRoutes } from './routes/privacy-choices.ts'
import { createHealthRoutes, type Readiness } from './routes/health.ts'
import { SESSION_DAYS, type PublicUser } from './services/accounts/accounts.ts'
import { createServices, inProcess, type ServiceDeps } from './services/index.ts'
import { collectContentTags, tagHeaders } from './cache/content-tags.ts'
import { createPurgeBus } from './cache/purge-bus.ts'
import { createVisitorContext, type Visitor } from './visitor-context.ts'
import { fromRoot } from '#db/project-root.ts'

export interface AppDeps extends Pick<ServiceDeps, 'mailer' | 'paymentGateway' | 'stripeEndpoint' | 'contentFetch' | 'videoFetch' | 'mailRetryDelaySeconds' | 'sns'> {
  env: Env
  database: DatabaseHandle
  log: Logger
  build: ServerBuild
  readiness: Readiness
  /** Uploaded files (WordPress's wp-content/uploads). */
  uploadsDir: string
  /** Gated downloads; default: the private folder beside uploadsDir (db/private-files.ts). */
  privateDir?: string
  /** Where built client assets live; default build/client. */
  clientDir?: string
}

/** Names what the page was made from, for this server's page cache and for a CDN purging by tag. */
function withCacheTags(response: Response, tags: ReadonlySet<string>): Response {
  const headers = tagHeaders(tags)
  if (!headers) return response
  response.headers.set('Surrogate-Key', headers.surrogateKey)
  response.headers.set('Cache-Tag', headers.cacheTag)
  return response
}

/** The same address as a GET, without the body it came with. */
function withoutBody(request: Request): Request {
  const headers = new Headers(request.headers)
  for (const name of ['content-length', 'content-type', 'transfer-encoding']) headers.delete(name)
  return new Request(request.url, { headers })
}

const defaultClientDir = fromRoot('build/client')

const FILE_NAME = /\.[A-Za-z0-9]+$/

/** Cache-Control for files the static handler found (it marks them with Last-Modified). */
function cacheFor(value: string): MiddlewareHandler {
  return async (c, next) => {
    await next()
    if (c.res.status === 200 && c.res.headers.has('Last-Modified')) c.res.headers.set('Cache-Control', value)
  }
}

export function createApp(deps: AppDeps) {
  const { env, database, log, build, readiness } = deps
  const app = new Hono<{ Variables: RequestVariables & SessionVariables }>()
  const clientDir = deps.clientDir ?? defaultClientDir

  const contentBackend = createContentBackend({ db: database.db, siteUrl: env.SITE_URL, siteName: env.SITE_NAME, log })
  const purgeBus = createPurgeBus({ database, log })
  const services = createServices({ ...deps, db: database.db, database, contentHandler: inProcess(contentBackend.fetch), purgeBus })
  const secureCookie = env.SITE_URL.startsWith('https:')
  const cspSources = withContentMedia(getThirdPartyCspSources(getThirdPartyConfig(env)), env.CONTENT_API_URL)

  app.use(requestContext(log))
  app.use(securityHeaders(cspSources, paymentFormTargets(env)))
  app.use(compression())
  app.use(retryAfterOn503())
  app.onError(errorHandler(log))
  app.notFound(notFoundHandler)
  app.use(originGuard(env.SITE_URL, log, { openPaths: CROSS_SITE_FORM_PATHS }))
  // Before the session: newsletter links read no cookie and set none.
  app.route('/', newsletterLinkRoutes(services.newsletterFeedback, log))
  app.route('/', privacyChoiceRoutes({ siteUrl: env.SITE_URL, secureCookie }))
  app.use(session(services.accounts, { secureCookie, log }))

  app.route('/', createHealthRoutes(database, readiness))
  // With a publisher's WordPress (CONTENT_API_URL) that WordPress is the one content API: the demo store is not served beside it.
  if (!env.CONTENT_API_URL) app.route('/', contentBackend)
  app.route(API_BASE, createApi({ services, trustProxy: env.TRUST_PROXY, proxyHops: env.TRUST_PROXY_HOPS, siteName: env.SITE_NAME, contentWebhookSecret: env.CONTENT_WEBHOOK_SECRET }))

  app.get('/resources/download/:slug', gatedDownload({ content: services.content, leads: services.leads, privateDir: deps.privateDir ?? privateDirFor(deps.uploadsDir), log }))
  app.use('/wp-content/uploads/*', cacheFor('public, max-age=2592000'), serveStatic({ root: deps.uploadsDir, rewriteRequestPath: (path) => path.replace(/^\/wp-content\/uploads/, '') }))
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: clientDir, precompressed: true }))
  // Only a path whose last segment names a file (favicon.svg) can be one: page URLs skip the disk lookup.
  const onlyFiles =
    (handler: MiddlewareHandler): MiddlewareHandler =>
    (c, next) =>
      FILE_NAME.test(c.req.path) ? handler(c, next) : next()
  app.use('*', onlyFiles(cacheFor('public, max-age=3600')), onlyFiles(serveStatic({ root: clientDir, precompressed: true })))

  const publicEnv = getPublicEnv(env)
  const sanitizeContent = (html: string) => sanitizeContentHtml(html, env.SITE_URL)
  const handleDocument = createRequestHandler(build, env.NODE_ENV === 'production' ? 'production' : 'development')
  const screens = createBackOfficeScreens(build.routes)

  const pageCache =
    env.PAGE_CACHE_MB > 0 ? createPageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: 60_000, staleMs: 24 * 3600_000, log, cspSources, keyOf: createPageCacheKey(build) }) : null
  purgeBus.onPurge((tags) => {
    contentBackend.purge()
    pageCache?.purge(tags)
    services.content.purge(tags)
    services.menus.purge(tags)
  })
  const anonymous = { user: null, token: null, tokenSource: null, clientIp: 'local', sessionUnavailable: false }
  /** Plain forms only: a copy of a file upload would hold its bytes twice. */
  const PLAIN_FORM = /^application\/x-www-form-urlencoded/i
  const renderPage = async (
    request: Request,
    nonce: string,
    requestId: string,
    visitor: { user: PublicUser | null; token: string | null; tokenSource: 'bearer' | 'cookie' | null; clientIp: string; sessionUnavailable: boolean },
    refusedStatus: 413 | null = null,
  ) => {
    // A form that cannot be saved (the database is down) is answered 503, and what it carried comes back on that page:
    // read at once when the session cannot be checked (the page refuses the form), else only if a save fails.
    const formCopy = visitor.sessionUnavailable ? (isFormPost(request) ? request.clone() : null) : isFormPost(request, PLAIN_FORM) ? request.clone() : null
    let unsaved: Promise<UnsavedForm | null> | undefined
    const readUnsaved = () => (unsaved ??= formCopy ? readUnsavedForm(formCopy) : Promise.resolve(null))
    const unsavedForm = visitor.sessionUnavailable ? await readUnsaved() : null
    const pageServices = forPages(services, log, readUnsaved)
    const personal = createVisitorContext({ user: visitor.user, token: visitor.token, tokenSource: visitor.tokenSource, accessTokens: readAccessTokens(request.headers.get('Cookie')) })
    let partial = false
    const shared: Omit<QuotaLoadContext, keyof Visitor> = {
      markPartial: () => {
        partial = true
      },
      env: publicEnv,
      screens,
      nonce,
      requestId,
      log,
      sanitizeContent,
      ...pageServices,
      clientIp: visitor.clientIp,
      sessionUnavailable: visitor.sessionUnavailable,
      unsavedForm,
      refusedStatus,
      sessionCookie: (token: string) => sessionCookie(token, secureCookie, SESSION_DAYS * 24 * 3600),
      clearSessionCookie: () => clearSessionCookie(secureCookie),
      accessCookie(token: string) {
        return accessCookie(context.accessTokens, token, secureCookie)
      },
    }
    // Defined, not spread: spreading would read (and so mark) every visitor field.
    const context: AppLoadContext = Object.defineProperties(shared, Object.getOwnPropertyDescriptors(personal.fields)) as AppLoadContext
    const { result, tags } = await collectContentTags(() => handleDocument(request, context))
    // A page missing a part (a read failed) is for this request only: caches keep the last whole copy.
    if (partial) {
      result.headers.set('Cache-Control', 'no-store')
      result.headers.delete('CDN-Cache-Control')
      result.headers.delete('Surrogate-Control')
    }
    return withCacheTags(withHomeDiscoveryLink(request, personal.markResponse(result), env.SITE_URL), tags)
  }

  const visitorOf = (c: Context<{ Variables: RequestVariables & SessionVariables }>) => ({
    user: c.get('user'),
    token: c.get('token'),
    tokenSource: c.get('tokenSource'),
    clientIp: getClientIp(c, env.TRUST_PROXY, env.TRUST_PROXY_HOPS),
    sessionUnavailable: c.get('sessionUnavailable'),
  })
  // Page forms get the API's body limit; over it, the page itself answers 413, rendered as a read.
  const tooLarge = (c: Context<{ Variables: RequestVariables & SessionVariables }>) => renderPage(withoutBody(c.req.raw), c.get('nonce'), c.get('requestId'), visitorOf(c), 413)
  app.use('*', limitFormBodies(screens, tooLarge))

  app.all('*', async (c) => {
    const visitor = visitorOf(c)
    const live = (request: Request) => renderPage(request, c.get('nonce'), c.get('requestId'), visitor)
    if (isCrossSiteForm(c.req.raw, c.req.path)) return live(await withoutOrigin(c.req.raw))
    if (!pageCache || !isAnonymousRead(c.req.raw)) return live(c.req.raw)
    // A background refresh renders as an anonymous visitor, never with this visitor's headers.
    const background = (canonical: Request) => renderPage(canonical, createNonce(), c.get('requestId'), anonymous)
    return pageCache.handle(c.req.raw, live, background)
  })

  return Object.assign(app, {
    earlyResponder: pageCache ? createCacheHitResponder(pageCache) : null,
    purgeBus,
    jobs: services.jobs,
    newsletterIssues: services.newsletterIssues,
    newsletterSender: services.newsletterSender,
    stripe: services.stripe,
  })
}
