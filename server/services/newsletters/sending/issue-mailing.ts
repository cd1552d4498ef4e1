import { sql } from 'drizzle-orm'
import type { Database } from '#db/client.ts'
import type { FrozenIssue, RenderedIssue } from '#lib/newsletter-issue.ts'
import type { IssueMailing } from './recipient-mail.ts'

/** The site's own sender, as the other mail of the site (mail.ts's callers) uses. */
export interface DefaultSender {
  name: string
  address: string
}

/**
 * What a batch mails for an issue that is `sending`: its frozen content and its newsletter's
 * sender; null for any other status (stopped, sent, cancelled) or an issue without content.
 */
export async function loadMailing(db: Database, issueId: number, site: DefaultSender): Promise<IssueMailing | null> {
  const result = (await db.execute(sql`
    select i.status, i.content, n.from_name, n.from_address, n.reply_to, n.track_opens
    from newsletter_issues i join newsletters n on n.id = i.newsletter_id where i.id = ${issueId}`)) as unknown as {
    rows: { status: string; content: FrozenIssue | null; from_name: string; from_address: string; reply_to: string; track_opens: boolean }[]
  }
  const row = result.rows[0]
  if (!row || row.status !== 'sending' || !row.content) return null
  return mailingOf(
    issueId,
    row.content.content.subject,
    row.content.rendered,
    { ...row, fromName: row.from_name, fromAddress: row.from_address, replyTo: row.reply_to, trackOpens: row.track_opens },
    site,
  )
}

export function mailingOf(
  issueId: number,
  subject: string,
  rendered: RenderedIssue,
  newsletter: { fromName: string; fromAddress: string; replyTo: string; trackOpens: boolean },
  site: DefaultSender,
): IssueMailing {
  const address = newsletter.fromAddress || site.address
  return {
    issueId,
    subject,
    from: { name: newsletter.fromAddress ? newsletter.fromName : newsletter.fromName || site.name, address },
    fromAddress: address,
    replyTo: newsletter.replyTo,
    html: rendered.html,
    text: rendered.text,
    trackOpens: newsletter.trackOpens,
  }
}

/** The site's sender when a newsletter names none: "{SITE_NAME} <no-reply@{host}>", as createServices gives the mailer. */
export function siteSender(site: { siteName: string; siteUrl: string }): DefaultSender {
  return { name: site.siteName, address: `no-reply@${new URL(site.siteUrl).hostname}` }
}
