import { Hono } from 'hono'
import type { DatabaseHandle } from '#db/client.ts'

/** Flipped to false when shutdown starts, so load balancers stop sending traffic first. */
export interface Readiness {
  accepting: boolean
}

export function createHealthRoutes(database: DatabaseHandle, readiness: Readiness) {
  const app = new Hono()
  const noStore = { 'Cache-Control': 'no-store' }
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore))
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
