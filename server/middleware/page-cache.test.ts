import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import pino from 'pino'
import { describe, expect, it, vi } from 'vitest'
import { createPageCache, inlineScriptHashes } from './page-cache.ts'

const html = (text: string) =>
  new Response(`<!DOCTYPE html><html><body><p>${text}</p><script nonce="abc">window.x = ${JSON.stringify(text)}</script></body></html>`, {
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=0, s-maxage=60' },
  })

function setup(options: { maxBytes?: number } = {}) {
  let now = 1_000_000
  const cache = createPageCache({ maxBytes: options.maxBytes ?? 1_000_000, ttlMs: 60_000, staleMs: 3_600_000, log: pino({ level: 'silent' }), now: () => now })
  return { cache, advance: (ms: number) => (now += ms) }
}

const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers })

describe('the full-page cache', () => {
  it('renders once, then serves the stored bytes with an ETag', async () => {
    const { cache } = setup()
    const render = vi.fn(async () => html('one'))
    const first = await cache.handle(get('/a'), render, render)
    const second = await cache.handle(get('/a'), render, render)
    expect(render).toHaveBeenCalledTimes(1)
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'))
    expect(await second.text()).toContain('<p>one</p>')
  })

  it('serves brotli and gzip compressed once on entry, and 304 for a matching If-None-Match', async () => {
    const { cache } = setup()
    const render = async () => html('compressed')
    const br = await cache.handle(get('/a', { 'Accept-Encoding': 'gzip, br' }), render, render)
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toContain('compressed')
    const gz = await cache.handle(get('/a', { 'Accept-Encoding': 'gzip' }), render, render)
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('compressed')
    const notModified = await cache.handle(get('/a', { 'If-None-Match': br.headers.get('etag')! }), render, render)
    expect(notModified.status).toBe(304)
    expect(await notModified.text()).toBe('')
  })

  it('allows the inline scripts of a stored page by hash, not by the nonce of whoever rendered it', async () => {
    const { cache } = setup()
    const render = async () => html('hashed')
    const res = await cache.handle(get('/a'), render, render)
    const csp = res.headers.get('content-security-policy')!
    expect(csp).not.toContain('nonce-')
    const body = await res.text()
    const script = /<script nonce="abc">([^<]*)<\/script>/.exec(body)![1]!
    expect(csp).toContain(`'sha256-${createHash('sha256').update(script).digest('base64')}'`)
  })

  it('coalesces concurrent misses into one render', async () => {
    const { cache } = setup()
    const render = vi.fn(() => new Promise<Response>((resolve) => setTimeout(() => resolve(html('once')), 20)))
    const answers = await Promise.all([1, 2, 3].map(() => cache.handle(get('/a'), render, render)))
    expect(render).toHaveBeenCalledTimes(1)
    for (const answer of answers) expect(await answer.text()).toContain('once')
  })

  it('after its time-to-live serves the stale copy at once and refreshes it in the background', async () => {
    const { cache, advance } = setup()
    await cache.handle(
      get('/a'),
      async () => html('old'),
      async () => html('old'),
    )
    advance(61_000)
    const background = vi.fn(async () => html('new'))
    const stale = await cache.handle(get('/a'), background, background)
    expect(stale.headers.get('x-cache')).toBe('STALE')
    expect(await stale.text()).toContain('old')
    await vi.waitFor(() => expect(background).toHaveBeenCalledTimes(1))
    // The refreshed copy is stored once the background render's body has been read.
    await vi.waitFor(async () => expect(await (await cache.handle(get('/a'), background, background)).text()).toContain('new'))
  })

  it('keeps serving the stale copy while refreshes fail (content service down)', async () => {
    const { cache, advance } = setup()
    await cache.handle(
      get('/a'),
      async () => html('kept'),
      async () => html('kept'),
    )
    advance(600_000)
    const down = async () => new Response('unavailable', { status: 503, headers: { 'Cache-Control': 'no-store' } })
    for (let i = 0; i < 3; i++) {
      const res = await cache.handle(get('/a'), down, down)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('kept')
    }
  })

  it('never stores personal, failed or uncacheable answers', async () => {
    const { cache } = setup()
    const answers = [
      new Response('x', { status: 404, headers: { 'Cache-Control': 'no-store' } }),
      new Response('x', { status: 200, headers: { 'Cache-Control': 'private, no-store' } }),
      new Response('x', { status: 200, headers: { 'Cache-Control': 'public', 'Set-Cookie': 'a=b' } }),
    ]
    for (const answer of answers) {
      const render = vi.fn(async () => answer.clone())
      await cache.handle(get('/b'), render, render)
      await cache.handle(get('/b'), render, render)
      expect(render).toHaveBeenCalledTimes(2)
    }
    expect(cache.stats().entries).toBe(0)
  })

  it('stays within its byte budget by evicting the least recently used pages', async () => {
    const { cache } = setup({ maxBytes: 20_000 })
    for (let i = 0; i < 50; i++) {
      const render = async () => html(`page ${i} ${'x'.repeat(500)}`)
      await cache.handle(get(`/p${i}`), render, render)
    }
    expect(cache.stats().bytes).toBeLessThanOrEqual(20_000)
    expect(cache.stats().entries).toBeGreaterThan(3)
  })
})

describe('the full-page cache and HEAD requests', () => {
  it('answers a HEAD from a GET rendering and never stores an empty page', async () => {
    const { cache } = setup()
    const render = vi.fn(async (request: Request) => (request.method === 'GET' ? html('full page') : new Response(null, html('').clone())))
    const head = await cache.handle(new Request('http://localhost/events', { method: 'HEAD' }), render, render)
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
    expect(render.mock.calls.map(([request]) => request.method)).toEqual(['GET'])
    const afterHead = await cache.handle(get('/events'), render, render)
    expect(afterHead.headers.get('x-cache')).toBe('HIT')
    expect(await afterHead.text()).toContain('full page')
  })
})

describe('the full-page cache and query parameters', () => {
  const keyOf = (url: URL) => (url.searchParams.has('page') ? `${url.pathname}?page=${url.searchParams.get('page')}` : url.pathname)

  it('serves noise queries from the canonical entry: they neither evict pages nor grow the cache', async () => {
    const cache = createPageCache({ maxBytes: 200_000, ttlMs: 60_000, staleMs: 3_600_000, log: pino({ level: 'silent' }), keyOf })
    const render = vi.fn(async (request: Request) => html(`rendered ${new URL(request.url).pathname}${new URL(request.url).search}`))
    await cache.handle(get('/'), render, render)
    await cache.handle(get('/blog?page=2'), render, render)
    for (let n = 0; n < 2000; n++) {
      const res = await cache.handle(get(`/?cb=${n}`), render, render)
      expect(res.headers.get('x-cache')).toBe('HIT')
    }
    expect(cache.stats().entries).toBe(2)
    expect(render).toHaveBeenCalledTimes(2)
    const page2 = await cache.handle(get('/blog?cb=x&page=2'), render, render)
    expect(page2.headers.get('x-cache')).toBe('HIT')
    expect(await page2.text()).toContain('rendered /blog?page=2')
  })

  it('gives a noisy request its own redirect, rendered and never stored', async () => {
    const cache = createPageCache({ maxBytes: 200_000, ttlMs: 60_000, staleMs: 3_600_000, log: pino({ level: 'silent' }), keyOf })
    const render = vi.fn(async (request: Request) => {
      const { search } = new URL(request.url)
      return new Response(null, { status: 301, headers: { Location: `/new${search}`, 'Cache-Control': 'public, max-age=3600' } })
    })
    expect((await cache.handle(get('/old?utm_source=a'), render, render)).headers.get('location')).toBe('/new?utm_source=a')
    expect((await cache.handle(get('/old?utm_source=b'), render, render)).headers.get('location')).toBe('/new?utm_source=b')
    const plain = await cache.handle(get('/old'), render, render)
    expect(plain.headers.get('x-cache')).toBe('HIT')
    expect(plain.headers.get('location')).toBe('/new')
    expect(cache.stats().entries).toBe(1)
  })

  it('renders a miss with the canonical URL, so the stored page cannot carry the noise', async () => {
    const cacheWithKeys = createPageCache({ maxBytes: 200_000, ttlMs: 60_000, staleMs: 3_600_000, log: pino({ level: 'silent' }), keyOf })
    const render = vi.fn(async (request: Request) => html(`rendered ${new URL(request.url).search}`))
    const res = await cacheWithKeys.handle(get('/blog?page=3&utm_source=mail'), render, render)
    expect(new URL(render.mock.calls[0]![0].url).search).toBe('?page=3')
    expect(await res.text()).not.toContain('utm_source')
  })
})

describe('inlineScriptHashes', () => {
  it('hashes inline scripts only, not external or JSON-LD ones', () => {
    const hashes = inlineScriptHashes('<script>a()</script><script type="module" src="/x.js"></script><script type="application/ld+json">{}</script>')
    expect(hashes).toEqual([`'sha256-${createHash('sha256').update('a()').digest('base64')}'`])
  })
})

describe('purges by tag', () => {
  const tagged = (text: string, keys: string) => {
    const response = html(text)
    response.headers.set('Surrogate-Key', keys)
    return response
  }

  it('drop the pages made from a tag, keep the others, and serve the purged page afresh', async () => {
    const { cache } = setup()
    await cache.handle(get('/article'), async () => tagged('old title', 'posts posts:1 menus'), vi.fn())
    await cache.handle(get('/webinars'), async () => tagged('webinars', 'webinars menus'), vi.fn())
    cache.purge(new Set(['posts:1']))
    const article = await cache.handle(get('/article'), async () => tagged('new title', 'posts posts:1 menus'), vi.fn())
    expect(article.headers.get('x-cache')).toBe('MISS')
    expect(await article.text()).toContain('new title')
    const unrelated = await cache.handle(get('/webinars'), vi.fn(), vi.fn())
    expect(unrelated.headers.get('x-cache')).toBe('HIT')
    expect(cache.freshHit('/webinars', undefined, undefined)).not.toBeNull()
  })

  it('do not keep a page whose render began before the purge', async () => {
    const { cache } = setup()
    let finish!: (response: Response) => void
    const before = cache.handle(get('/article'), () => new Promise<Response>((resolve) => (finish = resolve)), vi.fn())
    cache.purge(new Set(['posts']))
    finish(tagged('rendered before the change', 'posts'))
    expect(await (await before).text()).toContain('rendered before the change')
    const after = await cache.handle(get('/article'), async () => tagged('rendered after the change', 'posts'), vi.fn())
    expect(await after.text()).toContain('rendered after the change')
  })
})
