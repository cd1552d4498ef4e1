/**
 * `npm run bench`: every row of issue 33's table that a server bench measures, in one run, on the
 * embedded database and on PostgreSQL (DATABASE_URL, or one of the bench's own started with
 * scripts/postgres-server.sh; without it the PostgreSQL rows say why they are missing). For each:
 * the production server on a large store (100 000 articles by default) beside nginx sending the
 * same article bytes with gzip_static, measured with wrk round-robin over several rounds
 * (scripts/bench/database-pass.ts), then a cached page while the database is busy
 * (scripts/bench/busy-database.ts). Prints each database's cases, then issue 33's rows with their
 * goals, met or not. Asserts nothing (figures, not tests: docs/decisions/020).
 *
 *   npm run bench -- --articles 100000 --seconds 10 --connections 16 --rounds 3
 *   npm run bench -- --busy-rows 100000 --busy-heavy 3000000 --busy-idle 5
 */
import { spawnSync } from 'node:child_process'
import { cpus } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { ensureTools } from './lib/nginx.ts'
import { measureBusyDatabase, printBusyDatabase } from './bench/busy-database.ts'
import { benchDatabase, printPass } from './bench/database-pass.ts'
import { printIssue33Table, type DatabaseFigures, type DatabaseName } from './bench/issue-33-table.ts'
import { startBenchPostgres } from './bench/postgres.ts'

const { values } = parseArgs({
  options: {
    articles: { type: 'string', default: '100000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '16' },
    rounds: { type: 'string', default: '3' },
    port: { type: 'string', default: '3300' },
    'busy-rows': { type: 'string', default: '100000' },
    'busy-heavy': { type: 'string', default: '3000000' },
    'busy-idle': { type: 'string', default: '5' },
  },
})
/** The embedded store, its pictures and the run's scratch space; kept between runs. */
const DATA_DIR = '.data/bench'
/** PostgreSQL's pass: the server's uploads, and the bench's own PostgreSQL when it starts one. */
const POSTGRES_DATA_DIR = '.data/bench-postgres'
const PORT = Number(values.port)
const settings = { articles: Number(values.articles), seconds: Number(values.seconds), connections: Number(values.connections), rounds: Number(values.rounds), port: PORT }
const busySettings = { rows: Number(values['busy-rows']), heavy: Number(values['busy-heavy']), idleSeconds: Number(values['busy-idle']) }
const message = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!

ensureTools()
if (spawnSync('node', ['scripts/build-if-stale.mjs'], { stdio: 'inherit' }).status !== 0) throw new Error('the build failed')

const postgres = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL, stop: () => {} } : startBenchPostgres(join(POSTGRES_DATA_DIR, 'server'), PORT + 2)
if ('error' in postgres) console.log(`PostgreSQL did not start, so its rows are left out: ${postgres.error}`)
const databases: { database: DatabaseName; dataDir: string; databaseUrl?: string; error?: string }[] = [
  { database: 'embedded', dataDir: DATA_DIR },
  'error' in postgres
    ? { database: 'PostgreSQL', dataDir: POSTGRES_DATA_DIR, error: `PostgreSQL did not start (${postgres.error})` }
    : { database: 'PostgreSQL', dataDir: POSTGRES_DATA_DIR, databaseUrl: postgres.url },
]

const figures: DatabaseFigures[] = []
let failed = false
const noted = (failure: unknown) => {
  failed = true
  return { error: message(failure) }
}
try {
  for (const { database, dataDir, databaseUrl, error } of databases) {
    if (error) {
      figures.push({ database, pass: { error }, busy: { error } })
      continue
    }
    console.log(`\n== ${database} database ==`)
    const pass = await benchDatabase({ ...settings, dataDir, databaseUrl, workDir: join(DATA_DIR, 'run', database) }).catch(noted)
    console.log(`Busy database (${database}): a heavy query, then an import of ${busySettings.rows} rows...`)
    const busy = await measureBusyDatabase({ ...busySettings, databaseUrl }).catch(noted)
    figures.push({ database, pass, busy })
  }
} finally {
  if (!('error' in postgres)) postgres.stop()
}

console.log(
  `\n${settings.articles} articles; wrk ${settings.connections} connections, ${settings.seconds} s per run, ${settings.rounds} rounds round-robin; medians; ratio to nginx from the same round`,
)
console.log(`Node ${process.version}; ${cpus().length} × ${cpus()[0]?.model ?? 'cpu'}`)
for (const { database, pass, busy } of figures) {
  if (!('error' in pass)) printPass(`${database} database`, pass)
  if (!('error' in busy)) printBusyDatabase(busy)
}
printIssue33Table(figures)
// The busy-database run's app leaves pools and timers that would keep the process alive a while.
process.exit(failed ? 1 : 0)
