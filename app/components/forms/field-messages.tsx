import type { SubmissionResult } from '@conform-to/react'
import { FormErrors } from './form-status.tsx'

/**
 * A plain form's field messages from a refused save (`fields`: name → message): the message under
 * the field, and the attributes that tie it to the field (with the field's hint, when it has one).
 */
export function fieldMessages(fields: Record<string, string> = {}) {
  return {
    error: (name: string) =>
      fields[name] ? (
        <p className="field__error" id={`${name}-error`}>
          {fields[name]}
        </p>
      ) : null,
    invalid: (name: string, hintId?: string) => ({
      'aria-invalid': fields[name] ? (true as const) : undefined,
      'aria-describedby': [hintId, fields[name] ? `${name}-error` : ''].filter(Boolean).join(' ') || undefined,
    }),
  }
}

/**
 * A back-office form's answer (decision 047): Conform's reply (the messages per field, the summary
 * under '', the values sent) and the sentence of a success.
 */
export interface FormAnswer {
  reply: SubmissionResult<string[]>
  done: string | null
}

/** A back-office form's answer as a plain form shows it: each field's first message (decision 047). */
export function replyMessages(reply: SubmissionResult<string[]> | null | undefined) {
  const fields = Object.fromEntries(Object.entries(reply?.error ?? {}).flatMap(([name, messages]) => (name && messages?.[0] ? [[name, messages[0]]] : [])))
  return { fields, ...fieldMessages(fields) }
}

/** The summary above a plain form: the answer's messages for the whole form, read out when they appear. */
export function ReplySummary({ id, reply }: { id: string; reply: SubmissionResult<string[]> | null | undefined }) {
  return <FormErrors id={id} errors={reply?.error?.[''] ?? undefined} />
}
