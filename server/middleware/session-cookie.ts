import { readCookies } from '#lib/cookies.ts'
import { ACCESS_COOKIE } from './access-cookie.ts'

/** The web session cookie (httpOnly); its presence marks a request as personal. */
export const SESSION_COOKIE = 'quota_session'

/** Cookies that make a request personal: the session, and what a visitor's lead forms unlocked. */
const PERSONAL_COOKIES = [SESSION_COOKIE, ACCESS_COOKIE]

/**
 * Anonymous reads may share cached pages; anything carrying credentials may not. The cookies are
 * read by the same parser as the session reader's, so a spelling that signs a visitor in always
 * keeps the request out of the cache.
 */
export function isAnonymousRead(request: Request): boolean {
  return isAnonymousReadOf(request.method, request.headers.has('Authorization'), request.headers.get('Cookie'))
}

/** The same decision from a request's raw parts (the cache-hit path reads Node's request, not a Request). */
export function isAnonymousReadOf(method: string | undefined, hasAuthorization: boolean, cookieHeader: string | null | undefined): boolean {
  if (method !== 'GET' && method !== 'HEAD') return false
  if (hasAuthorization) return false
  if (!cookieHeader) return true
  const cookies = readCookies(cookieHeader)
  return !PERSONAL_COOKIES.some((name) => name in cookies)
}
