import { createChallenge, randomInt, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { verify } from 'altcha-lib/frameworks/shared'
import type { Database } from '#db/client.ts'
import { ServiceError } from './errors.ts'
import { consume } from './rate-limits.ts'
import { createStoredKey } from '#server/signing-keys.ts'

/**
 * How many requests one network address may send per form kind and hour without a question: an
 * office or a conference network shares one address, so this is sized for a few hundred people.
 */
export const FREE_PER_HOUR = 100
/** Above the free share, each request needs a solved proof of work, up to this ceiling. */
export const CEILING_PER_HOUR = 1000
const HOUR = 3600_000
const CHALLENGE_MINUTES = 10
/** PBKDF2 rounds per attempt and the attempts expected: about a second in a browser, a millisecond to verify. */
const COST = 1000
const COUNTER = { min: 2_000, max: 8_000 }
const ALGORITHM = 'PBKDF2/SHA-256'

/** A request's network address and, when it solved one, the ALTCHA payload it carries. */
export interface NetworkPass {
  ip: string
  proof?: string | null
}

export const CHALLENGE_MESSAGE = 'Many requests are coming from your network, so we need a quick automatic check that you are a person: wait for it to finish below, then send the form again.'
const waitMessage = (seconds: number) => `Without JavaScript, please try again in ${Math.ceil(seconds / 60)} minutes.`

/** `hmacKey`: the configured ALTCHA_HMAC_KEY; unset, a key kept in the database, the same for every server process. */
export function createNetworkGate({ db, hmacKey }: { db: Database; hmacKey?: string }) {
  const storedKey = createStoredKey(db, 'altcha')
  const secrets = async () => {
    const key = hmacKey ?? (await storedKey()).toString('base64url')
    return { key, keySecret: `${key}:derived-keys` }
  }
  // Each solution admits one request: its challenge id is recorded (in the database, so every
  // server process sees it) until well after the challenge expires.
  const store = {
    async setIfAbsent(id: string) {
      const verdict = await consume(db, `altcha:${id}`, { limit: 1, windowMs: 2 * CHALLENGE_MINUTES * 60_000 })
      return verdict.allowed
    },
    get: async () => undefined,
    set: async () => undefined,
  }

  async function proofHolds(proof: string | null | undefined): Promise<boolean> {
    if (!proof || proof.length > 4000) return false
    const { key, keySecret } = await secrets()
    const result = await verify(proof, deriveKey, key, keySecret, store)
    return result.error === null
  }

  return {
    /**
     * Whether a proof of work is valid and unused, spending it: for a limit of another kind than a
     * network's share (an account under attack, server/services/accounts/sign-in-throttle.ts).
     */
    spendProof: proofHolds,

    /** A fresh challenge for the ALTCHA widget (or any client that solves it with altcha-lib). */
    async challenge(): Promise<Challenge> {
      const { key, keySecret } = await secrets()
      return createChallenge({
        algorithm: ALGORITHM,
        cost: COST,
        counter: randomInt(COUNTER.min, COUNTER.max),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
        hmacSignatureSecret: key,
        hmacKeySignatureSecret: keySecret,
      })
    },

    /**
     * Counts one request of `scope` from a network. Within the free share it passes; above it, it
     * passes with a valid, unused proof of work, else it is refused with `challenge_required`;
     * above the ceiling it is refused outright.
     */
    async admit(scope: string, { ip, proof }: NetworkPass): Promise<void> {
      const verdict = await consume(db, `${scope}:ip:${ip}`, { limit: CEILING_PER_HOUR, windowMs: HOUR })
      if (!verdict.allowed) {
        throw new ServiceError('rate_limited', 'Too many requests from this network. Please try again later.', { retryAfterSeconds: verdict.retryAfterSeconds })
      }
      if (verdict.hits <= FREE_PER_HOUR) return
      if (await proofHolds(proof)) return
      throw new ServiceError('challenge_required', `${CHALLENGE_MESSAGE} ${waitMessage(verdict.retryAfterSeconds)}`, { retryAfterSeconds: verdict.retryAfterSeconds })
    },
  }
}
export type NetworkGate = ReturnType<typeof createNetworkGate>
