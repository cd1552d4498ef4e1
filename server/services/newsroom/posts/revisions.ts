import { and, desc, eq } from 'drizzle-orm'
import { postRevisions } from '#db/schema/index.ts'
import { isStorableId } from '#lib/validation/ranges.ts'
import { ServiceError } from '../../errors.ts'
import type { StaffMember } from '../../staff/staff.ts'
import { diffVersions } from '../revision-diff.ts'
import type { PostTypeBase } from './base.ts'
import type { createDrafting } from './drafting.ts'

/** An item's saved states: listed, compared with the item as it is, and brought back (as a change of their own). */
export function createRevisions({ deps, type, noun, load, allowed }: PostTypeBase, drafting: Pick<ReturnType<typeof createDrafting>, 'get' | 'update'>) {
  const { db, audit } = deps

  async function revisionOf(id: number, revisionId: number) {
    const [revision] = await db
      .select()
      .from(postRevisions)
      .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, id)))
    if (!revision) throw new ServiceError('not_found', 'No such revision')
    return revision
  }

  return {
    /** The saved states of an item, newest first. */
    revisions(id: number) {
      return db.select().from(postRevisions).where(eq(postRevisions.postId, id)).orderBy(desc(postRevisions.savedAt), desc(postRevisions.id))
    },

    /** A revision, what changed from it to the item as it is now, and what the actor may do with the item. */
    async compare(actor: StaffMember, id: number, revisionId: number) {
      const item = await load(id)
      const revision = await revisionOf(id, revisionId)
      return { item, revision, diffs: diffVersions(revision, item), may: allowed(actor, item) }
    },

    /** Brings a revision back (the current state becomes a revision in turn). */
    async restoreRevision(actor: StaffMember, id: number, revisionId: number): Promise<void> {
      // A revision id from a form that no integer column can hold names no revision (decision 019).
      if (!isStorableId(revisionId)) throw new ServiceError('not_found', 'No such revision')
      const revision = await revisionOf(id, revisionId)
      const { item, topicIds, tags } = await drafting.get(actor, id)
      await drafting.update(actor, id, {
        title: revision.title,
        slug: item.slug,
        excerpt: revision.excerpt,
        contentHtml: revision.contentHtml,
        topicIds,
        tags: type === 'post' ? tags : undefined,
        authorId: item.authorId,
        featuredMediaId: item.featuredMediaId,
        fields: revision.acf,
      })
      await audit.record({ actor, action: `${noun}.restore_revision`, itemType: 'post', itemId: id, after: { revisionId } })
    },
  }
}
