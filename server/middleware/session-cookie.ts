import { ACCESS_COOKIE } from './access-cookie.ts'

/** The web session cookie (httpOnly); its presence marks a request as personal. */
export const SESSION_COOKIE = 'quota_session'

/** Cookies that make a request personal: the session, and what a visitor's lead forms unlocked. */
const PERSONAL_COOKIES = [SESSION_COOKIE, ACCESS_COOKIE]

/** Anonymous reads may share cached pages; anything carrying credentials may not. */
export function isAnonymousRead(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.headers.has('Authorization')) return false
  const cookie = request.headers.get('Cookie') ?? ''
  return !cookie.split(';').some((part) => PERSONAL_COOKIES.some((name) => part.trim().startsWith(`${name}=`)))
}
