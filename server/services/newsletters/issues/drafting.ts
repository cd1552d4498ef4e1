import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { newsletterIssues, newsletters } from '#db/schema/index.ts'
import { nextSend } from '#lib/newsletter-schedule.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import { draftItems, type DraftContent } from './draft-content.ts'
import type { Issue, Newsletter } from './records.ts'

export const DRAFT_JOB = 'newsletter.draft'
/** An issue is drafted this long before it goes out: the editors have the evening before. */
export const DRAFT_AHEAD_MS = 12 * 3600_000
const DAY_MS = 24 * 3600_000

interface DraftJob {
  newsletterId: number
}

/**
 * Automatic drafts: `draftNext` makes the issue of the next send date, once (the table holds one
 * issue per newsletter and date), from what was published since the last issue went out (or the
 * last day; a week for a weekly newsletter). A self-rescheduling job per newsletter does it ahead
 * of each send: the queue has no cron (`schedule: false`), so each run queues the next.
 */
export function createDrafting({ db, content, jobs, log }: { db: Database; content: DraftContent; jobs: JobQueue; log: Logger }) {
  /** Since when the next issue gathers content: the last issue that went out, else a day (a week when it goes out once a week). */
  async function since(newsletter: Newsletter, now: Date): Promise<Date> {
    const [last] = await db
      .select({ startedAt: newsletterIssues.startedAt })
      .from(newsletterIssues)
      .where(and(eq(newsletterIssues.newsletterId, newsletter.id), inArray(newsletterIssues.status, ['sending', 'stopped', 'sent'])))
      .orderBy(desc(newsletterIssues.startedAt))
      .limit(1)
    return last?.startedAt ?? new Date(now.getTime() - (newsletter.weekdays.length <= 1 ? 7 * DAY_MS : DAY_MS))
  }

  async function draftNext(newsletter: Newsletter, now = new Date()): Promise<Issue | null> {
    const slot = nextSend(newsletter, now)
    if (!slot) return null
    const existing = async () =>
      (
        await db
          .select()
          .from(newsletterIssues)
          .where(and(eq(newsletterIssues.newsletterId, newsletter.id), eq(newsletterIssues.issueDate, slot.date)))
          .limit(1)
      )[0] ?? null
    const found = await existing()
    if (found) return found
    const draft = await draftItems(content, await since(newsletter, now))
    // Two processes drafting at once: the unique (newsletter, date) keeps the first.
    const [made] = await db
      .insert(newsletterIssues)
      .values({ newsletterId: newsletter.id, issueDate: slot.date, sendAt: slot.at, ...draft })
      .onConflictDoNothing()
      .returning()
    if (made) log.info({ event: 'newsletter.drafted', newsletter: newsletter.slug, issueId: made.id, date: slot.date }, 'newsletter issue drafted')
    return made ?? (await existing())
  }

  /** Drafts when the next send is near, and says when to look again: the next send's drafting time, never before this send. */
  async function run(newsletter: Newsletter, now = new Date()): Promise<Date | null> {
    const slot = nextSend(newsletter, now)
    if (!slot) return null
    if (slot.at.getTime() - DRAFT_AHEAD_MS > now.getTime()) return new Date(slot.at.getTime() - DRAFT_AHEAD_MS)
    await draftNext(newsletter, now)
    const after = nextSend(newsletter, slot.at)
    return after ? new Date(Math.max(slot.at.getTime(), after.at.getTime() - DRAFT_AHEAD_MS)) : null
  }

  const draftKey = (newsletterId: number) => `newsletter-draft:${newsletterId}`
  const queueRun = (newsletterId: number, at: Date | null) => (at ? jobs.send<DraftJob>(DRAFT_JOB, { newsletterId }, { startAfter: at, singletonKey: draftKey(newsletterId) }) : Promise.resolve(null))

  jobs.define<DraftJob>({
    name: DRAFT_JOB,
    policy: 'unique-waiting',
    retryLimit: 5,
    retryDelaySeconds: 60,
    handler: async ({ newsletterId }) => {
      const [newsletter] = await db.select().from(newsletters).where(eq(newsletters.id, newsletterId)).limit(1)
      if (!newsletter) return
      // This job is running, so its key is free for the next one.
      await queueRun(newsletterId, await run(newsletter))
    },
  })

  return {
    draftNext,
    run,
    /** At start: one drafting job per newsletter (a waiting one is kept; the key allows one). */
    async keepDrafting(): Promise<void> {
      for (const newsletter of await db.select().from(newsletters)) await queueRun(newsletter.id, new Date())
    },
    /**
     * After a schedule change or a new newsletter: drafts at once when the next send is near, and
     * queues the next run, or moves the waiting one to the new schedule's time (a send moved
     * earlier is drafted before it, not at the old time).
     */
    async scheduleChanged(newsletterId: number): Promise<void> {
      const [newsletter] = await db.select().from(newsletters).where(eq(newsletters.id, newsletterId)).limit(1)
      if (!newsletter) return
      const at = await run(newsletter)
      if (at && !(await queueRun(newsletter.id, at))) await jobs.moveWaiting(DRAFT_JOB, draftKey(newsletter.id), at)
    },
  }
}
export type Drafting = ReturnType<typeof createDrafting>
