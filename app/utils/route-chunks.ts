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
interface BrowserGlobals {
  __reactRouterManifest?: { version: string; routes: Record<string, ManifestRoute> }
  __reactRouterRouteModules?: Record<string, unknown>
}

function buildRouteTree(routes: ManifestRoute[], parentId?: string): RouteObject[] {
  return routes
    .filter((route) => route.parentId === parentId)
    .map(({ id, path, index, caseSensitive }) =>
      index ? { id, path, index: true, caseSensitive } : { id, path, caseSensitive, children: buildRouteTree(routes, id) },
    )
}

/** The module addresses of the routes a path matches that this page has not loaded yet. */
export function getUnloadedModules(
  pathname: string,
  manifestRoutes: Record<string, ManifestRoute>,
  loaded: Record<string, unknown>,
): string[] {
  const matches = matchRoutes(buildRouteTree(Object.values(manifestRoutes)), pathname) ?? []
  const ids = matches.map((match) => match.route.id!)
  return ids.filter((id) => !(id in loaded)).map((id) => manifestRoutes[id]!.module)
}

async function loadChunksFor(to: string) {
  const globals = window as BrowserGlobals
  const manifest = globals.__reactRouterManifest
  if (!manifest) return
  const { pathname } = new URL(to, window.location.href)
  const modules = getUnloadedModules(pathname, manifest.routes, globals.__reactRouterRouteModules ?? {})
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
