import type { Database } from '../client.ts'
import { promoCodes } from '../schema/index.ts'

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0]

/**
 * Demo promotion codes (README "Demo data"): one of each case the subscription form handles. The
 * dates are fixed in the past so the expired code stays expired and the others stay valid.
 */
export const DEMO_PROMO_CODES = [
  { code: 'WELCOME20', description: 'Welcome offer: 20% off any plan in the first year', discountPercent: 20, validFrom: new Date('2026-01-01T00:00:00Z') },
  {
    code: 'SPRING26',
    description: 'Spring offer: $15 off Print + Digital',
    discountCents: 1500,
    planIds: ['print-digital'],
    validFrom: new Date('2026-03-01T00:00:00Z'),
    maxUses: 5000,
  },
  {
    code: 'WINTER25',
    description: 'Winter offer: 30% off (ended)',
    discountPercent: 30,
    validFrom: new Date('2025-12-01T00:00:00Z'),
    validUntil: new Date('2026-02-28T23:59:59Z'),
  },
  { code: 'FOUNDERS', description: "Founders' offer: $10 off, first 100 orders", discountCents: 1000, maxUses: 100, uses: 100 },
] satisfies (typeof promoCodes.$inferInsert)[]

export async function seedPromoCodes(tx: Tx): Promise<void> {
  await tx.insert(promoCodes).values(DEMO_PROMO_CODES)
}
