/**
 * `npm run content:import -- --from https://wordpress.example`: copies a WordPress's content into
 * the embedded store (server/services/content-import). Same database settings as the server
 * (DATABASE_URL, or the embedded data under DATA_DIR: stop the server first). Into a fresh DATA_DIR
 * the store holds only WordPress's content; run it again to bring changes over. Exit code 2 on
 * bad or unreachable input.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readArgumentsOrExit } from './lib/command-line.ts'
import { openConfiguredDatabase } from '#db/client.ts'
import { readEnv } from '#server/env.ts'
import { ImportInputError, importContent, type ImportKind } from '#server/services/content-import/content-import.ts'

const USAGE = 'Usage: npm run content:import -- --from https://wordpress.example'

function readOptions() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, help: { type: 'boolean' } } })
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    process.exit(0)
  }
  if (!values.from) throw new ImportInputError(`--from is required. ${USAGE}`)
  return { from: values.from }
}

const options = readArgumentsOrExit(readOptions)

/** One line per kind, redrawn in place on a terminal; in a log, a line per kind when it is done. */
function progress(kind: ImportKind, done: number, total: number) {
  const width = 24
  const filled = total ? Math.round((done / total) * width) : width
  const line = `${kind.padEnd(10)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`
  if (process.stderr.isTTY) process.stderr.write(`\r${line}${done === total ? '\n' : ''}`)
  else if (done === total) process.stderr.write(`${line}\n`)
}

const env = readEnv()
const database = await openConfiguredDatabase(env, { statementTimeoutMs: 0 })
let exitCode = 0
try {
  await database.migrate()
  const summary = await importContent({ db: database.db, from: options.from, uploadsDir: resolve(env.DATA_DIR, 'uploads'), onProgress: progress })
  const rows = Object.entries(summary).map(([kind, counts]) => `${kind.padEnd(10)} ${String(counts.created).padStart(7)} ${String(counts.updated).padStart(7)} ${String(counts.unchanged).padStart(9)}`)
  process.stdout.write([`${'imported'.padEnd(10)} ${'created'.padStart(7)} ${'updated'.padStart(7)} ${'unchanged'.padStart(9)}`, ...rows].join('\n') + '\n')
} catch (error) {
  if (!(error instanceof ImportInputError)) throw error
  process.stderr.write(`${error.message}\n`)
  exitCode = 2
} finally {
  await database.close()
}
process.exit(exitCode)
