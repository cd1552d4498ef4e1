import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletterIssues, newsletters } from '#db/schema/index.ts'
import type { IssueContent } from '#lib/newsletter-issue.ts'
import type { Page } from '#lib/page.ts'
import { recordContentTags } from '../../cache/content-tags.ts'
import { readPage } from '../paging.ts'

/** Issues the public may read: the send has started, so the content is fixed and in readers' inboxes. */
export const PUBLIC_ISSUE_STATUSES = ['sending', 'sent'] as const
export const ARCHIVE_PAGE_SIZE = 12
/**
 * The cache tag of every page that shows sent issues (the web versions, the archives, the Boost
 * preview, the sitemap): a send that starts purges it, so the pages show the new issue at once.
 */
export const NEWSLETTER_ISSUES_TAG = 'newsletter-issues'
/** At most this many issues in the sitemap: ten years of a daily newsletter. */
const SITEMAP_LIMIT = 5000

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A calendar date written YYYY-MM-DD (not 2026-02-30): anything else names no issue and costs no query. */
export function isIssueDate(value: string): boolean {
  const [, year, month, day] = DATE.exec(value) ?? []
  if (!year || !month || !day) return false
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  return date.getUTCFullYear() === Number(year) && date.getUTCMonth() === Number(month) - 1 && date.getUTCDate() === Number(day)
}

export const isNewsletterSlug = (value: string) => SLUG.test(value)

export interface NewsletterInfo {
  slug: string
  name: string
  description: string
}

export interface SentIssue {
  issueDate: string
  /** When the send finished (null while it still goes out). */
  sentAt: Date | null
  content: IssueContent
}

export interface IssueSummary {
  issueDate: string
  subject: string
  previewText: string
}

const i = newsletterIssues
const isPublic = inArray(i.status, [...PUBLIC_ISSUE_STATUSES])
// The frozen issue holds the rendered mail too (tens of KB); pages read only the content beside it.
const frozenContent = sql<IssueContent>`${i.content} -> 'content'`

/**
 * The public side of sent newsletters: the web version of an issue, a newsletter's archive and
 * the latest sent issue, all from the content fixed when the send started (read-only).
 */
export function createNewsletterArchive({ db }: { db: Database }) {
  async function newsletterId(slug: string): Promise<number | null> {
    recordContentTags([NEWSLETTER_ISSUES_TAG])
    if (!isNewsletterSlug(slug)) return null
    const [row] = await db.select({ id: newsletters.id }).from(newsletters).where(eq(newsletters.slug, slug))
    return row?.id ?? null
  }

  async function sentWhere(slug: string, date: string | null): Promise<SentIssue | null> {
    recordContentTags([NEWSLETTER_ISSUES_TAG])
    if (!isNewsletterSlug(slug) || (date !== null && !isIssueDate(date))) return null
    const [row] = await db
      .select({ issueDate: i.issueDate, sentAt: i.finishedAt, content: frozenContent })
      .from(i)
      .innerJoin(newsletters, eq(newsletters.id, i.newsletterId))
      .where(and(eq(newsletters.slug, slug), isPublic, sql`${i.content} is not null`, date === null ? undefined : eq(i.issueDate, date)))
      .orderBy(desc(i.issueDate))
      .limit(1)
    return row?.content ? row : null
  }

  return {
    /** A newsletter by its slug, for its archive's heading; null for none. */
    async newsletter(slug: string): Promise<NewsletterInfo | null> {
      recordContentTags([NEWSLETTER_ISSUES_TAG])
      if (!isNewsletterSlug(slug)) return null
      const [row] = await db.select({ slug: newsletters.slug, name: newsletters.name, description: newsletters.description }).from(newsletters).where(eq(newsletters.slug, slug))
      return row ?? null
    },

    /** The newest issue of the newsletter that went out (or is going out); null before the first. */
    latestSent: (slug: string) => sentWhere(slug, null),

    /** The issue of that date if it went out; null for a draft, a scheduled or cancelled issue, a bad date or none. */
    sentIssue: (slug: string, date: string) => sentWhere(slug, date),

    /** The newsletter's sent issues, newest first, a page at a time (an unknown newsletter: an empty page). */
    async sentIssues(slug: string, page: number): Promise<Page<IssueSummary>> {
      const id = await newsletterId(slug)
      const where = and(eq(i.newsletterId, id ?? -1), isPublic, sql`${i.content} is not null`)
      const read = (limit: number, offset: number) =>
        id === null
          ? Promise.resolve([])
          : db
              .select({ issueDate: i.issueDate, subject: sql<string>`${frozenContent} ->> 'subject'`, previewText: sql<string>`coalesce(${frozenContent} ->> 'previewText', '')` })
              .from(i)
              .where(where)
              .orderBy(desc(i.issueDate))
              .limit(limit)
              .offset(offset)
      const total = id === null ? Promise.resolve([{ total: 0 }]) : db.select({ total: count() }).from(i).where(where)
      return readPage(page, ARCHIVE_PAGE_SIZE, read, total)
    },

    /** The sent issues' address parts, newest first, for the sitemap (at most `limit`). */
    sitemap(limit = SITEMAP_LIMIT): Promise<{ slug: string; issueDate: string; sentAt: Date | null }[]> {
      recordContentTags([NEWSLETTER_ISSUES_TAG])
      return db
        .select({ slug: newsletters.slug, issueDate: i.issueDate, sentAt: i.finishedAt })
        .from(i)
        .innerJoin(newsletters, eq(newsletters.id, i.newsletterId))
        .where(and(isPublic, sql`${i.content} is not null`))
        .orderBy(desc(i.issueDate), newsletters.slug)
        .limit(Math.min(limit, SITEMAP_LIMIT))
    },
  }
}

export type NewsletterArchive = ReturnType<typeof createNewsletterArchive>
