import type { Database } from '#db/client.ts'
import type { IssueContent, RenderedIssue } from '#lib/newsletter-issue.ts'
import type { SendProgress } from '../sending/sender.ts'

export type { SendProgress }

/**
 * What composing needs of the mail renderer (emails/issue-mail.tsx), the click links
 * (feedback/click-links.ts) and the sender (sending/sender.ts): the composition root passes them,
 * and a test may pass its own.
 */
export type RenderIssue = (content: IssueContent, options: { siteUrl: string; link: (url: string, sponsor: string | null) => string }) => Promise<RenderedIssue>

export interface ClickLinks {
  /** A synchronous signer of the issue's `/n/c/{issue}/{position}/{signature}` paths, its key loaded once. */
  forIssue(issueId: number): Promise<(position: number) => string>
  /** Inserts the issue's newsletter_links rows, in the caller's transaction when given. */
  record(issueId: number, links: RenderedIssue['links'], tx?: Database): Promise<void>
}

export interface NewsletterSender {
  /** The issue is already `sending` with its content fixed: count the audience, plan and queue the batches in `tx`. */
  begin(issueId: number, tx?: Database): Promise<unknown>
  stop(issueId: number): Promise<void>
  resume(issueId: number): Promise<void>
  progress(issueId: number): Promise<SendProgress>
  sendTest(issueId: number, addresses: string[], rendered: RenderedIssue): Promise<unknown>
}

export interface IssuePorts {
  renderIssue: RenderIssue
  clickLinks: ClickLinks
  sender: NewsletterSender
}
