/**
 * A server process reduced to what sends newsletters: the services' job queue and the newsletter
 * sender over a database that outlives it (PGlite data folder or PostgreSQL), working the queue
 * until the issue ISSUE_ID is sent, then exiting 0. Tests start it, kill it with SIGKILL and start
 * it again (exactly-once across a crash), or start two (a send shared by two processes).
 *
 *   DATA_DIR or DATABASE_URL, SMTP_URL, ISSUE_ID, RATE_PER_SECOND, BATCH_SECONDS
 */
import { sql } from 'drizzle-orm'
import pino from 'pino'
import { openDatabase } from '#db/client.ts'
import { createJobQueue } from '#server/services/jobs/queue.ts'
import { testSender } from './newsletter-fixtures.ts'

const env = process.env
const database = env.DATABASE_URL ? await openDatabase({ url: env.DATABASE_URL }) : await openDatabase({ dataDir: env.DATA_DIR! })
const log = pino({ level: 'warn' }, pino.destination(2))
// The batch a kill cut off is failed by maintenance once past its time limit (BATCH_SECONDS), then
// retried: every 2 s here instead of the server's 20 s, so each restart waits seconds, not half a minute.
const jobs = createJobQueue({ database, log, pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 2 })
const sender = testSender(database, jobs, log, {
  smtpUrl: env.SMTP_URL,
  rate: { perSecond: Number(env.RATE_PER_SECOND ?? 1000), perHour: 0 },
  batchSeconds: Number(env.BATCH_SECONDS ?? 60),
})
await jobs.start({ work: true })
process.stdout.write('working\n')

const issueId = Number(env.ISSUE_ID)
for (;;) {
  const result = (await database.db.execute(sql`select status from newsletter_issues where id = ${issueId}`)) as unknown as { rows: { status: string }[] }
  if (result.rows[0]?.status === 'sent') break
  await new Promise((resolve) => setTimeout(resolve, 250))
}
await jobs.stop()
sender.close()
await database.close()
process.exit(0)
