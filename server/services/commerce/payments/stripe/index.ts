import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import type { StripeConfig } from '#server/env.ts'
import type { JobQueue } from '../../../jobs/queue.ts'
import type { Mailer } from '../../../mail/mail.ts'
import type { SiteInfo } from '../../../mail/mail-templates.ts'
import type { NetworkGate } from '../../../network-gate.ts'
import type { PromoCodes } from '../../promo-codes.ts'
import { createStripeOrders } from '../../stripe-orders.ts'
import { createStripeCatalog } from './catalog.ts'
import { createStripeCheckout } from './checkout.ts'
import { createStripeClient, type StripeEndpoint } from './client.ts'
import { createStripeSubscriptionManagement } from './subscription-management.ts'
import { createStripeWebhooks } from './webhook-events.ts'

export interface StripePaymentDeps {
  config: StripeConfig
  endpoint?: StripeEndpoint
  db: Database
  jobs: JobQueue
  promoCodes: PromoCodes
  gate: NetworkGate
  mailer: Mailer
  log: Logger
  site: SiteInfo
}

/** Everything the Stripe path needs, built when the three Stripe keys are set (decision 061). */
export function createStripePayments({ config, endpoint, db, jobs, promoCodes, gate, mailer, log, site }: StripePaymentDeps) {
  const stripe = createStripeClient(config, endpoint)
  const catalog = createStripeCatalog(stripe)
  const checkout = createStripeCheckout({ stripe, catalog, siteUrl: site.siteUrl })
  const orders = createStripeOrders({ db, checkout, promoCodes, gate, mailer, log, site })
  const webhooks = createStripeWebhooks({ db, stripe, webhookSecret: config.webhookSecret, jobs, orders, log, siteUrl: site.siteUrl })
  const subscriptions = createStripeSubscriptionManagement({ stripe, orders, siteUrl: site.siteUrl })
  return { stripe, catalog, checkout, orders, webhooks, subscriptions, publishableKey: config.publishableKey }
}
export type StripePayments = ReturnType<typeof createStripePayments>
