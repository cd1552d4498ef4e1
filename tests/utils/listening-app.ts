import { once } from 'node:events'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import { startServer } from '#server/start.ts'
import { afterAll, beforeAll } from 'vitest'
import { createTestApp, type TestApp } from './test-app.ts'
import { appStandIn, startedIn } from './with-test-app.ts'

/** A test app behind the real server of server/start.ts (the page cache's early answers included), on a free port. */
export async function listen(t: TestApp): Promise<{ base: string; stop: () => Promise<void> }> {
  const { server } = startServer({ app: t.app, port: 0, host: '127.0.0.1', log: pino({ level: 'silent' }), readiness: t.readiness, onClosed: async () => {}, earlyResponder: t.app.earlyResponder })
  if (!server.listening) await once(server, 'listening')
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/** For a test file: a test app behind the real server, started before the file's tests and closed after them. */
export function withListeningApp(): { t: TestApp; base: () => string } {
  let app: TestApp | undefined
  let served: Awaited<ReturnType<typeof listen>> | undefined
  beforeAll(async () => {
    app = await createTestApp()
    served = await listen(app)
  })
  afterAll(async () => {
    await served?.stop()
    await app?.close()
  })
  return { t: appStandIn(() => startedIn(app)), base: () => startedIn(served).base }
}
