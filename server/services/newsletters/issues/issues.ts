import { desc, eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { newsletterIssues } from '#db/schema/index.ts'
import { nextSend } from '#lib/newsletter-schedule.ts'
import type { ContentClient } from '../../../content/client.ts'
import type { SubscriberAdmin } from '../../accounts/subscriber-admin.ts'
import type { AuditLog } from '../../audit/audit-log.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { PurgeBus } from '../../../cache/purge-bus.ts'
import { NEWSLETTER_ISSUES_TAG } from '../archive.ts'
import { readPage, rowCount } from '../../paging.ts'
import { createDrafting } from './drafting.ts'
import { createIssueEditing } from './editing.ts'
import { issueFigures, signUpsByWeek, unsubscribesByWeek } from './figures.ts'
import { createFreezer } from './freezing.ts'
import { searchItems } from './item-search.ts'
import { createIssueLifecycle } from './lifecycle.ts'
import type { IssuePorts } from './ports.ts'
import { issueRecords, type Newsletter } from './records.ts'
import { createNewsletterSettings } from './settings.ts'

const ISSUES_PAGE_SIZE = 20

export interface NewsletterIssuesDeps {
  db: Database
  content: ContentClient
  jobs: JobQueue
  audit: AuditLog
  log: Logger
  purge: PurgeBus
  siteUrl: string
  subscriberAdmin: Pick<SubscriberAdmin, 'growth'>
  ports: IssuePorts
}

/** Composing the newsletters (issue 28, part 4): settings, automatic drafts, the editor's changes, scheduling and sending, the figures. */
export function createNewsletterIssues({ db, content, jobs, audit, log, purge, siteUrl, subscriberAdmin, ports }: NewsletterIssuesDeps) {
  const records = issueRecords(db)
  const drafting = createDrafting({ db, content, jobs, log })
  const freezer = createFreezer({ content, siteUrl })
  const lifecycle = createIssueLifecycle({ db, jobs, audit, log, purge, records, freezer, ports, siteUrl })
  return {
    records,
    settings: createNewsletterSettings({
      db,
      audit,
      records,
      async onChanged(newsletterId) {
        await drafting.scheduleChanged(newsletterId)
        // The archive pages show the name and description: not the old ones until the cache's time runs out.
        await purge.purge([NEWSLETTER_ISSUES_TAG]).catch((error: unknown) => log.warn({ event: 'newsletter.purge_failed', err: error }, 'cache not purged'))
      },
    }),
    drafting,
    editing: createIssueEditing({ db, records }),
    lifecycle,
    search: (text: string) => searchItems(content, text),
    describeItems: freezer.describe,

    /** The next send of a newsletter after now, or null when its schedule has none. */
    nextSendOf: (newsletter: Newsletter, now = new Date()) => nextSend(newsletter, now),

    /** A newsletter's issues, newest date first. */
    issues(newsletterId: number, page = 1) {
      return readPage(
        page,
        ISSUES_PAGE_SIZE,
        (limit, offset) =>
          db
            .select({
              id: newsletterIssues.id,
              issueDate: newsletterIssues.issueDate,
              status: newsletterIssues.status,
              subject: newsletterIssues.subject,
              sendAt: newsletterIssues.sendAt,
              recipients: newsletterIssues.recipients,
            })
            .from(newsletterIssues)
            .where(eq(newsletterIssues.newsletterId, newsletterId))
            .orderBy(desc(newsletterIssues.issueDate), desc(newsletterIssues.id))
            .limit(limit)
            .offset(offset),
        db.select(rowCount).from(newsletterIssues).where(eq(newsletterIssues.newsletterId, newsletterId)),
      )
    },

    /** The issue as mail, for the editor's preview: its fixed content once it went out, else rendered now with direct links. */
    async preview(slug: string, id: number): Promise<string> {
      const { issue, newsletter } = await records.issueOf(slug, id)
      if (issue.content) return issue.content.rendered.html
      return (await ports.renderIssue(await freezer.freeze(issue, newsletter), { siteUrl, link: (url) => url })).html
    },

    figures: async (slug: string, id: number) => issueFigures(db, ports.sender, (await records.issueOf(slug, id)).issue),

    /** Subscribers at each week's end (the dashboard's count), sign-ups and unsubscribes per week. */
    async growth(newsletter: Newsletter, now = new Date()) {
      const weeks = await subscriberAdmin.growth(now)
      const [signUps, unsubscribes] = await Promise.all([signUpsByWeek(db, newsletter.audience, weeks.length, now), unsubscribesByWeek(db, newsletter.id, weeks.length, now)])
      return { weeks: weeks.map((week) => week.week), subscribers: weeks.map((week) => week.counts[newsletter.audience]), signUps, unsubscribes }
    },
  }
}
export type NewsletterIssues = ReturnType<typeof createNewsletterIssues>
