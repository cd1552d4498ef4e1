import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import type { Logger } from 'pino'
import { chooseEncoding } from './compression.ts'
import type { OutgoingHttpHeaders } from 'node:http'
import { BASELINE_HEADERS, pageCsp } from './security-headers.ts'
import type { CspSources } from './third-party-csp.ts'

const gzip = promisify(zlib.gzip)
const brotli = promisify(zlib.brotliCompress)

interface Entry {
  status: number
  headers: [string, string][]
  etag: string
  bodies: { identity: Buffer; gzip: Buffer; br: Buffer }
  /** Whole header sets for the cache-hit path, one per body encoding and one for 304. */
  wire: Record<'identity' | 'gzip' | 'br' | 'notModified', string[]>
  bytes: number
  freshUntil: number
  staleUntil: number
  /** What the page was made from (its Surrogate-Key header): a purge naming one of them drops it. */
  tags: Set<string>
}

export interface PageCacheOptions {
  maxBytes: number
  ttlMs: number
  staleMs: number
  log: Logger
  now?: () => number
  /** Ad and analytics hosts a stored page's CSP must allow (its policy has no 'strict-dynamic'). */
  cspSources?: CspSources
  /** The entry a URL shares (server/page-cache-key.ts); default: its path and whole query. */
  keyOf?: (url: URL) => string
}

/** Renders the page for the cache's canonical request: a GET of the entry's own URL. */
export type PageRender = (canonical: Request) => Promise<Response>

/** Statuses worth keeping; 404s and errors are rendered each time (they are cheap and must not stick). */
const CACHEABLE_STATUS = new Set([200, 301, 308])
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308])
const DROPPED_HEADERS = new Set(['content-length', 'content-encoding', 'content-security-policy', 'set-cookie', 'date', 'x-request-id', 'transfer-encoding'])

/**
 * The headers a hit is sent with when it is answered before the middleware chain: the stored
 * page's own (its hash-based CSP included), every baseline security header, and the validators.
 */
function wireHeaders(stored: [string, string][], etag: string, bodies: Entry['bodies']): Entry['wire'] {
  const common: OutgoingHttpHeaders = {}
  for (const [name, value] of [...stored, ...BASELINE_HEADERS]) {
    const key = name.toLowerCase()
    const previous = common[key]
    common[key] = previous === undefined ? value : `${String(previous)}, ${value}`
  }
  common.etag = etag
  common['x-cache'] = 'HIT'
  common.vary = common.vary ? `${String(common.vary)}, Accept-Encoding` : 'Accept-Encoding'
  // Flat [name, value, ...] arrays: what writeHead takes with the least work per request.
  const flat = (headers: OutgoingHttpHeaders) => Object.entries(headers).flatMap(([name, value]) => [name, String(value)])
  const withBody = (encoding: 'identity' | 'gzip' | 'br') =>
    flat({ ...common, ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }), 'content-length': String(bodies[encoding].length) })
  return { identity: withBody('identity'), gzip: withBody('gzip'), br: withBody('br'), notModified: flat(common) }
}

export function isCacheable(response: Response): boolean {
  const cacheControl = response.headers.get('Cache-Control') ?? ''
  return CACHEABLE_STATUS.has(response.status) && /\bpublic\b/.test(cacheControl) && !response.headers.has('Set-Cookie')
}

/** Hashes of the inline scripts of a page, so a cached copy needs no per-request nonce. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match
    if (/\bsrc\s*=/.test(attributes) || /type="application\/ld\+json"/.test(attributes)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

/**
 * The full-page cache of anonymous GET pages (house plan, performance model): the rendered
 * bytes are compressed once on entry (brotli and gzip) and served from memory with an ETag; after
 * the time-to-live the stale copy is served while one background render refreshes it. A refresh
 * that fails (content service down) keeps the stale copy until staleMs runs out. Bounded in bytes.
 */
export function createPageCache({ maxBytes, ttlMs, staleMs, log, now = Date.now, cspSources, keyOf = (url) => `${url.pathname}${url.search}` }: PageCacheOptions) {
  const entries = new Map<string, Entry>()
  const inFlight = new Map<string, Promise<Entry | null>>()
  let totalBytes = 0
  /** Counts purges: a render that began before one may show what changed, so it is not kept. */
  let purges = 0

  function evict(key: string) {
    const entry = entries.get(key)
    if (!entry) return
    totalBytes -= entry.bytes
    entries.delete(key)
  }

  async function store(key: string, response: Response, keep: boolean): Promise<Entry | null> {
    if (!isCacheable(response)) return null
    const identity = Buffer.from(await response.arrayBuffer())
    const [gz, br] = await Promise.all([gzip(identity, { level: 6 }), brotli(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } })])
    const headers = [...response.headers].filter(([name]) => !DROPPED_HEADERS.has(name.toLowerCase()))
    const isHtml = (response.headers.get('Content-Type') ?? '').startsWith('text/html')
    if (isHtml) headers.push(['content-security-policy', pageCsp(inlineScriptHashes(identity.toString('utf8')), cspSources)])
    const etag = `"${createHash('sha1').update(identity).digest('base64url')}"`
    const bodies = { identity, gzip: gz, br }
    const entry: Entry = {
      status: response.status,
      headers,
      etag,
      bodies,
      wire: wireHeaders(headers, etag, bodies),
      bytes: identity.length + gz.length + br.length + 512,
      freshUntil: now() + ttlMs,
      staleUntil: now() + ttlMs + staleMs,
      tags: new Set(response.headers.get('surrogate-key')?.split(' ').filter(Boolean) ?? []),
    }
    if (!keep || entry.bytes > maxBytes / 8) return entry
    evict(key)
    entries.set(key, entry)
    totalBytes += entry.bytes
    for (const oldest of entries.keys()) {
      if (totalBytes <= maxBytes) break
      evict(oldest)
    }
    return entry
  }

  /** One render per key at a time; concurrent misses wait for it. */
  function refresh(key: string, render: () => Promise<Response>): Promise<Entry | null> {
    const running = inFlight.get(key)
    if (running) return running
    const started = purges
    const promise = render()
      .then((response) => store(key, response, started === purges))
      .finally(() => {
        if (inFlight.get(key) === promise) inFlight.delete(key)
      })
    inFlight.set(key, promise)
    return promise
  }

  function respond(request: Request, entry: Entry, state: 'HIT' | 'MISS' | 'STALE'): Response {
    const headers = new Headers(entry.headers)
    headers.set('ETag', entry.etag)
    headers.set('X-Cache', state)
    headers.append('Vary', 'Accept-Encoding')
    if (request.headers.get('If-None-Match') === entry.etag) return new Response(null, { status: 304, headers })
    const encoding = chooseEncoding(request.headers.get('Accept-Encoding') ?? undefined)
    const body = encoding ? entry.bodies[encoding] : entry.bodies.identity
    if (encoding) headers.set('Content-Encoding', encoding)
    headers.set('Content-Length', String(body.length))
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { status: entry.status, headers })
  }

  async function serve(request: Request, key: string, render: () => Promise<Response>, renderInBackground: () => Promise<Response>): Promise<Response> {
    const entry = entries.get(key)
    if (entry && now() < entry.freshUntil) {
      entries.delete(key)
      entries.set(key, entry)
      return respond(request, entry, 'HIT')
    }
    if (entry && now() < entry.staleUntil) {
      refresh(key, renderInBackground).catch((error) => log.warn({ event: 'page_cache.refresh_failed', key, err: error }, 'stale page kept'))
      return respond(request, entry, 'STALE')
    }
    if (entry) evict(key)
    const running = inFlight.get(key)
    if (running) {
      const shared = await running.catch(() => null)
      return shared ? respond(request, shared, 'MISS') : render()
    }
    let uncacheable: Response | null = null
    const stored = await refresh(key, async () => {
      const response = await render()
      if (!isCacheable(response)) uncacheable = response
      return response
    })
    return stored ? respond(request, stored, 'MISS') : (uncacheable ?? (await render()))
  }

  const keyMemo = new Map<string, string>()
  /** The entry key of a raw request target, remembered: route matching is the costly part of a hit. */
  function keyOfTarget(target: string): string {
    let key = keyMemo.get(target)
    if (key === undefined) {
      key = keyOf(new URL(target, 'http://page-cache.invalid'))
      if (keyMemo.size >= 10_000) keyMemo.clear()
      keyMemo.set(target, key)
    }
    return key
  }

  return {
    /**
     * A fresh entry for an anonymous GET or HEAD, ready to be written to the socket as it is
     * (status, headers, bytes in the encoding the client takes); null for anything else (a miss, a
     * stale entry, a redirect asked with parameters the key drops), which the full chain answers.
     */
    freshHit(target: string, acceptEncoding: string | undefined, ifNoneMatch: string | undefined): { status: number; headers: string[]; body: Buffer | null } | null {
      if (entries.size === 0) return null
      const key = keyOfTarget(target)
      const entry = entries.get(key)
      if (!entry || now() >= entry.freshUntil) return null
      // A redirect keeps the query it was asked with: only the canonical target itself is a hit.
      if (REDIRECT_STATUS.has(entry.status) && key !== target) return null
      entries.delete(key)
      entries.set(key, entry)
      if (ifNoneMatch === entry.etag) return { status: 304, headers: entry.wire.notModified, body: null }
      const encoding = chooseEncoding(acceptEncoding) ?? 'identity'
      return { status: entry.status, headers: entry.wire[encoding], body: entry.bodies[encoding] }
    },

    /**
     * Serves from the cache when it can; `render` produces the page (called at most once per key at
     * a time). Both renders get a GET of the entry's canonical URL: a HEAD is answered from the GET
     * rendering (an empty HEAD body is never stored as the page), and parameters the page does not
     * read never reach it, so the stored page cannot depend on them.
     */
    async handle(request: Request, render: PageRender, renderInBackground: PageRender): Promise<Response> {
      const url = new URL(request.url)
      const key = keyOf(url)
      const canonicalUrl = new URL(`${url.origin}${key}`)
      const asGet = (target: URL) => new Request(target, { method: 'GET', headers: request.headers })
      let answer = await serve(
        request,
        key,
        () => render(asGet(canonicalUrl)),
        () => renderInBackground(new Request(canonicalUrl)),
      )
      // Redirects carry the query they were asked with (utm_* tags reach the canonical address), so
      // a request whose parameters the key dropped gets its own redirect, rendered and never stored.
      if (REDIRECT_STATUS.has(answer.status) && canonicalUrl.search !== url.search) {
        await answer.body?.cancel()
        answer = await render(asGet(url))
      }
      if (request.method !== 'HEAD' || !answer.body) return answer
      await answer.body.cancel()
      return new Response(null, answer)
    },
    stats: () => ({ entries: entries.size, bytes: totalBytes }),
    /** Drops every page made from one of these tags; renders under way are not stored. */
    purge(tags: ReadonlySet<string>) {
      purges++
      for (const [key, entry] of [...entries]) if ([...entry.tags].some((tag) => tags.has(tag))) evict(key)
      inFlight.clear()
    },
    clear() {
      entries.clear()
      totalBytes = 0
    },
  }
}
export type PageCache = ReturnType<typeof createPageCache>
