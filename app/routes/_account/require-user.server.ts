import { data, redirect, type AppLoadContext, type LoaderFunctionArgs } from 'react-router'
import { resolveRedirectTarget } from '#lib/redirect-target.ts'
import { noStore } from '../http-responses.server.ts'
import { sessionUnavailable } from '../session-unavailable.server.ts'

/** Pages that need a session send the visitor to sign in, and back here afterwards (or answer 503 while it cannot be checked). */
export function requireUser(context: AppLoadContext, request: Request) {
  if (context.user) return context.user
  if (context.sessionUnavailable) throw sessionUnavailable(context)
  const url = new URL(request.url)
  throw redirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`)
}

/** The loader of a page that is only a form for the signed-in reader: it loads nothing, and is kept out of caches. */
export function signedInFormLoader({ context, request }: LoaderFunctionArgs<AppLoadContext>) {
  requireUser(context, request)
  return data(null, { headers: noStore })
}

/** Only paths on this site (lib/redirect-target.ts): an open redirect would let phishing pages borrow our sign-in. */
export function safeRedirect(context: AppLoadContext, target: FormDataEntryValue | string | null | undefined, fallback = '/profile'): string {
  return resolveRedirectTarget(target, context.env.SITE_URL, fallback)
}
