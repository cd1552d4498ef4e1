import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import pino from 'pino'
import type { ServerBuild } from 'react-router'
import type { DatabaseHandle } from '#db/client.ts'
import { createApp, type AppDeps } from '#server/app.ts'
import { readEnv } from '#server/env.ts'
import { createLogger } from '#server/logger.ts'
import { TEST_UPLOADS } from './seed-pictures.ts'
import { createTestDatabase } from './test-database.ts'

const BUILD = resolve('build/server/index.js')

async function importServerBuild(): Promise<ServerBuild> {
  if (!existsSync(BUILD)) throw new Error('No server build: run `npm run build` first (npm test does it for you).')
  return (await import(/* @vite-ignore */ pathToFileURL(BUILD).href)) as ServerBuild
}

/**
 * The server build, imported once per worker (the integration project does not isolate files, so
 * this module and the build stay loaded for every file the worker runs). Imported while the test
 * file loads, not in its set-up hook: its first import takes most of a minute on a loaded machine.
 */
const serverBuild = await importServerBuild()

export function loadServerBuild(): ServerBuild {
  return serverBuild
}

export interface TestApp {
  app: ReturnType<typeof createApp>
  database: DatabaseHandle
  logs: Record<string, unknown>[]
  readiness: { accepting: boolean }
  request(path: string, init?: RequestInit): Promise<Response>
  close(): Promise<void>
}

/** The real app over a fresh database, answering in-process (no sockets). Log lines are kept for assertions. */
export async function createTestApp(overrides: Partial<AppDeps> & { envVars?: Record<string, string> } = {}): Promise<TestApp> {
  const database = overrides.database ?? (await createTestDatabase())
  const logs: Record<string, unknown>[] = []
  const log = createLogger('debug', { write: (line: string) => void logs.push(JSON.parse(line)) } as pino.DestinationStream)
  const env = readEnv({ NODE_ENV: 'production', PAYMENTS: 'test', SITE_URL: 'http://localhost:3000', ...overrides.envVars })
  const readiness = { accepting: true }
  const app = createApp({ env, database, log, readiness, uploadsDir: TEST_UPLOADS, build: serverBuild, ...overrides })
  await app.purgeBus.start()
  return {
    app,
    database,
    logs,
    readiness,
    request: (path, init) => Promise.resolve(app.request(path, init)),
    close: async () => {
      await app.jobs?.stop()
      await app.purgeBus.close()
      await database.close()
    },
  }
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll('&amp;', '&').replaceAll('&#x27;', "'")
}
