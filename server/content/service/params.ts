import { isStorableText } from '#lib/validation/control-characters.ts'
import { INT4_MAX } from '#lib/validation/ranges.ts'

/**
 * WordPress collection parameters, declared per endpoint and validated the way WordPress does
 * (unknown parameters ignored; a bad value answers 400 rest_invalid_param naming it).
 */
export interface Problem {
  code: string
  message: string
}

export type Parser<T> = (raw: string | undefined, name: string) => { value: T } | { problem: Problem }

export type ParamSpec = Record<string, Parser<unknown>>
export type ParsedParams<S extends ParamSpec> = { [K in keyof S]: S[K] extends Parser<infer T> ? T : never }
export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: Record<string, Problem> }

const isInteger = (text: string) => /^-?\d+$/.test(text.trim())
const outOfBounds = (name: string, min: number, max: number): Problem => ({
  code: 'rest_out_of_bounds',
  message: `${name} must be between ${min} (inclusive) and ${max} (inclusive)`,
})

export function int(options: { min?: number; max?: number; fallback: number }): Parser<number>
export function int(options: { min?: number; max?: number }): Parser<number | undefined>
/** Every integer parameter is bounded by the database's integer range unless a tighter `max` is given. */
export function int({ min, max = INT4_MAX, fallback }: { min?: number; max?: number; fallback?: number }): Parser<number | undefined> {
  return (raw, name) => {
    if (raw === undefined || raw === '') return { value: fallback }
    if (!isInteger(raw)) return { problem: { code: 'rest_invalid_type', message: `${name} is not of type integer.` } }
    const value = Number(raw)
    if (min !== undefined && value < min && max === INT4_MAX) {
      return { problem: { code: 'rest_out_of_bounds', message: `${name} must be greater than or equal to ${min}` } }
    }
    if ((min !== undefined && value < min) || value > max) return { problem: outOfBounds(name, min ?? -INT4_MAX - 1, max) }
    return { value }
  }
}

export function intList(): Parser<number[]> {
  return (raw, name) => {
    if (raw === undefined || raw === '') return { value: [] }
    const parts = raw.split(',').map((part) => part.trim()).filter(Boolean)
    if (!parts.every(isInteger) || parts.length > 100) {
      return { problem: { code: 'rest_invalid_type', message: `${name}[0] is not of type integer.` } }
    }
    const values = parts.map(Number)
    const index = values.findIndex((n) => n > INT4_MAX || n < -INT4_MAX - 1)
    if (index >= 0) return { problem: outOfBounds(`${name}[${index}]`, 0, INT4_MAX) }
    return { value: values.filter((n) => n > 0) }
  }
}

const unstorable = (name: string): Problem => ({ code: 'rest_invalid_param', message: `${name} contains a character that is not allowed.` })

/** Slugs, cleaned as WordPress's sanitize_title does for the characters it drops (NUL and other controls). */
export function stringList(): Parser<string[]> {
  return (raw) => {
    const parts = (raw ?? '').split(',').map((part) => part.trim()).filter(Boolean)
    // A part made only of dropped characters stays as '' so that it matches nothing, rather than lifting the filter.
    return { value: parts.map((part) => part.replace(/[\u0000-\u001f\u007f]/g, '')).slice(0, 100) }
  }
}

export function text(maxLength = 200): Parser<string | undefined> {
  return (raw, name) => {
    const value = raw?.trim()
    if (!value) return { value: undefined }
    if (value.length > maxLength) return { problem: { code: 'rest_invalid_param', message: `${name} is too long.` } }
    if (!isStorableText(value)) return { problem: unstorable(name) }
    return { value }
  }
}

export function oneOf<const T extends string>(values: readonly T[], fallback: T): Parser<T>
export function oneOf<const T extends string>(values: readonly T[]): Parser<T | undefined>
export function oneOf<const T extends string>(values: readonly T[], fallback?: T): Parser<T | undefined> {
  return (raw, name) => {
    if (raw === undefined || raw === '') return { value: fallback }
    if ((values as readonly string[]).includes(raw)) return { value: raw as T }
    return { problem: { code: 'rest_not_in_enum', message: `${name} is not one of ${values.join(', ')}.` } }
  }
}

export function date(): Parser<Date | undefined> {
  return (raw) => {
    if (raw === undefined || raw === '') return { value: undefined }
    const value = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(\.\d+)?(Z|[+-]\d{2}:?\d{2})?)?$/.test(raw) ? new Date(raw) : null
    if (!value || Number.isNaN(value.getTime())) {
      return { problem: { code: 'rest_invalid_date', message: 'Invalid date.' } }
    }
    return { value }
  }
}

export function flag(): Parser<boolean | undefined> {
  return (raw, name) => {
    if (raw === undefined || raw === '') return { value: undefined }
    if (['1', 'true'].includes(raw)) return { value: true }
    if (['0', 'false'].includes(raw)) return { value: false }
    return { problem: { code: 'rest_invalid_type', message: `${name} is not of type boolean.` } }
  }
}

export function parseParams<S extends ParamSpec>(spec: S, query: Record<string, string | undefined>): ParseResult<ParsedParams<S>> {
  const problems: Record<string, Problem> = {}
  const value: Record<string, unknown> = {}
  for (const [name, parser] of Object.entries(spec)) {
    const result = parser(query[name], name)
    if ('problem' in result) problems[name] = result.problem
    else value[name] = result.value
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems }
  return { ok: true, value: value as ParsedParams<S> }
}

export const paging = {
  page: int({ min: 1, fallback: 1 }),
  per_page: int({ min: 1, max: 100, fallback: 10 }),
}
