import { eq } from 'drizzle-orm'
import { postTerms, posts, terms } from '#db/schema/index.ts'
import type { TestApp } from './utils/test-app.ts'

/** The content API of the app under test, as a reader of its data (what pages should show). */
export interface WpPost {
  id: number
  slug: string
  link: string
  title: { rendered: string }
  sticky: boolean
  categories: number[]
  tags: number[]
  author: number
}
export interface WpTerm {
  id: number
  slug: string
  name: string
  description: string
  count: number
  parent?: number
  meta?: Record<string, unknown> | unknown[]
}

/** Topics as readers see them: not the blog category, nor the blogs inside it. */
export function readerTopics(terms: WpTerm[]): WpTerm[] {
  const blog = terms.find((term) => term.slug === 'blog')
  return terms.filter((term) => term !== blog && term.parent !== blog?.id)
}

export async function api<T>(t: TestApp, path: string): Promise<{ body: T; total: number; totalPages: number }> {
  const res = await t.request(`/wp-json/wp/v2/${path}`)
  if (!res.ok) throw new Error(`${path} answered ${res.status}`)
  return { body: (await res.json()) as T, total: Number(res.headers.get('x-wp-total')), totalPages: Number(res.headers.get('x-wp-totalpages')) }
}

/** The site path of a WordPress link (links end with a slash, site paths do not). */
export const pathOf = (link: string) => new URL(link).pathname.replace(/(.)\/$/, '$1')

export const OLD_BLOG_POSTS = 14
export const PROBE_SLUG = 'sanitiser-probe'

/** HTML a careless or hostile editor might paste: none of the dangerous parts may reach the page. */
export const HOSTILE_BODY = [
  '<p>Only this paragraph is safe to keep.</p>',
  '<script>window.__pwned = 1</script>',
  '<img src="/x.jpg" onerror="window.__pwned = 2">',
  '<a href="javascript:window.__pwned = 3">a bad link</a>',
  '<iframe src="https://evil.example/"></iframe>',
].join('\n')

/**
 * Data this file needs whatever the seed holds: enough old blog posts for two pages of the blog,
 * and a post with a hostile body. Dated years back, so the home page's latest list is unchanged.
 */
export async function addReadingFixtures(t: TestApp) {
  const db = t.database.db
  const [blog] = await db.select({ id: terms.id }).from(terms).where(eq(terms.slug, 'blog'))
  const [topic] = await db.select({ id: terms.id }).from(terms).where(eq(terms.slug, 'prospecting'))
  if (!blog || !topic) throw new Error('the seed has no blog category or prospecting topic')
  const day = 24 * 3600_000
  const rows = await db
    .insert(posts)
    .values([
      ...Array.from({ length: OLD_BLOG_POSTS }, (_, i) => ({
        type: 'post' as const,
        slug: `archive-blog-post-${i + 1}`,
        title: `Archive blog post number ${i + 1}`,
        excerpt: 'An older post from the blog archive.',
        contentHtml: '<p>From the archive.</p>',
        publishedAt: new Date(Date.UTC(2019, 0, 1) + i * day),
        modifiedAt: new Date(Date.UTC(2019, 0, 1) + i * day),
      })),
      {
        type: 'post' as const,
        slug: PROBE_SLUG,
        title: 'Sanitiser probe',
        excerpt: 'A post whose body carries markup that must never run.',
        contentHtml: HOSTILE_BODY,
        publishedAt: new Date(Date.UTC(2018, 5, 1)),
        modifiedAt: new Date(Date.UTC(2018, 5, 1)),
      },
    ])
    .returning({ id: posts.id, slug: posts.slug })
  await db.insert(postTerms).values(rows.map((row) => ({ postId: row.id, termId: row.slug === PROBE_SLUG ? topic.id : blog.id })))
  return { probeId: rows.at(-1)!.id }
}
