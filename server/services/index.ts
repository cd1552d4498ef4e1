import { resolve } from 'node:path'
import type { Logger } from 'pino'
import type { Database, DatabaseHandle } from '#db/client.ts'
import { createContentBackend } from '../content/backend.ts'
import { contentReadSize, createContentClient } from '../content/client.ts'
import { createMenuClient } from '../content/menus-client.ts'
import { SwrCache } from '../content/swr-cache.ts'
import { stripeConfig, type Env } from '../env.ts'
import { createAccounts } from './accounts/accounts.ts'
import { createAuditLog } from './audit/audit-log.ts'
import { createSecondFactor } from './staff/second-factor.ts'
import { createStaff } from './staff/staff.ts'
import { createPurgeBus, type PurgeBus } from '../cache/purge-bus.ts'
import { createNewsletters } from './accounts/newsletters.ts'
import { createNewsletterArchive } from './newsletters/archive.ts'
import { createSubscriberAdmin } from './accounts/subscriber-admin.ts'
import { createSubscriberImports } from './accounts/subscriber-import.ts'
import { createBusinessDashboard } from './dashboard/business-dashboard.ts'
import { createContentHome } from './newsroom/content-home.ts'
import { createAuthorAdmin } from './newsroom/authors.ts'
import { createDocumentStore } from './newsroom/documents.ts'
import { createFeatured } from './newsroom/featured.ts'
import { createMenuAdmin } from './newsroom/menus.ts'
import { createPostAdmin } from './newsroom/posts.ts'
import { createMediaLibrary } from './newsroom/media-library.ts'
import { createTermAdmin } from './newsroom/terms.ts'
import { createPasswordHasher } from './accounts/passwords.ts'
import type { PaymentGateway } from './commerce/payments/gateway.ts'
import { createTestGateway } from './commerce/payments/test-gateway.ts'
import type { StripeEndpoint } from './commerce/payments/stripe/client.ts'
import { createStripePayments } from './commerce/payments/stripe/index.ts'
import { createPromoCodes } from './commerce/promo-codes.ts'
import { createPromoCodeAdmin } from './commerce/promo-code-admin.ts'
import { createOrderAdmin } from './commerce/order-admin.ts'
import { createPrivacyRequests } from './privacy/privacy-requests.ts'
import { createSubscriptions } from './commerce/subscriptions.ts'
import { createEventPasses } from './commerce/event-passes.ts'
import { definePassExpiry } from './commerce/event-pass-expiry.ts'
import { definePassIssue } from './commerce/event-pass-issue.ts'
import { definePassAutoRefund } from './commerce/event-pass-refund.ts'
import { passStripeEvents } from './commerce/event-pass-stripe.ts'
import { createEventPassAdmin } from './commerce/event-pass-admin.ts'
import { createMagazineCheckout } from './commerce/magazine-checkout.ts'
import { createOrderActions } from './commerce/order-actions.ts'
import { createReaderSubscriptions } from './commerce/reader-subscriptions.ts'
import { createGatedLeads } from './leads/gated-leads.ts'
import { createSponsorPortal } from './sponsors/sponsor-portal.ts'
import { createWebinarAttendance } from './leads/webinar-attendance.ts'
import { createSponsorWebhooks } from './sponsors/sponsor-webhooks.ts'
import { createLeads } from './leads/leads.ts'
import { createMediaKit } from './leads/media-kit.ts'
import { createCompanies } from './companies/companies.ts'
import { createSponsorCompanies } from './sponsors/sponsor-companies.ts'
import { createWebinarRegistrations } from './leads/webinar-registrations.ts'
import { createWebinarReminders } from './leads/webinar-reminders.ts'
import { createMailer, type Mailer } from './mail/mail.ts'
import { createVideoService } from './video/index.ts'
import { createJobQueue } from './jobs/queue.ts'
import { createNewsletterSender } from './newsletters/sending/sender.ts'
import { createNetworkGate } from './network-gate.ts'
import { faultPoint } from '../fault-point.ts'
import { createNewsletterFeedback, type SnsAdapter } from './newsletters/feedback/feedback.ts'
import { createNewsletterIssues } from './newsletters/issues/issues.ts'
import type { IssueContent } from '#lib/newsletter-issue.ts'

/**
 * The content reads kept in memory weigh at most this much as JSON (their parsed objects about
 * twice as much), however many articles a crawler reads (decision 031).
 */
const CONTENT_CACHE_BYTES = 8 * 1024 * 1024
/** Past the database client's own limit (a 5 s statement, given up 1 s later), so that one answers first. */
const BUILT_IN_CONTENT_TIMEOUT_MS = 8_000

type Fetch = (request: Request) => Promise<Response>

export interface ServiceDeps {
  db: Database
  env: Env
  log: Logger
  /** Default: SMTP_URL, or .eml files under DATA_DIR/mail. */
  mailer?: Mailer
  /** Without Stripe keys: default the built-in test gateway, which takes no money. */
  paymentGateway?: PaymentGateway
  /** For tests: where the Stripe SDK sends its requests (a local stand-in); default Stripe's API. */
  stripeEndpoint?: StripeEndpoint
  /** The built-in content backend's handler; default: one built here over `db`. */
  contentHandler?: Fetch
  /** For tests: how the content client reaches a configured CONTENT_API_URL. */
  contentFetch?: Fetch
  /** For tests: how the video service reaches YouTube (when YOUTUBE_API_KEY is set). */
  videoFetch?: Fetch
  /** Cache purges for every server process; default: one that only tells the processes listening on `db`. */
  purgeBus?: PurgeBus
  /** Raw SQL on the same database, for the job queue (pg-boss, on PGlite and PostgreSQL alike). */
  database: Pick<DatabaseHandle, 'executeSql'>
  /** For tests: the wait before a failed lead mail is sent again (default 60 s, doubling). */
  mailRetryDelaySeconds?: number
  /** Where uploaded files live (WordPress's wp-content/uploads); without it the media library takes no uploads. */
  uploadsDir?: string
  /** For tests: how the bounce webhook reaches Amazon SNS (certificates, subscription links). */
  sns?: SnsAdapter
}

/** The composition root: every domain service, built once and shared by the API, the pages' load context and the scripts. */
export function createServices(deps: ServiceDeps) {
  const { db, env, log } = deps
  const site = { siteName: env.SITE_NAME, siteUrl: env.SITE_URL }
  const mailer = deps.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, dataDir: env.DATA_DIR, from: `${env.SITE_NAME} <no-reply@${new URL(env.SITE_URL).hostname}>`, log })

  const cachePurge = deps.purgeBus ?? createPurgeBus({ database: { db, listen: async () => async () => {} }, log })
  const contentHandler = deps.contentHandler ?? ownContentBackend()
  /** Without the app's backend (services alone, in tests and scripts): one of its own, told of purges like the app's. */
  function ownContentBackend() {
    const backend = createContentBackend({ db, siteUrl: env.SITE_URL, log })
    cachePurge.onPurge(() => backend.purge())
    return inProcess(backend.fetch)
  }
  const onBackgroundError = (key: string, err: unknown) => log.warn({ event: 'content.refresh_failed', key, err }, 'stale content kept')
  const content = createContentClient({
    baseUrl: env.CONTENT_API_URL ?? env.SITE_URL,
    siteUrl: env.SITE_URL,
    fetch: env.CONTENT_API_URL ? (deps.contentFetch ?? fetch) : contentHandler,
    // A remote WordPress that hangs is given up on at the client's 3 s; the built-in service runs on
    // our own database, whose statement limit answers first, so a busy machine is not mistaken for a hang.
    timeoutMs: env.CONTENT_API_URL ? undefined : BUILT_IN_CONTENT_TIMEOUT_MS,
    cache: new SwrCache({ ttlMs: 60_000, staleMs: 24 * 3600_000, maxEntries: 5000, maxBytes: CONTENT_CACHE_BYTES, sizeOf: contentReadSize, onBackgroundError }),
  })
  // The menus come from the same place as the content: a publisher's WordPress serves them through the companion plugin.
  const menus = createMenuClient({
    baseUrl: env.CONTENT_API_URL ?? env.SITE_URL,
    fetch: env.CONTENT_API_URL ? (deps.contentFetch ?? fetch) : contentHandler,
    cache: new SwrCache({ ttlMs: 60_000, staleMs: 24 * 3600_000, maxEntries: 4, onBackgroundError }),
    log,
  })

  const gate = createNetworkGate({ db, hmacKey: env.ALTCHA_HMAC_KEY })
  const hasher = createPasswordHasher()
  const accounts = createAccounts({ db, hasher, mailer, log, site, gate })
  const audit = createAuditLog({ db })
  const newsletters = createNewsletters({ db, mailer, log, site, gate })
  // Always there: a process that does not work the queue (a script, most tests) leaves its jobs for one that does.
  const jobs = createJobQueue({ database: deps.database, log })
  const sponsorWebhooks = createSponsorWebhooks({ db, log, jobs, allowPrivateHosts: env.WEBHOOK_PRIVATE_HOSTS === 'allow', retryDelaySeconds: env.WEBHOOK_RETRY_DELAY_SECONDS })
  const leads = createLeads({
    db,
    log,
    mailer,
    gate,
    jobs,
    mailRetryDelaySeconds: deps.mailRetryDelaySeconds ?? env.MAIL_RETRY_DELAY_SECONDS,
    siteName: env.SITE_NAME,
    onStored: (stored, tx) => sponsorWebhooks.recordLead(stored, tx),
    afterCommit: faultPoint(env.TEST_FAULT, 'kill-after-lead-commit'),
  })
  const promoCodes = createPromoCodes({ db, gate })
  const stripeSettings = stripeConfig(env)
  const stripe = stripeSettings ? createStripePayments({ config: stripeSettings, endpoint: deps.stripeEndpoint, db, jobs, promoCodes, gate, mailer, log, site }) : null
  const gateway = deps.paymentGateway ?? createTestGateway()
  const eventPasses = createEventPasses({ db, jobs, gate, gateway, promoCodes, checkout: stripe?.checkout ?? null, log })
  const getEvent = (id: number) => content.getEvent(id)
  definePassIssue({ db, jobs, leads, mailer, log, site, getEvent })
  definePassExpiry({ db, jobs, log })
  if (stripe) definePassAutoRefund({ db, jobs, stripe: stripe.stripe, audit, mailer, site, log, getEvent })
  stripe?.webhooks.alsoHandle(passStripeEvents(eventPasses, log))
  const contentHome = createContentHome(env.CONTENT_API_URL)
  const uploadsDir = deps.uploadsDir ?? resolve(env.DATA_DIR, 'uploads')
  const subscriberAdmin = createSubscriberAdmin({ db })
  const newsletterFeedback = createNewsletterFeedback({ db, log, jobs, sponsorWebhooks, env, sns: deps.sns })
  const newsletterSender = createNewsletterSender({
    db,
    jobs,
    log,
    site,
    smtpUrl: env.SMTP_URL,
    dataDir: env.DATA_DIR,
    rate: { perSecond: env.NEWSLETTER_RATE_PER_SECOND, perHour: env.NEWSLETTER_RATE_PER_HOUR },
    maxConnections: env.NEWSLETTER_SMTP_CONNECTIONS,
    suppressions: newsletterFeedback.suppressions,
    openPixelUrl: newsletterFeedback.openPixels.openPixelUrl,
    onSent: newsletterFeedback.notifySlotSent,
  })
  const newsletterPorts = {
    // Loaded at the first issue composed: react-email weighs about 40 MB of memory that a server
    // which never composes one need not carry (the build splits it into a chunk of its own).
    renderIssue: async (issue: IssueContent, options: { siteUrl: string; link: (url: string, sponsor: string | null) => string }) =>
      (await import('../../emails/issue-mail.tsx')).renderIssue(issue, { ...options, siteName: env.SITE_NAME }),
    clickLinks: newsletterFeedback.clickLinks,
    sender: newsletterSender,
  }
  return {
    content,
    menus,
    videos: createVideoService({ apiKey: env.YOUTUBE_API_KEY, fetch: deps.videoFetch, content, siteUrl: env.SITE_URL, log }),
    networkGate: gate,
    jobs,
    cachePurge,
    audit,
    staff: createStaff({ db, hasher, mailer, log, site, audit }),
    secondFactor: createSecondFactor({ db, siteName: env.SITE_NAME, log }),
    accounts,
    newsletters,
    newsletterArchive: createNewsletterArchive({ db }),
    subscriberAdmin,
    newsletterSender,
    newsletterIssues: createNewsletterIssues({ db, content, jobs, audit, log, purge: cachePurge, siteUrl: env.SITE_URL, subscriberAdmin, ports: newsletterPorts }),
    subscriberImports: createSubscriberImports({ db, newsletters, jobs, log }),
    businessDashboard: createBusinessDashboard({ db }),
    contentHome,
    postAdmin: createPostAdmin({ db, log, audit, purge: cachePurge, jobs, home: contentHome }),
    authorAdmin: createAuthorAdmin({ db, log, audit, purge: cachePurge, home: contentHome }),
    menuAdmin: createMenuAdmin({ db, log, audit, purge: cachePurge, home: contentHome }),
    featured: createFeatured({ db, log, audit, purge: cachePurge, home: contentHome }),
    termAdmin: createTermAdmin({ db, log, audit, purge: cachePurge, home: contentHome }),
    mediaLibrary: createMediaLibrary({ db, uploadsDir, audit, home: contentHome }),
    documents: createDocumentStore({ uploadsDir, home: contentHome }),
    leads,
    sponsorWebhooks,
    sponsorPortal: createSponsorPortal({ db, leads }),
    sponsorCompanies: createSponsorCompanies({ db, audit, uploadsDir }),
    newsletterFeedback,
    webinarAttendance: createWebinarAttendance({ db, onUpdated: (lead) => sponsorWebhooks.leadStored({ lead, created: false }) }),
    webinarRegistrations: createWebinarRegistrations({ leads, log, site, reminders: createWebinarReminders({ jobs, leads, content, mailer, site, log }) }),
    mediaKit: createMediaKit({ leads, site, salesEmail: env.SALES_EMAIL }),
    companies: createCompanies({ db, audit, leads, site, salesEmail: env.SALES_EMAIL, purge: cachePurge, log, uploadsDir }),
    gatedLeads: createGatedLeads({ leads, site }),
    promoCodes,
    promoCodeAdmin: createPromoCodeAdmin({ db, audit }),
    orderAdmin: createOrderAdmin({ db }),
    orderActions: createOrderActions({ db, audit, stripe, log }),
    readerSubscriptions: createReaderSubscriptions({ db, stripe }),
    privacy: createPrivacyRequests({ db, audit }),
    /** The Stripe path when its keys are set; null: orders go through the test gateway (`subscriptions`). */
    stripe,
    /** The order page's Stripe Checkout when Stripe's keys are set; null: its card form and the test gateway. */
    stripeCheckout: stripe ? createMagazineCheckout({ db, orders: stripe.orders, log }) : null,
    subscriptions: createSubscriptions({ db, gateway, promoCodes, gate, mailer, log, site }),
    eventPasses,
    eventPassAdmin: createEventPassAdmin({ db, audit }),
  }
}
export type Services = ReturnType<typeof createServices>

/** A handler called in-process, as a fetch function. */
export function inProcess(handler: (request: Request) => Response | Promise<Response>): Fetch {
  return (request) => Promise.resolve(handler(request))
}
