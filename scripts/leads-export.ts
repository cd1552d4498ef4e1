/**
 * Leads for sponsors as CSV: `npm run leads:export -- --asset SLUG [--since 2026-01-01] [--out leads.csv]`
 * (or --webinar ID, --mediakit, --application TITLE). Uses the server's database settings:
 * DATABASE_URL, or the embedded data under DATA_DIR (PGlite admits one process: stop the server
 * first). Writes to stdout unless --out is given.
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { readArgumentsOrExit } from './lib/command-line.ts'
import { openConfiguredDatabase } from '#db/client.ts'
import { readEnv } from '#server/env.ts'
import { createLogger } from '#server/logger.ts'
import { createServices } from '#server/services/index.ts'
import { EXPORT_USAGE, exportLeads, parseExportQuery } from '#server/services/leads/leads-export.ts'

function readOptions() {
  const { values } = parseArgs({
    options: {
      webinar: { type: 'string' },
      asset: { type: 'string' },
      mediakit: { type: 'boolean' },
      application: { type: 'string' },
      since: { type: 'string' },
      out: { type: 'string' },
      bom: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    process.stdout.write(`${EXPORT_USAGE}\n`)
    process.exit(0)
  }
  return { query: parseExportQuery(values), out: values.out, bom: values.bom ?? false }
}
const options = readArgumentsOrExit(readOptions)

const env = readEnv()
// Logs go to stderr so that stdout carries only the CSV.
const log = createLogger(env.LOG_LEVEL, process.stderr)
const database = await openConfiguredDatabase(env)
try {
  const { leads } = createServices({ db: database.db, database, env, log, mailer: { send: () => Promise.reject(new Error('the export sends no mail')) } })
  // A byte-order mark helps spreadsheet programs that would otherwise guess a legacy encoding.
  const csv = `${options.bom ? '\ufeff' : ''}${await exportLeads(leads, options.query)}`
  if (options.out) writeFileSync(options.out, csv, 'utf8')
  else process.stdout.write(csv)
} finally {
  await database.close()
}
