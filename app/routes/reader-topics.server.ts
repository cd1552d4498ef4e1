import type { AppLoadContext } from 'react-router'
import type { Topic } from '#lib/content-model.ts'
import { BLOG_CATEGORY_SLUG } from '../../lib/site-paths.ts'

/** The category that holds blog posts; the topic list is cached by the content client, so this is cheap. */
export async function getBlogCategory(context: AppLoadContext): Promise<Topic | null> {
  const topics = await context.content.getTopics()
  return topics.find((topic) => topic.slug === BLOG_CATEGORY_SLUG) ?? null
}

/** Topics as readers see them: the blog and its blogs (its child categories) are a section of their own, not topics. */
export async function getReaderTopics(context: AppLoadContext): Promise<Topic[]> {
  const topics = await context.content.getTopics()
  const blog = topics.find((topic) => topic.slug === BLOG_CATEGORY_SLUG)
  return topics.filter((topic) => topic !== blog && (!blog || topic.parent !== blog.id))
}
