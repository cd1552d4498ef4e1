import { fileURLToPath } from 'node:url'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import type { Logger } from 'pino'
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router'
import type { DatabaseHandle } from '#db/client.ts'
import { createContentClient } from './content/client.ts'
import { sanitizeContentHtml } from './content/sanitize.ts'
import { createContentService } from './content/service/routes.ts'
import { SwrCache } from './content/swr-cache.ts'
import { getPublicEnv, getThirdPartyConfig, type Env } from './env.ts'
import { getThirdPartyCspSources } from './third-party-csp.ts'
import { getRequestId } from './logger.ts'
import { API_BASE, createApi } from './api/index.ts'
import { getClientIp } from './client-ip.ts'
import { originGuard } from './middleware/origin-guard.ts'
import { clearSessionCookie, session, sessionCookie, type SessionVariables } from './middleware/session.ts'
import { createAccounts, SESSION_DAYS, type PublicUser } from './services/accounts.ts'
import { createMailer, type Mailer } from './services/mail.ts'
import { createNewsletters } from './services/newsletters.ts'
import { createLeads } from './services/leads.ts'
import { createGatedLeads } from './services/gated-leads.ts'
import { createMediaKit } from './services/media-kit.ts'
import { createWebinarRegistrations } from './services/webinar-registrations.ts'
import { accessCookie, readAccessTokens } from './access-cookie.ts'
import { gatedDownload } from './gated-downloads.ts'
import { privateDirFor } from '#db/private-files.ts'
import { createPasswordHasher } from './services/passwords.ts'
import type { PaymentGateway } from './services/payments/gateway.ts'
import { createTestGateway } from './services/payments/test-gateway.ts'
import { createPromoCodes } from './services/promo-codes.ts'
import { createSubscriptions } from './services/subscriptions.ts'
import { createVideoService } from './services/video/index.ts'
import type { QuotaLoadContext } from './load-context.ts'
import { createMenuRoutes } from './menus-routes.ts'
import { createMenuClient } from './menus-client.ts'
import { limitBody } from './middleware/body-limit.ts'
import { compression } from './middleware/compression.ts'
import { retryAfterOn503 } from './middleware/retry-after.ts'
import { errorHandler, notFoundHandler } from './middleware/errors.ts'
import { requestContext, type RequestVariables } from './middleware/request-context.ts'
import { createNonce, securityHeaders } from './middleware/security-headers.ts'
import { createPageCache } from './page-cache.ts'
import { createPageCacheKey } from './page-cache-key.ts'
import { createVisitorContext, type Visitor } from './visitor-context.ts'
import { isAnonymousRead } from './session-cookie.ts'
import { createHealthRoutes, type Readiness } from './health-routes.ts'

export interface AppDeps {
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
  /** For tests: how the content client reaches a configured CONTENT_API_URL. */
  contentFetch?: (request: Request) => Promise<Response>
  /** Default: SMTP_URL, or .eml files under DATA_DIR/mail. */
  mailer?: Mailer
  /** For tests: how the video service reaches YouTube (when YOUTUBE_API_KEY is set). */
  videoFetch?: (request: Request) => Promise<Response>
  /** Default: the built-in test gateway (no real processor is configured yet). */
  paymentGateway?: PaymentGateway
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/** The same address as a GET, without the body it came with. */
function withoutBody(request: Request): Request {
  const headers = new Headers(request.headers)
  for (const name of ['content-length', 'content-type', 'transfer-encoding']) headers.delete(name)
  return new Request(request.url, { headers })
}

const defaultClientDir = fileURLToPath(new URL('../build/client', import.meta.url))

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

  const site = { siteName: env.SITE_NAME, siteUrl: env.SITE_URL }
  const mailer = deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, from: `${env.SITE_NAME} <no-reply@${new URL(env.SITE_URL).hostname}>`, log })
  const accounts = createAccounts({ db: database.db, hasher: createPasswordHasher(), mailer, log, site })
  const newsletters = createNewsletters({ db: database.db, mailer, log, site })
  const leads = createLeads({ db: database.db, log, mailer })
  const webinarRegistrations = createWebinarRegistrations({ leads, log, site })
  const mediaKit = createMediaKit({ leads, log, site, salesEmail: env.SALES_EMAIL })
  const promoCodes = createPromoCodes({ db: database.db })
  const gateway = deps.paymentGateway ?? createTestGateway()
  const subscriptions = createSubscriptions({ db: database.db, gateway, promoCodes, mailer, log, site })
  const gatedLeads = createGatedLeads({ leads, site })
  const secureCookie = env.SITE_URL.startsWith('https:')
  const cspSources = getThirdPartyCspSources(getThirdPartyConfig(env))

  app.use(requestContext(log))
  app.use(securityHeaders(cspSources))
  app.use(compression())
  app.use(retryAfterOn503())
  app.onError(errorHandler(log))
  app.notFound(notFoundHandler)
  app.use(originGuard(env.SITE_URL, log))
  app.use(session(accounts, { secureCookie }))

  app.route('/', createHealthRoutes(database, readiness))
  app.route('/wp-json', createContentService({ db: database.db, siteUrl: env.SITE_URL }))
  app.route('/', createMenuRoutes(database.db))
  const inProcess = (request: Request) => {
    const requestId = getRequestId()
    if (requestId) request.headers.set('X-Request-Id', requestId)
    return Promise.resolve(app.fetch(request))
  }
  const onBackgroundError = (key: string, err: unknown) => log.warn({ event: 'content.refresh_failed', key, err }, 'stale content kept')
  const content = createContentClient({
    baseUrl: env.CONTENT_API_URL ?? env.SITE_URL,
    siteUrl: env.SITE_URL,
    fetch: env.CONTENT_API_URL ? (deps.contentFetch ?? fetch) : inProcess,
    cache: new SwrCache({ ttlMs: 60_000, staleMs: 24 * 3600_000, maxEntries: 5000, onBackgroundError }),
  })
  const videos = createVideoService({ apiKey: env.YOUTUBE_API_KEY, fetch: deps.videoFetch, content, siteUrl: env.SITE_URL, log })
  app.route(API_BASE, createApi({ services: { accounts, newsletters, leads, content, webinarRegistrations, mediaKit, gatedLeads, promoCodes, subscriptions }, trustProxy: env.TRUST_PROXY, siteName: env.SITE_NAME }))

  app.get('/resources/download/:slug', gatedDownload({ content, leads, privateDir: deps.privateDir ?? privateDirFor(deps.uploadsDir), log }))
  app.use(
    '/wp-content/uploads/*',
    cacheFor('public, max-age=2592000'),
    serveStatic({ root: deps.uploadsDir, rewriteRequestPath: (path) => path.replace(/^\/wp-content\/uploads/, '') }),
  )
  app.use('/assets/*', cacheFor('public, max-age=31536000, immutable'), serveStatic({ root: clientDir, precompressed: true }))
  app.use('*', cacheFor('public, max-age=3600'), serveStatic({ root: clientDir, precompressed: true }))

  const menus = createMenuClient({
    siteUrl: env.SITE_URL,
    fetch: inProcess,
    cache: new SwrCache({ ttlMs: 60_000, staleMs: 24 * 3600_000, maxEntries: 4, onBackgroundError }),
    log,
  })
  const publicEnv = getPublicEnv(env)
  const sanitizeContent = (html: string) => sanitizeContentHtml(html, env.SITE_URL)
  const handleDocument = createRequestHandler(build, env.NODE_ENV === 'production' ? 'production' : 'development')

  const pageCache =
    env.PAGE_CACHE_MB > 0
      ? createPageCache({ maxBytes: env.PAGE_CACHE_MB * 1024 * 1024, ttlMs: 60_000, staleMs: 24 * 3600_000, log, cspSources, keyOf: createPageCacheKey(build) })
      : null
  const anonymous = { user: null, token: null, clientIp: 'local' }
  const renderPage = async (
    request: Request,
    nonce: string,
    requestId: string,
    visitor: { user: PublicUser | null; token: string | null; clientIp: string },
    refusedStatus: 413 | null = null,
  ) => {
    const personal = createVisitorContext({ user: visitor.user, token: visitor.token, accessTokens: readAccessTokens(request.headers.get('Cookie')) })
    const shared: Omit<QuotaLoadContext, keyof Visitor> = {
      env: publicEnv,
      nonce,
      requestId,
      log,
      content,
      menus,
      sanitizeContent,
      accounts,
      newsletters,
      videos,
      leads,
      webinarRegistrations,
      mediaKit,
      promoCodes,
      subscriptions,
      gatedLeads,
      clientIp: visitor.clientIp,
      refusedStatus,
      sessionCookie: (token: string) => sessionCookie(token, secureCookie, SESSION_DAYS * 24 * 3600),
      clearSessionCookie: () => clearSessionCookie(secureCookie),
      accessCookie(token: string) {
        return accessCookie(context.accessTokens, token, secureCookie)
      },
    }
    // Defined, not spread: spreading would read (and so mark) every visitor field.
    const context: AppLoadContext = Object.defineProperties(shared, Object.getOwnPropertyDescriptors(personal.fields)) as AppLoadContext
    return personal.markResponse(await handleDocument(request, context))
  }

  const visitorOf = (c: Context<{ Variables: RequestVariables & SessionVariables }>) => ({ user: c.get('user'), token: c.get('token'), clientIp: getClientIp(c, env.TRUST_PROXY) })
  // Page forms get the API's body limit; over it, the page itself answers 413, rendered as a read.
  const refuseLargeForm = limitBody((c) => renderPage(withoutBody(c.req.raw), c.get('nonce'), c.get('requestId'), visitorOf(c), 413))
  app.use('*', (c, next) => (SAFE_METHODS.has(c.req.method) ? next() : refuseLargeForm(c, next)))

  app.all('*', (c) => {
    const visitor = visitorOf(c)
    const live = (request: Request) => renderPage(request, c.get('nonce'), c.get('requestId'), visitor)
    if (!pageCache || !isAnonymousRead(c.req.raw)) return live(c.req.raw)
    // A background refresh renders as an anonymous visitor, never with this visitor's headers.
    const background = (canonical: Request) => renderPage(canonical, createNonce(), c.get('requestId'), anonymous)
    return pageCache.handle(c.req.raw, live, background)
  })

  return app
}
