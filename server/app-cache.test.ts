import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { withTestApp } from '#tests/utils/with-test-app.ts'
import { SESSION_COOKIE } from './middleware/session-cookie.ts'

const t = withTestApp()

describe('anonymous pages through the full-page cache', () => {
  it('are rendered once and then served from memory with an ETag and 304s', async () => {
    const first = await t.request('/privacy-policy')
    const second = await t.request('/privacy-policy', { headers: { 'Accept-Encoding': 'br' } })
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('content-encoding')).toBe('br')
    const etag = second.headers.get('etag')!
    const revalidated = await t.request('/privacy-policy', { headers: { 'If-None-Match': etag } })
    expect(revalidated.status).toBe(304)
  })

  it('carry a CSP that allows exactly their own inline scripts, with no shared nonce', async () => {
    await t.request('/reprints')
    const res = await t.request('/reprints')
    const csp = res.headers.get('content-security-policy')!
    expect(csp).not.toContain('nonce-')
    const html = await res.text()
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*ld\+json)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!)
    expect(inline.length).toBeGreaterThan(0)
    for (const body of inline) expect(csp).toContain(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it('are bypassed by a signed-in visitor, a bearer token and a POST', async () => {
    await t.request('/contact')
    for (const init of <RequestInit[]>[{ headers: { Cookie: `theme=dark; ${SESSION_COOKIE}=abc` } }, { headers: { Authorization: 'Bearer abc' } }]) {
      const res = await t.request('/contact', init)
      expect(res.headers.get('x-cache')).toBeNull()
      expect(res.headers.get('content-security-policy')).toContain('nonce-')
    }
  })

  it('do not keep 404s', async () => {
    await t.request('/no-such-page')
    const res = await t.request('/no-such-page')
    expect(res.status).toBe(404)
    expect(res.headers.get('x-cache')).toBeNull()
  })
})

describe('Cache-Control', () => {
  it('is public with s-maxage for anonymous pages and their data; stale-while-revalidate only for CDNs, never browsers', async () => {
    for (const path of ['/about', '/about.data']) {
      const res = await t.request(path)
      expect(res.status, path).toBe(200)
      // A browser allowed to serve a stale anonymous copy shows a reader who just signed in as signed out.
      expect(res.headers.get('cache-control'), path).toBe('public, max-age=0, s-maxage=60')
      expect(res.headers.get('cdn-cache-control'), path).toMatch(/^max-age=\d+, stale-while-revalidate=\d+$/)
      expect(res.headers.get('surrogate-control'), path).toBe(res.headers.get('cdn-cache-control'))
    }
  })

  it('is private for a signed-in visitor', async () => {
    const res = await t.request('/about', { headers: { Cookie: `${SESSION_COOKIE}=abc` } })
    expect(res.headers.get('cache-control')).toBe('private, no-store')
  })
})
