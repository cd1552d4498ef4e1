import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'
import type { Database } from '#db/client.ts'
import { createStoredKey } from '#server/signing-keys.ts'

/**
 * AES-256-GCM under a key kept in the database (signing_keys), for secrets the server must read
 * back (TOTP secrets): a copy of the table alone does not give them away.
 */
export function createSecretBox(db: Database, purpose: string) {
  const getKey = createStoredKey(db, purpose)
  return {
    async seal(plain: string): Promise<string> {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', await getKey(), iv)
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.')
    },
    async open(box: string): Promise<string> {
      const [iv, tag, sealed] = box.split('.').map((part) => Buffer.from(part, 'base64url'))
      const decipher = createDecipheriv('aes-256-gcm', await getKey(), iv!)
      decipher.setAuthTag(tag!)
      return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8')
    },
  }
}
