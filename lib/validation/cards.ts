import { z } from 'zod'
import { MESSAGES } from '../validation-messages.ts'

/**
 * Card checks of spec §5, isomorphic and pure (no maintained card library is installed, so the
 * brand table follows the one `credit-card-type` publishes). Functions that depend on the date
 * take `now`; months and years are read in UTC so browser and server agree.
 */

export type CardBrand = 'visa' | 'mastercard' | 'american-express' | 'diners-club' | 'discover' | 'jcb' | 'unionpay' | 'maestro'

/** A prefix is either literal leading digits or an inclusive range of leading numbers of equal width. */
type Prefix = string | readonly [number, number]

export type CardType = {
  brand: CardBrand
  niceType: string
  prefixes: readonly Prefix[]
  lengths: readonly number[]
  code: { name: string; size: 3 | 4 }
  /** UnionPay numbers are not all issued with a Luhn check digit. */
  luhn: boolean
}

const range = (from: number, to: number) => [from, to] as const

export const CARD_TYPES: readonly CardType[] = [
  { brand: 'visa', niceType: 'Visa', prefixes: ['4'], lengths: [16, 18, 19], code: { name: 'CVV', size: 3 }, luhn: true },
  {
    brand: 'mastercard',
    niceType: 'Mastercard',
    prefixes: [range(51, 55), range(2221, 2229), range(223, 229), range(23, 26), range(270, 271), '2720'],
    lengths: [16],
    code: { name: 'CVC', size: 3 },
    luhn: true,
  },
  { brand: 'american-express', niceType: 'American Express', prefixes: ['34', '37'], lengths: [15], code: { name: 'CID', size: 4 }, luhn: true },
  {
    brand: 'diners-club',
    niceType: 'Diners Club',
    prefixes: [range(300, 305), '36', '38', '39'],
    lengths: [14, 16, 19],
    code: { name: 'CVV', size: 3 },
    luhn: true,
  },
  {
    brand: 'discover',
    niceType: 'Discover',
    prefixes: ['6011', range(644, 649), '65'],
    lengths: [16, 19],
    code: { name: 'CID', size: 3 },
    luhn: true,
  },
  { brand: 'jcb', niceType: 'JCB', prefixes: ['2131', '1800', range(3528, 3589)], lengths: [16, 17, 18, 19], code: { name: 'CVV', size: 3 }, luhn: true },
  {
    brand: 'unionpay',
    niceType: 'UnionPay',
    prefixes: ['62', range(8100, 8171)],
    lengths: [14, 15, 16, 17, 18, 19],
    code: { name: 'CVN', size: 3 },
    luhn: false,
  },
  {
    brand: 'maestro',
    niceType: 'Maestro',
    prefixes: ['493698', range(500000, 504174), range(504176, 506698), range(506779, 508999), range(56, 59), '63', '67', '6'],
    lengths: [12, 13, 14, 15, 16, 17, 18, 19],
    code: { name: 'CVC', size: 3 },
    luhn: true,
  },
]

export const DEFAULT_SECURITY_CODE_SIZE = 3
export const MIN_POSTAL_CODE_LENGTH = 3
export const MAX_EXPIRY_YEARS_AHEAD = 19

/** Digits of a typed card number: spaces and dashes allowed between them, nothing else. */
export function cardDigits(value: string): string | undefined {
  const digits = value.replace(/[\s-]/g, '')
  return /^\d*$/.test(digits) ? digits : undefined
}

/** Luhn (mod 10) check: true when the last digit is the right check digit. */
export function luhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** The check digit that makes `payload + digit` pass Luhn. */
export function luhnCheckDigit(payload: string): string {
  for (let d = 0; d <= 9; d++) if (luhn(payload + d)) return String(d)
  throw new Error('payload must be digits')
}

/**
 * How well `digits` match a prefix: its width when they start with it, 0 when they could still
 * grow into it (too few digits typed), -1 when they cannot.
 */
function prefixMatch(digits: string, prefix: Prefix): number {
  if (typeof prefix === 'string') {
    if (digits.startsWith(prefix)) return prefix.length
    return prefix.startsWith(digits) ? 0 : -1
  }
  const [from, to] = prefix
  const width = String(from).length
  if (digits.length >= width) {
    const lead = Number(digits.slice(0, width))
    return lead >= from && lead <= to ? width : -1
  }
  // Partial: some number in [from, to] starts with the typed digits.
  const pad = 10 ** (width - digits.length)
  const low = Number(digits) * pad
  const high = low + pad - 1
  return high >= from && low <= to ? 0 : -1
}

/**
 * The brands a (partial) number may belong to, most specific first. Once the digits fully match
 * some prefix, only the brand with the longest matching prefix remains (e.g. 6011 is Discover,
 * not Maestro's catch-all 6).
 */
export function cardTypes(digits: string): CardType[] {
  if (digits === '') return [...CARD_TYPES]
  const scored = CARD_TYPES.map((type) => ({ type, score: Math.max(...type.prefixes.map((p) => prefixMatch(digits, p))) })).filter(
    (s) => s.score >= 0,
  )
  const best = Math.max(0, ...scored.map((s) => s.score))
  if (best === 0) return scored.map((s) => s.type)
  return scored
    .filter((s) => s.score === best || couldOutgrow(s.type, digits, best))
    .sort((a, b) => b.score - a.score)
    .map((s) => s.type)
}

const prefixWidth = (p: Prefix) => (typeof p === 'string' ? p.length : String(p[0]).length)

/** A brand still only partially typed whose prefix is longer than the best full match. */
function couldOutgrow(type: CardType, digits: string, best: number): boolean {
  return type.prefixes.some((p) => prefixMatch(digits, p) === 0 && prefixWidth(p) > best)
}

export type CardNumberVerification = {
  /** The brand once only one is possible. */
  card: CardType | undefined
  /** Complete: a known brand, one of its lengths and (where it applies) the check digit. */
  isValid: boolean
  /** Could still become valid with more digits typed. */
  isPotentiallyValid: boolean
}

export function verifyCardNumber(value: unknown): CardNumberVerification {
  const digits = typeof value === 'string' ? cardDigits(value) : typeof value === 'number' ? cardDigits(String(value)) : undefined
  if (digits === undefined) return { card: undefined, isValid: false, isPotentiallyValid: false }
  const types = cardTypes(digits)
  const card = types.length === 1 ? types[0] : undefined
  if (types.length === 0) return { card, isValid: false, isPotentiallyValid: false }
  if (digits === '') return { card, isValid: false, isPotentiallyValid: true }
  const isValid = card !== undefined && card.lengths.includes(digits.length) && (!card.luhn || luhn(digits))
  const isPotentiallyValid = isValid || types.some((t) => digits.length < Math.max(...t.lengths))
  return { card, isValid, isPotentiallyValid }
}

/** 'Invalid credit card number' unless complete and valid (or, with `partial`, still potentially valid). */
export function cardNumberError(value: unknown, { partial = false }: { partial?: boolean } = {}): string | undefined {
  const result = verifyCardNumber(value)
  return (partial ? result.isPotentiallyValid : result.isValid) ? undefined : MESSAGES.cardNumber
}

/** Expiry month 1–12, written with or without a leading zero. */
export function isExpiryMonth(value: unknown): boolean {
  const text = String(value ?? '').trim()
  if (!/^\d{1,2}$/.test(text)) return false
  const month = Number(text)
  return month >= 1 && month <= 12
}

/** The four-digit expiry year, or undefined unless written with 2 or 4 digits. */
export function expiryYear(value: unknown): number | undefined {
  const text = String(value ?? '').trim()
  if (/^\d{2}$/.test(text)) return 2000 + Number(text)
  if (/^\d{4}$/.test(text)) return Number(text)
  return undefined
}

/** Expiry year of 2 or 4 digits, from the current year up to 19 years ahead. */
export function isExpiryYear(value: unknown, now: Date): boolean {
  const year = expiryYear(value)
  const current = now.getUTCFullYear()
  return year !== undefined && year >= current && year <= current + MAX_EXPIRY_YEARS_AHEAD
}

/** A valid month and year, the card not expired before the current month (it is good through its month). */
export function isExpiryDate(month: unknown, year: unknown, now: Date): boolean {
  if (!isExpiryMonth(month) || !isExpiryYear(year, now)) return false
  const y = expiryYear(year)!
  return y > now.getUTCFullYear() || Number(String(month).trim()) >= now.getUTCMonth() + 1
}

/** Security code: digits only, the brand's size (3 when the brand is not known). */
export function isSecurityCode(value: unknown, size: number = DEFAULT_SECURITY_CODE_SIZE): boolean {
  const text = String(value ?? '').trim()
  return /^\d+$/.test(text) && text.length === size
}

/** The security-code size for a card number: its brand's, else 3. */
export const securityCodeSize = (cardNumber: unknown) => verifyCardNumber(cardNumber).card?.code.size ?? DEFAULT_SECURITY_CODE_SIZE

/** Postal code: at least 3 characters once trimmed. */
export const isPostalCode = (value: unknown) => typeof value === 'string' && value.trim().length >= MIN_POSTAL_CODE_LENGTH

export const postalCodeError = (value: unknown) => (isPostalCode(value) ? undefined : MESSAGES.zipcode)

// ---------------------------------------------------------------- zod schemas with the shared messages

/** A complete, valid card number; the output is its digits. */
export const cardNumber = () =>
  z
    .string({ error: MESSAGES.cardNumber })
    .refine((value) => verifyCardNumber(value).isValid, { message: MESSAGES.cardNumber })
    .transform((value) => cardDigits(value)!)

export const postalCode = () => z.string({ error: MESSAGES.zipcode }).trim().refine(isPostalCode, { message: MESSAGES.zipcode })
