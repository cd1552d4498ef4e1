/**
 * A service's refusal, the vocabulary services share with their callers (API handlers, page
 * actions): its code, and the HTTP status each code is answered with, by the API and by the
 * pages' actions alike.
 */
export const SERVICE_STATUS = {
  unauthenticated: 401,
  rate_limited: 429,
  /** Over a network's free share: a solved proof of work (ALTCHA) admits the request. */
  challenge_required: 429,
  busy: 503,
  validation_failed: 400,
  email_taken: 409,
  not_found: 404,
  /** Signed in, but the role may not do this. */
  forbidden: 403,
  conflict: 409,
  promo_exhausted: 422,
  promo_not_eligible: 422,
  payment_declined: 402,
  payment_unavailable: 503,
} as const

/** Errors a service raises for its callers (API handlers and page actions) to answer in their own way. */
export class ServiceError extends Error {
  constructor(
    readonly code: keyof typeof SERVICE_STATUS,
    message: string,
    readonly details: { retryAfterSeconds?: number; fields?: Record<string, string> } = {},
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}

export const isServiceError = (error: unknown): error is ServiceError => error instanceof Error && error.name === 'ServiceError' && 'code' in error
