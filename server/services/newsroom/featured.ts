import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { posts, siteOptions } from '#db/schema/index.ts'
import { can } from '#lib/roles.ts'
import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { todayIn } from '#lib/zoned-time.ts'
import { tagsOfChange } from '../../cache/content-tags.ts'
import type { PurgeBus } from '../../cache/purge-bus.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import { ServiceError } from '../errors.ts'
import type { StaffMember } from '../staff/staff.ts'
import type { ContentHome } from './content-home.ts'

/** The site option naming a video for each day (site's zone): `{ "2026-12-01": 123 }`. */
export const DAILY_VIDEO_CALENDAR = 'daily_video_calendar'
/** How many days the calendar shows and accepts ahead. */
export const CALENDAR_DAYS = 14
const DAY_MS = 24 * 3600_000

/**
 * What the site features: the current magazine issue (the magazine page and the subscription offer
 * show it) and the daily video, chosen day by day on a calendar (a day without a choice shows the
 * newest video). Editors and admins choose; each choice is audited and shows on the site at once.
 */
/** The calendar's days, from today in the site's zone. */
const calendarDays = (now: Date) => Array.from({ length: CALENDAR_DAYS }, (_, i) => todayIn(SITE_TIME_ZONE, new Date(now.getTime() + i * DAY_MS)))

export function createFeatured({ db, log, audit, purge, home }: { db: Database; log: Logger; audit: AuditLog; purge: PurgeBus; home: ContentHome }) {
  const option = async (name: string) => (await db.select({ value: siteOptions.value }).from(siteOptions).where(eq(siteOptions.name, name)))[0]?.value
  const setOption = (name: string, value: unknown) =>
    db
      .insert(siteOptions)
      .values({ name, value, updatedAt: new Date() })
      .onConflictDoUpdate({ target: siteOptions.name, set: { value, updatedAt: new Date() } })
  const dropCaches = (tags: string[]) => purge.purge(tags).catch((error: unknown) => log.warn({ event: 'newsroom.purge_failed', err: error }, 'cache not purged'))
  const requireEditor = (actor: StaffMember) => {
    home.assertEditableHere()
    if (!can(actor.role, 'content:structure')) throw new ServiceError('forbidden', 'Only editors and admins choose what the site features.')
  }

  return {
    async currentIssueId(): Promise<number | null> {
      const value = Number(await option('current_issue'))
      return Number.isInteger(value) && value > 0 ? value : null
    },

    /** Makes a published issue the current one. */
    async makeCurrentIssue(actor: StaffMember, id: number): Promise<void> {
      requireEditor(actor)
      const [issue] = await db
        .select({ id: posts.id, status: posts.status })
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.type, 'issues')))
      if (!issue) throw new ServiceError('not_found', 'No such magazine issue')
      if (issue.status !== 'publish') throw new ServiceError('conflict', 'Publish the issue first: the current issue is shown to every reader.')
      const before = await option('current_issue')
      await setOption('current_issue', id)
      await audit.record({ actor, action: 'issue.make_current', itemType: 'post', itemId: id, before: { current_issue: before ?? null }, after: { current_issue: id } })
      await dropCaches([...tagsOfChange({ type: 'options', id: 0, action: 'update' }), ...tagsOfChange({ type: 'issues', id, action: 'update' })])
    },

    /** The next days (from today in the site's zone) with the video chosen for each, and the published videos to choose from. */
    async calendar(now = new Date()) {
      const stored = ((await option(DAILY_VIDEO_CALENDAR)) ?? {}) as Record<string, number>
      const days = calendarDays(now)
      const videos = await db
        .select({ id: posts.id, title: posts.title })
        .from(posts)
        .where(and(eq(posts.type, 'videos'), eq(posts.status, 'publish')))
        .orderBy(desc(posts.publishedAt))
        .limit(200)
      const chosen = Object.values(stored).filter((id) => !videos.some((video) => video.id === id))
      // A chosen video older than the newest 200 is still named.
      const older = chosen.length
        ? await db
            .select({ id: posts.id, title: posts.title })
            .from(posts)
            .where(and(eq(posts.type, 'videos'), inArray(posts.id, chosen)))
        : []
      return { days: days.map((date) => ({ date, videoId: stored[date] ?? null })), videos: [...videos, ...older] }
    },

    /** Chooses the videos of the calendar's days (null: the newest video that day); days gone by are dropped. */
    async planDailyVideos(actor: StaffMember, choices: Record<string, number | null>, now = new Date()): Promise<void> {
      requireEditor(actor)
      const open = new Set(calendarDays(now))
      const ids = [...new Set(Object.values(choices).filter((id): id is number => id !== null))]
      const known = ids.length
        ? await db
            .select({ id: posts.id })
            .from(posts)
            .where(and(eq(posts.type, 'videos'), eq(posts.status, 'publish'), inArray(posts.id, ids)))
        : []
      const unknown = ids.filter((id) => !known.some((row) => row.id === id))
      if (unknown.length)
        throw new ServiceError('validation_failed', 'Choose published videos only', {
          fields: Object.fromEntries(
            Object.entries(choices)
              .filter(([, id]) => id !== null && unknown.includes(id))
              .map(([date]) => [`day.${date}`, 'Not a published video']),
          ),
        })
      const before = ((await option(DAILY_VIDEO_CALENDAR)) ?? {}) as Record<string, number>
      const next: Record<string, number> = {}
      for (const [date, id] of Object.entries({ ...before, ...choices })) if (open.has(date) && id !== null) next[date] = id
      await setOption(DAILY_VIDEO_CALENDAR, next)
      await audit.record({ actor, action: 'video.plan_daily', itemType: 'option', itemId: DAILY_VIDEO_CALENDAR, before, after: next })
      await dropCaches(['options', 'sp.v1.daily_video'])
    },
  }
}

export type Featured = ReturnType<typeof createFeatured>
