import { data, redirect, type HeadersFunction } from 'react-router'

/** Moved addresses are stable: browsers and CDNs may remember the answer for an hour. */
export const REDIRECT_CACHE_CONTROL = 'public, max-age=3600'

/** Answers that belong to one visitor (account pages, forms with their data). */
export const noStore = { 'Cache-Control': 'private, no-store' }

export function permanentRedirect(to: string): Response {
  return redirect(to, { status: 301, headers: { 'Cache-Control': REDIRECT_CACHE_CONTROL } })
}

export function notFound() {
  return data(null, { status: 404 })
}

/** `?page=N`: absent means 1; anything but a positive whole number is an address that does not exist. */
export function requirePageNumber(url: URL): number {
  const raw = url.searchParams.get('page')
  if (raw === null) return 1
  if (!/^[1-9]\d{0,5}$/.test(raw)) throw notFound()
  return Number(raw)
}

/** Page 1 always exists (it may show an empty state); any page past the last one does not. */
export function requirePageInRange(page: number, totalPages: number): void {
  if (page > Math.max(1, totalPages)) throw notFound()
}

/**
 * A form page's `headers`: its loader's headers (such as no-store), and an action's Retry-After
 * (a form refused by a rate limit). React Router sends neither without this export.
 */
export const retryAfterHeaders: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const headers = new Headers(loaderHeaders)
  const retryAfter = actionHeaders.get('Retry-After')
  if (retryAfter) headers.set('Retry-After', retryAfter)
  return headers
}
