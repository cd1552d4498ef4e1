/** Services raise refusals from here, beside the database errors they turn into refusals; callers read them from lib/. */
export { isServiceError, SERVICE_STATUS, ServiceError } from '#lib/service-errors.ts'

/** Drizzle wraps driver errors: the PostgreSQL code may sit on the error or on its cause. */
export function databaseErrorCode(error: unknown): string {
  const own = (error as { code?: unknown })?.code
  const cause = (error as { cause?: { code?: unknown } })?.cause?.code
  return String(typeof own === 'string' ? own : (cause ?? ''))
}

export const isUniqueViolation = (error: unknown) => databaseErrorCode(error) === '23505'
