import type { Database } from '#db/client.ts'
import { createSigner } from '#server/signing-keys.ts'

/**
 * Signed, short-lived preview links for the embedded store, in the form the WordPress companion
 * plugin uses (`<expiry>.<signature of "preview:<id>:<expiry>">`), so the site's /preview reads a
 * back-office draft exactly as it reads a WordPress one. The key is kept in the database, shared
 * by every server process.
 */
export const PREVIEW_SECONDS = 3600

export function createPreviewTokens(db: Database) {
  const signer = createSigner(db, 'content-preview')
  return {
    async issue(postId: number, now = Date.now()): Promise<string> {
      const expires = Math.floor(now / 1000) + PREVIEW_SECONDS
      return `${expires}.${await signer.sign(`preview:${postId}:${expires}`)}`
    },
    async verify(postId: number, token: string, now = Date.now()): Promise<boolean> {
      const [expires = '', signature = ''] = token.split('.', 2)
      if (!/^\d{1,12}$/.test(expires) || Number(expires) < now / 1000 || !signature) return false
      return signer.verify(`preview:${postId}:${expires}`, signature)
    },
  }
}

export type PreviewTokens = ReturnType<typeof createPreviewTokens>
