import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import type { Env } from '../../../env.ts'
import type { JobQueue } from '../../jobs/queue.ts'
import type { SponsorWebhooks } from '../../sponsors/sponsor-webhooks.ts'
import { createClickLinks } from './click-links.ts'
import { createOpenPixels } from './open-pixels.ts'
import { createPostmarkBounces } from './postmark-bounces.ts'
import { confirmSnsSubscription, createSesBounces, topicArnsOf, type SnsSubscriptionConfirmer } from './ses-bounces.ts'
import { createSnsVerifier, fetchSnsCertificate, type CertFetcher } from './sns-signature.ts'
import { createSponsorSlots } from './sponsor-slots.ts'
import { createSuppressions } from './suppressions.ts'

/** How the server reaches Amazon SNS: its signing certificates and subscription links. Tests record both. */
export interface SnsAdapter {
  fetchCertificate: CertFetcher
  confirmSubscription: SnsSubscriptionConfirmer
}

export interface NewsletterFeedbackDeps {
  db: Database
  log: Logger
  jobs: JobQueue
  sponsorWebhooks: SponsorWebhooks
  /** SITE_URL, and the providers' settings: SES_SNS_TOPIC_ARNS, POSTMARK_WEBHOOK_USER and _PASSWORD. */
  env: Pick<Env, 'SITE_URL' | 'SES_SNS_TOPIC_ARNS' | 'POSTMARK_WEBHOOK_USER' | 'POSTMARK_WEBHOOK_PASSWORD'>
  sns?: SnsAdapter
}

/** What comes back from sent newsletters: clicks, opens, bounces and complaints, and the sponsors' view of their slots. */
export function createNewsletterFeedback({ db, log, jobs, sponsorWebhooks, env, sns }: NewsletterFeedbackDeps) {
  const siteUrl = env.SITE_URL
  const postmark = env.POSTMARK_WEBHOOK_USER && env.POSTMARK_WEBHOOK_PASSWORD ? { user: env.POSTMARK_WEBHOOK_USER, password: env.POSTMARK_WEBHOOK_PASSWORD } : null
  const suppressions = createSuppressions(db, log)
  const sponsorSlots = createSponsorSlots({ db, webhooks: sponsorWebhooks, jobs, siteUrl })
  return {
    clickLinks: createClickLinks(db),
    openPixels: createOpenPixels(db, siteUrl),
    suppressions,
    ses: createSesBounces({
      topicArns: topicArnsOf(env.SES_SNS_TOPIC_ARNS),
      verify: createSnsVerifier(sns?.fetchCertificate ?? fetchSnsCertificate),
      confirm: sns?.confirmSubscription ?? confirmSnsSubscription,
      suppressions,
      log,
    }),
    postmark: createPostmarkBounces({ credentials: postmark, suppressions, log }),
    sponsorSlots,
    /** For the sender, once it has marked an issue sent: the slot's sponsor hears of it (webhook `newsletter.sent`). */
    notifySlotSent: (issueId: number) => sponsorSlots.notifySlotSent(issueId),
  }
}
export type NewsletterFeedback = ReturnType<typeof createNewsletterFeedback>
