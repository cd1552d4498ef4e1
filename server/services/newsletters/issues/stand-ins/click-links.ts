import { createHmac } from 'node:crypto'
import type { Database } from '#db/client.ts'
import { newsletterLinks } from '#db/schema/index.ts'
import { createStoredKey } from '../../../../signing-keys.ts'
import type { ClickLinks } from '../ports.ts'

/**
 * STAND-IN for part 3's `createClickLinks` (feedback/click-links.ts), to be replaced at merge:
 * the same signed paths and newsletter_links rows; the redirect that checks them is part 3's.
 */
export function createStandInClickLinks(db: Database): ClickLinks {
  const key = createStoredKey(db, 'newsletter-click-links')
  return {
    async forIssue(issueId) {
      const secret = await key()
      return (position) => `/n/c/${issueId}/${position}/${createHmac('sha256', secret).update(`${issueId}/${position}`).digest('base64url')}`
    },
    async record(issueId, links, tx = db) {
      if (!links.length) return
      await tx
        .insert(newsletterLinks)
        .values(links.map((one, position) => ({ issueId, position, url: one.url, sponsor: one.sponsor })))
        .onConflictDoNothing()
    },
  }
}
