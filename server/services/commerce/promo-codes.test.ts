import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '#db/client.ts'
import { promoCodes } from '#db/schema/index.ts'
import { createTestDatabase } from '#tests/utils/test-database.ts'
import { createPromoCodes } from './promo-codes.ts'
import { createNetworkGate } from '../network-gate.ts'
import { TEST_HMAC_KEY } from '#tests/utils/proof-of-work.ts'

let database: DatabaseHandle
const NOW = new Date('2026-06-15T12:00:00Z')

beforeAll(async () => {
  database = await createTestDatabase()
  await database.db.insert(promoCodes).values([
    { code: 'LATER', discountPercent: 10, validFrom: new Date('2026-07-01T00:00:00Z') },
    { code: 'RETIRED', discountPercent: 10, active: false },
    { code: 'LAST3', discountCents: 500, maxUses: 3 },
    { code: 'FREE', discountPercent: 100, planIds: ['digital'] },
  ])
})
afterAll(() => database.close())

const service = () => createPromoCodes({ db: database.db, gate: createNetworkGate({ db: database.db, hmacKey: TEST_HMAC_KEY }), now: () => NOW })
const usesOf = async (code: string) => (await database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0]!.uses

describe('promo codes', () => {
  it('answers a code before its start and a switched-off code exactly like an unknown one', async () => {
    const unknown = { code: 'not_found', details: { fields: { promoCode: 'This promo code is not valid or has expired' } } }
    await expect(service().discountFor('later', 'digital')).rejects.toMatchObject(unknown)
    await expect(service().discountFor('RETIRED', 'digital')).rejects.toMatchObject(unknown)
    await expect(service().discountFor('NO-SUCH-CODE', 'digital')).rejects.toMatchObject(unknown)
  })

  it('looks up the address code quietly: the code when it applies, nothing otherwise', async () => {
    expect(await service().lookup(' free ')).toMatchObject({ promoCode: 'FREE', planIds: ['digital'], prices: [{ planId: 'digital', amountCents: 0, discountCents: 2900 }] })
    expect(await service().lookup('LATER')).toBeUndefined()
    expect(await service().lookup('WINTER25')).toBeUndefined()
    expect(await service().lookup('')).toBeUndefined()
  })

  it('hands out the last uses exactly once under concurrent orders, and takes back released ones', async () => {
    const results = await Promise.all(Array.from({ length: 10 }, () => service().reserve('LAST3')))
    expect(results.filter(Boolean)).toHaveLength(3)
    expect(await usesOf('LAST3')).toBe(3)
    await expect(service().discountFor('LAST3', 'team')).rejects.toMatchObject({ code: 'promo_exhausted' })
    await service().release('LAST3')
    expect(await usesOf('LAST3')).toBe(2)
    expect(await service().reserve('LAST3')).toBe(true)
  })

  it('takes no use of a code that has expired or does not exist', async () => {
    expect(await service().reserve('WINTER25')).toBe(false)
    expect(await service().reserve('NOPE')).toBe(false)
  })
})
