import { Readable } from 'node:stream'
import type { ReadableStream as NodeWebReadableStream } from 'node:stream/web'
import zlib from 'node:zlib'
import { createMiddleware } from 'hono/factory'

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/
const MIN_BYTES = 1024

export type Encoding = 'br' | 'gzip'

/** Picks brotli over gzip when the client accepts both; q=0 means refused. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1)
  }
  const allows = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0
  if (allows('br')) return 'br'
  if (allows('gzip')) return 'gzip'
  return null
}

/**
 * Compresses dynamic responses at a low level (fast on a hot path). Responses that already
 * carry a Content-Encoding (precompressed assets, cached pages) pass through untouched.
 */
export function compression() {
  return createMiddleware(async (c, next) => {
    await next()
    const res = c.res
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return
    if (res.status === 204 || res.status === 304) return
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return
    const length = Number(res.headers.get('Content-Length') ?? MIN_BYTES)
    if (length < MIN_BYTES) return
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
    if (!encoding) return
    const compressor =
      encoding === 'br'
        ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.createGzip({ level: 4 })
    const source = Readable.fromWeb(res.body as unknown as NodeWebReadableStream)
    source.on('error', (error) => compressor.destroy(error))
    const body = Readable.toWeb(source.pipe(compressor)) as unknown as ReadableStream
    c.res = new Response(body, res)
    c.res.headers.delete('Content-Length')
    c.res.headers.set('Content-Encoding', encoding)
    c.res.headers.append('Vary', 'Accept-Encoding')
  })
}
