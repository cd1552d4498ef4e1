/**
 * The first administrator of a fresh install: `npm run admin:create -- --email you@example.com`.
 * An existing account becomes an administrator at once (sign in, then set up the second factor);
 * otherwise the script prints a single-use link (7 days) to choose a name and password. Uses the
 * server's database settings (DATABASE_URL, or the embedded data under DATA_DIR: stop the server
 * first, PGlite admits one process). Exit code 2 on bad input.
 */
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { readArgumentsOrExit } from './lib/command-line.ts'
import { openConfiguredDatabase } from '#db/client.ts'
import { prepareDatabase } from '#db/prepare.ts'
import { email as emailSchema } from '#lib/account-schemas.ts'
import { readEnv } from '#server/env.ts'
import { createLogger } from '#server/logger.ts'
import { createServices } from '#server/services/index.ts'
import { normaliseEmail } from '#server/services/accounts/accounts.ts'

const USAGE = 'Usage: npm run admin:create -- --email you@example.com'

function readEmail(): string {
  const { values } = parseArgs({ options: { email: { type: 'string' }, help: { type: 'boolean' } } })
  if (values.help) {
    process.stdout.write(`${USAGE}\n`)
    process.exit(0)
  }
  const parsed = emailSchema.safeParse(values.email ?? '')
  if (!parsed.success) throw new Error(`${values.email ? `Not an email address: ${values.email}` : 'Give the new administrator’s email.'}\n${USAGE}`)
  return normaliseEmail(parsed.data)
}

const email = readArgumentsOrExit(readEmail)

const env = readEnv()
const log = createLogger(env.LOG_LEVEL === 'info' ? 'warn' : env.LOG_LEVEL, process.stderr)
const database = await openConfiguredDatabase(env)
try {
  await prepareDatabase(database, { siteName: env.SITE_NAME, uploadsDir: resolve(env.DATA_DIR, 'uploads'), log })
  const { staff } = createServices({ db: database.db, database, env, log })
  const { promoted, link } = await staff.createAdmin(email)
  process.stdout.write(
    promoted
      ? `${email} is now an administrator. Sign in at ${link} and set up the second factor.\n`
      : `Open this link within 7 days to choose a name and password for ${email}, then sign in and set up the second factor:\n${link}\n`,
  )
} finally {
  await database.close()
}
