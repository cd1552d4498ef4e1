import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { signingKeys } from '#db/schema/index.ts'

export interface Signer {
  /** A base64url HMAC-SHA256 of the message. */
  sign(message: string): Promise<string>
  verify(message: string, signature: string): Promise<boolean>
}

/**
 * A secret kept in the database under `purpose`, made on first use. The first server copy to
 * insert it wins (`on conflict do nothing`), and every copy then reads that one key.
 */
export function createStoredKey(db: Database, purpose: string): () => Promise<Buffer> {
  let key: Promise<Buffer> | null = null
  const loadKey = async () => {
    await db
      .insert(signingKeys)
      .values({ purpose, secret: randomBytes(32).toString('base64url') })
      .onConflictDoNothing()
    const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.purpose, purpose))
    return Buffer.from(row!.secret, 'base64url')
  }
  const getKey = () => {
    // A failed load (database down) is not remembered: the next call tries again.
    key ??= loadKey().catch((error: unknown) => {
      key = null
      throw error
    })
    return key
  }
  return getKey
}

/** HMAC with a stored key (createStoredKey). */
export function createSigner(db: Database, purpose: string): Signer {
  const getKey = createStoredKey(db, purpose)
  const mac = async (message: string) =>
    createHmac('sha256', await getKey())
      .update(message, 'utf8')
      .digest()
  return {
    async sign(message) {
      return (await mac(message)).toString('base64url')
    },
    async verify(message, signature) {
      const expected = await mac(message)
      const given = Buffer.from(signature, 'base64url')
      return given.length === expected.length && timingSafeEqual(given, expected)
    },
  }
}
