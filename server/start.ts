import { serve, type ServerType } from '@hono/node-server'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { Hono } from 'hono'
import type { Logger } from 'pino'
import { trackRequests } from './drain.ts'
import type { EarlyResponder } from './middleware/cache-hit-responder.ts'
import type { Readiness } from './routes/health.ts'

export interface StartOptions {
  app: Pick<Hono, 'fetch'>
  port: number
  host: string
  log: Logger
  readiness: Readiness
  /** Runs after the last in-flight request has finished (close the database here). */
  onClosed: () => Promise<void>
  drainMs?: number
  /** Answers some requests on the socket before the app sees them (fresh page-cache hits). */
  earlyResponder?: EarlyResponder | null
}

/**
 * Listens with tight timeouts, and on SIGTERM or SIGINT: readiness goes false, no new
 * connections are accepted, every request already sent is answered (up to drainMs; see
 * drain.ts), then onClosed, exit 0.
 */
export function startServer({ app, port, host, log, readiness, onClosed, drainMs = 10_000, earlyResponder }: StartOptions) {
  const withEarlyAnswers = ((options: object, listener: (request: IncomingMessage, response: ServerResponse) => void) =>
    createServer(options, earlyResponder ? (request, response) => earlyResponder(request, response) || listener(request, response) : listener)) as typeof createServer
  const server = serve({ fetch: app.fetch, port, hostname: host, createServer: withEarlyAnswers }, (info) => {
    log.info({ event: 'server.listening', port: info.port, host }, `listening on http://localhost:${info.port}`)
  }) as ServerType & Server
  server.requestTimeout = 30_000
  server.headersTimeout = 10_000
  server.keepAliveTimeout = 5_000
  const requests = trackRequests(server)

  let stopping = false
  async function shutdown(signal: string) {
    if (stopping) return
    stopping = true
    readiness.accepting = false
    log.info({ event: 'server.shutdown', signal }, 'shutting down: finishing in-flight requests')
    if ((await requests.drain(drainMs)) === 'forced') log.warn({ event: 'server.shutdown_forced' }, 'in-flight requests did not finish in time')
    try {
      await onClosed()
    } catch (error) {
      log.error({ err: error }, 'error while closing')
    }
    log.info({ event: 'server.stopped' }, 'stopped')
    log.flush?.()
    setTimeout(() => process.exit(0), 50).unref()
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))
  return { server, shutdown }
}
