import { sql } from 'drizzle-orm'
import { escapeHtml } from '#lib/html-text.ts'
import { BLOG_CATEGORY_SLUG } from '#lib/site-paths.ts'
import type { Database } from '../client.ts'
import { authors, media, postTerms, posts, terms } from '../schema/index.ts'
import type { SeedArticle } from './editorial/types.ts'
import { seedArticleSets, seedAuthors, seedTags, seedTopics } from './editorial/index.ts'
import { blogOf, seedBlogs } from './editorial/blogs.ts'
import { topicIllustration } from './art/scenes.ts'
import { PALETTES } from './art/palettes.ts'
import { writeIllustration, writePortrait } from './images.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/** Pictures per topic: articles of one topic take turns with them. */
export const ILLUSTRATIONS_PER_TOPIC = 2
const UPLOAD_FOLDER = '2026/01'
const DAY_MS = 24 * 3600_000

export function paragraphsToHtml(paragraphs: string[]): string {
  return paragraphs
    .map((paragraph) =>
      paragraph.startsWith('## ') ? `<h2>${escapeHtml(paragraph.slice(3).trim())}</h2>` : `<p>${escapeHtml(paragraph.trim())}</p>`,
    )
    .join('\n')
}

/** Articles of all topics interleaved, so that the newest ones span every topic. */
export function interleave(sets: { articles: SeedArticle[] }[]): SeedArticle[] {
  const longest = Math.max(...sets.map((set) => set.articles.length))
  const result: SeedArticle[] = []
  for (let i = 0; i < longest; i++) for (const set of sets) if (set.articles[i]) result.push(set.articles[i]!)
  return result
}

export interface EditorialSeedOptions {
  siteName: string
  uploadsDir: string
  /** Newest article date; the rest go back about a day apart. */
  now?: Date
}

/** Topics, tags, authors with portraits, illustrations and the demo articles. */
export async function seedEditorial(tx: Tx, { siteName, uploadsDir, now = new Date() }: EditorialSeedOptions) {
  const fill = (text: string) => text.replaceAll('{{site_name}}', siteName)

  const topicRows = await tx
    .insert(terms)
    .values([
      ...seedTopics.map((topic) => ({ taxonomy: 'category' as const, slug: topic.slug, name: topic.name, description: fill(topic.description) })),
      { taxonomy: 'category' as const, slug: BLOG_CATEGORY_SLUG, name: 'Blog', description: 'First-person posts from practitioners and our columnists.' },
    ])
    .returning({ id: terms.id, slug: terms.slug })
  const tagRows = await tx
    .insert(terms)
    .values(seedTags.map((tag) => ({ taxonomy: 'post_tag' as const, slug: tag.slug, name: tag.name })))
    .returning({ id: terms.id, slug: terms.slug })
  const topicId = new Map(topicRows.map((row) => [row.slug, row.id]))
  const tagId = new Map(tagRows.map((row) => [row.slug, row.id]))

  const illustrationSlots = seedTopics.flatMap((topic, t) => Array.from({ length: ILLUSTRATIONS_PER_TOPIC }, (_, n) => ({ topic, t, n })))
  const illustrationRows = await tx
    .insert(media)
    .values(
      await Promise.all(
        illustrationSlots.map(async ({ topic, t, n }) => {
          const palette = PALETTES[(t * 3 + n * 5) % PALETTES.length]!
          const slug = `illustration-${topic.slug}-${n + 1}`
          return {
            slug,
            title: `${topic.name} illustration ${n + 1}`,
            caption: 'Illustration generated for this site.',
            ...(await writeIllustration(uploadsDir, UPLOAD_FOLDER, slug, topicIllustration(topic.slug, palette, t + n * 7))),
          }
        }),
      ),
    )
    .returning({ id: media.id })
  const illustrationOf = (topic: string | undefined, turn: number) => {
    const t = Math.max(0, seedTopics.findIndex((candidate) => candidate.slug === topic))
    return illustrationRows[t * ILLUSTRATIONS_PER_TOPIC + (turn % ILLUSTRATIONS_PER_TOPIC)]!.id
  }

  const avatars = await tx
    .insert(media)
    .values(
      await Promise.all(
        seedAuthors.map(async (author, i) => ({
          slug: `${author.slug}-portrait`,
          title: `${author.name}`,
          ...(await writePortrait(uploadsDir, UPLOAD_FOLDER, author.slug, author.name, PALETTES[(i + 3) % PALETTES.length]!)),
        })),
      ),
    )
    .returning({ id: media.id })

  const authorRows = await tx
    .insert(authors)
    .values(seedAuthors.map((author, i) => ({ slug: author.slug, name: author.name, jobTitle: author.title, bio: fill(author.bio), avatarMediaId: avatars[i]!.id })))
    .returning({ id: authors.id, slug: authors.slug })
  const authorId = new Map(authorRows.map((row) => [row.slug, row.id]))

  const articles = interleave(seedArticleSets)
  const inserted = await tx
    .insert(posts)
    .values(
      articles.map((article, i) => {
        const publishedAt = new Date(now.getTime() - i * 1.4 * DAY_MS - ((i * 37) % 11) * 3600_000)
        return {
          type: 'post' as const,
          slug: article.slug,
          title: fill(article.title),
          excerpt: fill(article.deck),
          contentHtml: paragraphsToHtml(article.paragraphs.map(fill)),
          authorId: authorId.get(article.author) ?? null,
          featuredMediaId: illustrationOf(article.topics[0], Math.floor(i / seedTopics.length)),
          sticky: i === 0,
          publishedAt,
          modifiedAt: publishedAt,
        }
      }),
    )
    .returning({ id: posts.id })

  const links = articles.flatMap((article, i) => {
    const postId = inserted[i]!.id
    const termSlugs = [...article.topics.map((slug) => topicId.get(slug)), ...(article.blog ? [topicId.get(BLOG_CATEGORY_SLUG)] : []), ...article.tags.map((slug) => tagId.get(slug))]
    return [...new Set(termSlugs.filter((id): id is number => id !== undefined))].map((termId, sortOrder) => ({ postId, termId, sortOrder }))
  })
  for (let i = 0; i < links.length; i += 1000) await tx.insert(postTerms).values(links.slice(i, i + 1000))

  // The blogs: each blog post also goes to its blog, a child of the blog category owned by the author who writes it most.
  const blogPosts = articles.map((article, i) => ({ article, postId: inserted[i]!.id })).filter(({ article }) => article.blog)
  const blogRows = await tx
    .insert(terms)
    .values(
      seedBlogs.map((blog) => {
        const writers = blogPosts.filter(({ article }) => blogOf(article.topics[0]).slug === blog.slug).map(({ article }) => article.author)
        const owner = [...new Set(writers)].sort((a, b) => writers.filter((w) => w === b).length - writers.filter((w) => w === a).length)[0]
        return {
          taxonomy: 'category' as const,
          slug: blog.slug,
          name: blog.name,
          description: blog.description,
          parentId: topicId.get(BLOG_CATEGORY_SLUG)!,
          meta: owner && authorId.has(owner) ? { blog_owner: authorId.get(owner)! } : {},
        }
      }),
    )
    .returning({ id: terms.id, slug: terms.slug })
  const blogId = new Map(blogRows.map((row) => [row.slug, row.id]))
  if (blogPosts.length > 0) {
    await tx.insert(postTerms).values(blogPosts.map(({ article, postId }) => ({ postId, termId: blogId.get(blogOf(article.topics[0]).slug)!, sortOrder: 50 })))
  }
  await tx.execute(sql`analyze posts`)
}
