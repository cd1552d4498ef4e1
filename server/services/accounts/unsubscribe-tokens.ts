import type { Signer } from '#server/signing-keys.ts'

/**
 * The unsubscribe token of one subscription: its id and an HMAC of it, "<id>.<mac>".
 *
 * Signed rather than stored as a hash: every newsletter mail must carry the token, and a stored
 * hash cannot be turned back into it, so a hashed token would have to be replaced at each mail
 * and the links in older mails would stop working. A signature is the same on every mail, never
 * expires (RFC 8058 links must keep working) and needs no row per mail. It only ever unsubscribes,
 * so a leaked key lets someone stop mail, never start it or read anything.
 */
export function createUnsubscribeTokens(signer: Signer) {
  const message = (subscriptionId: number) => `newsletter-unsubscribe:${subscriptionId}`
  return {
    async create(subscriptionId: number): Promise<string> {
      return `${subscriptionId}.${await signer.sign(message(subscriptionId))}`
    },
    /** The subscription id the token was made for, or null for anything else. */
    async read(token: string): Promise<number | null> {
      const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token)
      if (!match) return null
      const id = Number(match[1])
      if (id > 2_147_483_647) return null // past a PostgreSQL integer: no such row, and no query
      return (await signer.verify(message(id), match[2]!)) ? id : null
    },
  }
}
export type UnsubscribeTokens = ReturnType<typeof createUnsubscribeTokens>
