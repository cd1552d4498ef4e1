import { matchRoutes, type ClientInstrumentation, type RouteObject } from 'react-router'
import { setChunkError } from './chunk-error.ts'
import { claimStaleReload, importChunk, isChunkLoadError } from './chunk-loading.ts'

/**
 * Route modules are imported by React Router itself, with no time-out, and a failed import makes
 * it reload the page without a guard. So before each navigation we import the target's route
 * modules ourselves with the time-out (the browser then hands React Router the same module), and
 * decide what a failure does. See docs/decisions/011-route-chunk-loading.md.
 */

/** The parts of React Router's browser manifest (`window.__reactRouterManifest`) read here. */
interface ManifestRoute {
  id: string
  parentId?: string
  path?: string
  index?: boolean
  caseSensitive?: boolean
  module: string
}
type ManifestRoutes = Record<string, ManifestRoute>
interface BrowserGlobals {
  __reactRouterManifest?: { version: string; routes: ManifestRoutes }
  __reactRouterRouteModules?: Record<string, unknown>
  __reactRouterContext?: { routeDiscovery?: { manifestPath?: string } }
}

function buildRouteTree(routes: ManifestRoute[], parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) => (index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: buildRouteTree(routes, id) }))
}

/** The module addresses of the routes a path matches that this page has not loaded yet. */
export function getUnloadedModules(pathname: string, manifestRoutes: ManifestRoutes, loaded: Record<string, unknown>): string[] {
  const matches = matchRoutes(buildRouteTree(Object.values(manifestRoutes)), pathname) ?? []
  const ids = matches.map((match) => match.route.id!)
  return ids.filter((id) => !(id in loaded)).map((id) => manifestRoutes[id]!.module)
}

/**
 * Whether the page's manifest surely has the route of a path: its match ends in a static route.
 * React Router discovers routes lazily, from the links a page shows; until it has, a path may
 * match nothing, or a dynamic or catch-all route standing in for the one not discovered yet.
 */
export function isCertainMatch(pathname: string, routes: ManifestRoutes): boolean {
  const leaf = matchRoutes(buildRouteTree(Object.values(routes)), pathname)?.at(-1)?.route
  return leaf !== undefined && !(leaf.path ?? '').split('/').some((segment) => segment.startsWith(':') || segment === '*')
}

/** The path and each of its ancestors, as React Router asks its discovery endpoint for them. */
export function pathsWithAncestors(pathname: string): string[] {
  const paths = pathname.split('/').map((_, index, segments) => segments.slice(0, index + 1).join('/'))
  return [...new Set(paths.filter(Boolean))].sort()
}

const discovered = new Map<string, Promise<ManifestRoutes>>()

/**
 * The routes the server names for a path, from React Router's discovery endpoint (the same address
 * React Router asks, so the page cache answers it). Nothing when it cannot tell: the navigation
 * then goes on as React Router would.
 */
function discoverRoutes(pathname: string, version: string, manifestPath: string): Promise<ManifestRoutes> {
  let routes = discovered.get(pathname)
  if (!routes) {
    const query = new URLSearchParams({ paths: pathsWithAncestors(pathname).join(','), version })
    routes = fetch(`${manifestPath}?${query}`)
      .then((response) => (response.status === 200 ? (response.json() as Promise<ManifestRoutes>) : {}))
      .catch(() => {
        discovered.delete(pathname)
        return {}
      })
    discovered.set(pathname, routes)
  }
  return routes
}

async function loadChunksFor(to: string) {
  const globals = window as BrowserGlobals
  const manifest = globals.__reactRouterManifest
  if (!manifest) return
  const { pathname } = new URL(to, window.location.href)
  // A click before React Router discovered the target's route would otherwise leave the import
  // (and its unguarded reload on failure) to React Router.
  const routes = isCertainMatch(pathname, manifest.routes)
    ? manifest.routes
    : { ...manifest.routes, ...(await discoverRoutes(pathname, manifest.version, globals.__reactRouterContext?.routeDiscovery?.manifestPath ?? '/__manifest')) }
  const modules = getUnloadedModules(pathname, routes, globals.__reactRouterRouteModules ?? {})
  try {
    await Promise.all(modules.map((url) => importChunk(url)))
  } catch (error) {
    if (!isChunkLoadError(error)) throw error
    if (error.stale && claimStaleReload(getSessionStorage(), manifest.version)) window.location.reload()
    else setChunkError(error)
    // Never let this navigation go on: React Router would import the failed module and reload, unguarded.
    await new Promise(() => {})
  }
}

function getSessionStorage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export const routeChunkLoading: ClientInstrumentation = {
  router({ instrument }) {
    instrument({
      async navigate(navigate, { to }) {
        setChunkError(null)
        // A history step (a number) goes to a page already seen, whose modules are loaded.
        if (typeof to === 'string') await loadChunksFor(to)
        await navigate()
      },
    })
  },
}
