/**
 * Migrates the configured database and writes the demo data set into an empty one, then exits.
 * The server runs it as a child process on a first start, so the seed's garbage and the embedded
 * database's grown memory leave with the child instead of staying with the server for its life.
 */
import { resolve } from 'node:path'
import { openConfiguredDatabase } from '#db/client.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { readEnv } from '#server/env.ts'
import { createLogger } from '#server/logger.ts'

const env = readEnv()
const log = createLogger(env.LOG_LEVEL)
const database = await openConfiguredDatabase(env)
try {
  await prepareDatabase(database, { siteName: env.SITE_NAME, uploadsDir: resolve(env.DATA_DIR, 'uploads'), log })
} finally {
  await database.close()
}
