/**
 * The default messages and the plain predicates of the form validator's rules (spec §5), without
 * zod: client code that needs a message or a predicate imports it from here, so the page does not
 * carry zod before a form is used (decision 035). lib/validation/rules.ts builds the rules on them.
 */
export const DEFAULT_MESSAGES = {
  presence: 'is required',
  /** Not named by the spec; the usual wording. */
  absence: 'must be blank',
  acceptance: 'must be accepted',
  confirmation: "doesn't match the confirmation field",
  /** Not named by the spec; the usual wordings. */
  date: 'is not a valid date',
  dateEarliest: (date: string) => `must be no earlier than ${date}`,
  dateLatest: (date: string) => `must be no later than ${date}`,
  email: 'is not a valid email',
  tooShort: 'is too short',
  tooLong: 'is too long',
  number: 'is not a number',
  /** Not named by the spec; the usual wordings. */
  integer: 'must be an integer',
  even: 'must be even',
  odd: 'must be odd',
  greaterThan: (n: number) => `must be greater than ${n}`,
  greaterThanOrEqualTo: (n: number) => `must be greater than or equal to ${n}`,
  lessThan: (n: number) => `must be less than ${n}`,
  lessThanOrEqualTo: (n: number) => `must be less than or equal to ${n}`,
  url: 'is not a valid URL',
  inclusion: 'is not included in the list',
  exclusion: 'is reserved',
} as const

// ---------------------------------------------------------------- predicates

/** Blank: missing, null, whitespace-only text, or an empty list. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true
  if (typeof value === 'string') return value.trim() === ''
  if (Array.isArray(value)) return value.length === 0
  return false
}

/** What a ticked checkbox sends, with or without JavaScript. */
const ACCEPTED = new Set<unknown>([true, 1, 'on', 'true', '1', 'yes'])
export const isAccepted = (value: unknown) => ACCEPTED.has(typeof value === 'string' ? value.trim().toLowerCase() : value)

/** RFC 5322 dot-atom local part, then a host name whose last label has at least two letters. */
export const EMAIL_PATTERN = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/
export const isEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value)

/** An absolute http(s) address with a host and no spaces. */
export function isUrl(value: string): boolean {
  if (/\s/.test(value) || !/^https?:\/\//i.test(value)) return false
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
  } catch {
    return false
  }
}

/** Lengths are counted in characters (code points), not UTF-16 units. */
export const charLength = (value: string) => [...value].length

const NUMBER_PATTERN = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i
/** A finite number, or text that is one written in decimal; otherwise undefined. */
export function toNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (!NUMBER_PATTERN.test(text)) return undefined
  const n = Number(text)
  return Number.isFinite(n) ? n : undefined
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
/** A calendar date written YYYY-MM-DD (checked against the calendar: no 31 February). */
export function isIsoDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
}
