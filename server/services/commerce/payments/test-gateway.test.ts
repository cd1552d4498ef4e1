import { describe, expect, it } from 'vitest'
import { createTestGateway, DECLINED_TEST_CARD } from './test-gateway.ts'

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123', postalCode: '10001' })
const charge = (number: string, idempotencyKey = `key-${number}-${Math.random()}`) => ({
  amountCents: 4900,
  currency: 'USD',
  card: card(number),
  description: 'Test',
  idempotencyKey,
})

describe('the built-in test gateway', () => {
  it('approves the standard test numbers of every supported brand', async () => {
    const gateway = createTestGateway()
    const numbers = ['4242424242424242', '5555555555554444', '378282246310005', '6011111111111117', '3566002020360505', '6200000000000005', '36227206271667', '6759649826438453']
    for (const number of numbers) {
      const result = await gateway.charge(charge(number))
      expect(result, number).toMatchObject({ status: 'approved', reference: expect.stringMatching(/^test_[0-9a-f]{24}$/) })
    }
    expect(gateway.charges).toBe(numbers.length)
  })

  it('declines the documented decline number and numbers no brand issues', async () => {
    const gateway = createTestGateway()
    expect(await gateway.charge(charge(DECLINED_TEST_CARD))).toEqual({ status: 'declined', reason: 'card_declined' })
    expect(await gateway.charge(charge('4242424242424241'))).toEqual({ status: 'declined', reason: 'invalid_number' })
    expect(gateway.charges).toBe(0)
  })

  it('answers a retried key with the first outcome and charges once', async () => {
    const gateway = createTestGateway()
    const first = await gateway.charge(charge('4242424242424242', 'order-1'))
    const again = await gateway.charge(charge('4242424242424242', 'order-1'))
    expect(again).toEqual(first)
    expect(gateway.charges).toBe(1)
  })
})
