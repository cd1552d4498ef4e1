import { createRequire } from 'node:module'
import type Stripe from 'stripe'
import type { StripeConfig } from '#server/env.ts'

/** Where the SDK sends its requests; default Stripe's API. Tests point it at a local stand-in. */
export interface StripeEndpoint {
  host: string
  port: number
  protocol: 'http' | 'https'
}

/**
 * The one Stripe client, with the SDK's own retries (idempotency keys make them safe) and a
 * bounded wait, so an order page never hangs on Stripe.
 */
export function createStripeClient(config: StripeConfig, endpoint?: StripeEndpoint): Stripe {
  // Loaded here, when the keys are set: the SDK weighs about 20 MB of memory a site without Stripe never needs.
  const StripeSdk = createRequire(import.meta.url)('stripe') as typeof Stripe
  return new StripeSdk(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Quota' }, ...endpoint })
}

/** Stripe's "no such object" answer, which the sync reads as "create it" (the SDK's errors name their type). */
export const isMissing = (error: unknown) => (error as { type?: unknown } | null)?.type === 'StripeInvalidRequestError' && (error as { code?: unknown }).code === 'resource_missing'
