import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * Issue 27, item 14: refusals a person or a client can act on. A cross-site refusal carries the
 * request id like every other error; a feed or sitemap whose content service is down says so in
 * words, not with the body `null`.
 */
let t: TestApp
let cms: TestApp
let down = false

beforeAll(async () => {
  cms = await createTestApp()
  t = await createTestApp({
    envVars: { CONTENT_API_URL: 'http://cms.example.test' },
    contentFetch: async (request) => {
      if (down) throw new TypeError('fetch failed: connection refused')
      const url = new URL(request.url)
      return cms.app.fetch(new Request(`http://localhost:3000${url.pathname}${url.search}`, { headers: request.headers }))
    },
  })
})
afterAll(async () => {
  await t?.close()
  await cms?.close()
})

describe('a cross-site refusal', () => {
  it.each([
    ['an API call', '/api/passwordReset', 'application/json', JSON.stringify({ email: 'ada@example.com' })],
    ['a page form', '/login', 'application/x-www-form-urlencoded', 'email=ada%40example.com&password=x'],
  ])('of %s has the one error shape, with the request id', async (_, path, type, body) => {
    const res = await t.request(path, { method: 'POST', headers: { Origin: 'https://evil.example', 'Content-Type': type }, body })
    expect(res.status).toBe(403)
    const requestId = res.headers.get('x-request-id')
    expect(requestId).toBeTruthy()
    expect(await res.json()).toEqual({ error: { code: 'forbidden', message: 'Cross-site requests are not allowed' }, requestId })
  })
})

describe('a feed or sitemap while the content service is down', () => {
  // Each reads content the ones before did not (the content client keeps what it read while the service was up).
  it.each(['/feed', '/blog/feed', '/sitemaps/articles-1.xml', '/sitemap.xml'])('%s answers 503 with words and Retry-After, never `null`', async (path) => {
    down = true
    try {
      const res = await t.request(path)
      expect(res.status).toBe(503)
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0)
      expect(res.headers.get('content-type')).toBe('text/plain; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.text()).toMatch(/is briefly unavailable\. Please try again in a minute\./)
    } finally {
      down = false
    }
    expect((await t.request(path)).status).toBe(200)
  })
})
