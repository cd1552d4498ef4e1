import { z } from '../zod.ts'
import { MESSAGES } from '../validation-messages.ts'
import { DEFAULT_MESSAGES, isAccepted, isBlank, isEmail, isIsoDate, isUrl, charLength, toNumber } from './predicates.ts'

/**
 * The form validator's rule set (spec §5), isomorphic: the same schemas run in the browser and
 * on the server. Each rule is a small function returning a zod schema; messages default to the
 * spec's and can be overridden per use. Form values usually arrive as strings (JavaScript off),
 * so the rules accept them as well as typed values. Their default messages and the plain
 * predicates they use are in ./predicates.ts (no zod), for client code.
 */

// ---------------------------------------------------------------- rules

type Message = { message?: string }

export const presence = ({ message = DEFAULT_MESSAGES.presence }: Message = {}) => z.unknown().check(z.refine((value) => !isBlank(value), { message, abort: true }))

export const absence = ({ message = DEFAULT_MESSAGES.absence }: Message = {}) => z.unknown().check(z.refine((value) => isBlank(value), { message }))

export const acceptance = ({ message = DEFAULT_MESSAGES.acceptance }: Message = {}) => z.unknown().check(z.refine(isAccepted, { message }))

/**
 * Confirmation: `field` must equal `confirmField` (default `${field}Confirmation`). Use on the
 * object schema: `z.object({...}).check(z.superRefine(confirmation('password')))`; the issue is
 * reported on the confirmation field.
 */
export function confirmation<T extends Record<string, unknown>>(
  field: keyof T & string,
  { confirmField = `${field}Confirmation`, message = DEFAULT_MESSAGES.confirmation }: { confirmField?: string; message?: string } = {},
) {
  return (value: T, ctx: z.core.$RefinementCtx<T>) => {
    if (value[field] !== value[confirmField]) {
      ctx.addIssue({ code: 'custom', message, path: [confirmField], input: value[confirmField] })
    }
  }
}

/**
 * A YYYY-MM-DD date, optionally between `earliest` and `latest` (inclusive, also YYYY-MM-DD, so
 * they compare as text). The output is the date text unchanged.
 */
export function date({
  earliest,
  latest,
  message = DEFAULT_MESSAGES.date,
  earliestMessage,
  latestMessage,
}: { earliest?: string; latest?: string; message?: string; earliestMessage?: string; latestMessage?: string } = {}) {
  let schema = z.string({ error: message }).check(z.trim(), z.refine(isIsoDate, { message, abort: true }))
  if (earliest !== undefined) {
    schema = schema.check(z.refine((value) => value >= earliest, { message: earliestMessage ?? DEFAULT_MESSAGES.dateEarliest(earliest) }))
  }
  if (latest !== undefined) {
    schema = schema.check(z.refine((value) => value <= latest, { message: latestMessage ?? DEFAULT_MESSAGES.dateLatest(latest) }))
  }
  return schema
}

export const emailPattern = ({ message = DEFAULT_MESSAGES.email }: Message = {}) => z.string({ error: message }).check(z.trim(), z.refine(isEmail, { message }))

/**
 * Length in characters: `is` exactly, at least `minimum`, at most `maximum`. Text shorter than
 * required is 'too short', longer is 'too long' (also for an exact length).
 */
export function length({
  is,
  minimum,
  maximum,
  tooShort = DEFAULT_MESSAGES.tooShort,
  tooLong = DEFAULT_MESSAGES.tooLong,
}: {
  is?: number
  minimum?: number
  maximum?: number
  tooShort?: string
  tooLong?: string
}) {
  const min = is ?? minimum
  const max = is ?? maximum
  let schema = z.string({ error: tooShort })
  if (min !== undefined) schema = schema.check(z.refine((value) => charLength(value) >= min, { message: tooShort }))
  if (max !== undefined) schema = schema.check(z.refine((value) => charLength(value) <= max, { message: tooLong }))
  return schema
}

export type NumericalityOptions = {
  onlyInteger?: boolean
  even?: boolean
  odd?: boolean
  greaterThan?: number
  greaterThanOrEqualTo?: number
  lessThan?: number
  lessThanOrEqualTo?: number
  message?: string
}

/** A number, or text holding one (form input); the output is the number. */
export function numericality(options: NumericalityOptions = {}) {
  const { message = DEFAULT_MESSAGES.number } = options
  // Mini's transform has no ctx.addIssue (classic's adds it): issues go on the payload's list.
  return z.pipe(
    z.unknown(),
    z.transform((value, ctx) => {
      const n = toNumber(value)
      if (n === undefined) {
        ctx.issues.push({ code: 'custom', message, input: value })
        return z.NEVER
      }
      const fail = (text: string) => ctx.issues.push({ code: 'custom', message: text, input: value })
      if (options.onlyInteger && !Number.isInteger(n)) fail(DEFAULT_MESSAGES.integer)
      if (options.even && !(Number.isInteger(n) && n % 2 === 0)) fail(DEFAULT_MESSAGES.even)
      if (options.odd && !(Number.isInteger(n) && Math.abs(n % 2) === 1)) fail(DEFAULT_MESSAGES.odd)
      const { greaterThan, greaterThanOrEqualTo, lessThan, lessThanOrEqualTo } = options
      if (greaterThan !== undefined && !(n > greaterThan)) fail(DEFAULT_MESSAGES.greaterThan(greaterThan))
      if (greaterThanOrEqualTo !== undefined && !(n >= greaterThanOrEqualTo)) {
        fail(DEFAULT_MESSAGES.greaterThanOrEqualTo(greaterThanOrEqualTo))
      }
      if (lessThan !== undefined && !(n < lessThan)) fail(DEFAULT_MESSAGES.lessThan(lessThan))
      if (lessThanOrEqualTo !== undefined && !(n <= lessThanOrEqualTo)) fail(DEFAULT_MESSAGES.lessThanOrEqualTo(lessThanOrEqualTo))
      return n
    }),
  )
}

export const urlPattern = ({ message = DEFAULT_MESSAGES.url }: Message = {}) => z.string({ error: message }).check(z.trim(), z.refine(isUrl, { message }))

/** The output is typed as one of the list (classic's `.refine` with a type predicate did that; mini's check does not). */
export const inclusion = <const T>(list: readonly T[], { message = DEFAULT_MESSAGES.inclusion }: Message = {}) =>
  z.unknown().check(z.refine((value) => list.includes(value as T), { message })) as unknown as z.ZodMiniType<T, unknown>

export const exclusion = (list: readonly unknown[], { message = DEFAULT_MESSAGES.exclusion }: Message = {}) => z.unknown().check(z.refine((value) => !list.includes(value), { message }))

// ---------------------------------------------------------------- shared-message helpers (spec §5)

/** Required text: 'Required' when missing or blank. */
export const required = () => z.string({ error: MESSAGES.required }).check(z.trim(), z.minLength(1, { message: MESSAGES.required, abort: true }))

/** Required email: 'Required', then 'Invalid email'. */
export const email = () => required().check(z.refine(isEmail, { message: MESSAGES.email }))

/** Exactly `n` characters: 'Must be N character(s)'. */
export const exactLength = (n: number) => z.string({ error: MESSAGES.required }).check(z.refine((value) => charLength(value) === n, { message: MESSAGES.exactLength(n) }))

/** Fewer than `n` characters: 'Must be less than N characters'. */
export const maxLength = (n: number) => z.string({ error: MESSAGES.required }).check(z.refine((value) => charLength(value) < n, { message: MESSAGES.maxLength(n) }))
