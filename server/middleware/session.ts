import { createMiddleware } from 'hono/factory'
import type { Logger } from 'pino'
import type { Accounts, PublicUser } from '../services/accounts/accounts.ts'
import { SESSION_COOKIE } from './session-cookie.ts'
import { readCookie } from '#lib/cookies.ts'

export type SessionVariables = {
  user: PublicUser | null
  /** The credential of this request, and where it came from. */
  token: string | null
  tokenSource: 'bearer' | 'cookie' | null
  /** The request carried a credential that could not be checked (the database is down): neither signed in nor signed out. */
  sessionUnavailable: boolean
}

/**
 * Resolves the signed-in user from `Authorization: Bearer` or the session cookie. A cookie that
 * no longer names a session is cleared (the spec's "a 401 on loading the user signs out").
 * A database error never counts as signed in, nor as signed out: the cookie stays, and pages
 * that need the user answer 503 (sessionUnavailable) until the database is back.
 */
export function session(accounts: Accounts, options: { secureCookie: boolean; log: Logger }) {
  return createMiddleware<{ Variables: SessionVariables }>(async (c, next) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(c.req.header('Authorization') ?? '')?.[1]
    const cookie = readCookie(c.req.header('Cookie'), SESSION_COOKIE)
    const token = bearer ?? cookie ?? null
    let user: PublicUser | null = null
    let unavailable = false
    if (token) {
      try {
        user = await accounts.getUserByToken(token)
      } catch (error) {
        // The API says so (503); pages render signed-out where they can, and 503 where they need the user.
        if (c.req.path.startsWith('/api/')) throw error
        options.log.error({ event: 'session.unavailable', err: error }, 'the session could not be read')
        unavailable = true
      }
    }
    c.set('user', user)
    c.set('token', user ? token : null)
    c.set('tokenSource', user ? (bearer ? 'bearer' : 'cookie') : null)
    c.set('sessionUnavailable', unavailable)
    await next()
    if (!bearer && cookie && !user && !unavailable && !c.res.headers.get('Set-Cookie')?.includes(`${SESSION_COOKIE}=`)) {
      c.res.headers.append('Set-Cookie', clearSessionCookie(options.secureCookie))
    }
  })
}

export function sessionCookie(token: string, secure: boolean, maxAgeSeconds: number): string {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure ? '; Secure' : ''}`
}

export function clearSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? '; Secure' : ''}`
}
