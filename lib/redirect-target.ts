/**
 * Where to send a visitor after a form (`?redirectTo=`): only somewhere on this site, or the
 * fallback. The target is resolved by the URL parser against the site's origin, the way a browser
 * resolves a Location, so tabs, newlines, backslashes and `//` are judged as the browser would
 * follow them; what is returned is the parser's own serialisation of the path, never the input.
 */
export function resolveRedirectTarget(target: unknown, siteUrl: string, fallback: string): string {
  if (typeof target !== 'string' || target === '') return fallback
  const siteOrigin = new URL(siteUrl).origin
  let url: URL
  try {
    url = new URL(target, siteOrigin)
  } catch {
    return fallback
  }
  if (url.origin !== siteOrigin) return fallback
  // `/.//evil.example` resolves on-site to the path `//evil.example`, which a Location sends off-site.
  if (url.pathname.startsWith('//')) return fallback
  return `${url.pathname}${url.search}${url.hash}`
}
