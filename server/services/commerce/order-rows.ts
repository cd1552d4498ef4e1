import { eq } from 'drizzle-orm'
import type { Logger } from 'pino'
import type { Database } from '#db/client.ts'
import { magazineSubscriptions, type MagazineSubscription } from '#db/schema/index.ts'
import type { SubscriptionOrder } from '#lib/subscription-order.ts'
import { CURRENCY, planById, type PlanId, type PlanPrice } from '#lib/subscription-plans.ts'
import { normaliseEmail } from '../accounts/accounts.ts'
import type { Mailer } from '../mail/mail.ts'
import type { SiteInfo } from '../mail/mail-templates.ts'
import { subscriptionConfirmationMail } from './subscription-mail.ts'

/** An order as the Stripe path takes it: everything but the card, which Stripe's page asks for. */
export type CheckoutOrder = Omit<SubscriptionOrder, 'cardNumber' | 'expMonth' | 'expYear' | 'cvc' | 'cardPostalCode'>

/** The stored row of a new order, for either payment path. */
export function newOrderRow(order: CheckoutOrder, price: PlanPrice, { userId, sourceCode }: { userId?: number; sourceCode: string }) {
  return {
    submissionId: order.submissionId,
    planId: order.planId,
    sourceCode: sourceCode.slice(0, 40),
    promoCode: order.promoCode || null,
    listPriceCents: price.listPriceCents,
    amountCents: price.amountCents,
    currency: CURRENCY,
    email: normaliseEmail(order.email),
    firstname: order.firstname,
    lastname: order.lastname,
    company: order.company,
    address1: order.address1,
    address2: order.address2,
    city: order.city,
    region: order.region,
    postalCode: order.postalCode,
    country: order.country,
    userId: userId ?? null,
  }
}

export const updateOrder = (db: Database, id: number, values: Partial<MagazineSubscription>) =>
  db
    .update(magazineSubscriptions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(magazineSubscriptions.id, id))
    .returning()
    .then((rows) => rows[0]!)

/** The receipt of a paid order, sent by `send` (which throws when the mail is not taken); its outcome is recorded on the order. */
export async function sendReceipt({ db, mailer, log, site }: { db: Database; mailer: Mailer; log: Logger; site: SiteInfo }, row: MagazineSubscription): Promise<void> {
  const message = subscriptionConfirmationMail(site, row.email, {
    orderId: row.id,
    firstname: row.firstname,
    planName: planById(row.planId as PlanId).name,
    amountCents: row.amountCents,
    promoCode: row.promoCode,
    cardBrand: row.cardBrand,
    cardLast4: row.cardLast4,
    testPayment: row.paymentProvider === 'test',
  })
  try {
    await mailer.send(message)
  } catch (error) {
    log.error({ event: 'mail.failed', orderId: row.id, err: error, subject: message.subject }, 'order confirmation could not be sent')
    await updateOrder(db, row.id, { mailStatus: 'failed' })
    throw error
  }
  await updateOrder(db, row.id, { mailStatus: 'sent' })
}
