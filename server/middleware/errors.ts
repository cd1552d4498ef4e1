import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Logger } from 'pino'
import { databaseErrorCode, isServiceError, isUniqueViolation, SERVICE_STATUS } from '../services/errors.ts'

export type ErrorCode =
  | 'invalid_json'
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'method_not_allowed'
  | 'conflict'
  | 'email_taken'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'challenge_required'
  | 'db_unavailable'
  | 'content_unavailable'
  | 'internal'
  | 'promo_exhausted'
  | 'promo_not_eligible'
  | 'payment_declined'
  | 'payment_unavailable'

/** The one error shape of the product's JSON answers. */
export function errorResponse<S extends ContentfulStatusCode>(c: Context, status: S, code: ErrorCode, message: string, fields?: Record<string, string>) {
  return c.json({ error: { code, message, ...(fields ? { fields } : {}) }, requestId: String(c.get('requestId') ?? '') }, status)
}

const CODES_BY_STATUS: Record<number, ErrorCode> = {
  400: 'validation_failed',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
}

/** Errors of the database layer: connection lost, closed, timed out, server shutting down. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = databaseErrorCode(error)
  const cause = (error as { cause?: unknown })?.cause
  const message = `${error instanceof Error ? error.message : String(error)} ${cause instanceof Error ? cause.message : ''}`
  return (
    /^(08|57P|57014|53)/.test(code) ||
    /PGlite is closed|ECONNREFUSED|Connection terminated|connect ETIMEDOUT|database ping timed out|timeout exceeded when trying to connect|Cannot use a pool after calling end|Client was closed|Query read timeout|Connection terminated due to connection timeout|connection error and is not queryable/i.test(
      message,
    )
  )
}

export function errorHandler(log: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status === 400 && /malformed json/i.test(error.message)) {
      return errorResponse(c, 400, 'invalid_json', 'The request body is not valid JSON')
    }
    if (isDatabaseUnavailable(error)) {
      log.error({ event: 'db.unavailable', err: error }, 'database unavailable')
      c.header('Retry-After', '5')
      return errorResponse(c, 503, 'db_unavailable', 'The service is briefly unavailable. Please try again shortly.')
    }
    // A service's refusal, thrown by a handler, is answered here in the one error shape.
    if (isServiceError(error)) {
      if (error.details.retryAfterSeconds) c.header('Retry-After', String(error.details.retryAfterSeconds))
      const status = SERVICE_STATUS[error.code]
      return errorResponse(c, status, error.code === 'busy' ? 'db_unavailable' : error.code, error.message, error.details.fields)
    }
    if (isUniqueViolation(error)) return errorResponse(c, 409, 'conflict', 'That already exists')
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status as ContentfulStatusCode, CODES_BY_STATUS[error.status] ?? 'validation_failed', error.message || 'Bad request')
    }
    log.error({ event: 'http.unhandled', err: error }, 'unhandled error')
    return errorResponse(c, 500, 'internal', 'Something went wrong on our side. Please try again.')
  }
}

export const notFoundHandler: NotFoundHandler = (c) => errorResponse(c, 404, 'not_found', 'Not found')
