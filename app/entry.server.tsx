import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { renderToPipeableStream } from 'react-dom/server'
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router'
import { isAnonymousRead } from '#server/middleware/session-cookie.ts'
import { lowerModulePreloads } from './utils/module-preload-priority.server.ts'
import { NonceContext } from './utils/nonce.tsx'
import { ANONYMOUS_PAGE_CACHE, CDN_PAGE_CACHE } from './routes/public-reads.server.ts'

export const streamTimeout = 5_000

/**
 * Anonymous answers may be shared by caches; a signed-in visitor's never are. Browsers must ask
 * again every time (public-reads.server.ts): the same address answers a signed-in reader
 * differently, and a browser allowed to reuse a stale anonymous copy showed a reader who had just
 * signed in as signed out.
 */
function setCacheControl(request: Request, status: number, headers: Headers) {
  if (!isAnonymousRead(request)) headers.set('Cache-Control', 'private, no-store')
  else if (!headers.has('Cache-Control')) {
    headers.set('Cache-Control', status === 200 ? ANONYMOUS_PAGE_CACHE : 'no-store')
    if (status === 200) {
      headers.set('CDN-Cache-Control', CDN_PAGE_CACHE)
      headers.set('Surrogate-Control', CDN_PAGE_CACHE)
    }
  }
}

/**
 * A loader or action that fails unexpectedly is logged as one JSON line with the request id
 * (React Router's default prints the raw stack to the console; during an outage that is
 * thousands of lines, with whatever the error message quoted).
 */
export function handleError(error: unknown, { request, context }: { request: Request; context: AppLoadContext }) {
  if (request.signal.aborted) return
  context.log.error({ event: 'route.error', err: error, requestId: context.requestId }, 'route failed')
}

/** Client-side navigations fetch loader data: the same caching rules as documents. */
export function handleDataRequest(response: Response, { request }: { request: Request }) {
  setCacheControl(request, response.status, response.headers)
  return response
}

/**
 * Renders the whole document before answering (no streamed fallbacks): pages are
 * cacheable whole, and crawlers and people get the same complete HTML.
 */
export default function handleRequest(request: Request, responseStatusCode: number, responseHeaders: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  setCacheControl(request, responseStatusCode, responseHeaders)
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  if (responseStatusCode >= 400) responseHeaders.set('X-Robots-Tag', 'noindex')
  if (responseStatusCode === 503) responseHeaders.set('Retry-After', '30')
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.nonce
  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000)
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId)
              timeoutId = undefined
              callback()
            },
          })
          pipe(lowerModulePreloads()).pipe(body)
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status: responseStatusCode }))
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500
          loadContext.log.error({ event: 'render.error', err: error }, 'render failed')
        },
      },
    )
  })
}
