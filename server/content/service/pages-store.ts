import { and, asc, count, eq } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { posts } from '#db/schema/index.ts'

const publishedPages = and(eq(posts.type, 'page'), eq(posts.status, 'publish'))

export async function findPageById(db: Database, id: number) {
  const [page] = await db.select().from(posts).where(and(publishedPages, eq(posts.id, id))).limit(1)
  return page ?? null
}

export async function listPages(db: Database, query: { slug?: string; perPage: number; page: number }) {
  const where = query.slug ? and(publishedPages, eq(posts.slug, query.slug)) : publishedPages
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(posts)
      .where(where)
      .orderBy(asc(posts.menuOrder), asc(posts.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    db.select({ total: count() }).from(posts).where(where),
  ])
  return { rows, total: total?.total ?? 0 }
}
