import type { SubmissionResult } from '@conform-to/react'
import { useActionData, useNavigation } from 'react-router'
import type { SchemaLoader } from './form-check.ts'
import { useCheckedForm, type CheckedFormOptions } from './use-form-check.ts'
import type { z } from '#lib/zod.ts'

/**
 * A back-office form checked in the browser (`useCheckedForm`) that shows the action's last answer
 * (decision 047): the server's messages come back as `lastResult`. Also says whether a submit is
 * on its way, for the submit button.
 */
export function useAnsweredForm<Schema extends z.core.$ZodType>(
  load: SchemaLoader<Schema>,
  answer: { reply?: SubmissionResult<string[]> | null } | null | undefined,
  options: Omit<CheckedFormOptions<Schema>, 'lastResult'> = {},
) {
  const busy = useNavigation().state === 'submitting'
  const [form, fields, startCheck] = useCheckedForm(load, { lastResult: answer?.reply ?? undefined, ...options })
  return { form, fields, startCheck, busy }
}

/** A back-office screen's form state: the action's last answer, and whether a submit is on its way. */
export function useActionAnswer<Action>() {
  const answer = useActionData<Action>()
  const busy = useNavigation().state === 'submitting'
  return [answer, busy] as const
}

/** The action's answer, for the form whose button sent it only (by the intent it sent): each form of a screen shows its own messages. */
export const answerFor = <Answer extends { reply?: { initialValue?: unknown } | null } | null | undefined>(answer: Answer, intents: readonly string[]): Answer | null =>
  intents.includes(String((answer?.reply?.initialValue as { intent?: unknown } | undefined)?.intent)) ? answer : null
