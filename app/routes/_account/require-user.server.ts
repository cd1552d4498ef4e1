import { redirect, type AppLoadContext } from 'react-router'

/** Pages that need a session send the visitor to sign in, and back here afterwards. */
export function requireUser(context: AppLoadContext, request: Request) {
  if (context.user) return context.user
  const url = new URL(request.url)
  throw redirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`)
}

/** Only paths on this site: an open redirect would let phishing pages borrow our sign-in. */
export function safeRedirect(target: FormDataEntryValue | string | null | undefined, fallback = '/profile'): string {
  const value = typeof target === 'string' ? target : ''
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') ? value : fallback
}
