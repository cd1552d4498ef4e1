import type { Logger } from 'pino'
import { and, eq } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { posts, type PostStatus, type PostType } from '#db/schema/index.ts'
import { can } from '#lib/roles.ts'
import { tagsOfChange, type ChangeReach } from '../../../cache/content-tags.ts'
import type { PurgeBus } from '../../../cache/purge-bus.ts'
import type { AuditLog } from '../../audit/audit-log.ts'
import { ServiceError } from '../../errors.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { StaffMember } from '../../staff/staff.ts'
import type { ContentHome } from '../content-home.ts'
import { SECTIONS } from '#lib/sections.ts'

/** What the post admin's parts are built from. */
export interface PostAdminDeps {
  db: Database
  log: Logger
  audit: AuditLog
  purge: PurgeBus
  jobs: JobQueue
  home: ContentHome
}

/** What the audit log calls an item of each type (`issue.publish`). */
export const POST_NOUNS = {
  post: 'article',
  page: 'page',
  ...Object.fromEntries(SECTIONS.map((section) => [section.type, section.name])),
} as Record<PostType, string>

type Owned = { createdBy: number | null; status: PostStatus }

/** Drops the item's pages (and, as far as the change reaches, the lists that show it) from the caches of every server process; a failure is logged, never thrown. */
export const cacheDropper =
  ({ purge, log }: Pick<PostAdminDeps, 'purge' | 'log'>) =>
  (type: PostType, id: number, reach: ChangeReach = 'placement') =>
    purge.purge(tagsOfChange({ type, id, action: 'update', reach })).catch((error: unknown) => log.warn({ event: 'newsroom.purge_failed', err: error, postId: id }, 'cache not purged'))

/**
 * One post type as every part of the admin sees it: its noun, how an item is loaded, and who may
 * change and publish it. For articles, contributors write their own drafts, authors also publish
 * their own, editors and admins do anything; pages and sections are the structure of the site,
 * which editors and admins keep.
 */
export function postTypeBase(deps: PostAdminDeps, type: PostType) {
  const { db } = deps
  const noun = POST_NOUNS[type]
  const structure = type !== 'post'

  /** Whether the actor may change this item at all, and publish it. */
  function allowed(actor: StaffMember, article: Owned) {
    if (structure) return { edit: can(actor.role, 'content:structure'), publish: can(actor.role, 'content:structure') }
    const own = article.createdBy === actor.id
    const edit = can(actor.role, 'content:edit-any') || (own && (can(actor.role, 'content:publish-own') || article.status === 'draft'))
    const publish = can(actor.role, 'content:edit-any') || (own && can(actor.role, 'content:publish-own'))
    return { edit, publish }
  }

  return {
    deps,
    type,
    noun,
    allowed,
    dropCaches: cacheDropper(deps),

    async load(id: number) {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.type, type)))
      if (!row) throw new ServiceError('not_found', `No such ${noun}`)
      return row
    },

    requireEdit(actor: StaffMember, article: Owned) {
      if (!can(actor.role, 'content:draft') || !allowed(actor, article).edit) throw new ServiceError('forbidden', `You may not change this ${noun}.`)
    },

    requirePublish(actor: StaffMember, article: Owned) {
      if (!allowed(actor, article).publish) throw new ServiceError('forbidden', `Your role may not publish this ${noun}: ask an editor.`)
    },

    /** Whether the actor may write a new item of this type. */
    mayWrite: (actor: StaffMember) => can(actor.role, 'content:draft') && allowed(actor, { createdBy: actor.id, status: 'draft' }).edit,
  }
}

export type PostTypeBase = ReturnType<typeof postTypeBase>
