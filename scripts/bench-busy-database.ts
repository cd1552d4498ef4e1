/**
 * `npm run bench:busy-database` (issue 33's busy-database row; figures, not a test): a cached page
 * and /healthz timed while the app's own database works through a heavy back-office query and a
 * 100 000-row import, beside the same pages with the database idle (scripts/bench/busy-database.ts;
 * `npm run bench` prints the same on both databases). The configured database: the embedded one by
 * default, DATABASE_URL for PostgreSQL.
 *
 *   npm run bench:busy-database -- --rows 100000 --heavy 3000000
 */
import { parseArgs } from 'node:util'
import { measureBusyDatabase, printBusyDatabase } from './bench/busy-database.ts'

const { values } = parseArgs({ options: { rows: { type: 'string', default: '100000' }, heavy: { type: 'string', default: '3000000' }, idle: { type: 'string', default: '5' } } })

printBusyDatabase(await measureBusyDatabase({ databaseUrl: process.env.DATABASE_URL, rows: Number(values.rows), heavy: Number(values.heavy), idleSeconds: Number(values.idle) }))
// The app's pools and timers would keep the process alive a while after the measure.
process.exit(0)
