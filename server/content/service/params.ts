import { isStorableText } from '#lib/validation/control-characters.ts'
import { INT4_MAX } from '#lib/validation/ranges.ts'
import { SITE_TIME_ZONE } from '#lib/site-paths.ts'
import { zonedTimeToUtc } from '#lib/zoned-time.ts'

/**
 * WordPress collection parameters, declared per endpoint and validated the way WordPress does
 * (unknown parameters ignored; a bad value answers 400 rest_invalid_param naming it). Each
 * parser carries the argument schema WordPress publishes for it in the index and on OPTIONS.
 */
export interface Problem {
  code: string
  message: string
  /** The error's own data, as WordPress puts it in `data.details` (null when it has none). */
  data?: Record<string, unknown>
}

/** The JSON-schema keywords of an argument that WordPress shows in its index (rest_get_allowed_schema_keywords). */
export interface ArgSchema {
  description?: string
  type: string | string[]
  format?: string
  default?: unknown
  minimum?: number
  maximum?: number
  enum?: readonly string[]
  items?: Omit<ArgSchema, 'description'>
  oneOf?: unknown[]
}

export type Parser<T> = ((raw: string | undefined, name: string) => { value: T } | { problem: Problem }) & {
  schema: ArgSchema
  /**
   * Checked by a validate_callback, before any other parameter: WordPress gives those
   * (context, page, per_page, search) one pass and answers their problems alone.
   */
  early?: boolean
}

export type ParamSpec = Record<string, Parser<unknown>>
export type ParsedParams<S extends ParamSpec> = { [K in keyof S]: S[K] extends Parser<infer T> ? T : never }
export type ParseResult<T> = { ok: true; value: T } | { ok: false; problems: Record<string, Problem> }

function parser<T>(parse: (raw: string | undefined, name: string) => { value: T } | { problem: Problem }, schema: ArgSchema): Parser<T> {
  return Object.assign(parse, { schema })
}

/** The same parser with WordPress's description of the argument (shown first, as WordPress declares it). */
export function about<T>(description: string, of: Parser<T>): Parser<T> {
  return Object.assign((raw: string | undefined, name: string) => of(raw, name), { schema: { description, ...of.schema }, early: of.early })
}

/** The same parser, checked in WordPress's first pass (see Parser.early). */
export function early<T>(of: Parser<T>): Parser<T> {
  return Object.assign((raw: string | undefined, name: string) => of(raw, name), { schema: of.schema, early: true })
}

const isInteger = (text: string) => /^-?\d+$/.test(text.trim())
const outOfBounds = (name: string, min: number, max: number): Problem => ({
  code: 'rest_out_of_bounds',
  message: `${name} must be between ${min} (inclusive) and ${max} (inclusive)`,
})

export function int(options: { min?: number; max?: number; fallback: number }): Parser<number>
export function int(options: { min?: number; max?: number }): Parser<number | undefined>
/** Every integer parameter is bounded by the database's integer range unless a tighter `max` is given. */
export function int({ min, max, fallback }: { min?: number; max?: number; fallback?: number }): Parser<number | undefined> {
  const upper = max ?? INT4_MAX
  return parser(
    (raw, name) => {
      if (raw === undefined || raw === '') return { value: fallback }
      if (!isInteger(raw)) return { problem: { code: 'rest_invalid_type', message: `${name} is not of type integer.` } }
      const value = Number(raw)
      if (min !== undefined && value < min && max === undefined) {
        return { problem: { code: 'rest_out_of_bounds', message: `${name} must be greater than or equal to ${min}` } }
      }
      if ((min !== undefined && value < min) || value > upper) return { problem: outOfBounds(name, min ?? -INT4_MAX - 1, upper) }
      return { value }
    },
    { type: 'integer', ...(fallback !== undefined && { default: fallback }), ...(min !== undefined && { minimum: min }), ...(max !== undefined && { maximum: max }) },
  )
}

/** Ids below `min` (1 unless told: a parent of 0 is the top level) name nothing and are dropped. */
export function intList({ min = 1 }: { min?: number } = {}): Parser<number[]> {
  return parser<number[]>(
    (raw, name) => {
      if (raw === undefined || raw === '') return { value: [] }
      const parts = raw
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
      if (!parts.every(isInteger) || parts.length > 100) {
        return { problem: { code: 'rest_invalid_type', message: `${name}[0] is not of type integer.` } }
      }
      const values = parts.map(Number)
      const index = values.findIndex((n) => n > INT4_MAX || n < -INT4_MAX - 1)
      if (index >= 0) return { problem: outOfBounds(`${name}[${index}]`, 0, INT4_MAX) }
      return { value: values.filter((n) => n >= min) }
    },
    { type: 'array', items: { type: 'integer' }, default: [] },
  )
}

const unstorable = (name: string): Problem => ({ code: 'rest_invalid_param', message: `${name} contains a character that is not allowed.` })

/** Slugs, cleaned as WordPress's sanitize_title does for the characters it drops (NUL and other controls). */
export function stringList(): Parser<string[]> {
  return parser<string[]>(
    (raw) => {
      const parts = (raw ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean)
      // A part made only of dropped characters stays as '' so that it matches nothing, rather than lifting the filter.
      return { value: parts.map((part) => part.replace(/[\u0000-\u001f\u007f]/g, '')).slice(0, 100) }
    },
    { type: 'array', items: { type: 'string' } },
  )
}

export function text(maxLength = 200): Parser<string | undefined> {
  return parser(
    (raw, name) => {
      const value = raw?.trim()
      if (!value) return { value: undefined }
      if (value.length > maxLength) return { problem: { code: 'rest_invalid_param', message: `${name} is too long.` } }
      if (!isStorableText(value)) return { problem: unstorable(name) }
      return { value }
    },
    { type: 'string' },
  )
}

/** A list as wp_sprintf_l writes it: "a", "a and b", "a, b, and c". */
function spokenList(values: readonly string[]): string {
  if (values.length <= 2) return values.join(' and ')
  return `${values.slice(0, -1).join(', ')}, and ${values.at(-1)}`
}

/** rest_validate_enum's refusal, word for word. */
export function notInEnum(name: string, values: readonly string[]): Problem {
  const message = values.length === 1 ? `${name} is not ${values[0]}.` : `${name} is not one of ${spokenList(values)}.`
  return { code: 'rest_not_in_enum', message }
}

export function oneOf<const T extends string>(values: readonly T[], fallback: T): Parser<T>
export function oneOf<const T extends string>(values: readonly T[]): Parser<T | undefined>
export function oneOf<const T extends string>(values: readonly T[], fallback?: T): Parser<T | undefined> {
  return parser(
    (raw, name) => {
      if (raw === undefined || raw === '') return { value: fallback }
      if ((values as readonly string[]).includes(raw)) return { value: raw as T }
      return { problem: notInEnum(name, values) }
    },
    { type: 'string', ...(fallback !== undefined && { default: fallback }), enum: values },
  )
}

// rest_parse_date: a full date and time, optionally with a zone; a date alone is not one.
const ISO_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})[Tt ](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?(Z|[+-]\d{2}(?::?\d{2})?)?$/i

/**
 * An ISO 8601 date and time as WordPress reads it: one without a zone is the site's wall-clock
 * time (WP_Date_Query compares it with post_date, the site's local time).
 */
export function date(): Parser<Date | undefined> {
  return parser(
    (raw) => {
      if (raw === undefined || raw === '') return { value: undefined }
      const invalid = { problem: { code: 'rest_invalid_date', message: 'Invalid date.' } }
      const m = ISO_DATE_TIME.exec(raw)
      if (!m) return invalid
      const [, year, month, day, hour, minute, second, zone] = m
      if (Number(month) < 1 || Number(month) > 12 || Number(day) < 1 || Number(day) > 31 || Number(hour) > 24 || Number(minute) > 59 || Number(second) > 59) {
        return invalid
      }
      const wall = `${year}-${month}-${day}T${hour}:${minute}:${second}`
      let value: Date | null
      if (!zone) value = zonedTimeToUtc(`${year}-${month}-${day}`, `${hour}:${minute}:${second}`, SITE_TIME_ZONE)
      else if (/^z$/i.test(zone)) value = new Date(`${wall}Z`)
      else value = new Date(`${wall}${zone.slice(0, 3)}:${zone.slice(3).replace(':', '') || '00'}`)
      return value && !Number.isNaN(value.getTime()) ? { value } : invalid
    },
    { type: 'string', format: 'date-time' },
  )
}

export function flag(): Parser<boolean | undefined> {
  return parser(
    (raw, name) => {
      if (raw === undefined || raw === '') return { value: undefined }
      if (['1', 'true'].includes(raw)) return { value: true }
      if (['0', 'false'].includes(raw)) return { value: false }
      return { problem: { code: 'rest_invalid_type', message: `${name} is not of type boolean.` } }
    },
    { type: 'boolean' },
  )
}

/**
 * `status`: anything but the default is refused to a visitor who may not edit (no one can
 * sign in to this API), as WP_REST_Posts_Controller::sanitize_post_statuses refuses it.
 */
export function postStatus(): Parser<'publish'> {
  return parser<'publish'>(
    (raw) => {
      // wp_parse_slug_list: commas or spaces between slugs.
      const statuses = (raw ?? '').split(/[\s,]+/).filter(Boolean)
      if (statuses.some((status) => status !== 'publish')) {
        return { problem: { code: 'rest_forbidden_status', message: 'Status is forbidden.', data: { status: 401 } } }
      }
      return { value: 'publish' }
    },
    { default: 'publish', type: 'array', items: { enum: [...POST_STATUSES, 'any'], type: 'string' } },
  )
}

/** get_post_stati() of WordPress 6.1, the enum of `status`. */
const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private', 'trash', 'auto-draft', 'inherit', 'request-pending', 'request-confirmed', 'request-failed', 'request-completed']

/**
 * WordPress's two passes: the validate_callback parameters first, in declaration order, whose
 * problems are answered alone; then every other parameter sent, in the order it was sent.
 */
export function parseParams<S extends ParamSpec>(spec: S, query: Record<string, string | undefined>): ParseResult<ParsedParams<S>> {
  const value: Record<string, unknown> = {}
  const pass = (names: string[]) => {
    const problems: Record<string, Problem> = {}
    for (const name of names) {
      const result = spec[name]!(query[name], name)
      if ('problem' in result) problems[name] = result.problem
      else value[name] = result.value
    }
    return problems
  }
  const names = Object.keys(spec)
  const first = pass(names.filter((name) => spec[name]!.early))
  if (Object.keys(first).length > 0) return { ok: false, problems: first }
  const sent = Object.keys(query).filter((name) => Object.hasOwn(spec, name) && !spec[name]!.early)
  const second = pass([...sent, ...names.filter((name) => !spec[name]!.early && !sent.includes(name))])
  if (Object.keys(second).length > 0) return { ok: false, problems: second }
  return { ok: true, value: value as ParsedParams<S> }
}

export const paging = {
  page: about('Current page of the collection.', early(int({ min: 1, fallback: 1 }))),
  per_page: about('Maximum number of items to be returned in result set.', early(int({ min: 1, max: 100, fallback: 10 }))),
}
