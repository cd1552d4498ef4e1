import { stripeConfig, type Env } from '../env.ts'
import { hostedPageOrigins } from '../services/commerce/payments/stripe/client.ts'

/** The magazine order form, with or without its address code; not its return page (`/paid`). */
const ORDER_FORM = /^\/magazine\/subscribe(\/(?!paid\/?$)[^/]+)?\/?$/
const PROFILE = /^\/profile\/?$/

/**
 * With Stripe's keys, two pages send the reader to Stripe's hosted pages by a form's redirect, so
 * their CSP's form-action names that origin, and no other page's does (decision 061): the order
 * form goes to Checkout, /profile's "Manage billing" to the customer portal.
 */
export function paymentFormTargets(env: Env): (path: string) => string[] {
  const config = stripeConfig(env)
  if (!config) return () => []
  const { checkout, portal } = hostedPageOrigins(config.apiUrl)
  return (path) => (ORDER_FORM.test(path) ? [checkout] : PROFILE.test(path) ? [portal] : [])
}
