import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { authors, media, posts, postTerms, terms, type PostType } from '#db/schema/index.ts'
import type { Taxonomy } from '#lib/content-model.ts'
import { articlePath } from '#lib/site-paths.ts'
import { slugify } from '#lib/section-paths.ts'

/**
 * What an item is filed under and points at, written as the drafting saves it: its address, its
 * topics and tags, its author and image (when they still exist), and an issue's links to its articles.
 */
export function createFiling(db: Database, type: PostType, noun: string) {
  const clearTerms = (id: number, taxonomy: Taxonomy) =>
    db.delete(postTerms).where(and(eq(postTerms.postId, id), inArray(postTerms.termId, db.select({ id: terms.id }).from(terms).where(eq(terms.taxonomy, taxonomy)))))
  /** Files the item under these terms in this order, numbered from `first`. */
  async function fileUnder(id: number, termIds: number[], first: number) {
    if (termIds.length)
      await db
        .insert(postTerms)
        .values(termIds.map((termId, i) => ({ postId: id, termId, sortOrder: first + i })))
        .onConflictDoNothing()
  }

  return {
    async uniqueSlug(wanted: string, exceptId: number | null): Promise<string> {
      const base = slugify(wanted).slice(0, 180) || noun
      for (let n = 1; ; n++) {
        const slug = n === 1 ? base : `${base}-${n}`
        const [taken] = await db
          .select({ id: posts.id })
          .from(posts)
          .where(and(eq(posts.type, type), eq(posts.slug, slug), exceptId === null ? undefined : ne(posts.id, exceptId)))
        if (!taken) return slug
      }
    },

    /** A magazine issue's contents link the articles they name by id: the link follows the article's address. */
    async completed(fields: Record<string, unknown>): Promise<Record<string, unknown>> {
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
    },

    /** A media id that exists, else none (a stale form must not fail on a deleted image). */
    async knownMedia(id: number | null): Promise<number | null> {
      if (id === null) return null
      const [row] = await db.select({ id: media.id }).from(media).where(eq(media.id, id))
      return row?.id ?? null
    },

    /** An author chosen on the form who is gone (or never was) leaves the byline empty, as an unknown image does. */
    async knownAuthor(id: number | null): Promise<number | null> {
      if (id === null) return null
      const [row] = await db.select({ id: authors.id }).from(authors).where(eq(authors.id, id))
      return row?.id ?? null
    },

    async setTopics(id: number, topicIds: number[] | undefined, taxonomy: 'category' | 'video_category' = 'category') {
      if (!topicIds) return
      await clearTerms(id, taxonomy)
      const known = topicIds.length
        ? await db
            .select({ id: terms.id })
            .from(terms)
            .where(and(eq(terms.taxonomy, taxonomy), inArray(terms.id, topicIds)))
        : []
      await fileUnder(
        id,
        topicIds.filter((topicId) => known.some((row) => row.id === topicId)),
        0,
      )
    },

    /** The article's tags by name, in the given order; a name not yet a tag becomes one. */
    async setTags(id: number, names: string[] | undefined) {
      if (!names) return
      await clearTerms(id, 'post_tag')
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
      // After the topics, whatever their number.
      await fileUnder(id, ids, 100)
    },
  }
}
