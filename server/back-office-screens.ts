import { generatePath, matchRoutes, type ServerBuild } from 'react-router'
import { bodyOf, declarationOf, navEntriesOf, type BackOfficeArea, type BackOfficeScreens, type NavEntry, type NavLinkEntry, type ScreenDeclaration } from '#lib/back-office-screen.ts'
import { toRouteTree } from './middleware/page-cache-key.ts'

const AREAS: readonly BackOfficeArea[] = ['admin', 'sponsor']
const trimmed = (pattern: string) => pattern.replace(/^\/+|\/+$/g, '')
const areaOf = (pattern: string) => AREAS.find((area) => pattern === area || pattern.startsWith(`${area}/`))

interface DeclaredRoute {
  id: string
  pattern: string
  screen: ScreenDeclaration
}

/** Every route under /admin and /sponsor with its declaration, in the manifest's (app/routes.ts's) order. */
function declaredRoutes(manifest: ServerBuild['routes']): DeclaredRoute[] {
  const patterns = new Map<string, string>()
  const patternOf = (id: string): string => {
    const known = patterns.get(id)
    if (known !== undefined) return known
    const route = manifest[id]!
    const pattern = trimmed([route.parentId ? patternOf(route.parentId) : '', route.path ?? ''].filter(Boolean).join('/'))
    patterns.set(id, pattern)
    return pattern
  }
  const declared: DeclaredRoute[] = []
  for (const route of Object.values(manifest)) {
    if (!route) continue
    const pattern = patternOf(route.id)
    if (!areaOf(pattern)) continue
    const screen = declarationOf(route.id, route.module.handle)
    // A screen that forgot its declaration would have no capability to check: the server does not start.
    if (!screen)
      throw new Error(`The route ${route.id} (/${pattern}) declares no back-office screen: its module exports \`handle = backOfficeScreen({ capability, ... })\` (docs/back-office-screens.md)`)
    declared.push({ id: route.id, pattern, screen })
  }
  return declared
}

/** Places each grouped entry after the last entry of its group, the others in their order. */
function grouped(entries: (NavLinkEntry & Pick<NavEntry, 'group'>)[]): NavLinkEntry[] {
  const placed: (NavLinkEntry & Pick<NavEntry, 'group'>)[] = entries.filter((entry) => !entry.group)
  for (const entry of entries.filter((entry) => entry.group)) {
    const last = placed.findLastIndex((other) => other.label === entry.group || other.group === entry.group)
    if (last < 0) throw new Error(`The navigation entry ${entry.label} names the group ${entry.group}, which no entry has`)
    placed.splice(last + 1, 0, entry)
  }
  return placed.map(({ path, label, capability }) => ({ path, label, capability }))
}

function navigationOf(declared: DeclaredRoute[], area: BackOfficeArea): NavLinkEntry[] {
  const entries = declared.flatMap(({ pattern, screen }) =>
    areaOf(pattern) === area && screen.capability
      ? navEntriesOf(screen).map((entry) => ({ path: generatePath(`/${pattern}`, entry.params ?? {}), label: entry.label, capability: screen.capability!, group: entry.group }))
      : [],
  )
  return grouped(entries)
}

/** The back office's screens as the server build declares them (lib/back-office-screen.ts). */
export function createBackOfficeScreens(manifest: ServerBuild['routes']): BackOfficeScreens {
  const declared = declaredRoutes(manifest)
  // A layout and its index share a pattern: the index, later in the manifest, is the screen.
  const byPattern = new Map(declared.map((route) => [route.pattern, route.screen]))
  const byId = new Map(declared.map((route) => [route.id, route.screen]))
  const tree = toRouteTree(manifest)
  const navigation = new Map(AREAS.map((area) => [area, navigationOf(declared, area)]))
  return {
    at(pattern) {
      const screen = byPattern.get(trimmed(pattern))
      if (!screen) throw new Error(`No back-office screen is declared at /${trimmed(pattern)}`)
      return screen
    },
    bodyAt(pathname) {
      const leaf = matchRoutes(tree, pathname)?.at(-1)
      const screen = leaf?.route.id ? byId.get(leaf.route.id) : undefined
      return screen && leaf ? bodyOf(screen, leaf.params) : undefined
    },
    navigation: (area) => navigation.get(area)!,
  }
}
