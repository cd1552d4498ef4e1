import fc from 'fast-check'
import type { Schema } from './openapi-operations.ts'

/** Text that has broken servers: NUL and control characters, unicode and emoji, injection strings. */
export const HOSTILE_TEXT = [
  '\u0000',
  'Ada\u0000Byron',
  '\u0001\u001f\u007f',
  '😀🎉👩‍👩‍👧‍👦',
  '😀'.repeat(60),
  'Zoë Ω≈ç√ ǅ ﷽ 𝕏',
  '\u202Egnp.exe',
  '\ud800',
  '\uFEFF',
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  '1; SELECT pg_sleep(10)',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}${7*7}',
  '../../../../etc/passwd',
  '   ',
  '',
  'x'.repeat(2_000),
]

/** Values of the wrong type for any field. */
export const WRONG_TYPES: unknown[] = [0, -1, 2 ** 31, 2 ** 63, 1e308, -0.5, true, false, null, [], ['a'], {}, { $gt: '' }, 'text']

/** Request bodies that are not the JSON object an operation expects. */
export const RAW_BODIES = [
  '',
  '{',
  '{"email":',
  "{'email': 'a@b.co'}",
  '{"a":1,}',
  '[1,2',
  'nul',
  'null',
  '[]',
  '"text"',
  '42',
  'true',
  '{"email":"a\u0000b@example.com"}',
  '\u0000',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}',
]

/** Path parameter values beyond what a column or a router expects. */
export const HOSTILE_PATH_VALUES = [
  '0',
  '-1',
  '2147483647',
  '2147483648',
  '9223372036854775808',
  '99999999999999999999999',
  '1e309',
  '1.5',
  'abc',
  '%00',
  '1%00',
  '%F0%9F%98%80',
  '..%2F..%2Fetc%2Fpasswd',
  "1'%20OR%20'1'='1",
  '%3Cscript%3E',
  'x'.repeat(3_000),
]

export type Mutation = { kind: 'wrong-type' | 'hostile-text' | 'missing-field' | 'extra-fields'; body: unknown }

/**
 * Bodies derived from a valid one: one field of the wrong type, one field of hostile text, a
 * required field left out, or fields the schema does not have (mass assignment).
 */
export function mutationsOf(schema: Schema, valid: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> {
  const names = fieldNames(schema)
  const required: string[] = schema.required ?? []
  const asObject = valid.map(asRecord)
  const field = names.length ? fc.constantFrom(...names) : fc.constantFrom('firstname', 'email')
  const options: fc.Arbitrary<Mutation>[] = [
    fc.tuple(asObject, field, fc.constantFrom(...WRONG_TYPES)).map(([body, name, value]) => ({ kind: 'wrong-type', body: { ...body, [name]: value } })),
    fc.tuple(asObject, field, fc.constantFrom(...HOSTILE_TEXT)).map(([body, name, value]) => ({ kind: 'hostile-text', body: { ...body, [name]: value } })),
    fc
      .tuple(asObject, fc.constantFrom('role', 'id', 'isAdmin', 'passwordHash', 'userId'), fc.jsonValue({ maxDepth: 1 }))
      .map(([body, name, value]) => ({ kind: 'extra-fields', body: { ...body, [name]: value } })),
  ]
  if (required.length) {
    options.push(
      fc.tuple(asObject, fc.constantFrom(...required)).map(([body, name]) => {
        const { [name]: _left, ...rest } = body
        return { kind: 'missing-field', body: rest }
      }),
    )
  }
  return fc.oneof(...options)
}

/**
 * Every hostile text in every field of one valid body (the catalogue's "in every text field"),
 * and in the fields of an object inside it (a webinar registration's form answers).
 */
export function hostileTextSweep(schema: Schema, validBody: unknown): Mutation[] {
  const body = asRecord(validBody)
  return fieldNames(schema, body).flatMap((name) => {
    const nested = schema.properties?.[name]
    const inner = nested?.type === 'object' ? fieldNames(nested, asRecord(body[name])) : []
    return HOSTILE_TEXT.flatMap((text): Mutation[] => [
      { kind: 'hostile-text', body: { ...body, [name]: text } },
      ...inner.map((field): Mutation => ({ kind: 'hostile-text', body: { ...body, [name]: { ...asRecord(body[name]), [field]: text } } })),
    ])
  })
}

function asRecord(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {}
}

/** The fields a body has: the schema's properties, or for an open object those of its example. */
function fieldNames(schema: Schema, body: Record<string, unknown> = {}): string[] {
  const properties = Object.keys(schema.properties ?? {})
  if (properties.length) return properties
  return Object.keys(schema.example && typeof schema.example === 'object' ? schema.example : body)
}

/** A body over the API's limit: one huge text field. */
export function oversizedBody(schema: Schema | null): string {
  const name = Object.keys(schema?.properties ?? {})[0] ?? 'firstname'
  return JSON.stringify({ [name]: 'x'.repeat(200_000) })
}
