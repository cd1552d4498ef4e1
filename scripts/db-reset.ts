/** Rebuilds the database from scratch: drops the embedded data (or every table of DATABASE_URL), migrates, seeds. */
import { rmSync } from 'node:fs'
import { resolve } from 'node:path'
import { sql } from 'drizzle-orm'
import { openDatabase } from '#db/client.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { readEnv } from '#server/env.ts'
import { createLogger } from '#server/logger.ts'

const env = readEnv()
const log = createLogger(env.LOG_LEVEL)
const uploadsDir = resolve(env.DATA_DIR, 'uploads')

if (env.DATABASE_URL) {
  const database = await openDatabase({ url: env.DATABASE_URL, statementTimeoutMs: 0 })
  await database.db.execute(sql`drop schema if exists public cascade`)
  await database.db.execute(sql`drop schema if exists drizzle cascade`)
  await database.db.execute(sql`create schema public`)
  await prepareDatabase(database, { siteName: env.SITE_NAME, uploadsDir, log })
  await database.close()
} else {
  const dataDir = resolve(env.DATA_DIR, 'pgdata')
  rmSync(dataDir, { recursive: true, force: true })
  const database = await openDatabase({ dataDir })
  await prepareDatabase(database, { siteName: env.SITE_NAME, uploadsDir, log })
  await database.close()
}
log.info({ event: 'db.reset' }, 'database rebuilt and seeded')
