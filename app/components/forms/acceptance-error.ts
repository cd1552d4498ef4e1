import { DEFAULT_MESSAGES } from '#lib/validation/predicates.ts'

/**
 * The validator's acceptance message is a fragment ("must be accepted"); beside a box whose label
 * is a sentence it needs the box named, so the reader knows what to tick. Shared by the hydrated
 * lead form and its island (decision 079), so both say the same.
 */
export function acceptanceError(label: string, error: string | undefined) {
  return error === DEFAULT_MESSAGES.acceptance ? `Tick “${label}” to go on: it ${error}.` : error
}
