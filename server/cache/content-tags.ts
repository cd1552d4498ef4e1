import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * Cache tags name what a page was made from, so a change drops exactly the pages (and content
 * reads) that used it: `posts:12` for one post, `posts` for any list of posts, `menus`, and so on.
 * They travel as Surrogate-Key / Cache-Tag headers for a CDN, and by NOTIFY between processes.
 */
const recording = new AsyncLocalStorage<Set<string>>()

/** The tags of a WordPress REST read (`wp/v2/posts/12?_embed=1` → `posts:12`; a collection → `posts`). */
export function tagsOfContentPath(path: string): string[] {
  const route = path
    .split('?')[0]!
    .replace(/^\/?(wp-json\/)?/, '')
    .replace(/\/+$/, '')
  // The index (what the API offers) changes with its plugins, not with content.
  if (!route) return []
  const standard = /^wp\/v2\/([a-z_-]+)(?:\/(\d+))?/.exec(route)
  if (standard) return [standard[2] ? `${standard[1]}:${standard[2]}` : standard[1]!]
  // The plugin's choice of fixed pages is a setting too: an options notice drops it.
  if (route.startsWith('acf/v3/options') || route === 'quota/v1/fixed-pages') return ['options']
  return [route.replaceAll('/', '.')]
}

/** Runs a render and returns, with its result, the tags of every content read it made. */
export async function collectContentTags<T>(render: () => Promise<T>): Promise<{ result: T; tags: Set<string> }> {
  const tags = new Set<string>()
  const result = await recording.run(tags, render)
  return { result, tags }
}

/** Notes the tags of a read for the render in progress, if any. */
export function recordContentTags(tags: Iterable<string>): void {
  const current = recording.getStore()
  if (!current) return
  for (const tag of tags) current.add(tag)
}

export type ContentChangeAction = 'publish' | 'update' | 'delete'
export interface ContentChange {
  /** A post type (`post`, `page`, `webinars`...), `term`, `user`, `media` or `menu`. */
  type: string
  id: number
  action: ContentChangeAction
}

const ROUTE_OF_TYPE: Record<string, string> = { post: 'posts', page: 'pages', attachment: 'media', media: 'media', user: 'users' }
const TERM_ROUTES = ['categories', 'tags', 'video_categories']

/**
 * What a change makes stale: the item and every list of its kind (home, topics, section indexes,
 * sitemaps and feeds all read lists). A term or an author shows inside posts, so their changes
 * reach every list of posts too; a page of one post embeds its terms and author through the lists
 * beside it (related articles), which the `posts` tag covers.
 */
export function tagsOfChange(change: ContentChange): string[] {
  if (change.type === 'menu') return ['menus', 'myheader_menu', 'myfooter_menu']
  if (change.type === 'options') return ['options']
  if (change.type === 'term') return [...TERM_ROUTES, ...TERM_ROUTES.map((route) => `${route}:${change.id}`), 'posts']
  const route = ROUTE_OF_TYPE[change.type] ?? change.type
  const tags = [route, `${route}:${change.id}`]
  if (route === 'users' || route === 'media') tags.push('posts')
  return tags
}

/** The header value a CDN purges by: space-separated for Surrogate-Key, comma-separated for Cache-Tag. */
export function tagHeaders(tags: Iterable<string>): { surrogateKey: string; cacheTag: string } | null {
  const list = [...tags].sort()
  return list.length ? { surrogateKey: list.join(' '), cacheTag: list.join(',') } : null
}
