import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { ServiceError } from '../errors.ts'
import type { NetworkGate, NetworkPass } from '../network-gate.ts'
import { blockedFor, clearKey, consume, recordFailure } from '../rate-limits.ts'

/** Sign-in attempts per network address and minute, across accounts: the hard limit against one machine. */
export const PER_ADDRESS_PER_MINUTE = 20
/** Failures of one account from one address before that pair waits (doubling, up to 15 minutes), even for the right password. */
export const PAIR_FREE_FAILURES = 5
const PAIR_MAX_WAIT_SECONDS = 900
/**
 * Failures of one account from anywhere before it slows down: from then on an attempt needs a
 * solved proof of work, or a wait that doubles with each failure (30 s, 1 min... 15 min). The
 * right password with a proof always gets in, so nobody can lock an account (decision 038).
 */
export const ACCOUNT_FREE_FAILURES = 10
const ACCOUNT_FIRST_WAIT_SECONDS = 30
const ACCOUNT_MAX_WAIT_SECONDS = 900

const waitWords = (seconds: number) => (seconds < 60 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`)
export const ACCOUNT_CHALLENGE_MESSAGE = 'This account has had many failed sign-ins, so we need a quick automatic check that you are a person: wait for it to finish below, then sign in again.'

/**
 * The limits around a password check, keyed by the normalised email address (known or not, so
 * the answers never tell whether an account exists).
 */
export function createSignInThrottle({ db, gate, log }: { db: Database; gate: NetworkGate; log: Logger }) {
  const pairKey = (email: string, ip: string) => `login:fail:${email}:${ip}`
  const accountKey = (email: string) => `login:account:${email}`

  return {
    /**
     * Before a password is checked. `network.proof` is spent only when the account is slowed down.
     * `signedIn`: a session re-entering its own password (change, delete): the account's slowdown,
     * which a stranger can start, does not stand between a person and their own settings.
     */
    async admit(email: string, { ip, proof }: NetworkPass, { signedIn = false } = {}): Promise<void> {
      const perAddress = await consume(db, `login:ip:${ip}`, { limit: PER_ADDRESS_PER_MINUTE, windowMs: 60_000 })
      if (!perAddress.allowed) {
        log.warn({ event: 'auth.throttled', key: 'login:ip' }, 'rate limited')
        throw new ServiceError('rate_limited', 'Too many sign-in attempts. Please wait a minute.', { retryAfterSeconds: perAddress.retryAfterSeconds })
      }
      const pairWait = await blockedFor(db, pairKey(email, ip))
      if (pairWait > 0) throw new ServiceError('rate_limited', 'Too many failed attempts. Please wait before trying again.', { retryAfterSeconds: pairWait })
      if (signedIn) return
      const accountWait = await blockedFor(db, accountKey(email))
      if (accountWait > 0 && !(await gate.spendProof(proof))) {
        log.warn({ event: 'auth.login.challenged' }, 'account slowed down: proof of work asked')
        throw new ServiceError('challenge_required', `${ACCOUNT_CHALLENGE_MESSAGE} Without JavaScript, please try again in ${waitWords(accountWait)}.`, {
          retryAfterSeconds: accountWait,
        })
      }
    },

    /** Counts a wrong password; true exactly once per slowdown episode: when this failure started it. */
    async failed(email: string, ip: string, { signedIn = false } = {}): Promise<{ slowdownStarted: boolean }> {
      await recordFailure(db, pairKey(email, ip), { free: PAIR_FREE_FAILURES, maxBackoffSeconds: PAIR_MAX_WAIT_SECONDS })
      if (signedIn) return { slowdownStarted: false }
      const failures = await recordFailure(db, accountKey(email), {
        free: ACCOUNT_FREE_FAILURES,
        firstBackoffSeconds: ACCOUNT_FIRST_WAIT_SECONDS,
        maxBackoffSeconds: ACCOUNT_MAX_WAIT_SECONDS,
      })
      return { slowdownStarted: failures === ACCOUNT_FREE_FAILURES }
    },

    /** The right password ends the pair's wait and the account's slowdown episode. */
    async succeeded(email: string, ip: string): Promise<void> {
      await clearKey(db, pairKey(email, ip))
      await clearKey(db, accountKey(email))
    },

    /** A new password (reset or change) ends the account's slowdown episode. */
    async passwordReplaced(email: string): Promise<void> {
      await clearKey(db, accountKey(email))
    },
  }
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>
