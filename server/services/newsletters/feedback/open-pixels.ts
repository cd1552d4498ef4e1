import { sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletterDeliveries, newsletterIssues, newsletters } from '#db/schema/index.ts'
import { createStoredKey } from '#server/signing-keys.ts'
import { idOf, isSignature, signWith, verifyWith } from './link-signature.ts'

export const OPEN_PATH = '/n/o'

const openMessage = (issueId: number, subscriptionId: number) => `open:${issueId}:${subscriptionId}`

/**
 * The open pixel of a newsletter that counts opens (off by default: the privacy policy says why):
 * /n/o/{issue}/{subscription}/{signature}, signed over both ids so nobody counts an open for
 * somebody else. The first fetch by a recipient marks its delivery opened and adds one to the
 * issue's opens; images loaded again (or by a mail scanner first) add nothing.
 */
export function createOpenPixels(db: Database, siteUrl: string) {
  const getKey = createStoredKey(db, 'newsletter-links')
  const base = siteUrl.replace(/\/+$/, '')

  return {
    /**
     * For the sender: a synchronous maker of each recipient's pixel address, or null when the
     * issue's newsletter does not count opens (then the placeholder stays empty and no image goes out).
     */
    async forIssue(issueId: number): Promise<((subscriptionId: number) => string) | null> {
      const [row] = await db
        .select({ trackOpens: newsletters.trackOpens })
        .from(newsletterIssues)
        .innerJoin(newsletters, sql`${newsletters.id} = ${newsletterIssues.newsletterId}`)
        .where(sql`${newsletterIssues.id} = ${issueId}`)
      if (!row?.trackOpens) return null
      const key = await getKey()
      return (subscriptionId) => `${base}${OPEN_PATH}/${issueId}/${subscriptionId}/${signWith(key, openMessage(issueId, subscriptionId))}`
    },

    /** One recipient's pixel address (absolute), whether or not the newsletter counts opens. */
    async openPixelUrl(issueId: number, subscriptionId: number): Promise<string> {
      return `${base}${OPEN_PATH}/${issueId}/${subscriptionId}/${signWith(await getKey(), openMessage(issueId, subscriptionId))}`
    },

    /**
     * A pixel was fetched: 'refused' for a malformed or altered address (no query for a malformed
     * one), else 'counted' when this was the recipient's first open of a newsletter counting opens.
     */
    async record(issueSegment: string, subscriptionSegment: string, signature: string): Promise<'refused' | 'counted' | 'not counted'> {
      const issueId = idOf(issueSegment)
      const subscriptionId = idOf(subscriptionSegment)
      if (issueId === null || subscriptionId === null || !isSignature(signature)) return 'refused'
      if (!verifyWith(await getKey(), openMessage(issueId, subscriptionId), signature)) return 'refused'
      // One statement: the delivery is marked once, and only that first mark adds to the issue.
      const result = await db.execute(sql`
        with opened as (
          update ${newsletterDeliveries} set opened_at = now()
          where issue_id = ${issueId} and subscription_id = ${subscriptionId} and opened_at is null
            and exists (
              select 1 from ${newsletterIssues} i join ${newsletters} n on n.id = i.newsletter_id
              where i.id = ${issueId} and n.track_opens
            )
          returning issue_id
        )
        update ${newsletterIssues} set opens = opens + 1 where id in (select issue_id from opened) returning id`)
      return rowsOf(result).length ? 'counted' : 'not counted'
    },
  }
}
export type OpenPixels = ReturnType<typeof createOpenPixels>

/** db.execute's rows on PGlite and on node-postgres alike. */
const rowsOf = (result: unknown): unknown[] => (Array.isArray(result) ? result : ((result as { rows?: unknown[] }).rows ?? []))
