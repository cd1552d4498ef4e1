import type { Article, Image } from '#lib/content-model.ts'
import { topicPath } from '../../lib/site-paths.ts'

/** What a list needs of an article: no body, no bio, one topic. Keeps loader payloads small. */
export interface Teaser {
  id: number
  path: string
  title: string
  deck: string
  published: string
  authorName: string | null
  image: Image | null
  /** The primary topic, or the blog for posts filed only there. */
  label: { name: string; path: string } | null
}

export function toTeaser(article: Article): Teaser {
  const topic = article.topics[0]
  const label = topic ? { name: topic.name, path: topicPath(topic) } : article.isBlog ? { name: 'Blog', path: '/blog' } : null
  return {
    id: article.id,
    path: article.path,
    title: article.title,
    deck: article.deck,
    published: article.published,
    authorName: article.author?.name ?? null,
    image: article.image,
    label,
  }
}
