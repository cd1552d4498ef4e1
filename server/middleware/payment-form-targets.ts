import { stripeConfig, type Env } from '../env.ts'
import { hostedPageOrigins } from '../services/commerce/payments/stripe/client.ts'

/** The magazine order form, with or without its address code; not its return page (`/paid`). */
const ORDER_FORM = /^\/magazine\/subscribe(\/(?!paid\/?$)[^/]+)?\/?$/
/** An event's own page, whose form buys a pass (/events/{id}/{slug}). */
const EVENT_PAGE = /^\/events\/\d+\/[^/]+\/?$/
const PROFILE = /^\/profile\/?$/

/**
 * With Stripe's keys, the pages whose form answers with a redirect to a Stripe-hosted page
 * (app/routes/stripe-pages.server.ts) have that origin in their CSP's form-action, and no other
 * page has (decisions 061, 063): the order form and an event's page go to Checkout, /profile's
 * "Manage billing" to the customer portal.
 */
export function paymentFormTargets(env: Env): (path: string) => string[] {
  const config = stripeConfig(env)
  if (!config) return () => []
  const { checkout, portal } = hostedPageOrigins(config.apiUrl)
  return (path) => (ORDER_FORM.test(path) || EVENT_PAGE.test(path) ? [checkout] : PROFILE.test(path) ? [portal] : [])
}
