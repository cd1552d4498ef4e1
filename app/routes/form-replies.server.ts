import type { Submission } from '@conform-to/react'
import { PROOF_FIELD } from '#lib/proof-of-work.ts'
import { isServiceError, SERVICE_STATUS, type ServiceError } from '#lib/service-errors.ts'

/** A service's refusal as a form's reply (field and form messages), its status and Retry-After. */
export function serviceErrorReply(submission: Submission<unknown>, error: ServiceError, hideFields: string[] = ['password', 'currentPassword', 'newPassword']) {
  const headers: Record<string, string> = error.details.retryAfterSeconds ? { 'Retry-After': String(error.details.retryAfterSeconds) } : {}
  // A network over its share gets the proof-of-work widget, which the form shows where this field's error is.
  const fields = error.code === 'challenge_required' ? { [PROOF_FIELD]: error.message } : error.details.fields
  const fieldErrors = Object.fromEntries(Object.entries(fields ?? {}).map(([name, message]) => [name, [message]]))
  const formErrors = fields ? [] : [error.message]
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
