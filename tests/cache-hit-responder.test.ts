import { brotliDecompressSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { BASELINE_HEADERS } from '#server/middleware/security-headers.ts'
import { withListeningApp } from './utils/listening-app.ts'

/**
 * Fresh page-cache hits are answered on the socket before the middleware chain
 * (server/middleware/cache-hit-responder.ts), through the real server of server/start.ts. The
 * chain sets X-Request-Id on every answer and the early path does not, which tells them apart.
 */
const served = withListeningApp()

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => fetch(`${served.base()}${path}`, { method, headers: { 'Accept-Encoding': 'identity', ...headers } })

describe('a fresh cache hit', () => {
  it('is answered before the chain, with the stored bytes, every security header and the page CSP', async () => {
    const first = await get('/topics')
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(first.headers.get('x-request-id')).not.toBeNull()
    const html = await first.text()

    const hit = await fetch(`${served.base()}/topics`, { headers: { 'Accept-Encoding': 'br' } })
    expect(hit.status).toBe(200)
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(hit.headers.get('x-request-id')).toBeNull()
    for (const [name, value] of BASELINE_HEADERS) expect(hit.headers.get(name)).toBe(value)
    expect(hit.headers.get('content-security-policy')).toMatch(/script-src 'self' 'sha256-/)
    expect(hit.headers.get('content-security-policy')).not.toContain('nonce-')
    expect(hit.headers.get('cache-control')).toBe(first.headers.get('cache-control'))
    expect(hit.headers.get('vary')).toContain('Accept-Encoding')
    // fetch decodes br itself; the bytes are the page the chain rendered.
    expect(await hit.text()).toBe(html)
  })

  it('sends the encoding the client takes, with its length, and 304 for its ETag', async () => {
    await get('/webinars')
    const raw = await import('node:http').then(
      (http) =>
        new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
          http
            .get(`${served.base()}/webinars`, { headers: { 'Accept-Encoding': 'gzip, br' } }, (res) => {
              const chunks: Buffer[] = []
              res.on('data', (chunk: Buffer) => chunks.push(chunk))
              res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }))
            })
            .on('error', reject)
        }),
    )
    expect(raw.headers['content-encoding']).toBe('br')
    expect(Number(raw.headers['content-length'])).toBe(raw.body.length)
    expect(brotliDecompressSync(raw.body).toString()).toContain('<html')
    const notModified = await get('/webinars', { 'If-None-Match': String(raw.headers.etag) })
    expect(notModified.status).toBe(304)
    expect(notModified.headers.get('x-request-id')).toBeNull()
  })

  it("keeps the home page's discovery Link on its hits", async () => {
    await get('/')
    const hit = await get('/')
    expect(hit.headers.get('x-request-id')).toBeNull()
    expect(hit.headers.get('link')).toBe('<http://localhost:3000/wp-json/>; rel="https://api.w.org/"')
  })

  it('answers HEAD with the headers and no body, and shares the entry with query noise', async () => {
    await get('/videos')
    const head = await get('/videos', {}, 'HEAD')
    expect(head.headers.get('x-cache')).toBe('HIT')
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(1000)
    expect(await head.text()).toBe('')
    const noisy = await get('/videos?cb=12345')
    expect(noisy.headers.get('x-cache')).toBe('HIT')
    expect(noisy.headers.get('x-request-id')).toBeNull()
  })

  it('never answers a reader with a session or an access cookie, a token, or a form post', async () => {
    await get('/magazine')
    const credentials: Record<string, string>[] = [{ Cookie: 'quota_session=abc' }, { Cookie: 'other=1; quota_session =abc' }, { Authorization: 'Bearer abc' }]
    for (const headers of credentials) {
      const res = await get('/magazine', headers)
      expect(res.headers.get('x-request-id'), JSON.stringify(headers)).not.toBeNull()
      expect(res.headers.get('x-cache'), JSON.stringify(headers)).not.toBe('HIT')
    }
    const posted = await fetch(`${served.base()}/magazine`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: served.base() }, body: 'a=1' })
    expect(posted.headers.get('x-request-id')).not.toBeNull()
  })
})
