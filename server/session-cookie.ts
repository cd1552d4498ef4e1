/** The web session cookie (httpOnly); its presence marks a request as personal. */
export const SESSION_COOKIE = 'quota_session'

/** Anonymous reads may share cached pages; anything carrying credentials may not. */
export function isAnonymousRead(request: Request): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false
  if (request.headers.has('Authorization')) return false
  const cookie = request.headers.get('Cookie') ?? ''
  return !cookie.split(';').some((part) => part.trim().startsWith(`${SESSION_COOKIE}=`))
}
