import { createRequire } from 'node:module'
import argon2 from 'argon2'
import { ServiceError } from '../errors.ts'

/** OWASP's argon2id minimum: 19 MiB, 2 passes, 1 lane. The PHC string keeps the cost, so it can rise. */
const HASH_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const

export const PASSWORD_MIN = 8
export const PASSWORD_MAX = 128

/**
 * The common passwords, read at the first password checked: the package's word lists weigh about
 * 13 MB of memory, which a server that signs nobody up need not carry.
 */
let commonSet: Set<string> | null = null
const commonPasswords = () => {
  if (!commonSet) {
    const { dictionary } = createRequire(import.meta.url)('@zxcvbn-ts/language-common') as typeof import('@zxcvbn-ts/language-common')
    commonSet = new Set((dictionary['passwords-common'] as string[]).map((word) => word.toLowerCase()))
  }
  return commonSet
}

/**
 * NIST SP 800-63B: length, no composition rules, not a known common password, not built from
 * words of the context (the site name, the address's local part). Returns a message or null.
 */
export function checkPasswordPolicy(password: string, context: { siteName: string; email?: string }): string | null {
  if (password.length < PASSWORD_MIN) return `Must be at least ${PASSWORD_MIN} characters`
  if (password.length > PASSWORD_MAX) return `Must be less than ${PASSWORD_MAX + 1} characters`
  const lowered = password.toLowerCase()
  const common = commonPasswords()
  if (common.has(lowered)) return 'This password is too common: choose one that is harder to guess'
  const words = [context.siteName, context.email?.split('@')[0] ?? ''].map((w) => w.toLowerCase()).filter((w) => w.length >= 3)
  const rest = words.reduce((text, word) => text.replaceAll(word, ''), lowered).replace(/[^a-z0-9]/g, '')
  if (words.some((word) => lowered.includes(word)) && (rest.length < 6 || common.has(rest))) {
    return 'Must not be built from your email address or the site name'
  }
  return null
}

/**
 * Hashing is deliberately slow (about 20-50 ms): a few at a time, a short queue, and beyond
 * that a quick "busy" rather than a stalled server.
 */
export function createPasswordHasher({ concurrency = 4, maxQueue = 64 } = {}) {
  let running = 0
  const queue: (() => void)[] = []

  async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (running >= concurrency) {
      if (queue.length >= maxQueue) throw new ServiceError('busy', 'Too many sign-ins at once. Please try again shortly.', { retryAfterSeconds: 2 })
      await new Promise<void>((resolve) => queue.push(resolve))
    } else {
      running += 1
    }
    try {
      return await work()
    } finally {
      const next = queue.shift()
      if (next) next()
      else running -= 1
    }
  }

  /** Verifying against this keeps the time of an unknown address equal to a known one. */
  let dummyHash: Promise<string> | undefined

  return {
    hash: (password: string) => withSlot(() => argon2.hash(password, HASH_OPTIONS)),
    verify: (hash: string, password: string) => withSlot(() => argon2.verify(hash, password).catch(() => false)),
    async verifyNobody(password: string) {
      dummyHash ??= argon2.hash('not a real password, only for timing', HASH_OPTIONS)
      const hash = await dummyHash
      await withSlot(() => argon2.verify(hash, password).catch(() => false))
      return false
    },
  }
}
export type PasswordHasher = ReturnType<typeof createPasswordHasher>
