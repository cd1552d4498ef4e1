import type { ContentClient } from '../../../content/client.ts'

/** A piece of content an editor can add to an issue. */
export interface FoundItem {
  type: 'post' | 'webinars' | 'videos'
  id: number
  label: string
  title: string
  path: string
  published: string
}

const PER_KIND = 5

/** Content to add to an issue, by the site's own search: articles and blog posts, webinars, videos. */
export async function searchItems(content: Pick<ContentClient, 'getArticles' | 'searchSection'>, text: string): Promise<FoundItem[]> {
  const query = text.trim().slice(0, 200)
  if (!query) return []
  const [articles, webinars, videos] = await Promise.all([
    content.getArticles({ search: query, perPage: PER_KIND, teaser: true, countTotal: false }),
    content.searchSection('webinars', query, { perPage: PER_KIND }),
    content.searchSection('videos', query, { perPage: PER_KIND }),
  ])
  return [
    ...articles.items.map((article) => ({
      type: 'post' as const,
      id: article.id,
      label: article.isBlog ? 'Blog post' : 'Article',
      title: article.title,
      path: article.path,
      published: article.published,
    })),
    ...webinars.items.map((match) => ({ type: 'webinars' as const, id: match.id, label: 'Webinar', title: match.title, path: match.path, published: match.published })),
    ...videos.items.map((match) => ({ type: 'videos' as const, id: match.id, label: 'Video', title: match.title, path: match.path, published: match.published })),
  ]
}
