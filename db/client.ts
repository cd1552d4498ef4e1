import { resolve } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { PgliteBridge } from './pglite-bridge.ts'
import { fromRoot } from './project-root.ts'
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Schema = typeof schema
export type Database = PgDatabase<PgQueryResultHKT, Schema>

export interface DatabaseHandle {
  db: Database
  kind: 'pglite' | 'postgres'
  /** Resolves when the database answers a trivial query within timeoutMs. */
  ping(timeoutMs?: number): Promise<void>
  migrate(): Promise<void>
  close(): Promise<void>
  /** PGlite only: the whole data directory as a tarball, for per-test copies and backups. */
  dumpDataDir?(): Promise<Blob>
  /**
   * Calls onPayload for each NOTIFY on the channel (from any process on the same database, this
   * one included) until the returned function is called. On PostgreSQL one connection per call
   * stays open for it and is made again when it is lost.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  /** Raw SQL for libraries that bring their own statements (the job queue): several statements when no values are given. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

/** A channel name goes into LISTEN unquoted: only plain identifiers. */
const CHANNEL = /^[a-z_][a-z0-9_]{0,62}$/
function checkChannel(channel: string) {
  if (!CHANNEL.test(channel)) throw new Error(`not a channel name: ${channel}`)
}
const RELISTEN_MS = { first: 250, max: 10_000 }

/**
 * How long one statement may run on PostgreSQL before the server cancels it, and (one second
 * later) the client gives up on a server that does not answer at all (frozen, or the network
 * gone). Requests then fail fast as db_unavailable instead of hanging. 0: no limit, for long
 * maintenance scripts.
 */
export const DEFAULT_STATEMENT_TIMEOUT_MS = 5000
const CONNECT_TIMEOUT_MS = 5000

export type OpenDatabaseOptions = { url: string; statementTimeoutMs?: number } | { dataDir?: string; loadDataDir?: Blob; sharedBuffersMb?: number }

const migrationsFolder = fromRoot('db/migrations')

/**
 * The database the settings name: PostgreSQL at DATABASE_URL, else the embedded store in
 * DATA_DIR/pgdata. Operator scripts doing long work pass a statement time-out of 0.
 */
export function openConfiguredDatabase(
  settings: { DATABASE_URL?: string; DATA_DIR: string; PGLITE_SHARED_BUFFERS_MB?: number },
  { statementTimeoutMs }: { statementTimeoutMs?: number } = {},
): Promise<DatabaseHandle> {
  return settings.DATABASE_URL
    ? openDatabase({ url: settings.DATABASE_URL, statementTimeoutMs })
    : openDatabase({ dataDir: resolve(settings.DATA_DIR, 'pgdata'), sharedBuffersMb: settings.PGLITE_SHARED_BUFFERS_MB })
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  return 'url' in options ? openPostgres(options.url, options.statementTimeoutMs ?? DEFAULT_STATEMENT_TIMEOUT_MS) : openPglite(options)
}

/**
 * PGlite's default shared_buffers (128 MB) lives inside its WebAssembly memory, which never shrinks:
 * most of the process's memory. The data files sit in the OS page cache anyway, so a small buffer
 * pool costs little (measured in docs/decisions/002).
 */
const PGLITE_SHARED_BUFFERS_MB = 16

/**
 * The embedded database runs on a thread of its own (db/pglite-bridge.ts): a slow statement (a
 * back-office report, an import) never holds up the thread that answers requests.
 */
async function openPglite({ dataDir, loadDataDir, sharedBuffersMb = PGLITE_SHARED_BUFFERS_MB }: { dataDir?: string; loadDataDir?: Blob; sharedBuffersMb?: number }) {
  const client = await PgliteBridge.start({ dataDir, loadDataDir, sharedBuffersMb })
  const asPglite = client as unknown as PGlite
  const db = drizzlePglite(asPglite, { schema }) as unknown as Database
  return {
    db,
    kind: 'pglite',
    ping: (timeoutMs = 2000) => withTimeout(client.query('select 1'), timeoutMs, 'database ping').then(() => {}),
    migrate: () => migratePglite(drizzlePglite(asPglite, { schema }), { migrationsFolder }),
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir(),
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return { rows: (await client.query(text, values)).rows }
      // PGlite's extended protocol takes one statement; a script of several goes through exec.
      const results = await client.exec(text)
      return { rows: results.at(-1)?.rows ?? [] }
    },
    async listen(channel: string, onPayload: (payload: string) => void) {
      checkChannel(channel)
      const unlisten = await client.listen(channel, onPayload)
      return async () => {
        if (!client.closed) await unlisten()
      }
    },
  } satisfies DatabaseHandle
}

async function openPostgres(url: string, statementTimeoutMs: number) {
  const limits = statementTimeoutMs > 0 ? { statement_timeout: statementTimeoutMs, query_timeout: statementTimeoutMs + 1000, idle_in_transaction_session_timeout: statementTimeoutMs * 2 } : {}
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...limits })
  // A client that loses its server must not crash the process: an idle one reports to the pool, a
  // checked-out one (between the statements of a transaction) to itself; its next statement fails
  // with the error, which the caller answers as a database outage.
  pool.on('error', () => {})
  pool.on('connect', (client) => client.on('error', () => {}))
  const db = drizzlePostgres(pool, { schema }) as unknown as Database
  return {
    db,
    kind: 'postgres',
    ping: (timeoutMs = 2000) => withTimeout(pool.query('select 1'), timeoutMs, 'database ping').then(() => {}),
    // Migrations run on a connection of their own without the request time limits: an index built
    // on a large table may take minutes, and a start must not fail for it.
    async migrate() {
      const unlimited = new pg.Pool({ connectionString: url, max: 1, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
      unlimited.on('error', () => {})
      try {
        await migratePostgres(drizzlePostgres(unlimited, { schema }), { migrationsFolder })
      } finally {
        await unlimited.end()
      }
    },
    close: () => pool.end(),
    listen: (channel: string, onPayload: (payload: string) => void) => listenOnPostgres(url, channel, onPayload),
    async executeSql(text: string, values?: unknown[]) {
      // A script of several statements answers one result per statement.
      const result = (await pool.query(text, values)) as pg.QueryResult | pg.QueryResult[]
      const last = Array.isArray(result) ? result.at(-1) : result
      return { rows: (last?.rows ?? []) as unknown[] }
    },
  } satisfies DatabaseHandle
}

/** A dedicated connection that LISTENs, made again (with back-off) whenever it is lost, until stopped. */
async function listenOnPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
  checkChannel(channel)
  let stopped = false
  let current: pg.Client | null = null
  let retry: NodeJS.Timeout | undefined
  let delay = RELISTEN_MS.first
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS })
    const lost = () => {
      if (current !== client) return
      current = null
      client.end().catch(() => {})
      if (stopped) return
      retry = setTimeout(() => void connect(), delay)
      delay = Math.min(delay * 2, RELISTEN_MS.max)
    }
    client.on('error', lost)
    client.on('end', lost)
    client.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '')
    })
    current = client
    try {
      await client.connect()
      await client.query(`LISTEN ${channel}`)
      delay = RELISTEN_MS.first
    } catch {
      // Not there yet (or gone again): keep trying in the background; the caller never waits on an outage.
      lost()
    }
  }
  await connect()
  return async () => {
    stopped = true
    clearTimeout(retry)
    const client = current
    current = null
    await client?.end().catch(() => {})
  }
}

export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Whether the store has no content yet (a start seeds it then). Asks for one row, not a count, and
 * without the request time limit: it runs once per start, and a busy machine must not fail it.
 */
export async function isEmpty(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local statement_timeout = 0`)
    const found = await tx.select({ id: schema.posts.id }).from(schema.posts).limit(1)
    return found.length === 0
  })
}
