import { randomBytes } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import type { RequestVariables } from './request-context.ts'

export function createNonce(): string {
  return randomBytes(16).toString('base64')
}

export function contentSecurityPolicy(nonce: string): string {
  return policy(`script-src 'nonce-${nonce}' 'strict-dynamic'`)
}

/**
 * For a page served from the full-page cache: no nonce is shared between visitors; its inline
 * scripts are allowed by hash and its module scripts because they come from this origin.
 */
export function pageCsp(inlineScriptHashes: string[]): string {
  return policy(`script-src 'self' ${inlineScriptHashes.join(' ')}`.trim())
}

function policy(scriptSrc: string): string {
  return [
    "default-src 'self'",
    scriptSrc,
    "style-src 'self' 'unsafe-inline'",
    // Video thumbnails come from YouTube's image host.
    "img-src 'self' data: blob: https://i.ytimg.com",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self'",
    // The video player: YouTube's privacy-enhanced embed, nothing else.
    "frame-src 'self' https://www.youtube-nocookie.com",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

/** Baseline headers on every response, errors included; pages get a fresh script nonce. */
export function securityHeaders() {
  return createMiddleware<{ Variables: RequestVariables }>(async (c, next) => {
    const nonce = createNonce()
    c.set('nonce', nonce)
    await next()
    const headers = c.res.headers
    if (!headers.has('Content-Security-Policy')) headers.set('Content-Security-Policy', contentSecurityPolicy(nonce))
    headers.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains')
    headers.set('X-Content-Type-Options', 'nosniff')
    headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    headers.set('Cross-Origin-Opener-Policy', 'same-origin')
    headers.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()')
  })
}
