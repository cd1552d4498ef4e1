import { and, asc, eq } from 'drizzle-orm'
import type { Database } from '../client.ts'
import { posts, siteOptions } from '../schema/index.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * The old site's article addresses that readers and search engines still follow, each with the
 * post it became: the `legacy_articles` option (an ACF repeater on a real WordPress). Magazine
 * articles were /magazine/article.php?i={issue}&ia={article}; everything else was
 * /content/article/index.php?a={id}/{title}. The demo maps the oldest articles.
 */
export async function seedLegacyArticles(db: Tx): Promise<void> {
  const oldest = await db
    .select({ id: posts.id })
    .from(posts)
    .where(and(eq(posts.type, 'post'), eq(posts.status, 'publish')))
    .orderBy(asc(posts.publishedAt), asc(posts.id))
    .limit(8)
  const rows = oldest.map(({ id }, index) => ({
    old_address: index % 2 === 0 ? `/magazine/article.php?i=${41 + index}&ia=${1200 + index}` : `/content/article/index.php?a=${88000 + index}`,
    article: id,
  }))
  await db.insert(siteOptions).values({ name: 'legacy_articles', value: rows })
}
