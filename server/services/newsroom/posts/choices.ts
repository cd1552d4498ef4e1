import { libraryImageOf } from '#lib/library-image.ts'
import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { authors, media, posts, terms, type PostType } from '#db/schema/index.ts'
import { uploadsPath } from '#lib/site-paths.ts'
import { videoPath } from '#lib/section-paths.ts'

/** How many of the library's newest images the editor offers. */
const IMAGE_CHOICES = 48
/** How many of the newest videos the editor offers to embed. */
const VIDEO_CHOICES = 48
/** How many tags the article's tag picker offers as it is typed in (by name); any other name is made on save. */
const TAG_CHOICES = 1000

/** What the editor offers an item of this type to choose from. */
export function createChoices(db: Database, type: PostType) {
  return {
    /** The topics, categories, tags, authors and images (the library's newest, and the item's own) an item can have. */
    async choices(featuredMediaId: number | null = null) {
      const [topics, videoCategories, people, newest, own, videos, tags] = await Promise.all([
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
        type === 'post' ? db.select({ name: terms.name }).from(terms).where(eq(terms.taxonomy, 'post_tag')).orderBy(terms.name).limit(TAG_CHOICES) : [],
      ])
      // The item's own image is offered even when older than the newest: keeping it must not need a search.
      const images = own.length && !newest.some((image) => image.id === own[0]!.id) ? [...newest, own[0]!] : newest
      return {
        topics,
        videoCategories,
        tags: tags.map((tag) => tag.name),
        videos: videos.map((video) => ({
          id: video.id,
          title: video.title,
          path: videoPath({ youtubeId: String(video.acf.youtube_id ?? ''), slug: video.slug }),
          thumbnail: video.file ? uploadsPath(video.sizes?.medium?.file ?? video.file) : null,
        })),
        authors: people,
        images: images.map(libraryImageOf),
      }
    },
  }
}
