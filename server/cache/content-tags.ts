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

/**
 * The tags a read records from what it answered, beside its path's: each item it returned, so a
 * change to one item reaches the pages that show it. A read that asked only for teaser fields (a
 * `_fields` list without `content`) names its items `posts:12:listed`, which a body-only edit
 * leaves alone; items without an id (sitemaps, feeds) are `posts:unnamed`, dropped by every change.
 */
export function tagsOfRead(path: string, data: unknown): string[] {
  const [route, search = ''] = path.split(' ')[0]!.split('?') as [string, string?]
  const collection = /^(?:\/?wp-json\/)?wp\/v2\/([a-z_-]+)/.exec(route)?.[1]
  if (!collection || data === null || typeof data !== 'object') return []
  const fields = new URLSearchParams(search).get('_fields')
  const suffix = fields !== null && !fields.split(',').some((field) => field.trim().split('.')[0] === 'content') ? ':listed' : ''
  const items: unknown[] = Array.isArray(data) ? data : [data]
  return items.map((item) => {
    const id = (item as { id?: unknown } | null)?.id
    return typeof id === 'number' ? `${collection}:${id}${suffix}` : `${collection}:unnamed`
  })
}

export type ContentChangeAction = 'publish' | 'update' | 'delete'
/**
 * How far an update of an item shows: `body` only on the item's own page; `listed` also in the
 * lists that show the item (its title, summary, image or address); `placement` can move it into
 * or out of lists (status, dates, topics, author, section fields): every list of its kind.
 */
export type ChangeReach = 'body' | 'listed' | 'placement'
export interface ContentChange {
  /** A post type (`post`, `page`, `webinars`...), `term`, `user`, `media` or `menu`. */
  type: string
  id: number
  action: ContentChangeAction
  /** An update's reach; unstated (a WordPress notice), the widest. */
  reach?: ChangeReach
}

const ROUTE_OF_TYPE: Record<string, string> = { post: 'posts', page: 'pages', attachment: 'media', media: 'media', user: 'users' }
const TERM_ROUTES = ['categories', 'tags', 'video_categories']

/**
 * What a change makes stale: the item's pages, and as far as its reach goes, the lists that show
 * it or every list of its kind (home, topics, section indexes all read lists; sitemaps and feeds
 * name no ids and go with every change). A term or an author shows inside posts, so their changes
 * reach every list of posts too; a page of one post embeds its terms and author through the lists
 * beside it (related articles), which the `posts` tag covers.
 */
export function tagsOfChange(change: ContentChange): string[] {
  if (change.type === 'menu') return ['menus', 'myheader_menu', 'myfooter_menu']
  if (change.type === 'options') return ['options']
  if (change.type === 'term') return [...TERM_ROUTES, ...TERM_ROUTES.map((route) => `${route}:${change.id}`), 'posts']
  const route = ROUTE_OF_TYPE[change.type] ?? change.type
  const item = `${route}:${change.id}`
  if (route === 'users' || route === 'media') return [route, item, 'posts']
  const reach = change.action === 'update' ? (change.reach ?? 'placement') : 'placement'
  return [...(reach === 'placement' ? [route] : []), item, ...(reach === 'body' ? [] : [`${item}:listed`]), `${route}:unnamed`]
}

/** The header value a CDN purges by: space-separated for Surrogate-Key, comma-separated for Cache-Tag. */
export function tagHeaders(tags: Iterable<string>): { surrogateKey: string; cacheTag: string } | null {
  const list = [...tags].sort()
  return list.length ? { surrogateKey: list.join(' '), cacheTag: list.join(',') } : null
}
