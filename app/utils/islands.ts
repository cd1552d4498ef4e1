/**
 * A route whose pages are read, not used: rendered on the server and not hydrated. They load one
 * small module for what must run in the browser (app/islands/boot.ts, decision 071). A route whose
 * page holds a form only sometimes (an event with passes, a webinar open for registration) says
 * from the page's data when it needs hydration.
 */
export interface IslandsHandle {
  hydrate: false | ((loaderData: never) => boolean)
}

export const ISLANDS_ONLY: IslandsHandle = { hydrate: false }

/** Not hydrated unless `needsHydration` says so of the page's data (a form on it); a page whose loader failed is read. */
export function islandsUnless<Data>(needsHydration: (loaderData: Data) => boolean): IslandsHandle {
  return { hydrate: needsHydration }
}

/** Where the island module finds the page's settings (app/islands/page-config.ts). */
export const ISLANDS_CONFIG_ID = 'islands-config'

/**
 * True on the server when every matched route below the root declares `ISLANDS_ONLY`, or
 * `islandsUnless` and its page's data needs no hydration. Always false in the browser: a page
 * running there was hydrated, and keeps its router when it navigates to a reading route.
 */
export function servesIslands(matches: readonly { id: string; handle?: unknown; loaderData?: unknown }[]): boolean {
  if (typeof document !== 'undefined') return false
  const pages = matches.filter((match) => match.id !== 'root')
  return pages.length > 0 && pages.every((match) => isRead((match.handle as Partial<IslandsHandle> | undefined)?.hydrate, match.loaderData))
}

function isRead(hydrate: IslandsHandle['hydrate'] | undefined, loaderData: unknown): boolean {
  if (hydrate === false) return true
  return typeof hydrate === 'function' && (loaderData === undefined || !(hydrate as (data: unknown) => boolean)(loaderData))
}
