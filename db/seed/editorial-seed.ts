import { sql } from 'drizzle-orm'
import { BLOG_CATEGORY_SLUG } from '#lib/site-paths.ts'
import type { Database } from '../client.ts'
import { writeAuthor, writePost, writeTerm } from '../import/write-content.ts'
import { media } from '../schema/index.ts'
import { articleDate, interleave } from './article-dates.ts'
import { blogOf, seedArticleSets, seedAuthors, seedBlogs, seedTags, seedTopics } from './demo-content.ts'
import { markdownToHtml } from './markdown.ts'
import { articlePictures } from './seed-pictures.ts'
import { PALETTES } from './art/palettes.ts'
import { writeIllustration, writePortrait } from './images.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

const UPLOAD_FOLDER = '2026/01'
export interface EditorialSeedOptions {
  siteName: string
  uploadsDir: string
  /** Newest article date; the rest go back from it (articleDate). */
  now?: Date
}

/** Topics, tags, blogs, authors with portraits, illustrations and the demo articles, through the importer's writer. */
export async function seedEditorial(tx: Tx, { siteName, uploadsDir, now = new Date() }: EditorialSeedOptions) {
  const fill = (text: string) => text.replaceAll('{{site_name}}', siteName)
  const topicId = new Map<string, number>()
  for (const topic of seedTopics) topicId.set(topic.slug, (await writeTerm(tx, { taxonomy: 'category', slug: topic.slug, name: topic.name, description: fill(topic.description) })).id)
  const blogCategory = (await writeTerm(tx, { taxonomy: 'category', slug: BLOG_CATEGORY_SLUG, name: 'Blog', description: 'First-person posts from practitioners and our columnists.' })).id
  const tagId = new Map<string, number>()
  for (const tag of seedTags) tagId.set(tag.slug, (await writeTerm(tx, { taxonomy: 'post_tag', slug: tag.slug, name: tag.name, description: '' })).id)

  const articles = interleave(seedArticleSets)
  const scenes = articlePictures()
  const pictures = await tx
    .insert(media)
    .values(
      await Promise.all(
        articles.map(async (article) => {
          const slug = `illustration-${article.slug}`
          return {
            slug,
            title: `${fill(article.title)}: illustration`,
            caption: 'Illustration generated for this site.',
            ...(await writeIllustration(uploadsDir, UPLOAD_FOLDER, slug, scenes.get(article.slug)!)),
          }
        }),
      ),
    )
    .returning({ id: media.id })
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
  const authorId = new Map<string, number>()
  for (const [i, author] of seedAuthors.entries()) {
    authorId.set(author.slug, (await writeAuthor(tx, { slug: author.slug, name: author.name, jobTitle: author.title, bio: fill(author.bio), avatarMediaId: avatars[i]!.id })).id)
  }

  // The blogs: children of the blog category, each owned by the author who writes most of its posts.
  const blogId = new Map<string, number>()
  for (const blog of seedBlogs) {
    const writers = articles.filter((article) => article.blog && blogOf(article.topics[0]).slug === blog.slug).map((article) => article.author)
    const owner = [...new Set(writers)].sort((a, b) => writers.filter((w) => w === b).length - writers.filter((w) => w === a).length)[0]
    const meta = owner && authorId.has(owner) ? { blog_owner: authorId.get(owner)! } : {}
    blogId.set(blog.slug, (await writeTerm(tx, { taxonomy: 'category', slug: blog.slug, name: blog.name, description: blog.description, parentId: blogCategory, meta })).id)
  }

  for (const [i, article] of articles.entries()) {
    const publishedAt = articleDate(i, articles.length, now)
    const termIds = [
      ...article.topics.map((slug) => topicId.get(slug)),
      ...(article.blog ? [blogCategory] : []),
      ...article.tags.map((slug) => tagId.get(slug)),
      ...(article.blog ? [blogId.get(blogOf(article.topics[0]).slug)] : []),
    ].filter((id): id is number => id !== undefined)
    await writePost(tx, {
      type: 'post',
      slug: article.slug,
      title: fill(article.title),
      excerpt: fill(article.deck),
      contentHtml: markdownToHtml(fill(article.body)),
      authorId: authorId.get(article.author) ?? null,
      featuredMediaId: pictures[i]!.id,
      sticky: i === 0,
      publishedAt,
      modifiedAt: publishedAt,
      termIds,
    })
  }
  await tx.execute(sql`analyze posts`)
}
