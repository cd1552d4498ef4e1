import { eq } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletterIssues } from '#db/schema/index.ts'
import type { IssueItemRef, SponsorSlot } from '#lib/newsletter-issue.ts'
import { ServiceError } from '../../errors.ts'
import type { StaffMember } from '../../staff/staff.ts'
import type { IssueRecords } from './records.ts'

/** At most this many items in one issue: the mail must stay under Gmail's clipping size. */
export const MAX_ITEMS = 15

/** An editor's changes to a draft or scheduled issue: its items and their order, its text, its sponsor slot. */
export function createIssueEditing({ db, records }: { db: Database; records: IssueRecords }) {
  async function change(actor: StaffMember, slug: string, id: number, edit: (items: IssueItemRef[]) => Partial<typeof newsletterIssues.$inferInsert>) {
    const { issue } = await records.editable(slug, id)
    await db
      .update(newsletterIssues)
      .set({ ...edit(issue.items), updatedBy: actor.id, updatedAt: new Date() })
      .where(eq(newsletterIssues.id, issue.id))
  }
  const at = (items: IssueItemRef[], position: number) => {
    if (position < 1 || position > items.length) throw new ServiceError('not_found', 'No such item in this issue')
    return position - 1
  }

  return {
    setText: (actor: StaffMember, slug: string, id: number, text: { subject: string; previewText: string; introHtml: string }) => change(actor, slug, id, () => text),

    /** Moves the item at `position` (from 1) one place up or down; at either end it stays. */
    move: (actor: StaffMember, slug: string, id: number, position: number, direction: 'up' | 'down') =>
      change(actor, slug, id, (items) => {
        const from = at(items, position)
        const to = direction === 'up' ? from - 1 : from + 1
        if (to < 0 || to >= items.length) return {}
        const moved = [...items]
        ;[moved[from], moved[to]] = [moved[to]!, moved[from]!]
        return { items: moved }
      }),

    remove: (actor: StaffMember, slug: string, id: number, position: number) =>
      change(actor, slug, id, (items) => {
        const index = at(items, position)
        return { items: items.filter((_, i) => i !== index) }
      }),

    /** Adds content at the end (an item already in the issue is not added twice). */
    add: (actor: StaffMember, slug: string, id: number, item: IssueItemRef) =>
      change(actor, slug, id, (items) => {
        if (items.some((one) => one.type === item.type && one.id === item.id)) throw new ServiceError('conflict', 'That item is in the issue already')
        if (items.length >= MAX_ITEMS) throw new ServiceError('validation_failed', `An issue holds at most ${MAX_ITEMS} items`)
        return { items: [...items, { type: item.type, id: item.id }] }
      }),

    setSponsor: (actor: StaffMember, slug: string, id: number, slot: SponsorSlot | null) => change(actor, slug, id, () => ({ sponsorSlot: slot })),
  }
}
