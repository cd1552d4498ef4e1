import { asc, eq } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletters } from '#db/schema/index.ts'
import type { NewNewsletterInput, NewsletterSettingsInput } from '#lib/newsletter-schemas.ts'
import type { AuditLog } from '../../audit/audit-log.ts'
import { ServiceError } from '../../errors.ts'
import type { StaffMember } from '../../staff/staff.ts'
import type { IssueRecords, Newsletter } from './records.ts'

export const SLUG_TAKEN = 'That address is taken: another newsletter has it'

/** The newsletters and their settings: schedule, sender, opens; added and changed by administrators, audited. */
export function createNewsletterSettings({ db, audit, records, onChanged }: { db: Database; audit: AuditLog; records: IssueRecords; onChanged: (newsletterId: number) => Promise<void> }) {
  return {
    list() {
      return db.select().from(newsletters).orderBy(asc(newsletters.id))
    },

    /**
     * Adds a newsletter (decision 056) and drafts its first issue as a schedule change does. The
     * slug's unique index decides between two administrators adding the same address at once.
     */
    async create(actor: StaffMember, input: NewNewsletterInput): Promise<Newsletter> {
      const made = await db.transaction(async (tx) => {
        const [row] = await tx.insert(newsletters).values(input).onConflictDoNothing({ target: newsletters.slug }).returning()
        if (!row) throw new ServiceError('conflict', SLUG_TAKEN, { fields: { slug: SLUG_TAKEN } })
        await audit.record({ actor, action: 'newsletter.create', itemType: 'newsletter', itemId: row.slug, after: input }, tx)
        return row
      })
      await onChanged(made.id)
      return made
    },

    async update(actor: StaffMember, slug: string, input: NewsletterSettingsInput): Promise<void> {
      const before = await records.newsletter(slug)
      if (!before) throw new ServiceError('not_found', 'No such newsletter')
      await db.transaction(async (tx) => {
        await tx
          .update(newsletters)
          .set({ ...input, updatedAt: new Date() })
          .where(eq(newsletters.id, before.id))
        const { name, description, weekdays, sendTime, skipDates, fromName, fromAddress, replyTo, trackOpens } = before
        await audit.record(
          {
            actor,
            action: 'newsletter.settings',
            itemType: 'newsletter',
            itemId: slug,
            before: { name, description, weekdays, sendTime, skipDates, fromName, fromAddress, replyTo, trackOpens },
            after: input,
          },
          tx,
        )
      })
      // A new schedule moves the next draft.
      await onChanged(before.id)
    },
  }
}
