import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { chooseEncoding, compression } from './compression.ts'

describe('chooseEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    [undefined, null],
  ])('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected)
  })
})

describe('compression middleware', () => {
  const page = `<p>${'Sales teams that review pipeline weekly forecast better. '.repeat(100)}</p>`
  const app = new Hono()
  app.use(compression())
  app.get('/page', (c) => c.html(page))
  app.get('/tiny', (c) => c.body('ok', 200, { 'Content-Type': 'text/plain', 'Content-Length': '2' }))
  app.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))

  app.get('/small-json', (c) => c.json({ status: 'ok' }))
  app.get('/streamed', (c) =>
    c.body(
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(`<p>chunk ${i} ${'x'.repeat(60)}</p>`))
          controller.close()
        },
      }),
      200,
      { 'Content-Type': 'text/html' },
    ),
  )

  it('sends a small body without a Content-Length as it is, with its length, not through a compressor', async () => {
    const res = await app.request('/small-json', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('content-length')).toBe(String('{"status":"ok"}'.length))
    expect(await res.json()).toEqual({ status: 'ok' })
  })

  it('compresses a streamed body once its first chunks pass the threshold, losing nothing', async () => {
    const res = await app.request('/streamed', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const text = gunzipSync(Buffer.from(await res.arrayBuffer())).toString()
    expect(text.match(/<p>chunk \d+/g)).toHaveLength(40)
    expect(text.startsWith('<p>chunk 0 ')).toBe(true)
  })

  it('brotli-compresses a page for a client that accepts it', async () => {
    const res = await app.request('/page', { headers: { 'Accept-Encoding': 'gzip, br' } })
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(res.headers.get('vary')).toContain('Accept-Encoding')
    expect(res.headers.get('content-length')).toBeNull()
    const body = Buffer.from(await res.arrayBuffer())
    expect(body.length).toBeLessThan(page.length / 5)
    expect(brotliDecompressSync(body).toString()).toBe(page)
  })

  it('falls back to gzip', async () => {
    const res = await app.request('/page', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(page)
  })

  it('leaves tiny bodies, images and clients without Accept-Encoding alone', async () => {
    expect((await app.request('/tiny', { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-encoding')).toBeNull()
    expect((await app.request('/image', { headers: { 'Accept-Encoding': 'br' } })).headers.get('content-encoding')).toBeNull()
    expect((await app.request('/page')).headers.get('content-encoding')).toBeNull()
  })
})
