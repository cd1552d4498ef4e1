import { sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Database } from '#db/client.ts'
import type { RenderedIssue } from '#lib/newsletter-issue.ts'
import { ServiceError } from '../../errors.ts'
import type { SiteInfo } from '../../mail/mail-templates.ts'
import { mailingOf, type DefaultSender } from './issue-mailing.ts'
import type { NewsletterTransport } from './newsletter-transport.ts'
import { composeRecipientMail } from './recipient-mail.ts'

export const MAX_TEST_ADDRESSES = 10

const testAddresses = z.array(z.email('Each test address must be an email address.')).min(1, 'Give at least one address.').max(MAX_TEST_ADDRESSES, `At most ${MAX_TEST_ADDRESSES} addresses.`)

interface TestSendDeps {
  db: Database
  transport: NewsletterTransport
  sender: DefaultSender
  site: SiteInfo
  manageUrl: string
}

/**
 * A test of an issue as it would go out, "[TEST]" before its subject: the unsubscribe and manage
 * links lead to the newsletters page (nobody is unsubscribed by a test), no open pixel, no
 * List-Unsubscribe. Nothing is recorded: no delivery, no suppression.
 */
export async function sendTestMails({ db, transport, sender, manageUrl }: TestSendDeps, issueId: number, addresses: string[], rendered: RenderedIssue): Promise<{ sent: number }> {
  const parsed = testAddresses.safeParse(addresses.map((address) => address.trim()))
  if (!parsed.success) throw new ServiceError('validation_failed', parsed.error.issues[0]!.message, { fields: { addresses: parsed.error.issues[0]!.message } })
  const result = (await db.execute(sql`
    select i.subject, i.preview_text, n.from_name, n.from_address, n.reply_to
    from newsletter_issues i join newsletters n on n.id = i.newsletter_id where i.id = ${issueId}`)) as unknown as {
    rows: { subject: string; from_name: string; from_address: string; reply_to: string }[]
  }
  const issue = result.rows[0]
  if (!issue) throw new ServiceError('not_found', 'No such issue.')
  const newsletter = { fromName: issue.from_name, fromAddress: issue.from_address, replyTo: issue.reply_to, trackOpens: false }
  const mailing = mailingOf(issueId, issue.subject, rendered, newsletter, sender)
  for (const [index, email] of parsed.data.entries()) {
    const body = await composeRecipientMail(
      mailing,
      { email, unsubscribeUrl: manageUrl, manageUrl, openPixelUrl: null, headers: {}, messageId: `<newsletter-test-${issueId}-${Date.now()}-${index}@${mailing.fromAddress.split('@').pop()}>` },
      '[TEST] ',
    )
    await transport.sendUnrecorded({ from: mailing.fromAddress, to: email, key: `test-${issueId}-${Date.now()}-${index}` }, body)
  }
  return { sent: parsed.data.length }
}
