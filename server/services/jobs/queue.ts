import PgBoss from 'pg-boss'
import plans from 'pg-boss/src/plans.js'
import type { Logger } from 'pino'
import type { DatabaseHandle } from '#db/client.ts'
import type { SqlExecutor } from './transaction-sql.ts'

/**
 * Work that happens later or again (scheduled publishing, mail retries, webhook deliveries,
 * webinar reminders) on pg-boss, kept in PostgreSQL (PGlite or a server) in its own schema
 * (decision 025): it survives a restart, each job is taken by one worker across every server
 * process (SKIP LOCKED), and a failed job is retried with exponential back-off.
 */
export interface JobDefinition<T extends object> {
  name: string
  handler: (data: T, job: { id: string; retryCount: number }) => Promise<void>
  /** Attempts after the first; default 5. */
  retryLimit?: number
  /** Seconds before the first retry; with back-off each next wait doubles (with jitter). Default 30. */
  retryDelaySeconds?: number
  /** How long one attempt may run before it counts as failed; default 5 minutes. */
  expireInSeconds?: number
  /**
   * `unique-waiting`: at most one job per singletonKey waiting at a time (a post has one scheduled
   * publication; sending another for the same key answers null). Default: any number.
   */
  policy?: 'any' | 'unique-waiting'
}

export interface SendOptions {
  /** Not before this time. */
  startAfter?: Date
  /** With the `unique-waiting` policy, at most one waiting job with this key. */
  singletonKey?: string
  /**
   * The caller's open transaction (transactionSql): the job is written with the caller's rows and
   * exists exactly when they commit (the transactional outbox). The queue must be ready first.
   */
  transaction?: SqlExecutor
}

export interface QueueOptions {
  database: Pick<DatabaseHandle, 'executeSql'>
  log: Logger
  /** How often an idle worker asks for work; pg-boss's minimum is half a second. */
  pollingIntervalSeconds?: number
  /**
   * How often maintenance fails the jobs past their time limit (a killed process's) so that a worker
   * takes them again; default 20 s. The crash tests ask for less: they wait for it after each kill.
   */
  maintenanceIntervalSeconds?: number
}

const SCHEMA = 'pgboss'

/**
 * pg-boss 10 records a finished job (complete, or fail after an error) without awaiting it
 * (src/manager.js, onFetch): if that statement fails (the database stopped, or slower than the
 * time limit) the rejection is unhandled and Node ends the process. These two statements' failures
 * are logged instead and answer "no job changed": the job stays active, expires, and runs again.
 */
const UNAWAITED_STATEMENTS = new Set([plans.completeJobs(SCHEMA), plans.failJobsById(SCHEMA)])

export function createJobQueue({ database, log, pollingIntervalSeconds = 1, maintenanceIntervalSeconds = 20 }: QueueOptions) {
  const definitions = new Map<string, JobDefinition<object>>()
  const boss = new PgBoss({
    db: {
      async executeSql(text: string, values: unknown[]) {
        try {
          return (await database.executeSql(text, values)) as { rows: unknown[] }
        } catch (error) {
          if (!UNAWAITED_STATEMENTS.has(text)) throw error
          log.error({ event: 'jobs.record_failed', err: error }, 'a finished job could not be recorded: it expires and runs again')
          return { rows: [{ count: '0' }] }
        }
      },
    },
    schema: SCHEMA,
    // Cron schedules are not used; maintenance (expiry, archiving) runs in whichever process gets to it.
    schedule: false,
    supervise: true,
    // Maintenance also fails the jobs past their time limit (a killed process's), so that another
    // worker takes them: every 20 s rather than pg-boss's 2 minutes, so a newsletter batch cut off by
    // a kill -9 resumes within its time limit plus 20 s (decision 052). One process a round runs it.
    maintenanceIntervalSeconds,
  })
  boss.on('error', (error) => log.error({ event: 'jobs.error', err: error }, 'job queue error'))
  let started: Promise<void> | null = null
  let ready = false
  let working = false
  /** This process's worker of each queue, woken when a job is queued here (instead of waiting for its next poll). */
  const workers = new Map<string, string>()
  const wake = (name: string) => {
    const workerId = workers.get(name)
    if (workerId) boss.notifyWorker(workerId)
  }

  return {
    /** Declares a kind of job and what runs it; before start. */
    define<T extends object>(definition: JobDefinition<T>) {
      if (started) throw new Error(`define ${definition.name} before the queue starts`)
      definitions.set(definition.name, definition as JobDefinition<object>)
    },

    /** Creates the queue's tables and the defined queues; with `work`, also takes jobs in this process. */
    start({ work }: { work: boolean }): Promise<void> {
      started ??= (async () => {
        await boss.start()
        for (const definition of definitions.values()) {
          await whileDeadlocked(() =>
            boss.createQueue(definition.name, {
              name: definition.name,
              retryLimit: definition.retryLimit ?? 5,
              retryDelay: definition.retryDelaySeconds ?? 30,
              retryBackoff: true,
              expireInSeconds: definition.expireInSeconds ?? 300,
              policy: definition.policy === 'unique-waiting' ? 'short' : 'standard',
            }),
          )
        }
        ready = true
        if (!work) return
        working = true
        for (const definition of definitions.values()) {
          const workerId = await boss.work<object>(definition.name, { pollingIntervalSeconds, batchSize: 1, includeMetadata: true }, async ([job]) => {
            if (!job) return
            try {
              await definition.handler(job.data, { id: job.id, retryCount: job.retryCount })
            } catch (error) {
              log.warn({ event: 'jobs.failed', job: definition.name, id: job.id, retryCount: job.retryCount, err: error }, 'job failed; it will be retried')
              throw error
            } finally {
              // A job was there, so more may be waiting (a burst of leads): ask again at once instead of after a poll interval.
              wake(definition.name)
            }
          })
          workers.set(definition.name, workerId)
        }
      })()
      return started
    },

    /** Resolves once the queues exist; before opening a transaction that queues jobs (the embedded database has one connection). */
    ready(): Promise<void> {
      return started ?? this.start({ work: false })
    },

    /**
     * Queues a job; resolves with its id, or null when a job with the same singletonKey is already
     * waiting. A process that has not started the queue starts it without workers (another one works).
     */
    async send<T extends object>(name: string, data: T, options: SendOptions = {}): Promise<string | null> {
      if (!definitions.has(name)) throw new Error(`no job named ${name}`)
      if (options.transaction) {
        // Starting here would wait for the connection the caller's transaction holds.
        if (!ready) throw new Error(`the job queue is not ready: await jobs.ready() before the transaction that sends ${name}`)
      } else await this.ready()
      return boss.send(name, data, {
        ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
        ...(options.transaction ? { db: options.transaction } : {}),
      })
    },

    /** Wakes this process's worker of a queue now: a job just committed goes out without waiting for the next poll. */
    wake,

    /** Moves the waiting job of a singletonKey to a new start (a changed schedule); false when none waits. */
    async moveWaiting(name: string, singletonKey: string, startAfter: Date): Promise<boolean> {
      await this.ready()
      const { rows } = (await database.executeSql(`update ${SCHEMA}.job set start_after = $3 where name = $1 and singleton_key = $2 and state = 'created' returning id`, [
        name,
        singletonKey,
        startAfter.toISOString(),
      ])) as { rows: unknown[] }
      return rows.length > 0
    },

    /** The job's state (created, retry, active, completed, cancelled, failed), or null when unknown. */
    async state(name: string, id: string): Promise<string | null> {
      await started
      return (await boss.getJobById(name, id))?.state ?? null
    },

    /** Stops taking jobs; a job under way finishes first (up to `timeoutMs`). */
    async stop(timeoutMs = 10_000): Promise<void> {
      if (!started) return
      await started.catch(() => {})
      await boss.stop({ graceful: working, wait: true, timeout: timeoutMs, close: false })
    },
  }
}

export type JobQueue = ReturnType<typeof createJobQueue>

/**
 * Server processes starting together create the same queues at once; PostgreSQL may then pick
 * one of the DDL transactions as a deadlock victim. The other has made the queue, so trying
 * again finds it there.
 */
async function whileDeadlocked(attempt: () => Promise<unknown>, tries = 5): Promise<void> {
  for (let n = 1; ; n++) {
    try {
      await attempt()
      return
    } catch (error) {
      if (n >= tries || (error as { code?: string }).code !== '40P01') throw error
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200 * n))
    }
  }
}
