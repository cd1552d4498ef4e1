import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CARD_TYPES,
  type CardBrand,
  cardNumber,
  cardNumberError,
  cardTypes,
  isExpiryDate,
  isExpiryMonth,
  isExpiryYear,
  isPostalCode,
  isSecurityCode,
  luhn,
  luhnCheckDigit,
  postalCode,
  postalCodeError,
  securityCodeSize,
  verifyCardNumber,
} from './cards.ts'

const NOW = new Date('2026-05-15T12:00:00Z')

/** Standard test numbers published by the card networks and gateways. */
const TEST_CARDS: [CardBrand, string][] = [
  ['visa', '4111111111111111'],
  ['visa', '4242424242424242'],
  ['mastercard', '5555555555554444'],
  ['mastercard', '2223003122003222'],
  ['american-express', '378282246310005'],
  ['american-express', '371449635398431'],
  ['diners-club', '30569309025904'],
  ['diners-club', '36227206271667'],
  ['discover', '6011111111111117'],
  ['discover', '6011000990139424'],
  ['jcb', '3530111333300000'],
  ['jcb', '3566002020360505'],
  ['unionpay', '6200000000000005'],
  ['unionpay', '6250941006528599'],
  ['maestro', '6759649826438453'],
  ['maestro', '6799990100000000019'],
]

describe('card number', () => {
  it.each(TEST_CARDS)('%s test number %s is valid and recognised', (brand, number) => {
    const result = verifyCardNumber(number)
    expect(result.card?.brand).toBe(brand)
    expect(result.isValid).toBe(true)
    expect(cardNumberError(number)).toBeUndefined()
  })

  it('allows spaces and dashes between digits', () => {
    expect(verifyCardNumber('4111 1111 1111 1111').isValid).toBe(true)
    expect(verifyCardNumber('4111-1111-1111-1111').isValid).toBe(true)
    expect(cardNumber().parse('4111 1111 1111 1111')).toBe('4111111111111111')
  })

  it('rejects a bad check digit, wrong length, unknown brand or letters with "Invalid credit card number"', () => {
    for (const bad of ['4111111111111112', '41111111111111', '378282246310005 0', '9111111111111111', '4111x11111111111', '']) {
      expect(cardNumberError(bad)).toBe('Invalid credit card number')
    }
    expect(cardNumber().safeParse('4111111111111112').error?.issues[0]?.message).toBe('Invalid credit card number')
  })

  it('is potentially valid while a number is being typed', () => {
    expect(verifyCardNumber('4111').isPotentiallyValid).toBe(true)
    expect(cardNumberError('4111', { partial: true })).toBeUndefined()
    expect(cardNumberError('4111')).toBe('Invalid credit card number')
    expect(verifyCardNumber('9').isPotentiallyValid).toBe(false)
    expect(cardNumberError('9', { partial: true })).toBe('Invalid credit card number')
    expect(verifyCardNumber('41111111111111111111').isPotentiallyValid).toBe(false)
  })

  it('detects brands from their prefixes, the most specific first', () => {
    expect(cardTypes('41').map((t) => t.brand)).toEqual(['visa'])
    // 4 may still grow into Maestro's 493698.
    expect(cardTypes('4').map((t) => t.brand)).toEqual(['visa', 'maestro'])
    expect(cardTypes('493698').map((t) => t.brand)).toEqual(['maestro'])
    expect(cardTypes('34').map((t) => t.brand)).toEqual(['american-express'])
    expect(cardTypes('2720').map((t) => t.brand)).toEqual(['mastercard'])
    expect(cardTypes('2721').map((t) => t.brand)).toEqual([])
    expect(cardTypes('6011').map((t) => t.brand)).toEqual(['discover'])
    expect(cardTypes('62').map((t) => t.brand)).toEqual(['unionpay'])
    expect(cardTypes('63').map((t) => t.brand)).toEqual(['maestro'])
    expect(cardTypes('3528').map((t) => t.brand)).toEqual(['jcb'])
    expect(cardTypes('305').map((t) => t.brand)).toEqual(['diners-club'])
    // Still ambiguous: Maestro's 6 or Discover's 6011 / 65, UnionPay's 62.
    expect(verifyCardNumber('6').card).toBeUndefined()
    expect(cardTypes('6').map((t) => t.brand).sort()).toEqual(['discover', 'maestro', 'unionpay'])
  })

  it('security-code sizes are 3 or 4 per brand', () => {
    for (const type of CARD_TYPES) expect([3, 4]).toContain(type.code.size)
    expect(securityCodeSize('378282246310005')).toBe(4)
    expect(securityCodeSize('4111111111111111')).toBe(3)
    expect(securityCodeSize('')).toBe(3)
  })

  /** A card number of `brand`: a literal prefix, random digits to one of its lengths, then the check digit. */
  const numberOf = (brand: CardBrand) => {
    const type = CARD_TYPES.find((t) => t.brand === brand)!
    const prefixes = type.prefixes.map((p) => (typeof p === 'string' ? p : String(p[0])))
    return fc
      .tuple(fc.constantFrom(...prefixes), fc.constantFrom(...type.lengths))
      .chain(([prefix, len]) =>
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: len - prefix.length - 1, maxLength: len - prefix.length - 1 }).map(
          (body) => prefix + body,
        ),
      )
      // A broad prefix (Maestro's 6) can run into a more specific brand's (Discover's 65): skip those.
      .filter((payload) => cardTypes(payload).every((t) => t.brand === brand))
      .map((payload) => payload + luhnCheckDigit(payload))
  }
  const luhnBrands: CardBrand[] = ['visa', 'mastercard', 'american-express', 'diners-club', 'discover', 'jcb', 'maestro']

  it('property: generated Luhn-valid numbers of each brand pass with that brand', () => {
    for (const brand of luhnBrands) {
      fc.assert(
        fc.property(numberOf(brand), (number) => {
          const result = verifyCardNumber(number)
          expect(result.isValid).toBe(true)
          expect(result.card?.brand).toBe(brand)
        }),
        { numRuns: 50 },
      )
    }
  })

  it('property: changing any one digit breaks the check digit', () => {
    const arbitrary = fc.constantFrom(...luhnBrands).chain((brand) =>
      numberOf(brand).chain((number) => fc.tuple(fc.constant(number), fc.nat(number.length - 1), fc.integer({ min: 1, max: 9 }))),
    )
    fc.assert(
      fc.property(arbitrary, ([number, index, delta]) => {
        const changed = number.slice(0, index) + ((Number(number[index]) + delta) % 10) + number.slice(index + 1)
        expect(luhn(changed)).toBe(false)
        if (!verifyCardNumber(changed).card || verifyCardNumber(changed).card?.luhn) {
          expect(cardNumberError(changed)).toBe('Invalid credit card number')
        }
      }),
    )
  })

  it('property: luhnCheckDigit makes any payload pass, and exactly one digit does', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 25 }), (payload) => {
        expect(luhn(payload + luhnCheckDigit(payload))).toBe(true)
        expect([...'0123456789'].filter((d) => luhn(payload + d))).toHaveLength(1)
      }),
    )
  })

  it('property: a number longer than every brand allows is never valid', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 20, maxLength: 30 }), (digits) => {
        expect(verifyCardNumber(digits).isValid).toBe(false)
      }),
    )
  })
})

describe('expiry', () => {
  it('month is 1 to 12, with or without a leading zero', () => {
    for (const ok of ['1', '01', '9', '12', 12]) expect(isExpiryMonth(ok)).toBe(true)
    for (const bad of ['0', '00', '13', '1a', '', '-1', undefined]) expect(isExpiryMonth(bad)).toBe(false)
  })

  it('year of 2 or 4 digits, from the current year up to 19 years ahead', () => {
    for (const ok of ['26', '2026', '45', '2045']) expect(isExpiryYear(ok, NOW)).toBe(true)
    for (const bad of ['25', '2025', '46', '2046', '6', '026', 'abcd', '']) expect(isExpiryYear(bad, NOW)).toBe(false)
  })

  it('is not in a past month; the current month is still good', () => {
    expect(isExpiryDate('05', '26', NOW)).toBe(true)
    expect(isExpiryDate('4', '2026', NOW)).toBe(false)
    expect(isExpiryDate('1', '2027', NOW)).toBe(true)
    expect(isExpiryDate('13', '2027', NOW)).toBe(false)
  })

  it('property: the window is the current year to 19 years ahead, for any now', () => {
    const now = fc.date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2079-12-31T00:00:00Z'), noInvalidDate: true })
    fc.assert(
      fc.property(now, fc.integer({ min: 2000, max: 2099 }), (at, year) => {
        const current = at.getUTCFullYear()
        const inWindow = year >= current && year <= current + 19
        expect(isExpiryYear(String(year), at)).toBe(inWindow)
        expect(isExpiryYear(String(year).slice(2), at)).toBe(inWindow)
      }),
    )
  })

  it('property: a date is good exactly when not before the current month and within the year window', () => {
    const now = fc.date({ min: new Date('2001-01-01T00:00:00Z'), max: new Date('2079-12-31T00:00:00Z'), noInvalidDate: true })
    fc.assert(
      fc.property(now, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), (at, month, year) => {
        const current = at.getUTCFullYear() * 12 + at.getUTCMonth()
        const expected = year * 12 + (month - 1) >= current && year <= at.getUTCFullYear() + 19
        expect(isExpiryDate(String(month).padStart(2, '0'), String(year), at)).toBe(expected)
      }),
    )
  })
})

describe('security code', () => {
  it('3 digits by default, 4 for American Express', () => {
    expect(isSecurityCode('123')).toBe(true)
    expect(isSecurityCode('1234')).toBe(false)
    expect(isSecurityCode('12a')).toBe(false)
    expect(isSecurityCode('1234', securityCodeSize('378282246310005'))).toBe(true)
    expect(isSecurityCode('123', securityCodeSize('378282246310005'))).toBe(false)
  })

  it('property: digit strings pass exactly at the brand size', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 6 }), fc.constantFrom(3, 4), (code, size) => {
        expect(isSecurityCode(code, size)).toBe(code.length === size)
      }),
    )
  })
})

describe('postal code', () => {
  it('needs at least 3 characters: "Invalid zipcode"', () => {
    expect(isPostalCode('123')).toBe(true)
    expect(isPostalCode('SW1A 1AA')).toBe(true)
    expect(postalCodeError('12')).toBe('Invalid zipcode')
    expect(postalCodeError(' 1 ')).toBe('Invalid zipcode')
    expect(postalCodeError(undefined)).toBe('Invalid zipcode')
    expect(postalCode().safeParse('12').error?.issues[0]?.message).toBe('Invalid zipcode')
    expect(postalCode().parse(' 10001 ')).toBe('10001')
  })

  it('property: passes exactly when the trimmed text has 3 or more characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (s) => {
        expect(isPostalCode(s)).toBe(s.trim().length >= 3)
      }),
    )
  })
})
