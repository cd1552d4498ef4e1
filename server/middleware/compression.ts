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
 * The start of a body without a Content-Length, read until it is known to be at least
 * MIN_BYTES: the whole body when it is shorter (not worth a compressor), else a stream that
 * replays what was read and goes on with the rest.
 */
async function peek(body: ReadableStream<Uint8Array>): Promise<{ whole: Buffer } | { stream: ReadableStream<Uint8Array> }> {
  const reader = body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  while (size < MIN_BYTES) {
    const { done, value } = await reader.read()
    if (done) return { whole: Buffer.concat(chunks) }
    chunks.push(value)
    size += value.length
  }
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk)
    },
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    cancel: (reason) => reader.cancel(reason),
  })
  return { stream }
}

/**
 * Compresses dynamic responses at a low level (fast on a hot path). Responses that already
 * carry a Content-Encoding (precompressed assets, cached pages) pass through untouched, and so
 * do bodies under MIN_BYTES, whose length is read when no Content-Length gives it.
 */
export function compression() {
  return createMiddleware(async (c, next) => {
    await next()
    const res = c.res
    if (c.req.method === 'HEAD' || !res.body || res.headers.has('Content-Encoding')) return
    if (res.status === 204 || res.status === 304) return
    if (!COMPRESSIBLE.test(res.headers.get('Content-Type') ?? '')) return
    const declared = res.headers.get('Content-Length')
    if (declared !== null && Number(declared) < MIN_BYTES) return
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'))
    if (!encoding) return
    let body: ReadableStream<Uint8Array> = res.body
    if (declared === null) {
      const start = await peek(res.body)
      if ('whole' in start) {
        c.res = new Response(new Uint8Array(start.whole), res)
        c.res.headers.set('Content-Length', String(start.whole.length))
        return
      }
      body = start.stream
    }
    const compressor = encoding === 'br' ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }) : zlib.createGzip({ level: 4 })
    const source = Readable.fromWeb(body as unknown as NodeWebReadableStream)
    source.on('error', (error) => compressor.destroy(error))
    c.res = new Response(Readable.toWeb(source.pipe(compressor)) as unknown as ReadableStream, res)
    c.res.headers.delete('Content-Length')
    c.res.headers.set('Content-Encoding', encoding)
    c.res.headers.append('Vary', 'Accept-Encoding')
  })
}
