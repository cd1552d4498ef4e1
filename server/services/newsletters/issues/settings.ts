import { asc, eq } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletters } from '#db/schema/index.ts'
import type { NewsletterSettingsInput } from '#lib/newsletter-schemas.ts'
import type { AuditLog } from '../../audit/audit-log.ts'
import { ServiceError } from '../../errors.ts'
import type { StaffMember } from '../../staff/staff.ts'
import type { IssueRecords } from './records.ts'

/** The newsletters and their settings: schedule, sender, opens; changed by administrators, audited. */
export function createNewsletterSettings({ db, audit, records, onChanged }: { db: Database; audit: AuditLog; records: IssueRecords; onChanged: (newsletterId: number) => Promise<void> }) {
  return {
    list() {
      return db.select().from(newsletters).orderBy(asc(newsletters.id))
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
