import type { Context, ErrorHandler, NotFoundHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from 'pino'

export type ErrorCode =
  | 'invalid_json'
  | 'validation_failed'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'rate_limited'
  | 'db_unavailable'
  | 'content_unavailable'
  | 'internal'

/** The one error shape of the product's JSON answers. */
export function errorResponse(c: Context, status: number, code: ErrorCode, message: string, fields?: Record<string, string>) {
  return c.json({ error: { code, message, ...(fields ? { fields } : {}) }, requestId: c.get('requestId') }, status as 400)
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

export function errorHandler(log: Logger): ErrorHandler {
  return (error, c) => {
    if (error instanceof HTTPException && error.status < 500) {
      return errorResponse(c, error.status, CODES_BY_STATUS[error.status] ?? 'validation_failed', error.message || 'Bad request')
    }
    log.error({ event: 'http.unhandled', err: error }, 'unhandled error')
    return errorResponse(c, 500, 'internal', 'Something went wrong on our side. Please try again.')
  }
}

export const notFoundHandler: NotFoundHandler = (c) => errorResponse(c, 404, 'not_found', 'Not found')
