import { redirect, type AppLoadContext } from 'react-router'
import type { Submission } from '@conform-to/react'
import { resolveRedirectTarget } from '#lib/redirect-target.ts'
import { isServiceError, SERVICE_STATUS, type ServiceError } from '#server/services/errors.ts'

/** Pages that need a session send the visitor to sign in, and back here afterwards. */
export function requireUser(context: AppLoadContext, request: Request) {
  if (context.user) return context.user
  const url = new URL(request.url)
  throw redirect(`/login?redirectTo=${encodeURIComponent(`${url.pathname}${url.search}`)}`)
}

/** Only paths on this site (lib/redirect-target.ts): an open redirect would let phishing pages borrow our sign-in. */
export function safeRedirect(context: AppLoadContext, target: FormDataEntryValue | string | null | undefined, fallback = '/profile'): string {
  return resolveRedirectTarget(target, context.env.SITE_URL, fallback)
}

/** A service's refusal as a form's reply (field and form messages), its status and Retry-After. */
export function serviceErrorReply(submission: Submission<unknown>, error: ServiceError, hideFields: string[] = ['password', 'currentPassword', 'newPassword']) {
  const headers: Record<string, string> = error.details.retryAfterSeconds ? { 'Retry-After': String(error.details.retryAfterSeconds) } : {}
  const fieldErrors = Object.fromEntries(Object.entries(error.details.fields ?? {}).map(([name, message]) => [name, [message]]))
  const formErrors = error.details.fields ? [] : [error.message]
  return { status: SERVICE_STATUS[error.code], headers, reply: submission.reply({ fieldErrors, formErrors, hideFields }) }
}

/**
 * Runs a service call for a form: a refusal becomes the form's reply (field and form messages)
 * with the matching status, so the page shows it with or without JavaScript.
 */
export async function replyOnServiceError<T>(submission: Submission<unknown>, run: () => Promise<T>) {
  try {
    return { ok: true as const, value: await run() }
  } catch (error) {
    if (!isServiceError(error)) throw error
    return { ok: false as const, ...serviceErrorReply(submission, error) }
  }
}

export const noStore = { 'Cache-Control': 'private, no-store' }
