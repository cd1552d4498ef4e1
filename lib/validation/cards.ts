import cardValidator from 'card-validator'
import { z } from '../zod.ts'
import { MESSAGES } from '../validation-messages.ts'

/**
 * Card checks of spec §5 on `card-validator` (Braintree's, browser-safe), restricted to the
 * eight brands the spec names. Dates are read by card-validator from the device clock in local
 * time, so these checks take no `now` (tests set the clock).
 */

const BRANDS = ['visa', 'mastercard', 'american-express', 'diners-club', 'discover', 'jcb', 'unionpay', 'maestro'] as const

export type CardBrand = (typeof BRANDS)[number]

/** A prefix is either literal leading digits or an inclusive range of leading numbers of equal width. */
type Prefix = string | readonly [number, number]

export type CardType = {
  brand: CardBrand
  niceType: string
  prefixes: readonly Prefix[]
  lengths: readonly number[]
  code: { name: string; size: 3 | 4 }
  /** card-validator does not ask UnionPay numbers for a check digit: not all are issued with one. */
  luhn: boolean
}

/** card-validator exposes credit-card-type as a namespace import; the detector is its `default`. */
const detectCardTypes = cardValidator.creditCardType.default

/** Our brands as credit-card-type describes them: read, never modified (its list is global). */
export const CARD_TYPES: readonly CardType[] = BRANDS.map((brand) => {
  const info = cardValidator.creditCardType.getTypeInfo(brand)
  return {
    brand,
    niceType: info.niceType,
    prefixes: info.patterns.map((p) => (typeof p === 'number' ? String(p) : ([p[0]!, p[1]!] as const))),
    lengths: info.lengths,
    // Built-in brands all have 3 or 4 (credit-card-type's BuiltInCreditCardType).
    code: { name: info.code.name, size: info.code.size as 3 | 4 },
    luhn: brand !== 'unionpay',
  }
})

const CARD_BY_BRAND = new Map<string, CardType>(CARD_TYPES.map((type) => [type.brand, type]))

export const DEFAULT_SECURITY_CODE_SIZE = 3
export const MIN_POSTAL_CODE_LENGTH = 3
export const MAX_EXPIRY_YEARS_AHEAD = 19

/** Digits of a typed card number: spaces and dashes allowed between them, nothing else. */
export function cardDigits(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, '')
  return /^\d*$/.test(digits) ? digits : undefined
}

/**
 * The brands a (partial) number may belong to, in credit-card-type's order. Once the digits
 * settle on one brand of any kind only that one remains, so a number of another brand (Elo's
 * 401178 inside Visa's 4, Mir's 2200) gives none.
 */
export function cardTypes(digits: string): CardType[] {
  return detectCardTypes(digits).flatMap((type) => CARD_BY_BRAND.get(type.type) ?? [])
}

export type CardNumberVerification = {
  /** The brand once only one is possible. */
  card: CardType | undefined
  /** Complete: a known brand, one of its lengths and (where it applies) the check digit. */
  isValid: boolean
  /** Could still become valid with more digits typed. */
  isPotentiallyValid: boolean
}

const NOT_A_CARD: CardNumberVerification = { card: undefined, isValid: false, isPotentiallyValid: false }

export function verifyCardNumber(value: unknown): CardNumberVerification {
  const result = cardValidator.number(value)
  if (result.card) {
    const card = CARD_BY_BRAND.get(result.card.type)
    return card ? { card, isValid: result.isValid, isPotentiallyValid: result.isPotentiallyValid } : NOT_A_CARD
  }
  if (!result.isPotentiallyValid) return NOT_A_CARD
  // Several brands still possible: potentially valid only if one of them is ours.
  const digits = cardDigits(String(value))
  return { card: undefined, isValid: false, isPotentiallyValid: digits !== undefined && cardTypes(digits).length > 0 }
}

/** 'Invalid credit card number' unless complete and valid (or, with `partial`, still potentially valid). */
export function cardNumberError(value: unknown, { partial = false }: { partial?: boolean } = {}): string | undefined {
  const result = verifyCardNumber(value)
  return (partial ? result.isPotentiallyValid : result.isValid) ? undefined : MESSAGES.cardNumber
}

/** Form values may arrive as numbers or padded text; card-validator wants exact strings. */
const text = (value: unknown) => String(value ?? '').trim()

/** Expiry month 1–12, written with or without a leading zero. */
export const isExpiryMonth = (value: unknown) => cardValidator.expirationMonth(text(value)).isValid

/** Expiry year of 2 or 4 digits, from the current year up to 19 years ahead. */
export const isExpiryYear = (value: unknown) => cardValidator.expirationYear(text(value), MAX_EXPIRY_YEARS_AHEAD).isValid

/** A valid month and year, the card not expired before the current month (it is good through its month). */
export const isExpiryDate = (month: unknown, year: unknown) => cardValidator.expirationDate({ month: text(month), year: text(year) }, MAX_EXPIRY_YEARS_AHEAD).isValid

/** Security code: digits only, the brand's size (3 when the brand is not known). */
export const isSecurityCode = (value: unknown, size: CardType['code']['size'] = DEFAULT_SECURITY_CODE_SIZE) => cardValidator.cvv(text(value), size).isValid

/** The security-code size for a card number: its brand's, else 3. */
export const securityCodeSize = (cardNumber: unknown) => verifyCardNumber(cardNumber).card?.code.size ?? DEFAULT_SECURITY_CODE_SIZE

/**
 * Postal code: at least 3 characters once trimmed, the first 3 letters or digits (card-validator
 * counts untrimmed length, so we trim first).
 */
export const isPostalCode = (value: unknown) => typeof value === 'string' && cardValidator.postalCode(value.trim(), { minLength: MIN_POSTAL_CODE_LENGTH }).isValid

export const postalCodeError = (value: unknown) => (isPostalCode(value) ? undefined : MESSAGES.zipcode)

// ---------------------------------------------------------------- zod schemas with the shared messages

/** A complete, valid card number; the output is its digits. */
export const cardNumber = () =>
  z.pipe(
    z.string({ error: MESSAGES.cardNumber }).check(z.refine((value) => verifyCardNumber(value).isValid, { message: MESSAGES.cardNumber })),
    z.transform((value: string) => cardDigits(value)!),
  )

export const postalCode = () => z.string({ error: MESSAGES.zipcode }).check(z.trim(), z.refine(isPostalCode, { message: MESSAGES.zipcode }))
