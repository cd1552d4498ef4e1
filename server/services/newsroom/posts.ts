import { and, desc, eq, ilike, inArray, ne, or, type SQL } from 'drizzle-orm'
import { authors, posts, type PostStatus, type PostType } from '#db/schema/index.ts'
import { likeLiteral } from '#db/sql-like.ts'
import { postTypeBase, type PostAdminDeps } from './posts/base.ts'
import { createChoices } from './posts/choices.ts'
import { createDrafting } from './posts/drafting.ts'
import { createPublishing, definePublishJob } from './posts/publishing.ts'
import { createRevisions } from './posts/revisions.ts'
import { readPage, rowCount } from '../paging.ts'

/**
 * Posts of every type in the back office (the embedded store): articles, pages and the sections'
 * items (webinars, issues, videos, events, lists, resources), in parts along their seams: who may
 * do what (posts/base.ts, after lib/roles.ts), drafting, publishing and scheduling through the job
 * queue, revisions, and the editor's choices. Every change is audited and drops the item's pages
 * (and every list of its kind) from the caches of every server process.
 */
const POSTS_PAGE_SIZE = 25

export { POST_NOUNS } from './posts/base.ts'
export type { PostInput } from './posts/input.ts'

export interface PostSearch {
  status?: PostStatus
  text?: string
}

export function createPostAdmin(deps: PostAdminDeps) {
  const { db } = deps
  definePublishJob(deps)
  return { of: postsOfType }

  function postsOfType(type: PostType) {
    const base = postTypeBase(deps, type)
    const drafting = createDrafting(base)
    return {
      type,
      noun: base.noun,
      ...drafting,
      ...createPublishing(base),
      ...createRevisions(base, drafting),
      ...createChoices(db, type),

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
        return readPage(
          page,
          POSTS_PAGE_SIZE,
          read,
          db
            .select(rowCount)
            .from(posts)
            .where(and(...where)),
        )
      },

      /** The items (any status but the trash) with these addresses. */
      bySlugs(slugs: string[]) {
        if (!slugs.length) return Promise.resolve([])
        return db
          .select({ id: posts.id, slug: posts.slug, title: posts.title, status: posts.status })
          .from(posts)
          .where(and(eq(posts.type, type), inArray(posts.slug, slugs), ne(posts.status, 'trash')))
      },
    }
  }
}

export type PostAdmin = ReturnType<typeof createPostAdmin>
export type PostsOfType = ReturnType<PostAdmin['of']>
