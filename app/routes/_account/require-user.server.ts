import { redirect, type AppLoadContext } from 'react-router'
import { resolveRedirectTarget } from '#lib/redirect-target.ts'
import { sessionUnavailable } from '../session-unavailable.server.ts'

/** Pages that need a session send the visitor to sign in, and back here afterwards (or answer 503 while it cannot be checked). */
export function requireUser(context: AppLoadContext, request: Request) {
  if (context.user) return context.user
  if (context.sessionUnavailable) throw sessionUnavailable(context)
  const url = new URL(request.url)
  throw redirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`)
}

/** Only paths on this site (lib/redirect-target.ts): an open redirect would let phishing pages borrow our sign-in. */
export function safeRedirect(context: AppLoadContext, target: FormDataEntryValue | string | null | undefined, fallback = '/profile'): string {
  return resolveRedirectTarget(target, context.env.SITE_URL, fallback)
}
