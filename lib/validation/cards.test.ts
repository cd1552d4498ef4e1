import cardValidator from 'card-validator'
import fc from 'fast-check'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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
  postalCode,
  postalCodeError,
  securityCodeSize,
  verifyCardNumber,
} from './cards.ts'

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

/** Brands card-validator knows that the spec does not list. */
const OTHER_BRANDS = ['elo', 'mir', 'hiper', 'hipercard', 'verve', 'troy', 'naranja']

/** The digit that completes `payload` under the Luhn (mod 10) check. */
function luhnCheckDigit(payload: string): string {
  let sum = 0
  for (let i = 0; i < payload.length; i++) {
    let d = Number(payload[payload.length - 1 - i])
    // The check digit will sit at position 0 from the right, so the payload's last digit is doubled.
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2
    sum += d
  }
  return String((10 - (sum % 10)) % 10)
}

const digitString = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length })

/** Leading digits matching one of a brand's patterns (a literal, or any number of a range). */
const prefixOf = (patterns: readonly (string | number | readonly number[])[]) =>
  fc.oneof(...patterns.map((p) => (typeof p === 'object' ? fc.integer({ min: p[0]!, max: p[1]! }).map(String) : fc.constant(String(p)))))

/**
 * The payload (all but the check digit) of a `length`-digit number that credit-card-type
 * assigns to `brand`: a broad prefix (Maestro's 6, Visa's 4) can run into a more specific
 * brand's (Discover's 65, Elo's 401178), and those are skipped.
 */
const payloadOf = (brand: string, length: number) => {
  const { patterns } = cardValidator.creditCardType.getTypeInfo(brand)
  return prefixOf(patterns)
    .chain((prefix) => digitString(length - prefix.length - 1).map((body) => prefix + body))
    .filter(
      (payload) =>
        cardValidator.creditCardType
          .default(payload)
          .map((t) => t.type)
          .join() === brand,
    )
}
const numberOf = (brand: string, length: number) => payloadOf(brand, length).map((payload) => payload + luhnCheckDigit(payload))

/** Every brand with every one of its lengths. */
const brandLengths = CARD_TYPES.flatMap((type) => type.lengths.map((length) => [type.brand, length] as const))
const luhnBrandLengths = brandLengths.filter(([brand]) => brand !== 'unionpay')

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

  it('rejects brands card-validator knows but the spec does not list, without changing its list', () => {
    const mir = '2200000000000004'
    expect(cardValidator.number(mir).card?.type).toBe('mir')
    expect(cardValidator.number(mir).isValid).toBe(true)
    expect(cardNumberError(mir)).toBe('Invalid credit card number')
    expect(cardNumberError(mir, { partial: true })).toBe('Invalid credit card number')
    expect(cardTypes('2200')).toEqual([])
  })

  it('is potentially valid while a number is being typed', () => {
    expect(verifyCardNumber('4111').isPotentiallyValid).toBe(true)
    expect(cardNumberError('4111', { partial: true })).toBeUndefined()
    expect(cardNumberError('4111')).toBe('Invalid credit card number')
    expect(verifyCardNumber('').isPotentiallyValid).toBe(true)
    expect(verifyCardNumber('9').isPotentiallyValid).toBe(false)
    expect(cardNumberError('9', { partial: true })).toBe('Invalid credit card number')
    expect(verifyCardNumber('41111111111111111111').isPotentiallyValid).toBe(false)
  })

  it('detects brands from their prefixes', () => {
    expect(cardTypes('41').map((t) => t.brand)).toEqual(['visa'])
    // 4 may still grow into Maestro's 493698.
    expect(cardTypes('4').map((t) => t.brand)).toEqual(['visa', 'maestro'])
    expect(cardTypes('493698').map((t) => t.brand)).toEqual(['maestro'])
    expect(cardTypes('34').map((t) => t.brand)).toEqual(['american-express'])
    expect(cardTypes('2720').map((t) => t.brand)).toEqual(['mastercard'])
    expect(cardTypes('2721').map((t) => t.brand)).toEqual([])
    expect(cardTypes('6011').map((t) => t.brand)).toEqual(['discover'])
    expect(cardTypes('620').map((t) => t.brand)).toEqual(['unionpay'])
    expect(cardTypes('3528').map((t) => t.brand)).toEqual(['jcb'])
    expect(cardTypes('305').map((t) => t.brand)).toEqual(['diners-club'])
    // Still ambiguous: Maestro's 6 or Discover's 6011 / 65, UnionPay's 62.
    expect(verifyCardNumber('6').card).toBeUndefined()
    expect(
      cardTypes('6')
        .map((t) => t.brand)
        .sort(),
    ).toEqual(['discover', 'maestro', 'unionpay'])
    expect(cardTypes('').map((t) => t.brand)).toEqual(CARD_TYPES.map((t) => t.brand))
  })

  it('security-code sizes are 3 or 4 per brand: 4 for American Express only', () => {
    for (const type of CARD_TYPES) expect(type.code.size).toBe(type.brand === 'american-express' ? 4 : 3)
    expect(securityCodeSize('378282246310005')).toBe(4)
    expect(securityCodeSize('4111111111111111')).toBe(3)
    expect(securityCodeSize('')).toBe(3)
  })

  it.each(brandLengths)('property: generated numbers of %s with %i digits pass with that brand', (brand, length) => {
    fc.assert(
      fc.property(numberOf(brand, length), (number) => {
        const result = verifyCardNumber(number)
        expect(result.isValid).toBe(true)
        expect(result.card?.brand).toBe(brand)
        expect(securityCodeSize(number)).toBe(brand === 'american-express' ? 4 : 3)
      }),
      { numRuns: 20 },
    )
  })

  it('property: every prefix of a valid number is potentially valid', () => {
    const arbitrary = fc.constantFrom(...brandLengths).chain(([brand, length]) => numberOf(brand, length))
    fc.assert(
      fc.property(arbitrary, (number) => {
        for (let end = 0; end <= number.length; end++) expect(cardNumberError(number.slice(0, end), { partial: true })).toBeUndefined()
      }),
      { numRuns: 50 },
    )
  })

  it('property: of the ten last digits exactly one completes a number (UnionPay: all ten)', () => {
    const arbitrary = fc.constantFrom(...brandLengths).chain(([brand, length]) => payloadOf(brand, length).map((payload) => [brand, payload] as const))
    fc.assert(
      fc.property(arbitrary, ([brand, payload]) => {
        const valid = [...'0123456789'].filter((d) => verifyCardNumber(payload + d).isValid)
        expect(valid).toEqual(brand === 'unionpay' ? [...'0123456789'] : [luhnCheckDigit(payload)])
      }),
      { numRuns: 100 },
    )
  })

  it('property: changing any one digit breaks the check digit', () => {
    const arbitrary = fc
      .constantFrom(...luhnBrandLengths)
      .chain(([brand, length]) => numberOf(brand, length))
      .chain((number) => fc.tuple(fc.constant(number), fc.nat(number.length - 1), fc.integer({ min: 1, max: 9 })))
    fc.assert(
      fc.property(arbitrary, ([number, index, delta]) => {
        const changed = number.slice(0, index) + ((Number(number[index]) + delta) % 10) + number.slice(index + 1)
        // A changed prefix can turn the number into UnionPay, which has no check digit.
        fc.pre(verifyCardNumber(changed).card?.brand !== 'unionpay')
        expect(cardNumberError(changed)).toBe('Invalid credit card number')
      }),
    )
  })

  it('property: lengths a brand does not issue fail', () => {
    const arbitrary = fc
      .constantFrom(...CARD_TYPES)
      .chain((type) =>
        fc.tuple(
          fc.constant(type.brand),
          fc.integer({ min: 10, max: 22 }).filter((length) => !type.lengths.includes(length)),
        ),
      )
      .chain(([brand, length]) => numberOf(brand, length))
    fc.assert(
      fc.property(arbitrary, (number) => {
        expect(cardNumberError(number)).toBe('Invalid credit card number')
      }),
      { numRuns: 100 },
    )
  })

  it.each(OTHER_BRANDS)('property: complete %s numbers fail, even in partial mode', (brand) => {
    const { lengths } = cardValidator.creditCardType.getTypeInfo(brand)
    fc.assert(
      fc.property(
        fc.constantFrom(...lengths).chain((length) => numberOf(brand, length)),
        (number) => {
          expect(cardValidator.number(number).isValid).toBe(true)
          expect(cardNumberError(number)).toBe('Invalid credit card number')
          expect(cardNumberError(number, { partial: true })).toBe('Invalid credit card number')
        },
      ),
      { numRuns: 20 },
    )
  })

  it('property: a number longer than every brand allows is never valid', () => {
    fc.assert(
      fc.property(
        digitString(20).chain((head) => fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 10 }).map((tail) => head + tail)),
        (digits) => {
          expect(verifyCardNumber(digits).isValid).toBe(false)
          expect(verifyCardNumber(digits).isPotentiallyValid).toBe(false)
        },
      ),
    )
  })
})

describe('expiry (against the clock, which card-validator reads in local time)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date(2026, 4, 15, 12))
  })
  afterEach(() => vi.useRealTimers())

  it('month is 1 to 12, with or without a leading zero', () => {
    for (const ok of ['1', '01', '9', '12', 12, ' 7 ']) expect(isExpiryMonth(ok)).toBe(true)
    for (const bad of ['0', '00', '13', '1a', '', '-1', undefined]) expect(isExpiryMonth(bad)).toBe(false)
  })

  it('year of 2 or 4 digits, from the current year up to 19 years ahead', () => {
    for (const ok of ['26', '2026', '45', '2045', 2030]) expect(isExpiryYear(ok)).toBe(true)
    for (const bad of ['25', '2025', '46', '2046', '6', '026', '02026', 'abcd', '']) expect(isExpiryYear(bad)).toBe(false)
  })

  it('is not in a past month; the current month is still good', () => {
    expect(isExpiryDate('05', '26')).toBe(true)
    expect(isExpiryDate('4', '2026')).toBe(false)
    expect(isExpiryDate('1', '2027')).toBe(true)
    expect(isExpiryDate('12', '2045')).toBe(true)
    expect(isExpiryDate('13', '2027')).toBe(false)
    expect(isExpiryDate('1', '2046')).toBe(false)
  })

  // From 2021 on: card-validator reads a 2-digit "20" as the start of a 4-digit year.
  const clock = fc.date({ min: new Date(2021, 0, 1), max: new Date(2080, 11, 31), noInvalidDate: true })

  it('property: the window is the current year to 19 years ahead, for any clock', () => {
    fc.assert(
      fc.property(clock, fc.integer({ min: 2000, max: 2099 }), (at, year) => {
        vi.setSystemTime(at)
        const current = at.getFullYear()
        const inWindow = year >= current && year <= current + 19
        expect(isExpiryYear(String(year))).toBe(inWindow)
        expect(isExpiryYear(String(year).slice(2))).toBe(inWindow)
      }),
    )
  })

  it('property: a date is good exactly when not before the current month and within the year window', () => {
    fc.assert(
      fc.property(clock, fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), (at, month, year) => {
        vi.setSystemTime(at)
        const current = at.getFullYear() * 12 + at.getMonth()
        const expected = year * 12 + (month - 1) >= current && year <= at.getFullYear() + 19
        expect(isExpiryDate(String(month).padStart(2, '0'), String(year))).toBe(expected)
        expect(isExpiryDate(String(month), String(year).slice(2))).toBe(expected)
      }),
    )
  })

  it('property: months pass exactly from 1 to 12', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.boolean(), (month, pad) => {
        expect(isExpiryMonth(pad ? String(month).padStart(2, '0') : String(month))).toBe(month >= 1 && month <= 12)
      }),
    )
  })
})

describe('security code', () => {
  it('3 digits by default, 4 for American Express', () => {
    expect(isSecurityCode('123')).toBe(true)
    expect(isSecurityCode(' 123 ')).toBe(true)
    expect(isSecurityCode('1234')).toBe(false)
    expect(isSecurityCode('12')).toBe(false)
    expect(isSecurityCode('12a')).toBe(false)
    expect(isSecurityCode(undefined)).toBe(false)
    expect(isSecurityCode('1234', securityCodeSize('378282246310005'))).toBe(true)
    expect(isSecurityCode('123', securityCodeSize('378282246310005'))).toBe(false)
    expect(isSecurityCode('123', securityCodeSize('4111111111111111'))).toBe(true)
  })

  it('property: digit strings pass exactly at the brand size', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 6 }), fc.constantFrom(3 as const, 4 as const), (code, size) => {
        expect(isSecurityCode(code, size)).toBe(code.length === size)
      }),
    )
  })
})

describe('postal code', () => {
  it('needs at least 3 characters: "Invalid zipcode"', () => {
    expect(isPostalCode('123')).toBe(true)
    expect(isPostalCode('SW1A 1AA')).toBe(true)
    expect(isPostalCode('K1A 0B1')).toBe(true)
    expect(postalCodeError('12')).toBe('Invalid zipcode')
    expect(postalCodeError(' 1 ')).toBe('Invalid zipcode')
    expect(postalCodeError(undefined)).toBe('Invalid zipcode')
    expect(postalCode().safeParse('12').error?.issues[0]?.message).toBe('Invalid zipcode')
    expect(postalCode().parse(' 10001 ')).toBe('10001')
  })

  it("card-validator's rule: the first 3 characters are letters or digits", () => {
    expect(isPostalCode('1-2345')).toBe(false)
    expect(isPostalCode('00-950')).toBe(false)
    expect(isPostalCode('123-4567')).toBe(true)
  })

  it('property: passes exactly when the trimmed text has 3 or more characters, the first 3 letters or digits', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'aZ09 -.é'), maxLength: 8 }), (s) => {
        expect(isPostalCode(s)).toBe(s.trim().length >= 3 && /^[a-z0-9]{3}/i.test(s.trim()))
      }),
    )
  })

  it('property: any 3 or more letters and digits pass', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'abcXYZ0189'), minLength: 3, maxLength: 10 }), (s) => {
        expect(isPostalCode(s)).toBe(true)
      }),
    )
  })
})
