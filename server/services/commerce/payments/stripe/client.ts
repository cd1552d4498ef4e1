import { createRequire } from 'node:module'
import type Stripe from 'stripe'
import { STRIPE_API, type StripeConfig } from '#server/env.ts'

/** Where the SDK sends its requests; default Stripe's API. Tests point it at a local stand-in. */
export interface StripeEndpoint {
  host: string
  port: number
  protocol: 'http' | 'https'
}

/** The endpoint STRIPE_API_URL names, when it is not Stripe's own (a stand-in for tests). */
export function endpointOf(apiUrl: string): StripeEndpoint | undefined {
  if (apiUrl === STRIPE_API) return undefined
  const url = new URL(apiUrl)
  const protocol = url.protocol === 'http:' ? 'http' : 'https'
  return { host: url.hostname, port: Number(url.port) || (protocol === 'http' ? 80 : 443), protocol }
}

/**
 * Where Stripe's hosted pages live, which the pages sending a form there must allow (CSP
 * form-action): Checkout and the customer portal; a stand-in serves both from its own origin.
 */
export function hostedPageOrigins(apiUrl: string): { checkout: string; portal: string } {
  if (apiUrl === STRIPE_API) return { checkout: 'https://checkout.stripe.com', portal: 'https://billing.stripe.com' }
  const origin = new URL(apiUrl).origin
  return { checkout: origin, portal: origin }
}

/**
 * The one Stripe client, with the SDK's own retries (idempotency keys make them safe) and a
 * bounded wait, so an order page never hangs on Stripe.
 */
export function createStripeClient(config: StripeConfig, endpoint = endpointOf(config.apiUrl)): Stripe {
  // Loaded here, when the keys are set: the SDK weighs about 20 MB of memory a site without Stripe never needs.
  const StripeSdk = createRequire(import.meta.url)('stripe') as typeof Stripe
  return new StripeSdk(config.secretKey, { maxNetworkRetries: 2, timeout: 20_000, appInfo: { name: 'Quota' }, ...endpoint })
}

/** Stripe's "no such object" answer, which the sync reads as "create it" (the SDK's errors name their type). */
export const isMissing = (error: unknown) => (error as { type?: unknown } | null)?.type === 'StripeInvalidRequestError' && (error as { code?: unknown }).code === 'resource_missing'
