/**
 * The browser's client for our JSON API (spec §6): a bearer token goes only to a local address or
 * to the site's own domain, never to another host such as a mail-newsletter service. The web
 * pages themselves sign in with the httpOnly session cookie; the token case is for API clients.
 */

function isLoopback(hostname: string): boolean {
  return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname)
}

/** The site's domain: its host without a leading 'www.', so 'www.quota.example' covers 'api.quota.example'. */
function getSiteDomain(siteUrl: string): string | null {
  try {
    return new URL(siteUrl).hostname.replace(/^www\./, '')
  } catch {
    return null
  }
}

export interface BearerScope {
  /** The page's own origin, e.g. `window.location.origin`. */
  pageOrigin: string
  /** The site's public address (SITE_URL from the root loader). */
  siteUrl: string
}

/** Whether a request to `url` may carry our bearer token: http(s) to a local address, this origin or our domain. */
export function mayCarryBearer(url: URL, scope: BearerScope): boolean {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false
  if (url.username || url.password) return false
  if (isLoopback(url.hostname) || url.origin === scope.pageOrigin) return true
  const domain = getSiteDomain(scope.siteUrl)
  return domain !== null && (url.hostname === domain || url.hostname.endsWith(`.${domain}`))
}

export interface ApiClientOptions {
  siteUrl: string
  /** The bearer token, if this client has one; read on each request so a new one takes effect. */
  getToken: () => string | null
  fetch?: typeof fetch
  pageOrigin?: string
}

/** A fetch that resolves addresses against the page and adds `Authorization: Bearer …` where allowed. */
export function createApiClient(options: ApiClientOptions) {
  const send = options.fetch ?? fetch
  return (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const pageOrigin = options.pageOrigin ?? window.location.origin
    const url = new URL(input, pageOrigin)
    const token = options.getToken()
    const headers = new Headers(init.headers)
    if (token && mayCarryBearer(url, { pageOrigin, siteUrl: options.siteUrl })) headers.set('Authorization', `Bearer ${token}`)
    return send(url, { ...init, headers })
  }
}
