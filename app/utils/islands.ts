/**
 * A route whose pages are read, not used: rendered on the server and not hydrated. They load one
 * small module for what must run in the browser (app/islands/boot.ts, decision 071); a lead form on
 * them brings an island of its own (decision 079).
 */
export interface IslandsHandle {
  hydrate: false
}

export const ISLANDS_ONLY: IslandsHandle = { hydrate: false }

/** Where the island module finds the page's settings (app/islands/page-config.ts). */
export const ISLANDS_CONFIG_ID = 'islands-config'

/**
 * True on the server when every matched route below the root declares `ISLANDS_ONLY`. Always false
 * in the browser: a page running there was hydrated, and keeps its router when it navigates to a reading route.
 */
export function servesIslands(matches: readonly { id: string; handle?: unknown }[]): boolean {
  if (typeof document !== 'undefined') return false
  const pages = matches.filter((match) => match.id !== 'root')
  return pages.length > 0 && pages.every((match) => (match.handle as Partial<IslandsHandle> | undefined)?.hydrate === false)
}
