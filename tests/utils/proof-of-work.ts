import { solveChallenge, type Challenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { rateLimits } from '#db/schema/index.ts'
import { FREE_PER_HOUR } from '#server/services/network-gate.ts'

/** The key tests sign challenges with when they build the network gate themselves. */
export const TEST_HMAC_KEY = 'quota-tests-altcha-hmac-key-0123456789'

/** Solves a challenge as the ALTCHA widget does, and encodes the payload it would post (base64 JSON). */
export async function solveProof(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the challenge was not solved in time')
  return btoa(JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution }))
}

/** Spends a network's free share for a scope at once (the counting itself is tested in network-gate.test.ts). */
export async function spendFreeShare(db: Database, scope: string, ip: string): Promise<void> {
  await db
    .insert(rateLimits)
    .values({ key: `${scope}:ip:${ip}`, hits: FREE_PER_HOUR })
    .onConflictDoUpdate({ target: rateLimits.key, set: { hits: FREE_PER_HOUR, windowStartedAt: sql`now()` } })
}

/** A solved challenge from a running app's own GET /api/challenge, as the browser widget would post it. */
export async function proofFrom(app: { request(path: string, init?: RequestInit): Response | Promise<Response> }): Promise<string> {
  const res = await app.request('/api/challenge')
  if (res.status !== 200) throw new Error(`GET /api/challenge answered ${res.status}`)
  return solveProof((await res.json()) as Challenge)
}
