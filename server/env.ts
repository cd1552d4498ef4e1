import { z } from 'zod'
import type { ThirdPartyConfig } from '#lib/third-party-config.ts'

const postgresUrl = z
  .string()
  .url()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must start with postgres:// or postgresql://')

const optionalUrl = (protocols: RegExp, hint: string) =>
  z
    .string()
    .url()
    .refine((value) => protocols.test(value), hint)
    .optional()

/** Third-party script addresses: https, or http on 127.0.0.1/localhost for test stand-ins. */
const scriptUrl = z
  .string()
  .url()
  .refine((value) => /^https:\/\//.test(value) || /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(value), 'must be an https:// address (http:// only on 127.0.0.1 or localhost)')

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''])
  .optional()
  .transform((value) => value === 'true' || value === '1')

export const STRIPE_API = 'https://api.stripe.com/'

const stripeKey = (prefix: RegExp, hint: string) => z.string().trim().regex(prefix, hint).regex(/^\w+$/, 'must be letters, digits and _ only').max(255).optional()

export const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  SITE_NAME: z.string().trim().min(1).max(60).default('Quota'),
  SITE_URL: optionalUrl(/^https?:\/\//, 'must be an http:// or https:// address'),
  DATABASE_URL: postgresUrl.optional(),
  DATA_DIR: z.string().min(1).default('.data'),
  CONTENT_API_URL: optionalUrl(/^https?:\/\//, 'must be an http:// or https:// address'),
  SMTP_URL: optionalUrl(/^smtps?:\/\//, 'must be an smtp:// or smtps:// address'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: booleanFlag,
  /** How many proxies in front of the server append to X-Forwarded-For: the client is that many entries from the right. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(1).max(10).default(1),
  /** YouTube Data API key for video details; unset reads them from the content store. Never sent to the browser. */
  YOUTUBE_API_KEY: z.string().trim().min(1).optional(),
  /** Memory for the full-page cache of anonymous pages; 0 turns it off. */
  PAGE_CACHE_MB: z.coerce.number().int().min(0).max(4096).default(64),
  /** The embedded database's own page cache (PostgreSQL's shared_buffers); the OS caches the files behind it. */
  PGLITE_SHARED_BUFFERS_MB: z.coerce.number().int().min(1).max(1024).default(16),
  /** Google Ad Manager network code; unset shows house promotions in the ad slots. */
  AD_NETWORK_ID: z
    .string()
    .trim()
    .regex(/^\d{1,20}$/, 'must be the numeric network code')
    .optional(),
  /** Google Analytics 4 measurement id; unset logs page views to the console in development. */
  GA_MEASUREMENT_ID: z
    .string()
    .trim()
    .regex(/^G-[A-Z0-9]{4,20}$/, 'must look like G-XXXXXXX')
    .optional(),
  /** Amplitude-compatible product-analytics API key (public by design: it ships to the browser). */
  PRODUCT_ANALYTICS_KEY: z
    .string()
    .trim()
    .regex(/^[\w-]{1,100}$/, 'must be letters, digits, - or _')
    .optional(),
  AD_SCRIPT_URL: scriptUrl.default('https://securepubads.g.doubleclick.net/tag/js/gpt.js'),
  GA_SCRIPT_URL: scriptUrl.default('https://www.googletagmanager.com/gtag/js'),
  PRODUCT_ANALYTICS_SCRIPT_URL: scriptUrl.default('https://cdn.amplitude.com/libs/analytics-browser-2.11.13-min.js.gz'),
  /** The interstitial ad shows at most once in this many hours. */
  AD_MODAL_INTERVAL_HOURS: z.coerce
    .number()
    .min(0.01)
    .max(24 * 365)
    .default(24),
  /** Where media kit requests are sent; default sales@ the site's host. */
  SALES_EMAIL: z.email().optional(),
  /** Signs proof-of-work challenges (ALTCHA). Unset: a key kept in the database, shared by every server process. */
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Shared with the WordPress plugin: signs its "content changed" calls (POST /api/content/changed). Unset: the endpoint answers 404. */
  CONTENT_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The wait before a lead's failed mail is sent again; each next wait doubles (8 attempts in all). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Sponsors' webhooks may point at private or local addresses: only for a test machine. */
  WEBHOOK_PRIVATE_HOSTS: z.enum(['allow', 'refuse']).default('refuse'),
  /** The wait before a failed webhook delivery is tried again; each next wait doubles (10 retries). */
  WEBHOOK_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  /** Newsletter mails each server process sends per second at most (decision 052). */
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().int().min(1, 'must be at least 1 (a send cannot be paused by its rate)').max(100_000).default(1000),
  /** Newsletter mails each server process sends in any sliding hour at most, as a provider's hourly quota asks; 0 turns the limit off. */
  NEWSLETTER_RATE_PER_HOUR: z.coerce.number().int().min(0, 'must be 0 (no hourly limit) or more').max(100_000_000).default(0),
  /** Connections each server process keeps open to SMTP_URL for newsletters (nodemailer's pool). */
  NEWSLETTER_SMTP_CONNECTIONS: z.coerce.number().int().min(1).max(50).default(20),
  /** Only for crash tests: `kill-after-lead-commit` makes the process SIGKILL itself right after a lead's transaction commits. */
  TEST_FAULT: z.enum(['kill-after-lead-commit']).optional(),
  /** Amazon SES bounces and complaints: the SNS topics (comma-separated ARNs) whose messages are taken. Unset: POST /api/newsletters/bounces/ses answers 404. */
  SES_SNS_TOPIC_ARNS: z
    .string()
    .trim()
    .regex(
      /^arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[\w-]{1,256}(\s*,\s*arn:aws[a-z-]*:sns:[a-z0-9-]+:\d{12}:[\w-]{1,256})*$/,
      'must be SNS topic ARNs (arn:aws:sns:<region>:<account>:<topic>), comma-separated',
    )
    .optional(),
  /** Postmark's bounce webhook signs nothing: it must send these HTTP Basic credentials (set both, or neither: then the endpoint answers 404). */
  POSTMARK_WEBHOOK_USER: z
    .string()
    .regex(/^[^:\s]{1,100}$/, 'must be 1 to 100 characters without ":" or spaces')
    .optional(),
  POSTMARK_WEBHOOK_PASSWORD: z.string().min(20, 'must be at least 20 characters').max(200).optional(),
  /** Stripe's secret API key (decision 061); with the other two, orders pay through Stripe Checkout. Never sent to the browser. */
  STRIPE_SECRET_KEY: stripeKey(/^(sk|rk)_(test|live)_/, 'must be a Stripe secret key (sk_test_…, sk_live_…, or a restricted rk_…)'),
  /** Stripe's publishable key: public by design. */
  STRIPE_PUBLISHABLE_KEY: stripeKey(/^pk_(test|live)_/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)'),
  /** The signing secret of the webhook endpoint (POST /api/payments/stripe/webhook) in Stripe's dashboard. */
  STRIPE_WEBHOOK_SECRET: stripeKey(/^whsec_/, 'must be a Stripe webhook signing secret (whsec_…)'),
  /** Stripe's API address; only a test stand-in (http on 127.0.0.1) or a proxy changes it. Checkout and the portal are then that origin's too. */
  STRIPE_API_URL: scriptUrl.default(STRIPE_API),
  /** `test`: take no money (the built-in test gateway) even in production, on purpose. */
  PAYMENTS: z.enum(['test']).optional(),
})

export type Env = z.infer<typeof EnvSchema> & { SITE_URL: string; SALES_EMAIL: string }

export class EnvError extends Error {}

/** The one reader of process.env: every other module receives an Env. */
export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.shape)
      .map((key) => [key, source[key]])
      .filter(([, value]) => value !== undefined && value !== ''),
  )
  const parsed = EnvSchema.safeParse(known)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}=${JSON.stringify(known[String(issue.path[0])])}: ${issue.message}`)
    throw new EnvError(`Invalid configuration, fix these variables (see .env.example):\n${lines.join('\n')}`)
  }
  const env = parsed.data
  if (!env.POSTMARK_WEBHOOK_USER !== !env.POSTMARK_WEBHOOK_PASSWORD) throw new EnvError('Invalid configuration: set POSTMARK_WEBHOOK_USER and POSTMARK_WEBHOOK_PASSWORD together (see .env.example)')
  checkPayments(env)
  const siteUrl = (env.SITE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '')
  return { ...env, SITE_URL: siteUrl, SALES_EMAIL: env.SALES_EMAIL ?? defaultSalesEmail(siteUrl) }
}

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_PUBLISHABLE_KEY', 'STRIPE_WEBHOOK_SECRET'] as const

/** A site only this machine reaches (the quick start's default): no reader can pay it. */
const isLoopbackSite = (siteUrl: string | undefined) => {
  if (!siteUrl) return true
  const host = new URL(siteUrl).hostname
  return host === 'localhost' || host.endsWith('.localhost') || host === '127.0.0.1' || host === '[::1]'
}

/**
 * Stripe takes all three keys or none. A public production site (NODE_ENV=production with a
 * SITE_URL others reach) takes money unless PAYMENTS=test says otherwise on purpose; `npm start`
 * on this machine runs the honest test gateway without asking.
 */
function checkPayments(env: z.infer<typeof EnvSchema>) {
  const missing = STRIPE_KEYS.filter((key) => !env[key])
  if (missing.length > 0 && missing.length < STRIPE_KEYS.length) {
    throw new EnvError(`Invalid configuration: set ${STRIPE_KEYS.join(', ')} together; missing ${missing.join(', ')} (see .env.example)`)
  }
  if (env.NODE_ENV === 'production' && !isLoopbackSite(env.SITE_URL) && missing.length > 0 && env.PAYMENTS !== 'test') {
    throw new EnvError(
      `Invalid configuration: a production site at ${env.SITE_URL} takes no money without STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET; set them, or PAYMENTS=test to run the test gateway on purpose (see .env.example)`,
    )
  }
}

/** Stripe's keys when all three are set: orders then pay through Stripe; otherwise the built-in test gateway. */
export function stripeConfig(env: Env) {
  if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY || !env.STRIPE_WEBHOOK_SECRET) return null
  return { secretKey: env.STRIPE_SECRET_KEY, publishableKey: env.STRIPE_PUBLISHABLE_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
}
export type StripeConfig = NonNullable<ReturnType<typeof stripeConfig>>

/** What the browser may see: nothing secret, ever. */
export function getPublicEnv(env: Env) {
  return { SITE_NAME: env.SITE_NAME, SITE_URL: env.SITE_URL, thirdParty: getThirdPartyConfig(env) }
}

export function getThirdPartyConfig(env: Env): ThirdPartyConfig {
  return {
    ads: env.AD_NETWORK_ID ? { networkId: env.AD_NETWORK_ID, scriptUrl: env.AD_SCRIPT_URL } : null,
    analytics: env.GA_MEASUREMENT_ID ? { measurementId: env.GA_MEASUREMENT_ID, scriptUrl: env.GA_SCRIPT_URL } : null,
    productAnalytics: env.PRODUCT_ANALYTICS_KEY ? { apiKey: env.PRODUCT_ANALYTICS_KEY, scriptUrl: env.PRODUCT_ANALYTICS_SCRIPT_URL } : null,
    adModalIntervalMs: Math.round(env.AD_MODAL_INTERVAL_HOURS * 3600_000),
  }
}
export type PublicEnv = ReturnType<typeof getPublicEnv>

/** sales@ the site's domain; a development address (localhost, an IP) has no mailbox, so the demo's domain stands in. */
function defaultSalesEmail(siteUrl: string): string {
  const host = new URL(siteUrl).hostname
  const isDomain = host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[')
  return `sales@${isDomain ? host : 'quota.example'}`
}
