import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { isEmpty, openConfiguredDatabase, type DatabaseHandle } from '#db/client.ts'
import { createApp } from './app.ts'
import { EnvError, readEnv, type Env } from './env.ts'
import { createLogger } from './logger.ts'
import { startServer } from './start.ts'
import { fromRoot } from '#db/project-root.ts'
import { linkListsOfOlderStore } from '#db/companies/link-list-companies.ts'
import { adoptSponsors } from '#db/companies/sponsor-companies.ts'

async function main() {
  let env
  try {
    env = readEnv()
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
  const log = createLogger(env.LOG_LEVEL)
  const database = await openPreparedDatabase(env)
  const uploadsDir = resolve(env.DATA_DIR, 'uploads')

  const buildUrl = pathToFileURL(fromRoot('build/server/index.js')).href
  const build = (await import(buildUrl)) as ServerBuild
  const readiness = { accepting: true }
  const app = createApp({ env, database, log, build, readiness, uploadsDir })
  await app.purgeBus.start()
  await app.jobs.start({ work: true })
  // Each newsletter's drafting job queues its next run; this queues the first (a waiting one is kept).
  await app.newsletterIssues.drafting.keepDrafting()
  const onClosed = async () => {
    await app.jobs.stop()
    // After the queue: a batch under way finishes its mails before the SMTP connections close.
    app.newsletterSender.close()
    await app.purgeBus.close()
    await database.close()
  }
  startServer({ app, port: env.PORT, host: env.HOST, log, readiness, onClosed, earlyResponder: app.earlyResponder })
}

/**
 * Migrates, and on a first start seeds in a child process (db-prepare, built beside this file): the
 * seed's garbage and the embedded database's grown memory would otherwise stay with the server for
 * its life, hundreds of megabytes (docs/decisions/031). A new embedded store is even created there,
 * so this process never holds a second copy of the database engine.
 */
async function openPreparedDatabase(env: Env): Promise<DatabaseHandle> {
  if (!env.DATABASE_URL && !existsSync(resolve(env.DATA_DIR, 'pgdata', 'PG_VERSION'))) await prepareInChildProcess()
  const database = await openConfiguredDatabase(env)
  await database.migrate()
  if (!(await isEmpty(database.db))) {
    // A store seeded or imported before companies existed gets its lists' companies once.
    await linkListsOfOlderStore(database.db)
    // …and its sponsors (free-text keys before decision 067) their companies.
    await adoptSponsors(database.db)
    return database
  }
  // The embedded store takes one process at a time.
  await database.close()
  await prepareInChildProcess()
  return openConfiguredDatabase(env)
}

async function prepareInChildProcess() {
  const child = spawn(process.execPath, [fileURLToPath(new URL('./db-prepare.js', import.meta.url))], { stdio: 'inherit' })
  const [code] = (await once(child, 'exit')) as [number | null]
  if (code !== 0) throw new Error(`preparing the database failed (db-prepare exited with ${code})`)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
