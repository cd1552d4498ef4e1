import { once } from 'node:events'
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http'
import { brotliCompressSync, gzipSync } from 'node:zlib'

/**
 * For `npm run lighthouse`'s same-run comparison (issue 33): a proxy in front of the server that
 * passes every request through as it is, except addresses under this prefix, whose HTML comes back
 * with its scripts removed. Both copies of a page are measured through it, from one origin with
 * the same assets, so only the scripts differ.
 */
export const SCRIPT_FREE_PREFIX = '/_script-free'

/** A script element's type that the browser runs; any other (JSON, JSON-LD) is data and stays. */
const RUNS = /^(?:module|(?:text|application)\/(?:javascript|ecmascript))$/i

/**
 * The page without anything that runs or loads script: script elements the browser would run and
 * module preloads. Data blocks (the page's settings, structured data) stay, so the two copies differ
 * only in what runs. A pattern is enough for the server's own markup, where no script holds
 * "</script>" (it would end the element).
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi, (element, attributes: string) => {
      const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]
      return type === undefined || RUNS.test(type) ? '' : element
    })
    .replace(/<link\b[^>]*\brel=["']?modulepreload\b[^>]*>/gi, '')
}

function passThrough(upstream: URL, incoming: IncomingMessage, outgoing: ServerResponse) {
  const forwarded = request({ host: upstream.hostname, port: upstream.port, path: incoming.url, method: incoming.method, headers: { ...incoming.headers, host: upstream.host } }, (answer) => {
    outgoing.writeHead(answer.statusCode ?? 502, answer.headers)
    answer.pipe(outgoing)
  })
  forwarded.on('error', () => outgoing.destroy())
  incoming.pipe(forwarded)
}

/** The page fetched whole, stripped, and compressed as the server would have sent it. */
async function scriptFree(upstream: URL, incoming: IncomingMessage, outgoing: ServerResponse) {
  const path = incoming.url!.slice(SCRIPT_FREE_PREFIX.length) || '/'
  const answer = await fetch(new URL(path, upstream), { headers: { 'user-agent': incoming.headers['user-agent'] ?? '', 'accept-encoding': 'identity' }, redirect: 'manual' })
  const type = answer.headers.get('content-type') ?? ''
  let body = Buffer.from(await answer.arrayBuffer())
  const headers: Record<string, string> = { 'content-type': type, 'cache-control': answer.headers.get('cache-control') ?? 'no-store', vary: 'Accept-Encoding' }
  if (type.startsWith('text/html')) {
    body = Buffer.from(withoutScripts(body.toString('utf8')))
    const accepted = String(incoming.headers['accept-encoding'] ?? '')
    if (/\bbr\b/.test(accepted)) [body, headers['content-encoding']] = [brotliCompressSync(body), 'br']
    else if (/\bgzip\b/.test(accepted)) [body, headers['content-encoding']] = [gzipSync(body), 'gzip']
  }
  const location = answer.headers.get('location')
  if (location) headers.location = location
  outgoing.writeHead(answer.status, { ...headers, 'content-length': String(body.length) })
  outgoing.end(body)
}

export async function startScriptFreeProxy(upstreamBase: string): Promise<{ base: string; close: () => Promise<void> }> {
  const upstream = new URL(upstreamBase)
  const server = createServer((incoming, outgoing) => {
    if (incoming.method === 'GET' && incoming.url?.startsWith(`${SCRIPT_FREE_PREFIX}/`)) {
      scriptFree(upstream, incoming, outgoing).catch(() => outgoing.destroy())
    } else passThrough(upstream, incoming, outgoing)
  })
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return {
    base: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    close: () => {
      server.closeAllConnections()
      return new Promise((done) => server.close(() => done()))
    },
  }
}
