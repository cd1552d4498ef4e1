import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ServerBuild } from 'react-router'
import { openDatabase } from '#db/client.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { createApp } from './app.ts'
import { EnvError, readEnv } from './env.ts'
import { createLogger } from './logger.ts'
import { startServer } from './start.ts'
import { fromRoot } from './project-root.ts'

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
  const database = env.DATABASE_URL
    ? await openDatabase({ url: env.DATABASE_URL })
    : await openDatabase({ dataDir: resolve(env.DATA_DIR, 'pgdata'), sharedBuffersMb: env.PGLITE_SHARED_BUFFERS_MB })
  const uploadsDir = resolve(env.DATA_DIR, 'uploads')
  await prepareDatabase(database, { siteName: env.SITE_NAME, uploadsDir, log })

  const buildUrl = pathToFileURL(fromRoot('build/server/index.js')).href
  const build = (await import(buildUrl)) as ServerBuild
  const readiness = { accepting: true }
  const app = createApp({ env, database, log, build, readiness, uploadsDir })
  await app.purgeBus.start()
  await app.jobs?.start({ work: true })
  const onClosed = async () => {
    await app.jobs?.stop()
    await app.purgeBus.close()
    await database.close()
  }
  startServer({ app, port: env.PORT, host: env.HOST, log, readiness, onClosed, earlyResponder: app.earlyResponder })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
