import { eq } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletterIssues, newsletters, type IssueStatus } from '#db/schema/index.ts'
import { isStorableId } from '#lib/validation/ranges.ts'
import { isStorableText } from '#lib/validation/control-characters.ts'
import { ServiceError } from '../../errors.ts'

export type Newsletter = typeof newsletters.$inferSelect
export type Issue = typeof newsletterIssues.$inferSelect

/** Statuses whose items, text and sponsor slot may still change. */
export const EDITABLE: readonly IssueStatus[] = ['draft', 'scheduled']

/** Reads of a newsletter by its slug and of an issue with its newsletter; an id no column can hold finds nothing without a query. */
export function issueRecords(db: Database) {
  const records = {
    async newsletter(slug: string): Promise<Newsletter | null> {
      if (!isStorableText(slug) || slug.length > 100) return null
      const [row] = await db.select().from(newsletters).where(eq(newsletters.slug, slug)).limit(1)
      return row ?? null
    },

    async issue(id: number, executor: Database = db): Promise<{ issue: Issue; newsletter: Newsletter } | null> {
      if (!isStorableId(id)) return null
      const [row] = await executor.select().from(newsletterIssues).innerJoin(newsletters, eq(newsletters.id, newsletterIssues.newsletterId)).where(eq(newsletterIssues.id, id)).limit(1)
      return row ? { issue: row.newsletter_issues, newsletter: row.newsletters } : null
    },

    /** The issue of that newsletter, or the 404: an issue seen under another newsletter's address is not there. */
    async issueOf(slug: string, id: number): Promise<{ issue: Issue; newsletter: Newsletter }> {
      const found = await records.issue(id)
      if (!found || found.newsletter.slug !== slug) throw new ServiceError('not_found', 'No such issue')
      return found
    },

    /** The issue, refused with a 409 when it has started to go out (its content is fixed then). */
    async editable(slug: string, id: number) {
      const found = await records.issueOf(slug, id)
      if (!EDITABLE.includes(found.issue.status)) throw new ServiceError('conflict', `This issue is ${found.issue.status}: only drafts and scheduled issues can change`)
      return found
    },
  }
  return records
}
export type IssueRecords = ReturnType<typeof issueRecords>
