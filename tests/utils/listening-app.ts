import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { startServer } from '#server/start.ts'
import type { TestApp } from './test-app.ts'

/** A test app behind the real server of server/start.ts (the page cache's early answers included), on a free port. */
export async function listen(t: TestApp): Promise<{ base: string; stop: () => Promise<void> }> {
  const { server } = startServer({ app: t.app, port: 0, host: '127.0.0.1', log: pino({ level: 'silent' }), readiness: t.readiness, onClosed: async () => {}, earlyResponder: t.app.earlyResponder })
  if (!server.listening) await once(server, 'listening')
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
