import { magazineSubscriptions } from '#db/schema/index.ts'
import type { DatabaseHandle } from '#db/client.ts'

let n = 0

/** Stores a magazine order as the checkout would, with a card's brand and last four digits; `fields` change what the test needs. */
export function insertOrder(db: DatabaseHandle['db'], fields: Partial<typeof magazineSubscriptions.$inferInsert> = {}) {
  n++
  return db
    .insert(magazineSubscriptions)
    .values({
      submissionId: `test-order-${n}-${Date.now()}`,
      planId: 'digital',
      listPriceCents: 4900,
      amountCents: 4900,
      email: `buyer${n}@example.com`,
      firstname: 'Bea',
      lastname: `Buyer ${n}`,
      address1: '1 Main St',
      city: 'Springfield',
      postalCode: '12345',
      country: 'US',
      cardBrand: 'visa',
      cardLast4: '4242',
      ...fields,
    })
    .returning({ id: magazineSubscriptions.id })
}
