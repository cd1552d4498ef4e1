import { formatCents } from '#lib/subscription-plans.ts'
import { TEST_PAYMENT_NOTICE } from '#lib/test-payment.ts'
import type { MailMessage } from '../mail/mail.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'

export interface ConfirmedOrder {
  orderId: number
  firstname: string
  planName: string
  amountCents: number
  promoCode: string | null
  cardBrand: string
  cardLast4: string
  /** Paid through the built-in test gateway: no money moved, and the receipt says so. */
  testPayment: boolean
}

/** The card as Stripe reported it, or nothing when it did not (the card stays on Stripe's page). */
function paymentLines(order: ConfirmedOrder): string {
  if (order.testPayment) return `${TEST_PAYMENT_NOTICE}\nCard: ${order.cardBrand} ending in ${order.cardLast4}\n`
  return order.cardLast4 ? `Card: ${order.cardBrand} ending in ${order.cardLast4}\n` : ''
}

/** The receipt of a paid magazine subscription: the card only as brand and last four digits; a test payment says it took no money. */
export function subscriptionConfirmationMail(site: SiteInfo, to: string, order: ConfirmedOrder): MailMessage {
  const promo = order.promoCode ? ` (promo code ${order.promoCode})` : ''
  return {
    to,
    subject: `${order.testPayment ? '[Test payment] ' : ''}Your ${site.siteName} magazine subscription`,
    text:
      `Hello ${order.firstname},\n\nThank you for subscribing to the ${site.siteName} magazine.\n\n` +
      `Order: ${order.orderId}\nPlan: ${order.planName}\n${order.testPayment ? 'Amount' : 'Charged'}: ${formatCents(order.amountCents)}${promo}\n` +
      `${paymentLines(order)}\n` +
      `Your first issue is on its way. Questions about your subscription? Write to us at ${site.siteUrl}/contact.\n\n— The ${site.siteName} team\n${site.siteUrl}\n`,
  }
}

/** A renewal Stripe could not charge: Stripe tries again; the reader can put another card in first. */
export function paymentFailedMail(site: SiteInfo, to: string, order: { firstname: string; orderId: number; amountCents: number; updateCardUrl: string }): MailMessage {
  return {
    to,
    subject: `We could not renew your ${site.siteName} magazine subscription`,
    text:
      `Hello ${order.firstname},\n\nThe renewal of your ${site.siteName} magazine subscription (order ${order.orderId}, ${formatCents(order.amountCents)}) could not be charged to your card. ` +
      `We will try again over the next days. To keep your subscription, update your card here:\n\n${order.updateCardUrl}\n\n` +
      `Questions? Write to us at ${site.siteUrl}/contact.\n\n— The ${site.siteName} team\n${site.siteUrl}\n`,
  }
}
