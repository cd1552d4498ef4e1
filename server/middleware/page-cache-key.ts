import { matchRoutes, type RouteObject, type ServerBuild } from 'react-router'
import type { QueryHandle } from '#lib/query-handle.ts'

/** Single fetch: `/blog.data` loads `/blog`'s data (`/_root.data` the home page's); `_routes` picks loaders. */
const DATA_SUFFIX = '.data'
const DATA_PARAMS = ['_routes']
/** Lazy route discovery: `/__manifest?paths=...&version=...` answers the routes of those paths. */
const MANIFEST_PARAMS = ['paths', 'version']

/** The build's flat route manifest as the tree `matchRoutes` takes, each route with its id and handle. */
export function toRouteTree(manifest: ServerBuild['routes']): RouteObject[] {
  const byParent = new Map<string | undefined, RouteObject[]>()
  for (const route of Object.values(manifest)) {
    if (!route) continue
    const node = { id: route.id, path: route.path, index: route.index, caseSensitive: route.caseSensitive, handle: route.module.handle } as RouteObject
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), node])
  }
  const attach = (nodes: RouteObject[]): RouteObject[] => nodes.map((node) => (node.index ? node : { ...node, children: attach(byParent.get(node.id) ?? []) }))
  return attach(byParent.get(undefined) ?? [])
}

function readsQuery(handle: unknown): readonly string[] {
  const names = (handle as Partial<QueryHandle> | undefined)?.readsQuery
  return Array.isArray(names) ? names : []
}

/**
 * The page cache's key for a URL: the path and only the query parameters the matched routes
 * declare they read, sorted. Any other parameter (`?cb=1`, tracking tags) cannot change the page,
 * so it shares the canonical entry instead of adding one: noise cannot push real pages out.
 */
export function createPageCacheKey(build: Pick<ServerBuild, 'routes' | 'routeDiscovery'>): (url: URL) => string {
  const tree = toRouteTree(build.routes)
  const manifestPath = build.routeDiscovery.mode === 'lazy' ? build.routeDiscovery.manifestPath : null
  const readBy = (url: URL): Set<string> => {
    if (url.pathname === manifestPath) return new Set(MANIFEST_PARAMS)
    const isData = url.pathname.endsWith(DATA_SUFFIX)
    const pagePath = !isData ? url.pathname : url.pathname === `/_root${DATA_SUFFIX}` ? '/' : url.pathname.slice(0, -DATA_SUFFIX.length)
    const read = new Set((matchRoutes(tree, pagePath) ?? []).flatMap((match) => readsQuery(match.route.handle)))
    if (isData) for (const name of DATA_PARAMS) read.add(name)
    return read
  }
  return (url) => {
    const read = readBy(url)
    const kept = [...url.searchParams].filter(([name]) => read.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    const query = new URLSearchParams(kept).toString()
    return query ? `${url.pathname}?${query}` : url.pathname
  }
}
