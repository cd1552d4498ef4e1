import { and, eq } from 'drizzle-orm'
import { linkListCompanies } from '#db/companies/link-list-companies.ts'
import { postRevisions, posts, postTerms, terms } from '#db/schema/index.ts'
import { slugify } from '#lib/section-paths.ts'
import { createPreviewTokens } from '../../../content/service/preview-tokens.ts'
import { ServiceError } from '../../errors.ts'
import type { StaffMember } from '../../staff/staff.ts'
import type { PostInput } from './input.ts'
import type { PostTypeBase } from './base.ts'
import { createFiling } from './filing.ts'
import { reachOfSave } from './change-reach.ts'
import { savedSinceOpened } from './save-conflict.ts'

/**
 * Writing an item: a new draft owned by its writer, saved changes (the state before each becomes a
 * revision), an item's own fields replaced in one step, and the signed preview of what is saved.
 */
export function createDrafting(base: PostTypeBase) {
  const { deps, type, noun, load, allowed, requireEdit, mayWrite, dropCaches } = base
  const { db, audit, home } = deps
  const filing = createFiling(db, type, noun)
  const previews = createPreviewTokens(db)

  function check(input: PostInput) {
    const fields: Record<string, string> = {}
    if (!input.title.trim()) fields.title = `Give the ${noun} a title`
    if (input.title.length > 300) fields.title = 'At most 300 characters'
    if (input.excerpt.length > 1000) fields.excerpt = 'At most 1,000 characters'
    if (Object.keys(fields).length) throw new ServiceError('validation_failed', 'Check the marked fields', { fields })
  }

  /** The item's topics and tags in their order, to tell whether a save moved it between lists. */
  async function termIdsOf(id: number) {
    const filed = await db.select({ id: postTerms.termId }).from(postTerms).where(eq(postTerms.postId, id)).orderBy(postTerms.sortOrder, postTerms.termId)
    return filed.map((row) => row.id)
  }

  async function fileItem(id: number, input: PostInput) {
    await filing.setTopics(id, input.topicIds)
    await filing.setTopics(id, input.videoCategoryIds, 'video_category')
    await filing.setTags(id, input.tags)
  }

  /** Keeps the item as it is now as a revision, then changes it, in one transaction. */
  async function reviseWith(actor: StaffMember, before: typeof posts.$inferSelect, change: Partial<typeof posts.$inferInsert>) {
    await db.transaction(async (tx) => {
      await tx.insert(postRevisions).values({ postId: before.id, title: before.title, excerpt: before.excerpt, contentHtml: before.contentHtml, acf: before.acf, savedBy: actor.id })
      await tx
        .update(posts)
        .set({ ...change, modifiedAt: new Date() })
        .where(eq(posts.id, before.id))
      if (type === 'lists' && change.acf) await linkListCompanies(tx, before.id, change.acf)
    })
  }

  return {
    mayWrite,

    /** Whether the actor may publish a new item of this type as they write it. */
    mayPublishNew: (actor: StaffMember) => mayWrite(actor) && allowed(actor, { createdBy: actor.id, status: 'draft' }).publish,

    /** One item with its topics and tags, and what the actor may do with it. */
    async get(actor: StaffMember, id: number) {
      const item = await load(id)
      const filed = await db
        .select({ id: postTerms.termId, taxonomy: terms.taxonomy })
        .from(postTerms)
        .innerJoin(terms, eq(terms.id, postTerms.termId))
        .where(eq(postTerms.postId, id))
        .orderBy(postTerms.sortOrder)
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
      if (!mayWrite(actor)) throw new ServiceError('forbidden', `Your role may not write a new ${noun}.`)
      check(input)
      const now = new Date()
      const [row] = await db
        .insert(posts)
        .values({
          type,
          status: 'draft',
          slug: await filing.uniqueSlug(input.slug || input.title, null),
          title: input.title.trim(),
          excerpt: input.excerpt.trim(),
          contentHtml: input.contentHtml,
          authorId: await filing.knownAuthor(input.authorId),
          featuredMediaId: await filing.knownMedia(input.featuredMediaId),
          acf: await filing.completed(input.fields ?? {}),
          createdBy: actor.id,
          publishedAt: now,
          modifiedAt: now,
        })
        .returning({ id: posts.id, acf: posts.acf })
      if (type === 'lists') await linkListCompanies(db, row!.id, row!.acf)
      await fileItem(row!.id, input)
      await audit.record({ actor, action: `${noun}.create`, itemType: 'post', itemId: row!.id, after: { title: input.title } })
      return row!.id
    },

    /**
     * Saves a change; the state before it becomes a revision. A published article shows the change
     * on the site at once. `opened` is the save the writer's form was opened on (its `savedAt`):
     * when someone saved since, the change is refused rather than silently undoing theirs.
     */
    async update(actor: StaffMember, id: number, input: PostInput, opened: { savedAt?: string } = {}): Promise<void> {
      home.assertEditableHere()
      const before = await load(id)
      requireEdit(actor, before)
      if (opened.savedAt !== undefined && opened.savedAt !== before.modifiedAt.toISOString()) throw await savedSinceOpened(db, noun, before, actor.id)
      check(input)
      const slug = input.slug && slugify(input.slug) !== before.slug ? await filing.uniqueSlug(input.slug, id) : before.slug
      const featuredMediaId = await filing.knownMedia(input.featuredMediaId)
      const authorId = await filing.knownAuthor(input.authorId)
      const fields = input.fields && (await filing.completed(input.fields))
      const termIdsBefore = await termIdsOf(id)
      const after = { title: input.title.trim(), slug, excerpt: input.excerpt.trim(), contentHtml: input.contentHtml, authorId, featuredMediaId, acf: { ...before.acf, ...fields } }
      await reviseWith(actor, before, after)
      await fileItem(id, input)
      const changed = changedFields(before.acf, fields)
      await audit.record({
        actor,
        action: `${noun}.update`,
        itemType: 'post',
        itemId: id,
        before: { title: before.title, slug: before.slug, ...changed.before },
        after: { title: input.title, slug, ...changed.after },
      })
      if (before.status === 'publish') await dropCaches(type, id, reachOfSave({ ...before, termIds: termIdsBefore }, { ...after, termIds: await termIdsOf(id) }))
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
      await reviseWith(actor, before, { acf: { ...before.acf, ...fields } })
      await audit.record({ actor, action: `${noun}.${action}`, itemType: 'post', itemId: id, ...summary })
      if (before.status === 'publish') await dropCaches(type, id)
    },

    /** The site's signed preview of the item as it is now saved (an hour; the real page, never cached). */
    async previewPath(id: number): Promise<string> {
      return `/preview?${new URLSearchParams({ type, id: String(id), token: await previews.issue(id) }).toString()}`
    },
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
