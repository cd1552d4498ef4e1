import { Hono } from 'hono'
import type { DatabaseHandle } from '#db/client.ts'

/** Flipped to false when shutdown starts, so load balancers stop sending traffic first. */
export interface Readiness {
  accepting: boolean
}

const HEALTHY = JSON.stringify({ status: 'ok' })
/** With its length given, the compression middleware passes it by without reading the body to size it. */
const HEALTHY_HEADERS = { 'Cache-Control': 'no-store', 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(HEALTHY)) }

export function createHealthRoutes(database: DatabaseHandle, readiness: Readiness) {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }
  app.get('/healthz', (c) => c.body(HEALTHY, 200, HEALTHY_HEADERS))
  app.get('/readyz', async (c) => {
    if (!readiness.accepting) return c.json({ status: 'shutting_down' }, 503, noStore)
    try {
      await database.ping(2000)
      return c.json({ status: 'ready', database: database.kind }, 200, noStore)
    } catch {
      return c.json({ status: 'unavailable', database: database.kind }, 503, { ...noStore, 'Retry-After': '5' })
    }
  })
  return app
}
