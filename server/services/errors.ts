/** Errors a service raises for its callers (API handlers and page actions) to answer in their own way. */
export class ServiceError extends Error {
  constructor(
    readonly code: 'unauthenticated' | 'rate_limited' | 'busy' | 'validation_failed' | 'email_taken' | 'not_found',
    message: string,
    readonly details: { retryAfterSeconds?: number; fields?: Record<string, string> } = {},
  ) {
    super(message)
    this.name = 'ServiceError'
  }
}

export const isServiceError = (error: unknown): error is ServiceError =>
  error instanceof Error && error.name === 'ServiceError' && 'code' in error

/** Drizzle wraps driver errors: the PostgreSQL code may sit on the error or on its cause. */
export function databaseErrorCode(error: unknown): string {
  const own = (error as { code?: unknown })?.code
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code
  return String(typeof own === 'string' ? own : (cause ?? ''))
}

export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === '23505'
