import { AsyncLocalStorage } from 'node:async_hooks'
import pino, { type Logger } from 'pino'

const requestScope = new AsyncLocalStorage<{ requestId: string }>()

/** Runs fn with requestId attached to every log line written inside it. */
export function withRequestId<T>(requestId: string, fn: () => T): T {
  return requestScope.run({ requestId }, fn)
}

export function getRequestId(): string | undefined {
  return requestScope.getStore()?.requestId
}

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.token',
  '*.resetToken',
  '*.cardNumber',
  '*.cvv',
  '*.cvc',
]

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'quota' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      mixin: () => {
        const requestId = getRequestId()
        return requestId ? { requestId } : {}
      },
      timestamp: pino.stdTimeFunctions.isoTime,
    },
    destination,
  )
}
export type { Logger }
