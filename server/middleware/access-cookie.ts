import { readCookie } from '#lib/cookies.ts'

/**
 * What a visitor's lead forms unlocked (downloads, webinar replays), remembered without an
 * account: an httpOnly cookie holding the access tokens the leads service handed out, newest
 * first. Like the session cookie, it makes a request personal (no shared page cache).
 */
export const ACCESS_COOKIE = 'quota_access'
const MAX_TOKENS = 20
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/
/** The shape of an access token (also accepted as `?key=` in a mailed download link). */
export const isAccessToken = (value: string) => TOKEN_PATTERN.test(value)

export function readAccessTokens(cookieHeader: string | null | undefined): string[] {
  return (readCookie(cookieHeader, ACCESS_COOKIE) ?? '').split('.').filter(isAccessToken).slice(0, MAX_TOKENS)
}

/** The Set-Cookie value adding `token` to the ones the browser already holds. */
export function accessCookie(existing: string[], token: string, secure: boolean): string {
  const tokens = [token, ...existing.filter((held) => held !== token)].slice(0, MAX_TOKENS)
  return `${ACCESS_COOKIE}=${tokens.join('.')}; Path=/; Max-Age=${365 * 24 * 3600}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}
