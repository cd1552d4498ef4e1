import { randomBytes } from 'node:crypto'
import { verifyCardNumber } from '#lib/validation/cards.ts'
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway.ts'

/** The card number the test gateway always declines (the processors' usual "generic decline" number). */
export const DECLINED_TEST_CARD = '4000000000000002'

/**
 * The built-in gateway for development, demos and tests: no money moves. It approves any valid
 * card number of a supported brand (the processors' standard test numbers such as
 * 4242424242424242 among them) and declines DECLINED_TEST_CARD with 'card_declined'. It keeps
 * the outcome per idempotency key, as real processors do, so a retry is never a second charge.
 */
export function createTestGateway(): PaymentGateway & { charges: number } {
  const outcomes = new Map<string, ChargeResult>()
  const gateway = {
    charges: 0,
    async charge(request: ChargeRequest): Promise<ChargeResult> {
      const earlier = outcomes.get(request.idempotencyKey)
      if (earlier) return earlier
      const outcome = decide(request)
      if (outcome.status === 'approved') gateway.charges++
      outcomes.set(request.idempotencyKey, outcome)
      return outcome
    },
  }
  return gateway
}

function decide({ amountCents, card }: ChargeRequest): ChargeResult {
  if (card.number === DECLINED_TEST_CARD) return { status: 'declined', reason: 'card_declined' }
  if (!verifyCardNumber(card.number).isValid) return { status: 'declined', reason: 'invalid_number' }
  if (!Number.isInteger(amountCents) || amountCents <= 0) return { status: 'declined', reason: 'invalid_amount' }
  return { status: 'approved', reference: `test_${randomBytes(12).toString('hex')}` }
}
