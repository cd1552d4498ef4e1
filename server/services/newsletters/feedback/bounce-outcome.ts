/** What a bounce webhook answers: 200 with what was done, or a 4xx with why it was refused (never a 5xx). */
export type BounceOutcome =
  { status: 200; handled: string; suppressed: number } | { status: 400 | 401 | 403 | 404; code: 'validation_failed' | 'unauthenticated' | 'forbidden' | 'not_found'; message: string }

export const refused = (status: 400 | 401 | 403 | 404, message: string): BounceOutcome => ({
  status,
  code: ({ 400: 'validation_failed', 401: 'unauthenticated', 403: 'forbidden', 404: 'not_found' } as const)[status],
  message,
})

export const handled = (what: string, suppressed = 0): BounceOutcome => ({ status: 200, handled: what, suppressed })

/** JSON text as a value, or undefined when it is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}
