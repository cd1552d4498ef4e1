import type { Submission } from '@conform-to/react'
import { data } from 'react-router'
import { isServiceError, SERVICE_STATUS } from '#lib/service-errors.ts'
import type { FormAnswer } from '../components/forms/field-messages.tsx'
import { noStore } from './http-responses.server.ts'

/**
 * The back office's form protocol (decision 047). Every action reads its form with `parseForm` and
 * a schema from lib/, and answers with one shape, `{ reply, done }`: `reply` is Conform's (the
 * messages per field, the summary under '', the values sent), `done` the sentence of a success.
 * A form shows the messages beside its fields and the summary above them, with or without
 * JavaScript.
 */
export type { FormAnswer }
/** What a back-office action answers; `Extra` is a screen's own payload beside the answer (a preview, the values sent). */
export type FormReply<Extra extends object = object> = ReturnType<typeof data<FormAnswer & Extra>>

/** The summary above a form whose fields carry the messages. */
export const CHECK_FIELDS = 'Check the marked fields'

/** A submission, checked or not: its reply, and the schema's messages when it was refused. */
type Sent = Pick<Submission<unknown, string[]>, 'reply'> & { error?: Record<string, string[] | null> | null }
interface Refusal {
  status?: number
  headers?: Record<string, string>
  /** Messages of the form's own fields, beside the schema's. */
  fieldErrors?: Record<string, string[]>
  /** The summary; by default the schema's, or CHECK_FIELDS when the fields carry the messages. */
  formErrors?: string[]
}
const SECRETS = ['password', 'currentPassword', 'newPassword']

/**
 * A refused form: its messages (and the summary, when they are the fields'), the values sent, and
 * its status (400 for what the schema refused).
 */
export function refusedForm(submission: Sent, { status = 400, headers = {}, fieldErrors, formErrors }: Refusal = {}) {
  const fieldsRefused = Object.entries({ ...submission.error, ...fieldErrors }).some(([name, messages]) => name !== '' && messages?.length)
  const summary = formErrors ?? (submission.error?.['']?.length ? submission.error[''] : fieldsRefused ? [CHECK_FIELDS] : [])
  // A secret typed is never sent back into the page.
  const answer: FormAnswer = { reply: submission.reply({ formErrors: summary, fieldErrors, hideFields: SECRETS }), done: null }
  return data(answer, { status, headers: { ...noStore, ...headers } })
}

/** A form's success: what was done; `reset` empties the form (a new record's form, ready for the next). */
export function doneForm(submission: Sent, done: string, { reset = false }: { reset?: boolean } = {}) {
  const answer: FormAnswer = { reply: submission.reply(reset ? { resetForm: true } : {}), done }
  return data(answer, { headers: noStore })
}

/**
 * A back-office action in one call: a form the schema refused answers 400 with its messages;
 * otherwise `run` does the work with the form's value and says what was done. A service's refusal
 * becomes the form's messages with its status (a field's message beside that field), except a
 * record that is not there or not the role's: those are the 404 or 403 page.
 */
export async function answerForm<Value>(submission: Submission<unknown, string[], Value>, run: (value: Value) => Promise<string>, options: { reset?: boolean } = {}) {
  if (submission.status !== 'success') return refusedForm(submission)
  try {
    return doneForm(submission, await run(submission.value), options)
  } catch (error) {
    return refusedByService(submission, error)
  }
}

/** A service's refusal as the form's answer (see `answerForm`); anything but a ServiceError is thrown on. */
export function refusedByService(submission: Sent, error: unknown) {
  if (!isServiceError(error)) throw error
  if (error.code === 'not_found' || error.code === 'forbidden') throw data({ message: error.message }, { status: error.code === 'forbidden' ? 403 : 404 })
  const fieldErrors = Object.fromEntries(Object.entries(error.details.fields ?? {}).map(([name, message]) => [name, [message]]))
  const headers: Record<string, string> = error.details.retryAfterSeconds ? { 'Retry-After': String(error.details.retryAfterSeconds) } : {}
  return refusedForm(submission, { status: SERVICE_STATUS[error.code], headers, fieldErrors, formErrors: [error.message] })
}

/** A record a loader looks up: the service's "not there" or "not yours" as the 404 or 403 page. */
export function refusedPage(error: unknown): never {
  if (isServiceError(error) && (error.code === 'not_found' || error.code === 'forbidden')) throw data({ message: error.message }, { status: error.code === 'forbidden' ? 403 : 404 })
  throw error
}
