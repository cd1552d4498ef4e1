import { randomBytes } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import { NO_SOURCES, type CspSources } from './third-party-csp.ts'
import type { RequestVariables } from './request-context.ts'

export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

/** `formTargets`: other origins this page's forms may be sent to (a payment page's redirect to Stripe). */
export function contentSecurityPolicy(nonce: string, extra: CspSources = NO_SOURCES, formTargets: string[] = []): string {
  return policy(`script-src 'nonce-${nonce}' 'strict-dynamic' ${extra.script.join(' ')}`.trim(), extra, formTargets)
}

/**
 * For a page served from the full-page cache: no nonce is shared between visitors; its inline
 * scripts are allowed by hash and its module scripts because they come from this origin.
 */
export function pageCsp(inlineScriptHashes: string[], extra: CspSources = NO_SOURCES): string {
  return policy(`script-src 'self' ${[...inlineScriptHashes, ...extra.script].join(' ')}`.trim(), extra)
}

/** `extra`: the configured ad and analytics hosts (server/middleware/third-party-csp.ts); none when no key is set. */
function policy(scriptSrc: string, extra: CspSources, formTargets: string[] = []): string {
  const withExtra = (directive: string, hosts: string[]) => [directive, ...hosts].join(' ')
  return [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    // Video thumbnails come from YouTube's image host.
    withExtra("img-src 'self' data: blob: https://i.ytimg.com", extra.img),
    "font-src 'self'",
    // The proof-of-work widget's worker is a file of this origin (app/components/forms/network-check.tsx).
    "worker-src 'self'",
    withExtra("connect-src 'self'", extra.connect),
    withExtra("media-src 'self'", extra.media),
    // The video players, framed only once a reader presses play: YouTube's privacy-enhanced embed and Vimeo's.
    withExtra("frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com", extra.frame),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    withExtra("form-action 'self'", formTargets),
  ].join('; ')
}

/** The headers every response carries besides its CSP (a cached page stores them with its bytes). */
export const BASELINE_HEADERS: readonly [string, string][] = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()'],
]

/**
 * Baseline headers on every response, errors included; pages get a fresh script nonce.
 * `formTargetsOf(path)`: the other origins a page's forms may go to; none but for the few pages
 * that send the reader to a payment provider's hosted page.
 */
export function securityHeaders(extra: CspSources = NO_SOURCES, formTargetsOf: (path: string) => string[] = () => []) {
  return createMiddleware<{ Variables: RequestVariables }>(async (c, next) => {
    const nonce = createNonce()
    c.set('nonce', nonce)
    await next()
    const headers = c.res.headers
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', contentSecurityPolicy(nonce, extra, formTargetsOf(c.req.path)))
    for (const [name, value] of BASELINE_HEADERS) headers.set(name, value)
  })
}
