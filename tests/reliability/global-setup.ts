import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { adminQuery, withDatabaseName } from '../utils/postgres-admin.ts'
import { startProductionServer } from './production-server.ts'
import { provisionRoleSessions, type RoleSessions } from './role-sessions.ts'
import { formatTable, readResults, RESULTS_DIR } from './tally.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    serverPid: number
    /** The server's own PostgreSQL database, when the run has a real PostgreSQL. */
    databaseUrl: string | null
    /** A signed-in session (Cookie header) of every role, staff past their second factor. */
    roleSessions: RoleSessions
  }
}

const PORT = Number(process.env.RELIABILITY_PORT ?? 3900)
const DATABASE = 'quota_reliability'
const FIRST_ADMIN = 'first.admin@probe.example.com'

/**
 * One production server for the whole suite, on its own data folder (and its own database on a
 * real PostgreSQL), set up as the README's production behind nginx (TRUST_PROXY). Probes that need
 * a network of their own connect from their own loopback address (http.ts, `from`), never by
 * writing X-Forwarded-For: proxy-header.test.ts sends that header through a real nginx.
 */
export default async function setup(project: TestProject) {
  rmSync(RESULTS_DIR, { recursive: true, force: true })
  let databaseUrl: string | null = null
  if (process.env.DATABASE_URL) {
    await adminQuery(process.env.DATABASE_URL, `drop database if exists ${DATABASE} with (force)`)
    await adminQuery(process.env.DATABASE_URL, `create database ${DATABASE}`)
    databaseUrl = withDatabaseName(process.env.DATABASE_URL, DATABASE)
  }
  const dataDir = resolve(`.data/reliability/server-${PORT}`)
  const server = await startProductionServer({
    port: PORT,
    dataDir,
    env: { LOG_LEVEL: 'warn', TRUST_PROXY: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
    firstAdmin: FIRST_ADMIN,
  })
  try {
    project.provide('roleSessions', await provisionRoleSessions(server.url, { email: FIRST_ADMIN, link: server.firstAdminLink! }, dataDir))
  } catch (error) {
    await server.stop()
    throw error
  }
  project.provide('baseUrl', server.url)
  project.provide('serverPid', server.pid)
  project.provide('databaseUrl', databaseUrl)
  return async () => {
    await server.stop()
    console.log(`\nReliability suite against ${server.url} (${databaseUrl ? 'PostgreSQL' : 'embedded PGlite'}); server log: ${server.logFile}\n`)
    console.log(formatTable(readResults()))
  }
}
