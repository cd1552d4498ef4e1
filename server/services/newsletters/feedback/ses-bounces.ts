import type { Logger } from 'pino'
import { pathsWithNul } from '#lib/validation/control-characters.ts'
import { z } from 'zod'
import { handled, parseJson, refused, type BounceOutcome } from './bounce-outcome.ts'
import { isSnsUrl, type SnsMessage, type SnsVerifier } from './sns-signature.ts'
import type { Suppressions } from './suppressions.ts'

const text = z.string().max(300_000)
const SnsEnvelope = z.object({
  Type: z.enum(['Notification', 'SubscriptionConfirmation', 'UnsubscribeConfirmation']),
  MessageId: z.string().max(200),
  TopicArn: z.string().max(400),
  Message: text,
  Timestamp: z.string().max(100),
  SignatureVersion: z.string().max(10),
  Signature: z.string().max(2000),
  SigningCertURL: z.string().max(2000),
  Subject: z.string().max(1000).optional(),
  Token: z.string().max(2000).optional(),
  SubscribeURL: z.string().max(2000).optional(),
})

const Recipients = z.array(z.object({ emailAddress: z.string().max(320), diagnosticCode: z.string().max(2000).optional() })).max(1000)
/** Amazon SES notification contents (notificationType) or event publishing (eventType), the parts read here. */
const SesNotification = z.object({
  notificationType: z.string().optional(),
  eventType: z.string().optional(),
  bounce: z.object({ bounceType: z.string(), bounceSubType: z.string().optional(), bouncedRecipients: Recipients }).optional(),
  complaint: z.object({ complainedRecipients: Recipients, complaintFeedbackType: z.string().optional() }).optional(),
})

/** Confirms an SNS subscription by GETting its SubscribeURL; tests record the call instead. */
export type SnsSubscriptionConfirmer = (subscribeUrl: string) => Promise<void>

export const confirmSnsSubscription: SnsSubscriptionConfirmer = async (url) => {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000), redirect: 'error' })
  if (!response.ok) throw new Error(`SNS subscription confirmation: ${response.status}`)
}

/**
 * Amazon SES bounces and complaints delivered by SNS. A message counts only when its topic is one
 * configured (SNS signs every topic's messages, anybody's included) and its signature checks out.
 * A permanent bounce or a complaint suppresses; a transient bounce does not (the sender retries).
 */
export function createSesBounces({
  topicArns,
  verify,
  confirm,
  suppressions,
  log,
}: {
  topicArns: readonly string[]
  verify: SnsVerifier
  confirm: SnsSubscriptionConfirmer
  suppressions: Suppressions
  log: Logger
}) {
  const topics = new Set(topicArns)

  async function notification(message: SnsMessage): Promise<BounceOutcome> {
    const parsed = SesNotification.safeParse(parseJson(message.Message))
    if (!parsed.success) return refused(400, 'The notification is not an Amazon SES notification')
    // What PostgreSQL cannot store (a NUL, a lone surrogate) is refused here, not failed on insert.
    if (pathsWithNul(parsed.data).length) return refused(400, 'The notification holds characters that cannot be stored')
    const { bounce, complaint } = parsed.data
    const type = parsed.data.notificationType ?? parsed.data.eventType
    if (type === 'Bounce' && bounce) {
      if (bounce.bounceType !== 'Permanent') return handled(`bounce:${bounce.bounceType}`)
      for (const recipient of bounce.bouncedRecipients)
        await suppressions.suppress(recipient.emailAddress, 'bounce', 'ses', [bounce.bounceSubType, recipient.diagnosticCode].filter(Boolean).join(': '))
      return handled('bounce:Permanent', bounce.bouncedRecipients.length)
    }
    if (type === 'Complaint' && complaint) {
      for (const recipient of complaint.complainedRecipients) await suppressions.suppress(recipient.emailAddress, 'complaint', 'ses', complaint.complaintFeedbackType ?? '')
      return handled('complaint', complaint.complainedRecipients.length)
    }
    return handled(`ignored:${type ?? 'unknown'}`)
  }

  return {
    configured: topics.size > 0,

    async handle(raw: string): Promise<BounceOutcome> {
      if (!topics.size) return refused(404, 'No SNS topic is configured (SES_SNS_TOPIC_ARNS)')
      const envelope = SnsEnvelope.safeParse(parseJson(raw))
      if (!envelope.success) return refused(400, 'The body is not an Amazon SNS message')
      const message = envelope.data
      if (!topics.has(message.TopicArn)) return refused(403, 'The message is from a topic that is not configured')
      const verdict = await verify(message)
      if (verdict !== 'valid') {
        log.warn({ event: 'newsletter.bounce_refused', provider: 'ses', verdict }, 'SNS message refused')
        return refused(401, `The SNS signature is refused: ${verdict}`)
      }
      if (message.Type === 'SubscriptionConfirmation') {
        if (!isSnsUrl(message.SubscribeURL)) return refused(400, 'The SubscribeURL is not an Amazon SNS address')
        // Answered at once; the confirmation goes out beside it (SNS sends it again if it fails).
        confirm(message.SubscribeURL!).then(
          () => log.info({ event: 'newsletter.sns_subscribed', topic: message.TopicArn }, 'SNS subscription confirmed'),
          (error: unknown) => log.warn({ event: 'newsletter.sns_subscribe_failed', err: error }, 'SNS subscription not confirmed'),
        )
        return handled('subscription-confirmation')
      }
      if (message.Type === 'UnsubscribeConfirmation') return handled('unsubscribe-confirmation')
      return notification(message)
    },
  }
}
export type SesBounces = ReturnType<typeof createSesBounces>

/** SES_SNS_TOPIC_ARNS as a list. */
export const topicArnsOf = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((arn) => arn.trim())
    .filter(Boolean)
