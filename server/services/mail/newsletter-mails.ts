import type { MailMessage } from './mail.ts'
import { signOff, type SiteInfo } from './mail-templates.ts'

interface Choices {
  dailyBoost: boolean
  salesDigest: boolean
  thirdParty: boolean
}

/** The page a one-click unsubscribe POSTs to, and where a reader's GET asks them to confirm. */
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletters/unsubscribe'

export function unsubscribeUrl(site: SiteInfo, unsubscribeToken: string): string {
  return `${site.siteUrl}${NEWSLETTER_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken)}`
}

/**
 * RFC 2369 and RFC 8058: mail programs show an "Unsubscribe" button that POSTs
 * `List-Unsubscribe=One-Click` to the https address; the mailto is for programs that only mail.
 */
export function listUnsubscribeHeaders(site: SiteInfo, unsubscribeToken: string): Record<string, string> {
  const mailto = `mailto:unsubscribe@${new URL(site.siteUrl).hostname}?subject=${encodeURIComponent(`unsubscribe ${unsubscribeToken}`)}`
  return {
    'List-Unsubscribe': `<${unsubscribeUrl(site, unsubscribeToken)}>, <${mailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

const choiceLines = (choices: Choices) =>
  [
    `Daily Boost (weekday mornings): ${choices.dailyBoost ? 'subscribed' : 'not subscribed'}`,
    `Sales Digest (weekly): ${choices.salesDigest ? 'subscribed' : 'not subscribed'}`,
    `Offers from our partners: ${choices.thirdParty ? 'yes' : 'no'}`,
  ]
    .map((line) => `- ${line}`)
    .join('\n')

const unsubscribeLine = (site: SiteInfo, unsubscribeToken: string) => `To stop all ${site.siteName} newsletters: ${unsubscribeUrl(site, unsubscribeToken)}`

/** Sent after choices are stored (by a signed-in reader, or a confirmed sign-up). */
export function newsletterChoicesMail(site: SiteInfo, to: string, choices: Choices, unsubscribeToken: string): MailMessage {
  return {
    to,
    subject: `Your ${site.siteName} newsletter choices`,
    text: `Hello,\n\nThese are your newsletter choices now:\n\n${choiceLines(choices)}\n\nChange them any time at ${site.siteUrl}/newsletters.\n\n${unsubscribeLine(site, unsubscribeToken)}${signOff(site)}`,
    headers: listUnsubscribeHeaders(site, unsubscribeToken),
  }
}

/** Double opt-in: an anonymous sign-up counts only once the address's owner follows this link. */
export function newsletterOptInMail(site: SiteInfo, to: string, choices: Choices, confirmToken: string, validHours: number, unsubscribeToken: string): MailMessage {
  const link = `${site.siteUrl}/newsletters/confirm?token=${encodeURIComponent(confirmToken)}`
  return {
    to,
    subject: `Confirm your ${site.siteName} newsletter choices`,
    text: `Hello,\n\nSomebody (perhaps you) asked for these ${site.siteName} newsletter choices for this address:\n\n${choiceLines(choices)}\n\nTo confirm them, open this link within ${validHours} hours:\n\n${link}\n\nIf you did not ask for this, ignore this message: nothing changes.\n\n${unsubscribeLine(site, unsubscribeToken)}${signOff(site)}`,
    headers: listUnsubscribeHeaders(site, unsubscribeToken),
  }
}
