import Stripe from 'stripe'
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
  return new Stripe(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Quota' }, ...endpoint })
}

/** Stripe's "no such object" answer, which the sync reads as "create it". */
export const isMissing = (error: unknown) => error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
