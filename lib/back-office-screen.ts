import type { QueryHandle } from './query-handle.ts'
import { CAPABILITIES, type Capability } from './roles.ts'

/**
 * A back-office screen, declared once on its route module's `handle` (docs/back-office-screens.md).
 * The server reads every /admin and /sponsor route's declaration from the route manifest: the
 * navigation, the capability each loader and action checks, and the form body limit come from it.
 */

/** A form larger than a page form: a file (an image, a CSV, a PDF), or an editor's long text. */
export type BodySize = 'upload' | 'editor'
export type ScreenParams = Readonly<Record<string, string | undefined>>

export interface NavEntry {
  label: string
  /** A family of screens on one route names its member: content/:section → { section: 'pages' }. */
  params?: Readonly<Record<string, string>>
  /** The entry (by label) this one is shown with: it follows that entry instead of its route's place. */
  group?: string
}

export interface ScreenDeclaration {
  /**
   * Who may open the screen and post to it. null for a door into the back office (the second
   * factor, an invitation): open to whoever reaches it, its page checks for itself.
   */
  capability: Capability | null
  /** Its entry (or a family's entries) in the navigation, in the order of app/routes.ts. */
  nav?: NavEntry | readonly NavEntry[]
  /** The larger form body it takes (a function when it depends on the address). */
  body?: BodySize | ((params: ScreenParams) => BodySize | undefined)
}

/** A module several routes share (app/routes.ts gives each an id) declares each of them. */
export interface SharedScreenDeclaration {
  byRoute: Readonly<Record<string, ScreenDeclaration>>
}

export type ScreenHandle = (ScreenDeclaration | SharedScreenDeclaration) & Partial<QueryHandle>

/** Declares a route module's screen: `export const handle = backOfficeScreen({ capability, nav, body })`. */
export const backOfficeScreen = <const H extends ScreenHandle>(handle: H): H => handle

const isCapability = (value: unknown): value is Capability | null => value === null || (CAPABILITIES as readonly unknown[]).includes(value)

/** The declaration a route (by its id) makes in its module's handle, or null when it makes none. */
export function declarationOf(routeId: string, handle: unknown): ScreenDeclaration | null {
  if (!handle || typeof handle !== 'object') return null
  const declared = 'byRoute' in handle ? (handle as SharedScreenDeclaration).byRoute[routeId] : handle
  return declared && typeof declared === 'object' && 'capability' in declared && isCapability(declared.capability) ? (declared as ScreenDeclaration) : null
}

/** The content screens (articles, sections, topics, media...): shown as WordPress's when WordPress holds the content. */
export const isContentScreen = (screen: ScreenDeclaration | null) => !!screen?.capability && (screen.capability.startsWith('content:') || screen.capability === 'media:upload')

export const navEntriesOf = (screen: ScreenDeclaration): readonly NavEntry[] => (!screen.nav ? [] : 'label' in screen.nav ? [screen.nav as NavEntry] : (screen.nav as readonly NavEntry[]))

export const bodyOf = (screen: ScreenDeclaration, params: ScreenParams): BodySize | undefined => (typeof screen.body === 'function' ? screen.body(params) : screen.body)

/** A link in the back office's navigation, with who may see it. */
export interface NavLinkEntry {
  path: string
  label: string
  capability: Capability
}

export type BackOfficeArea = 'admin' | 'sponsor'

/** The declared screens, as the server read them from its route manifest (in every loader's context). */
export interface BackOfficeScreens {
  /** The declaration of the screen a loader or action serves, by its route pattern (`args.pattern`); throws when there is none. */
  at(pattern: string): ScreenDeclaration
  /** The larger body a form posted to this page address may carry (not the `.data` one). */
  bodyAt(pathname: string): BodySize | undefined
  /** An area's navigation, for every role: filter it by capability. */
  navigation(area: BackOfficeArea): readonly NavLinkEntry[]
}
