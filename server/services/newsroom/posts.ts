import { and, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import { readPage, rowCount } from '../paging.ts'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { authors, media, postRevisions, posts, postTerms, terms, type PostStatus, type PostType } from '#db/schema/index.ts'
import { articlePath, uploadsPath } from '#lib/site-paths.ts'
import { can } from '#lib/roles.ts'
import { isStorableId } from '#lib/validation/ranges.ts'
import { slugify, videoPath } from '#lib/section-paths.ts'
import { tagsOfChange } from '../../cache/content-tags.ts'
import { createPreviewTokens } from '../../content/service/preview-tokens.ts'
import type { PurgeBus } from '../../cache/purge-bus.ts'
import type { AuditLog } from '../audit/audit-log.ts'
import type { ContentHome } from './content-home.ts'
import { diffVersions } from './revision-diff.ts'
import { ServiceError } from '../errors.ts'
import type { JobQueue } from '../jobs/queue.ts'
import { likeLiteral } from '../sql-like.ts'
import type { StaffMember } from '../staff/staff.ts'

/**
 * Posts of every type in the back office (the embedded store): articles, pages and the sections'
 * items (webinars, issues, videos, events, lists, resources). Drafts, publishing, scheduling through
 * the job queue, unpublishing, trash and restore, and a revision kept of every saved change. Who
 * may do what follows lib/roles.ts: for articles, contributors write their own drafts, authors also
 * publish their own, editors and admins do anything; pages and sections are the structure of the
 * site, which editors and admins keep. Every change is audited and drops the item's pages (and
 * every list of its kind) from the caches of every server process.
 */
export const PUBLISH_POST_JOB = 'publish-post'
const POSTS_PAGE_SIZE = 25
/** How many of the library's newest images the editor offers. */
const IMAGE_CHOICES = 48
/** How many of the newest videos the editor offers to embed. */
const VIDEO_CHOICES = 48

/** What the audit log calls an item of each type. */
export const POST_NOUNS: Record<PostType, string> = {
  post: 'article',
  page: 'page',
  webinars: 'webinar',
  issues: 'issue',
  videos: 'video',
  events: 'event',
  lists: 'list',
  resources: 'resource',
}

export interface PostInput {
  title: string
  /** Empty: made from the title. */
  slug: string
  excerpt: string
  /** Already sanitised by the caller's sanitiser (the same one the site renders with). */
  contentHtml: string
  topicIds: number[]
  authorId: number | null
  /** From the media library; null for none. */
  featuredMediaId: number | null
  /** The video library's categories (videos only). */
  videoCategoryIds?: number[]
  /** Tag names (articles only); a new name makes a new tag. */
  tags?: string[]
  /** The type's own fields (ACF's names), already checked; merged over the stored ones, so fields a form leaves out stay. */
  fields?: Record<string, unknown>
}

export interface PostSearch {
  status?: PostStatus
  text?: string
}

export function createPostAdmin({ db, log, audit, purge, jobs, home }: { db: Database; log: Logger; audit: AuditLog; purge: PurgeBus; jobs?: JobQueue; home: ContentHome }) {
  const previews = createPreviewTokens(db)
  const dropCaches = (type: PostType, id: number) => purge.purge(tagsOfChange({ type, id, action: 'update' })).catch((error: unknown) => log.warn({ event: 'newsroom.purge_failed', err: error, postId: id }, 'cache not purged'))

  jobs?.define<{ postId: number; at: string; actor?: { id: number; email: string } }>({
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

  return { of: (type: PostType) => postsOfType(type) }

  function postsOfType(type: PostType) {
    const noun = POST_NOUNS[type]
    const structure = type !== 'post'

    async function load(id: number) {
      const [row] = await db
        .select()
        .from(posts)
        .where(and(eq(posts.id, id), eq(posts.type, type)))
      if (!row) throw new ServiceError('not_found', `No such ${noun}`)
      return row
    }

    /** Whether the actor may change this item at all, and publish it. */
    function allowed(actor: StaffMember, article: { createdBy: number | null; status: PostStatus }) {
      if (structure)
        return {
          edit: can(actor.role, 'content:structure'),
          publish: can(actor.role, 'content:structure'),
        }
      const own = article.createdBy === actor.id
      const edit = can(actor.role, 'content:edit-any') || (own && (can(actor.role, 'content:publish-own') || article.status === 'draft'))
      const publish = can(actor.role, 'content:edit-any') || (own && can(actor.role, 'content:publish-own'))
      return { edit, publish }
    }

    function requireEdit(actor: StaffMember, article: { createdBy: number | null; status: PostStatus }) {
      if (!can(actor.role, 'content:draft') || !allowed(actor, article).edit) throw new ServiceError('forbidden', `You may not change this ${noun}.`)
    }
    function requirePublish(actor: StaffMember, article: { createdBy: number | null; status: PostStatus }) {
      if (!allowed(actor, article).publish) throw new ServiceError('forbidden', `Your role may not publish this ${noun}: ask an editor.`)
    }

    async function uniqueSlug(wanted: string, exceptId: number | null): Promise<string> {
      const base = slugify(wanted).slice(0, 180) || noun
      for (let n = 1; ; n++) {
        const slug = n === 1 ? base : `${base}-${n}`
        const [taken] = await db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.type, type), eq(posts.slug, slug), exceptId === null ? undefined : ne(posts.id, exceptId)))
        if (!taken) return slug
      }
    }

    function check(input: PostInput) {
      const fields: Record<string, string> = {}
      if (!input.title.trim()) fields.title = `Give the ${noun} a title`
      if (input.title.length > 300) fields.title = 'At most 300 characters'
      if (input.excerpt.length > 1000) fields.excerpt = 'At most 1,000 characters'
      if (Object.keys(fields).length)
        throw new ServiceError('validation_failed', 'Check the marked fields', {
          fields,
        })
    }

    /** A magazine issue's contents link the articles they name by id: the link follows the article's address. */
    async function completed(fields: Record<string, unknown>): Promise<Record<string, unknown>> {
      if (type !== 'issues' || !Array.isArray(fields.table_of_contents)) return fields
      const entries = fields.table_of_contents as {
        post_id?: unknown
        url?: unknown
      }[]
      const ids = entries.map((entry) => Number(entry.post_id)).filter((id) => Number.isInteger(id) && id > 0)
      const linked = ids.length
        ? await db
            .select({
              id: posts.id,
              slug: posts.slug,
              publishedAt: posts.publishedAt,
            })
            .from(posts)
            .where(and(eq(posts.type, 'post'), inArray(posts.id, ids)))
        : []
      return {
        ...fields,
        table_of_contents: entries.map((entry) => {
          const article = linked.find((row) => row.id === Number(entry.post_id))
          return {
            ...entry,
            post_id: article ? article.id : null,
            url: article ? articlePath(article) : '',
          }
        }),
      }
    }

    /** A media id that exists, else none (a stale form must not fail on a deleted image). */
    async function knownMedia(id: number | null): Promise<number | null> {
      if (id === null) return null
      const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id))
      return row?.id ?? null
    }

    /** An author chosen on the form who is gone (or never was) leaves the byline empty, as an unknown image does. */
    async function knownAuthor(id: number | null): Promise<number | null> {
      if (id === null) return null
      const [row] = await db.select({ id: authors.id }).from(authors).where(eq(authors.id, id))
      return row?.id ?? null
    }

    async function setTopics(id: number, topicIds: number[] | undefined, taxonomy: 'category' | 'video_category' = 'category') {
      if (!topicIds) return
      await db.delete(postTerms).where(and(eq(postTerms.postId, id), inArray(postTerms.termId, db.select({ id: terms.id }).from(terms).where(eq(terms.taxonomy, taxonomy)))))
      const known = topicIds.length
        ? await db
            .select({ id: terms.id })
            .from(terms)
            .where(and(eq(terms.taxonomy, taxonomy), inArray(terms.id, topicIds)))
        : []
      const order = topicIds.filter((topicId) => known.some((row) => row.id === topicId))
      if (order.length)
        await db
          .insert(postTerms)
          .values(
            order.map((termId, sortOrder) => ({
              postId: id,
              termId,
              sortOrder,
            })),
          )
          .onConflictDoNothing()
    }

    /** The article's tags by name, in the given order; a name not yet a tag becomes one. */
    async function setTags(id: number, names: string[] | undefined) {
      if (!names) return
      await db.delete(postTerms).where(and(eq(postTerms.postId, id), inArray(postTerms.termId, db.select({ id: terms.id }).from(terms).where(eq(terms.taxonomy, 'post_tag')))))
      // The first spelling of a name wins; the same tag twice is one tag.
      const wanted = new Map<string, string>()
      for (const name of names) if (slugify(name) && !wanted.has(slugify(name))) wanted.set(slugify(name), name.trim())
      const ids: number[] = []
      for (const [slug, name] of [...wanted].slice(0, 20)) {
        await db
          .insert(terms)
          .values({ taxonomy: 'post_tag', slug, name: name.slice(0, 100) })
          .onConflictDoNothing()
        const [tag] = await db
          .select({ id: terms.id })
          .from(terms)
          .where(and(eq(terms.taxonomy, 'post_tag'), eq(terms.slug, slug)))
        ids.push(tag!.id)
      }
      if (ids.length)
        await db
          .insert(postTerms)
          .values(
            ids.map((termId, i) => ({
              postId: id,
              termId,
              sortOrder: 100 + i,
            })),
          )
          .onConflictDoNothing()
    }

    async function setStatus(actor: StaffMember, id: number, status: PostStatus, publishedAt?: Date) {
      home.assertEditableHere()
      const before = await load(id)
      if (status === 'publish' || status === 'future') requirePublish(actor, before)
      else requireEdit(actor, before)
      await db
        .update(posts)
        .set({
          status,
          ...(publishedAt ? { publishedAt } : {}),
          modifiedAt: new Date(),
        })
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
      type,
      noun,

      /** Items newest change first, by status and text; the trash only when asked for. */
      list(search: PostSearch, page = 1) {
        const where: SQL[] = [eq(posts.type, type), search.status ? eq(posts.status, search.status) : ne(posts.status, 'trash')]
        if (search.text) where.push(or(ilike(posts.title, `%${likeLiteral(search.text)}%`), ilike(posts.slug, `%${likeLiteral(search.text)}%`))!)
        const read = (limit: number, offset: number) =>
          db
            .select({
              id: posts.id,
              title: posts.title,
              slug: posts.slug,
              status: posts.status,
              publishedAt: posts.publishedAt,
              modifiedAt: posts.modifiedAt,
              createdBy: posts.createdBy,
              author: authors.name,
            })
            .from(posts)
            .leftJoin(authors, eq(authors.id, posts.authorId))
            .where(and(...where))
            .orderBy(desc(posts.modifiedAt), desc(posts.id))
            .limit(limit)
            .offset(offset)
        return readPage(page, POSTS_PAGE_SIZE, read, db.select(rowCount).from(posts).where(and(...where)))
      },

      /** The items (any status but the trash) with these addresses. */
      bySlugs(slugs: string[]) {
        if (!slugs.length) return Promise.resolve([])
        return db
          .select({ id: posts.id, slug: posts.slug, title: posts.title, status: posts.status })
          .from(posts)
          .where(and(eq(posts.type, type), inArray(posts.slug, slugs), ne(posts.status, 'trash')))
      },

      /** Whether the actor may write a new item of this type. */
      mayWrite: (actor: StaffMember) => can(actor.role, 'content:draft') && allowed(actor, { createdBy: actor.id, status: 'draft' }).edit,

      /** Whether the actor may publish a new item of this type as they write it. */
      mayPublishNew(actor: StaffMember) {
        return this.mayWrite(actor) && allowed(actor, { createdBy: actor.id, status: 'draft' }).publish
      },

      /** One item with its topics and tags, and what the actor may do with it. */
      async get(actor: StaffMember, id: number) {
        const item = await load(id)
        const filed = await db.select({ id: postTerms.termId, taxonomy: terms.taxonomy }).from(postTerms).innerJoin(terms, eq(terms.id, postTerms.termId)).where(eq(postTerms.postId, id)).orderBy(postTerms.sortOrder)
        const tags = await db
          .select({ name: terms.name })
          .from(postTerms)
          .innerJoin(terms, and(eq(terms.id, postTerms.termId), eq(terms.taxonomy, 'post_tag')))
          .where(eq(postTerms.postId, id))
          .orderBy(postTerms.sortOrder)
        return {
          item,
          topicIds: filed.filter((term) => term.taxonomy === 'category').map((term) => term.id),
          videoCategoryIds: filed.filter((term) => term.taxonomy === 'video_category').map((term) => term.id),
          tags: tags.map((tag) => tag.name),
          may: allowed(actor, item),
        }
      },

      /** A new draft, owned by its writer. */
      async create(actor: StaffMember, input: PostInput): Promise<number> {
        home.assertEditableHere()
        if (!this.mayWrite(actor)) throw new ServiceError('forbidden', `Your role may not write a new ${noun}.`)
        check(input)
        const now = new Date()
        const [row] = await db
          .insert(posts)
          .values({
            type,
            status: 'draft',
            slug: await uniqueSlug(input.slug || input.title, null),
            title: input.title.trim(),
            excerpt: input.excerpt.trim(),
            contentHtml: input.contentHtml,
            authorId: await knownAuthor(input.authorId),
            featuredMediaId: await knownMedia(input.featuredMediaId),
            acf: await completed(input.fields ?? {}),
            createdBy: actor.id,
            publishedAt: now,
            modifiedAt: now,
          })
          .returning({ id: posts.id })
        await setTopics(row!.id, input.topicIds)
        await setTopics(row!.id, input.videoCategoryIds, 'video_category')
        await setTags(row!.id, input.tags)
        await audit.record({
          actor,
          action: `${noun}.create`,
          itemType: 'post',
          itemId: row!.id,
          after: { title: input.title },
        })
        return row!.id
      },

      /** Saves a change; the state before it becomes a revision. A published article shows the change on the site at once. */
      async update(actor: StaffMember, id: number, input: PostInput): Promise<void> {
        home.assertEditableHere()
        const before = await load(id)
        requireEdit(actor, before)
        check(input)
        const slug = input.slug && slugify(input.slug) !== before.slug ? await uniqueSlug(input.slug, id) : before.slug
        const featuredMediaId = await knownMedia(input.featuredMediaId)
        const authorId = await knownAuthor(input.authorId)
        const fields = input.fields && (await completed(input.fields))
        await db.transaction(async (tx) => {
          await tx.insert(postRevisions).values({
            postId: id,
            title: before.title,
            excerpt: before.excerpt,
            contentHtml: before.contentHtml,
            acf: before.acf,
            savedBy: actor.id,
          })
          await tx
            .update(posts)
            .set({
              title: input.title.trim(),
              slug,
              excerpt: input.excerpt.trim(),
              contentHtml: input.contentHtml,
              authorId,
              featuredMediaId,
              acf: { ...before.acf, ...fields },
              modifiedAt: new Date(),
            })
            .where(eq(posts.id, id))
        })
        await setTopics(id, input.topicIds)
        await setTopics(id, input.videoCategoryIds, 'video_category')
        await setTags(id, input.tags)
        const changed = changedFields(before.acf, fields)
        await audit.record({ actor, action: `${noun}.update`, itemType: 'post', itemId: id, before: { title: before.title, slug: before.slug, ...changed.before }, after: { title: input.title, slug, ...changed.after } })
        if (before.status === 'publish') await dropCaches(type, id)
      },

      /**
       * Replaces some of the item's own fields (a list's entries from a file) in one step: the state
       * before is a revision, the audit log notes `summary` (what changed, in brief: a whole list is too
       * long for the log), and a published item shows the change at once.
       */
      async setFields(actor: StaffMember, id: number, fields: Record<string, unknown>, action: string, summary: { before: Record<string, unknown>; after: Record<string, unknown> }): Promise<void> {
        home.assertEditableHere()
        const before = await load(id)
        requireEdit(actor, before)
        await db.transaction(async (tx) => {
          await tx.insert(postRevisions).values({ postId: id, title: before.title, excerpt: before.excerpt, contentHtml: before.contentHtml, acf: before.acf, savedBy: actor.id })
          await tx
            .update(posts)
            .set({ acf: { ...before.acf, ...fields }, modifiedAt: new Date() })
            .where(eq(posts.id, id))
        })
        await audit.record({ actor, action: `${noun}.${action}`, itemType: 'post', itemId: id, ...summary })
        if (before.status === 'publish') await dropCaches(type, id)
      },

      publish: (actor: StaffMember, id: number) => setStatus(actor, id, 'publish', new Date()),

      /** Published by the queue at `at` (survives restarts; one job per article, the latest time wins). */
      async schedule(actor: StaffMember, id: number, at: Date): Promise<void> {
        if (!(at.getTime() > Date.now())) throw new ServiceError('validation_failed', 'Choose a time in the future', { fields: { publishAt: 'Choose a time in the future' } })
        if (!jobs) throw new ServiceError('busy', 'Scheduling needs the job queue, which this server runs without.')
        await setStatus(actor, id, 'future', at)
        await jobs.send(PUBLISH_POST_JOB, { postId: id, at: at.toISOString(), actor: { id: actor.id, email: actor.email } }, { startAfter: at })
      },

      unpublish: (actor: StaffMember, id: number) => setStatus(actor, id, 'draft'),
      trash: (actor: StaffMember, id: number) => setStatus(actor, id, 'trash'),
      restore: (actor: StaffMember, id: number) => setStatus(actor, id, 'draft'),

      /** The saved states of an item, newest first. */
      revisions(id: number) {
        return db.select().from(postRevisions).where(eq(postRevisions.postId, id)).orderBy(desc(postRevisions.savedAt), desc(postRevisions.id))
      },

      /** A revision, what changed from it to the item as it is now, and what the actor may do with the item. */
      async compare(actor: StaffMember, id: number, revisionId: number) {
        const item = await load(id)
        const [revision] = await db
          .select()
          .from(postRevisions)
          .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, id)))
        if (!revision) throw new ServiceError('not_found', 'No such revision')
        return { item, revision, diffs: diffVersions(revision, item), may: allowed(actor, item) }
      },

      /** Brings a revision back (the current state becomes a revision in turn). */
      async restoreRevision(actor: StaffMember, id: number, revisionId: number): Promise<void> {
        // A revision id from a form that no integer column can hold names no revision (decision 019).
        if (!isStorableId(revisionId)) throw new ServiceError('not_found', 'No such revision')
        const [revision] = await db
          .select()
          .from(postRevisions)
          .where(and(eq(postRevisions.id, revisionId), eq(postRevisions.postId, id)))
        if (!revision) throw new ServiceError('not_found', 'No such revision')
        const { item, topicIds, tags } = await this.get(actor, id)
        await this.update(actor, id, {
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
        await audit.record({
          actor,
          action: `${noun}.restore_revision`,
          itemType: 'post',
          itemId: id,
          after: { revisionId },
        })
      },

      /** The site's signed preview of the item as it is now saved (an hour; the real page, never cached). */
      async previewPath(id: number): Promise<string> {
        return `/preview?${new URLSearchParams({ type, id: String(id), token: await previews.issue(id) }).toString()}`
      },

      /** The topics, authors and images (the library's newest, and the item's own) an item can have. */
      async choices(featuredMediaId: number | null = null) {
        const [topics, videoCategories, people, newest, own, videos] = await Promise.all([
          db.select({ id: terms.id, name: terms.name }).from(terms).where(eq(terms.taxonomy, 'category')).orderBy(terms.name),
          type === 'videos' ? db.select({ id: terms.id, name: terms.name }).from(terms).where(eq(terms.taxonomy, 'video_category')).orderBy(terms.name) : [],
          db.select({ id: authors.id, name: authors.name }).from(authors).orderBy(authors.name),
          db
            .select()
            .from(media)
            .where(sql`${media.width} > 0`)
            .orderBy(desc(media.uploadedAt), desc(media.id))
            .limit(IMAGE_CHOICES),
          featuredMediaId === null ? [] : db.select().from(media).where(eq(media.id, featuredMediaId)),
          type === 'post' || type === 'page'
            ? db
                .select({ id: posts.id, slug: posts.slug, title: posts.title, acf: posts.acf, file: media.file, sizes: media.sizes })
                .from(posts)
                .leftJoin(media, eq(media.id, posts.featuredMediaId))
                .where(and(eq(posts.type, 'videos'), eq(posts.status, 'publish')))
                .orderBy(desc(posts.publishedAt))
                .limit(VIDEO_CHOICES)
            : [],
        ])
        // The item's own image is offered even when older than the newest: keeping it must not need a search.
        const images = own.length && !newest.some((image) => image.id === own[0]!.id) ? [...newest, own[0]!] : newest
        return {
          topics,
          videoCategories,
          videos: videos.map((video) => ({
            id: video.id,
            title: video.title,
            path: videoPath({ youtubeId: String(video.acf.youtube_id ?? ''), slug: video.slug }),
            thumbnail: video.file ? uploadsPath(video.sizes?.medium?.file ?? video.file) : null,
          })),
          authors: people,
          images: images.map((image) => ({
            id: image.id,
            title: image.title,
            alt: image.altText,
            thumbnail: uploadsPath(image.sizes.thumbnail?.file ?? image.file),
            src: uploadsPath(image.sizes.large?.file ?? image.file),
          })),
        }
      },
    }
  }
}

/** The fields a change touched, as they were and as they are (for the audit log). */
function changedFields(before: Record<string, unknown>, fields: Record<string, unknown> | undefined) {
  const changed = Object.keys(fields ?? {}).filter((name) => JSON.stringify(before[name]) !== JSON.stringify(fields![name]))
  return {
    before: Object.fromEntries(changed.map((name) => [name, before[name]])),
    after: Object.fromEntries(changed.map((name) => [name, fields![name]])),
  }
}

export type PostAdmin = ReturnType<typeof createPostAdmin>
export type PostsOfType = ReturnType<PostAdmin['of']>
