import { and, eq } from 'drizzle-orm'
import { posts, type PostStatus } from '#db/schema/index.ts'
import { ServiceError } from '../../errors.ts'
import type { StaffMember } from '../../staff/staff.ts'
import { cacheDropper, POST_NOUNS, type PostAdminDeps, type PostTypeBase } from './base.ts'

/** The queue's job that publishes a scheduled item at its time. */
export const PUBLISH_POST_JOB = 'publish-post'

interface PublishJob {
  postId: number
  at: string
  actor?: { id: number; email: string }
}

/** Declares the scheduled publication on the queue, once for every post type. */
export function definePublishJob(deps: PostAdminDeps) {
  const { db, log, audit, jobs } = deps
  const dropCaches = cacheDropper(deps)
  jobs.define<PublishJob>({
    name: PUBLISH_POST_JOB,
    policy: 'unique-waiting',
    retryLimit: 5,
    retryDelaySeconds: 30,
    handler: async ({ postId, at, actor }) => {
      // Published only if it is still scheduled for that time (unscheduled or moved: nothing to do here).
      const published = await db
        .update(posts)
        .set({ status: 'publish', modifiedAt: new Date() })
        .where(and(eq(posts.id, postId), eq(posts.status, 'future'), eq(posts.publishedAt, new Date(at))))
        .returning({ id: posts.id, type: posts.type })
      if (!published.length) return
      log.info({ event: 'newsroom.scheduled_published', postId }, 'scheduled item published')
      // Audited as the act of whoever scheduled it, at the time it happened.
      if (actor) await audit.record({ actor, action: `${POST_NOUNS[published[0]!.type]}.publish_scheduled`, itemType: 'post', itemId: postId, after: { status: 'publish', publishedAt: at } })
      await dropCaches(published[0]!.type, postId)
    },
  })
}

/** An item's status: published now or by the queue at a time, back to draft, into the trash and out of it. */
export function createPublishing({ deps, type, noun, load, requireEdit, requirePublish, dropCaches }: PostTypeBase) {
  const { db, audit, home, jobs } = deps

  async function setStatus(actor: StaffMember, id: number, status: PostStatus, publishedAt?: Date) {
    home.assertEditableHere()
    const before = await load(id)
    if (status === 'publish' || status === 'future') requirePublish(actor, before)
    else requireEdit(actor, before)
    await db
      .update(posts)
      .set({ status, ...(publishedAt ? { publishedAt } : {}), modifiedAt: new Date() })
      .where(eq(posts.id, id))
    await audit.record({
      actor,
      action: `${noun}.${status}`,
      itemType: 'post',
      itemId: id,
      before: { status: before.status, publishedAt: before.publishedAt },
      after: { status, ...(publishedAt ? { publishedAt } : {}) },
    })
    if (before.status === 'publish' || status === 'publish') await dropCaches(type, id)
  }

  return {
    publish: (actor: StaffMember, id: number) => setStatus(actor, id, 'publish', new Date()),

    /** Published by the queue at `at` (survives restarts; one job per article, the latest time wins). */
    async schedule(actor: StaffMember, id: number, at: Date): Promise<void> {
      if (!(at.getTime() > Date.now())) throw new ServiceError('validation_failed', 'Choose a time in the future', { fields: { publishAt: 'Choose a time in the future' } })
      await setStatus(actor, id, 'future', at)
      await jobs.send<PublishJob>(PUBLISH_POST_JOB, { postId: id, at: at.toISOString(), actor: { id: actor.id, email: actor.email } }, { startAfter: at })
    },

    unpublish: (actor: StaffMember, id: number) => setStatus(actor, id, 'draft'),
    trash: (actor: StaffMember, id: number) => setStatus(actor, id, 'trash'),
    restore: (actor: StaffMember, id: number) => setStatus(actor, id, 'draft'),
  }
}
