import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import { newsletterLinks } from '#db/schema/index.ts'
import type { RenderedIssue } from '#lib/newsletter-issue.ts'
import { createStoredKey } from '#server/signing-keys.ts'
import { idOf, isSignature, positionOf, signWith, verifyWith } from './link-signature.ts'

export const CLICK_PATH = '/n/c'

const clickMessage = (issueId: number, position: number) => `click:${issueId}:${position}`

/**
 * The issue's links behind signed redirects: /n/c/{issue}/{position}/{signature}. The target is
 * only ever the address stored for that issue and position when the send started, so an
 * unsigned or altered link leads nowhere (never an open redirect), and each followed link counts.
 */
export function createClickLinks(db: Database) {
  const getKey = createStoredKey(db, 'newsletter-links')

  return {
    /** A signer of the issue's click paths, synchronous for the renderer; the key is read once. */
    async forIssue(issueId: number): Promise<(position: number) => string> {
      const key = await getKey()
      return (position) => `${CLICK_PATH}/${issueId}/${position}/${signWith(key, clickMessage(issueId, position))}`
    },

    /** The issue's links in the rendered order: position n is the n-th link (from 0). */
    async record(issueId: number, links: RenderedIssue['links'], tx: Database = db): Promise<void> {
      if (!links.length) return
      await tx
        .insert(newsletterLinks)
        .values(links.map((link, position) => ({ issueId, position, url: link.url, sponsor: link.sponsor })))
        .onConflictDoNothing()
    },

    /**
     * The stored address of a followed link, its click counted in the same statement; null for a
     * malformed, unsigned, altered or unknown link. `count: false` (a HEAD, a scanner's look) only reads.
     */
    async follow(issueSegment: string, positionSegment: string, signature: string, { count = true } = {}): Promise<string | null> {
      const issueId = idOf(issueSegment)
      const position = positionOf(positionSegment)
      // Malformed addresses are refused before the key or any row is read.
      if (issueId === null || position === null || !isSignature(signature)) return null
      if (!verifyWith(await getKey(), clickMessage(issueId, position), signature)) return null
      const where = and(eq(newsletterLinks.issueId, issueId), eq(newsletterLinks.position, position))
      const [link] = count
        ? await db
            .update(newsletterLinks)
            .set({ clicks: sql`${newsletterLinks.clicks} + 1` })
            .where(where)
            .returning({ url: newsletterLinks.url })
        : await db.select({ url: newsletterLinks.url }).from(newsletterLinks).where(where)
      return link?.url ?? null
    },
  }
}
export type ClickLinks = ReturnType<typeof createClickLinks>
