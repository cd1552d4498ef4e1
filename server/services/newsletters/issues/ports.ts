import type { Database } from '#db/client.ts'
import type { IssueContent, RenderedIssue } from '#lib/newsletter-issue.ts'

/**
 * What composing needs from the other three parts of issue 28 (the preamble's interfaces): the
 * mail renderer (emails/issue-mail.tsx), the click links (feedback/click-links.ts) and the sender
 * (sending/sender.ts). Until those are merged, stand-ins/ holds the smallest versions behind the
 * same signatures; the composition root picks the real ones at merge.
 */
export type RenderIssue = (content: IssueContent, options: { siteUrl: string; link: (url: string, sponsor: string | null) => string }) => Promise<RenderedIssue>

export interface ClickLinks {
  /** A synchronous signer of the issue's `/n/c/{issue}/{position}/{signature}` paths, its key loaded once. */
  forIssue(issueId: number): Promise<(position: number) => string>
  /** Inserts the issue's newsletter_links rows, in the caller's transaction when given. */
  record(issueId: number, links: RenderedIssue['links'], tx?: Database): Promise<void>
}

export interface SendProgress {
  recipients: number
  queued: number
  sent: number
  deferred: number
  failed: number
  skipped: number
}

export interface NewsletterSender {
  /** The issue is already `sending` with its content fixed: count the audience, plan and queue the batches in `tx`. */
  begin(issueId: number, tx?: Database): Promise<void>
  stop(issueId: number): Promise<void>
  resume(issueId: number): Promise<void>
  progress(issueId: number): Promise<SendProgress>
  sendTest(issueId: number, addresses: string[], rendered: RenderedIssue): Promise<void>
}

export interface IssuePorts {
  renderIssue: RenderIssue
  clickLinks: ClickLinks
  sender: NewsletterSender
}
