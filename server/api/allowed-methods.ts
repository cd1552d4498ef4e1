import { TrieRouter } from 'hono/router/trie-router'

/**
 * The methods the API answers at a path, read from its registered routes (so `Allow` can never
 * drift from what is served). HEAD comes with GET, as Hono answers it.
 */
export function createAllowedMethods(routes: readonly { method: string; path: string }[]): (path: string) => string[] {
  const router = new TrieRouter<string>()
  for (const { method, path } of routes) if (method !== 'ALL') router.add('ALL', path, method)
  return (path) => {
    const methods = new Set(router.match('GET', path)[0].map(([method]) => method))
    if (methods.has('GET')) methods.add('HEAD')
    return [...methods].sort()
  }
}
