import { eq, getTableColumns, inArray, notInArray, sql } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { newsletterSubscriptions, subscriberImports, type ImportLineNote } from '#db/schema/index.ts'
import type { JobQueue } from '../jobs/queue.ts'
import type { Newsletters } from './newsletters.ts'
import { readSubscriberFile, type ImportRow, type LineProblem } from './subscriber-file.ts'

/**
 * Subscriber files are imported by a job (decision 025), never while the upload waits: first the
 * whole file is checked (any bad row stops it, nothing imported), then it is written in small
 * batches, each in a short transaction that also records how far it got. The embedded database
 * runs in this process, so a batch stays small enough that pages keep answering in between, and
 * a worker that dies resumes after the last stored batch.
 *
 * An import never overrides the address owner's own choice or a suppression: a row for an address
 * that unsubscribed or bounced is skipped, with the reason, and no mail goes to it.
 */
export const SUBSCRIBER_IMPORT_JOB = 'subscriber-import'
export const IMPORT_BATCH_ROWS = 250
const KEPT_NOTES = 200

export type SubscriberImport = typeof subscriberImports.$inferSelect

const SKIP_REASON = {
  unsubscribed: 'skipped: this address unsubscribed; an import does not subscribe it again.',
  bounced: 'skipped: this address bounced and is suppressed; an import does not subscribe it again.',
} as const

export function createSubscriberImports({ db, newsletters, jobs, log }: { db: Database; newsletters: Newsletters; jobs: JobQueue; log: Logger }) {
  jobs.define<{ importId: number }>({
    name: SUBSCRIBER_IMPORT_JOB,
    handler: ({ importId }) => run(importId),
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 4 * 3600,
  })

  async function update(id: number, values: Partial<SubscriberImport>) {
    await db.update(subscriberImports).set(values).where(eq(subscriberImports.id, id))
  }

  /** The first pass: every row checked, nothing written; the number of rows, or the problems. */
  async function check(csv: string): Promise<{ rows: number; problems: LineProblem[] }> {
    const problems: LineProblem[] = []
    let rows = 0
    for await (const item of readSubscriberFile(csv)) {
      if ('problem' in item) problems.push(item.problem)
      else rows++
    }
    if (!problems.length && !rows) problems.push({ line: 1, message: 'The file has no subscriber rows.' })
    if (problems.length > KEPT_NOTES) return { rows, problems: [...problems.slice(0, KEPT_NOTES), { line: 0, message: `…and ${problems.length - KEPT_NOTES} more problems.` }] }
    return { rows, problems }
  }

  async function run(id: number): Promise<void> {
    const [job] = await db.select().from(subscriberImports).where(eq(subscriberImports.id, id))
    if (!job || job.status === 'done' || job.status === 'failed') return
    if (job.status !== 'importing') {
      await update(id, { status: 'checking' })
      const { rows, problems } = await check(job.csv)
      if (problems.length) return update(id, { status: 'failed', problems, csv: '', finishedAt: new Date() })
      Object.assign(job, { status: 'importing', rows })
      await update(id, { status: 'importing', rows })
    }
    const tally = { processed: job.processed, subscribed: job.subscribed, asked: job.asked, bounced: job.bounced, skippedCount: job.skippedCount, skipped: job.skipped }
    let batch: ImportRow[] = []
    let index = 0
    for await (const item of readSubscriberFile(job.csv)) {
      if (!('row' in item) || index++ < job.processed) continue
      batch.push(item.row)
      if (batch.length === IMPORT_BATCH_ROWS) {
        await importBatch(id, batch, tally)
        batch = []
        // Lets waiting requests run between batches.
        await new Promise((resolve) => setImmediate(resolve))
      }
    }
    if (batch.length) await importBatch(id, batch, tally)
    await update(id, { status: 'done', csv: '', finishedAt: new Date() })
    log.info({ event: 'subscribers.imported', importId: id, ...tally, skipped: undefined }, 'subscriber import done')
  }

  async function importBatch(id: number, rows: ImportRow[], tally: Pick<SubscriberImport, 'processed' | 'subscribed' | 'asked' | 'bounced' | 'skippedCount' | 'skipped'>) {
    const known = await db
      .select({ email: newsletterSubscriptions.email, status: newsletterSubscriptions.status })
      .from(newsletterSubscriptions)
      .where(
        inArray(
          newsletterSubscriptions.email,
          rows.map((row) => row.email),
        ),
      )
    const statusOf = new Map(known.map((row) => [row.email, row.status]))
    const skipped: ImportLineNote[] = []
    const kept = rows.filter((row) => {
      const status = statusOf.get(row.email)
      // Marking an address as bounced only stops more mail, so that still applies.
      if ((status === 'unsubscribed' || status === 'bounced') && !row.bounced) {
        skipped.push({ line: row.line, message: `${row.email} ${SKIP_REASON[status]}` })
        return false
      }
      return true
    })
    // Without proof of consent the owner is asked by mail first (double opt-in). Done before the
    // batch is recorded: a retry may ask again (capped per address), but never forgets to ask.
    let asked = 0
    for (const row of kept.filter((candidate) => !candidate.consent && !candidate.bounced)) {
      if (await newsletters.requestFromImport(row.email, row.choices)) asked++
    }
    await db.transaction(async (tx) => {
      const consented = kept.filter((row) => row.consent && !row.bounced)
      let subscribed = 0
      if (consented.length) {
        const written = await tx
          .insert(newsletterSubscriptions)
          .values(consented.map((row) => ({ email: row.email, ...row.choices, status: 'subscribed' as const })))
          .onConflictDoUpdate({
            target: newsletterSubscriptions.email,
            // A newsletter the row says yes to is added; the others stay as they were.
            set: {
              dailyBoost: sql`${newsletterSubscriptions.dailyBoost} or excluded.daily_boost`,
              salesDigest: sql`${newsletterSubscriptions.salesDigest} or excluded.sales_digest`,
              thirdParty: sql`${newsletterSubscriptions.thirdParty} or excluded.third_party`,
              status: 'subscribed',
              updatedAt: new Date(),
            },
            // Checked again here: the owner may have unsubscribed since the batch was read.
            setWhere: notInArray(newsletterSubscriptions.status, ['unsubscribed', 'bounced']),
          })
          .returning({ email: newsletterSubscriptions.email })
        subscribed = written.length
        const wrote = new Set(written.map((row) => row.email))
        for (const row of consented.filter((candidate) => !wrote.has(candidate.email))) skipped.push({ line: row.line, message: `${row.email} ${SKIP_REASON.unsubscribed}` })
      }
      const bounced = kept.filter((row) => row.bounced).map((row) => row.email)
      if (bounced.length) {
        await tx
          .insert(newsletterSubscriptions)
          .values(bounced.map((email) => ({ email, status: 'bounced' as const })))
          .onConflictDoNothing()
        await tx.update(newsletterSubscriptions).set({ status: 'bounced', updatedAt: new Date() }).where(inArray(newsletterSubscriptions.email, bounced))
      }
      tally.processed += rows.length
      tally.subscribed += subscribed
      tally.asked += asked
      tally.bounced += bounced.length
      tally.skippedCount += skipped.length
      tally.skipped = [...tally.skipped, ...skipped].slice(0, KEPT_NOTES)
      await tx.update(subscriberImports).set(tally).where(eq(subscriberImports.id, id))
    })
  }

  return {
    /** Stores the file and queues its import; answers the import's id at once. */
    async start(csv: string, createdBy: number): Promise<number> {
      const [row] = await db.insert(subscriberImports).values({ csv, createdBy }).returning({ id: subscriberImports.id })
      await jobs.send(SUBSCRIBER_IMPORT_JOB, { importId: row!.id })
      return row!.id
    },

    /** How an import is doing, without its file. */
    async get(id: number): Promise<Omit<SubscriberImport, 'csv'> | null> {
      const { csv: _file, ...columns } = getTableColumns(subscriberImports)
      const [row] = await db.select(columns).from(subscriberImports).where(eq(subscriberImports.id, id))
      return row ?? null
    },

    run,
  }
}

export type SubscriberImports = ReturnType<typeof createSubscriberImports>
