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

/**
 * Values that must never reach a log line, whatever field carries them: a database error's
 * message quotes its query's parameters (hashes, addresses, tokens), so scrubbing by name is
 * not enough.
 */
const SECRET_SHAPES: [RegExp, string][] = [
  [/\nparams: [\s\S]*$/, '\nparams: [redacted]'],
  [/\$argon2(?:id|i|d)\$[^\s'")]+/g, '[redacted hash]'],
  // The domain is labels and dots only: a stack's `node_modules/@scope/name.js` is a path, not an address.
  [/[^\s@,'"()<>/\\:;]+@(?:[a-z0-9-]+\.)+[a-z]{2,}\b/gi, '[redacted email]'],
  [/\b(?:\d[ -]?){12,18}\d\b/g, '[redacted number]'],
  [/\b[A-Za-z0-9_-]{43}\b/g, '[redacted token]'],
]

export function scrubSecrets(text: string): string {
  return SECRET_SHAPES.reduce((out, [shape, replacement]) => out.replace(shape, replacement), text)
}

/** pino's error serializer, with every string of the error (message, stack, cause, detail) scrubbed. */
function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.errWithCause(error as Error) as unknown
  const scrub = (value: unknown, depth: number): unknown => {
    if (typeof value === 'string') return scrubSecrets(value)
    if (depth > 4 || !value || typeof value !== 'object') return value
    if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1))
    // A database error's own copy of the query's parameters is dropped, not scrubbed.
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'params')
        .map(([key, inner]) => [key, scrub(inner, depth + 1)]),
    )
  }
  return scrub(serialized, 0)
}

export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { service: 'quota' },
      redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
      serializers: { err: serializeError, error: serializeError },
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
