import MailComposer from 'nodemailer/lib/mail-composer/index.js'
import { RECIPIENT_PLACEHOLDERS } from '#lib/newsletter-issue.ts'

/** What every copy of one issue shares: the frozen mail and its sender. */
export interface IssueMailing {
  issueId: number
  subject: string
  /** The From header. */
  from: { name: string; address: string }
  /** The envelope's sender, and the domain of the Message-IDs. */
  fromAddress: string
  replyTo: string
  html: string
  text: string
  trackOpens: boolean
}

/** One reader's parts of the mail. */
export interface RecipientParts {
  email: string
  unsubscribeUrl: string
  manageUrl: string
  /** Null: the newsletter does not count opens, and no image is sent. */
  openPixelUrl: string | null
  headers: Record<string, string>
  messageId: string
}

/**
 * The open pixel is written by the mail (emails/issue-mail.tsx) as an <img> whose src is the
 * placeholder: without open tracking the whole tag goes, not only its address, so no broken image
 * and no request is left in the mail.
 */
const PIXEL_TAG = new RegExp(`<img\\b[^>]*${RECIPIENT_PLACEHOLDERS.openPixelUrl}[^>]*>`, 'g')
export const withoutPixel = (html: string) => html.replace(PIXEL_TAG, '')

export const escapeHtml = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

/** Fills the placeholders of the frozen HTML and text for one reader. */
export function fillPlaceholders(mailing: Pick<IssueMailing, 'html' | 'text'>, parts: Pick<RecipientParts, 'unsubscribeUrl' | 'manageUrl' | 'openPixelUrl'>) {
  const html = parts.openPixelUrl === null ? withoutPixel(mailing.html) : mailing.html
  const fill = (text: string, escape: (value: string) => string) =>
    text
      .replaceAll(RECIPIENT_PLACEHOLDERS.unsubscribeUrl, escape(parts.unsubscribeUrl))
      .replaceAll(RECIPIENT_PLACEHOLDERS.manageUrl, escape(parts.manageUrl))
      .replaceAll(RECIPIENT_PLACEHOLDERS.openPixelUrl, escape(parts.openPixelUrl ?? ''))
  return { html: fill(html, escapeHtml), text: fill(mailing.text, (value) => value) }
}

/** A deterministic Message-ID for one issue and reader: a copy sent twice would show as the same message. */
export function newsletterMessageId(issueId: number, subscriptionId: number, fromAddress: string): string {
  const domain = fromAddress.split('@').pop() || 'localhost'
  return `<newsletter-${issueId}-${subscriptionId}@${domain}>`
}

/** The whole message (MIME), built once: it is what goes out as DATA. */
export function composeRecipientMail(mailing: IssueMailing, parts: RecipientParts, subjectPrefix = ''): Promise<Buffer> {
  const { html, text } = fillPlaceholders(mailing, parts)
  const composer = new MailComposer({
    from: mailing.from,
    to: parts.email,
    ...(mailing.replyTo ? { replyTo: mailing.replyTo } : {}),
    subject: `${subjectPrefix}${mailing.subject}`,
    html,
    text,
    headers: parts.headers,
    messageId: parts.messageId,
  })
  return new Promise((resolve, reject) => composer.compile().build((error, message) => (error ? reject(error) : resolve(message))))
}
