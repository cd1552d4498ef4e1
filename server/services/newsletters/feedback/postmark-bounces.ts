import { createHash, timingSafeEqual } from 'node:crypto'
import type { Logger } from 'pino'
import { z } from 'zod'
import { handled, refused, type BounceOutcome } from './bounce-outcome.ts'
import type { Suppressions } from './suppressions.ts'

/** Postmark's bounce and spam complaint webhooks: the parts read here (the rest passes). */
const PostmarkRecord = z.object({
  RecordType: z.string().max(100),
  Type: z.string().max(100).optional(),
  Email: z.string().max(320).optional(),
  Inactive: z.boolean().optional(),
  Description: z.string().max(2000).optional(),
  Details: z.string().max(2000).optional(),
})

/** Bounce types that say the address will not take mail; the rest (soft, transient, DNS, auto-reply…) pass. */
const PERMANENT = new Set(['HardBounce', 'BadEmailAddress', 'ManuallyDeactivated'])

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest()

/**
 * Postmark does not sign its webhooks: the address is configured in Postmark with HTTP Basic
 * credentials, which are compared here in constant time (as digests, so lengths tell nothing).
 */
export function createPostmarkBounces({ credentials, suppressions, log }: { credentials: { user: string; password: string } | null; suppressions: Suppressions; log: Logger }) {
  const expected = credentials ? digest(`${credentials.user}:${credentials.password}`) : null

  return {
    configured: expected !== null,

    /** Whether an Authorization header carries the configured credentials. */
    authorised(header: string | undefined): boolean {
      if (!expected) return false
      const encoded = /^Basic\s+([A-Za-z0-9+/=]{1,1000})$/i.exec(header ?? '')?.[1]
      if (!encoded) return false
      return timingSafeEqual(digest(Buffer.from(encoded, 'base64').toString('utf8')), expected)
    },

    async handle(body: unknown): Promise<BounceOutcome> {
      const parsed = PostmarkRecord.safeParse(body)
      if (!parsed.success) return refused(400, 'The body is not a Postmark webhook record')
      const record = parsed.data
      const email = record.Email?.trim() ?? ''
      const detail = [record.Type, record.Details || record.Description].filter(Boolean).join(': ')
      // Spam complaints come as their own record type, or (older webhooks) as a bounce of type SpamComplaint.
      if (record.RecordType === 'SpamComplaint' || (record.RecordType === 'Bounce' && record.Type === 'SpamComplaint')) {
        if (!email) return refused(400, 'The complaint names no address')
        await suppressions.suppress(email, 'complaint', 'postmark', detail)
        return handled('complaint', 1)
      }
      if (record.RecordType === 'Bounce') {
        if (!email) return refused(400, 'The bounce names no address')
        // Postmark deactivates an address it will not mail again (Inactive): so do we.
        if (!PERMANENT.has(record.Type ?? '') && record.Inactive !== true) return handled(`bounce:${record.Type ?? 'unknown'}`)
        await suppressions.suppress(email, 'bounce', 'postmark', detail)
        return handled('bounce', 1)
      }
      log.info({ event: 'newsletter.bounce_ignored', provider: 'postmark', recordType: record.RecordType }, 'Postmark record ignored')
      return handled(`ignored:${record.RecordType}`)
    },
  }
}
export type PostmarkBounces = ReturnType<typeof createPostmarkBounces>
