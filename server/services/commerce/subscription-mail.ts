import { formatCents } from '#lib/subscription-plans.ts'
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
}

/** The receipt of a paid magazine subscription: the card only as brand and last four digits. */
export function subscriptionConfirmationMail(site: SiteInfo, to: string, order: ConfirmedOrder): MailMessage {
  const promo = order.promoCode ? ` (promo code ${order.promoCode})` : ''
  return {
    to,
    subject: `Your ${site.siteName} magazine subscription`,
    text:
      `Hello ${order.firstname},\n\nThank you for subscribing to the ${site.siteName} magazine.\n\n` +
      `Order: ${order.orderId}\nPlan: ${order.planName}\nCharged: ${formatCents(order.amountCents)}${promo}\n` +
      `Card: ${order.cardBrand} ending in ${order.cardLast4}\n\n` +
      `Your first issue is on its way. Questions about your subscription? Write to us at ${site.siteUrl}/contact.\n\n— The ${site.siteName} team\n${site.siteUrl}\n`,
  }
}
