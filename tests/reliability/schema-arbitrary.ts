import fc from 'fast-check'
import type { Schema } from './openapi-operations.ts'

/** Long enough to reach limits, short enough to keep bodies under the API's body limit. */
const LONGEST_GENERATED = 80

/**
 * Values that match a JSON Schema (the subset our OpenAPI document uses: object, array, string
 * with length, pattern, format and enum, integer and number with bounds, boolean, anyOf/oneOf).
 * A schema's example is offered too, so generated requests also reach the handlers' happy paths.
 */
export function arbitraryFor(schema: Schema | null | undefined): fc.Arbitrary<unknown> {
  if (!schema || Object.keys(schema).filter((key) => !['description', 'example', 'title'].includes(key)).length === 0) {
    return fc.jsonValue({ maxDepth: 2 })
  }
  const fromSchema = arbitraryFromKeywords(schema)
  return schema.example === undefined ? fromSchema : fc.oneof(fromSchema, variantsOf(schema.example))
}

function arbitraryFromKeywords(schema: Schema): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum)) return fc.constantFrom(...schema.enum)
  if ('const' in schema) return fc.constant(schema.const)
  const alternatives = schema.anyOf ?? schema.oneOf
  if (Array.isArray(alternatives)) return fc.oneof(...alternatives.map((alternative: Schema) => arbitraryFor(alternative)))
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringFor(schema)
    case 'integer':
      // fast-check's integers are 32-bit; wider columns still get their range's 32-bit part.
      return fc.integer({ min: Math.max(lowerBound(schema, 1) ?? -(2 ** 31), -(2 ** 31)), max: Math.min(upperBound(schema, 1) ?? 2 ** 31 - 1, 2 ** 31 - 1) })
    case 'number':
      return fc.double({ min: lowerBound(schema, Number.EPSILON) ?? -1e9, max: upperBound(schema, Number.EPSILON) ?? 1e9, noNaN: true })
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(arbitraryFor(schema.items), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, 5) })
    case 'object':
      return objectFor(schema)
    default:
      return fc.jsonValue({ maxDepth: 2 })
  }
}

function stringFor(schema: Schema): fc.Arbitrary<string> {
  const minLength: number = schema.minLength ?? 0
  const maxLength: number = Math.max(minLength, Math.min(schema.maxLength ?? LONGEST_GENERATED, LONGEST_GENERATED))
  const fits = (value: string) => [...value].length >= minLength && [...value].length <= (schema.maxLength ?? Infinity)
  if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern, 'u')).filter(fits)
  if (schema.format === 'email') return fc.emailAddress().filter(fits)
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString())
  if (schema.format === 'uri') return fc.webUrl()
  return fc.string({ minLength, maxLength, unit: 'grapheme' })
}

function objectFor(schema: Schema): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {}
  const required: string[] = schema.required ?? []
  const known = fc.record(Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, arbitraryFor(property)])), { requiredKeys: required })
  const open = schema.additionalProperties !== undefined && schema.additionalProperties !== false
  if (!open) return known
  const extra = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !(key in properties)),
    arbitraryFor(schema.additionalProperties === true ? {} : schema.additionalProperties),
    { maxKeys: 3 },
  )
  return fc.tuple(known, extra).map(([fields, more]) => ({ ...more, ...fields }))
}

/** The example as given, or with some of its text fields replaced by other text. */
function variantsOf(example: unknown): fc.Arbitrary<unknown> {
  if (!example || typeof example !== 'object' || Array.isArray(example)) return fc.constant(example)
  return fc.record(
    Object.fromEntries(
      Object.entries(example).map(([name, value]) => [
        name,
        typeof value === 'string' ? fc.oneof({ arbitrary: fc.constant(value), weight: 3 }, { arbitrary: fc.string({ minLength: 1, maxLength: 40, unit: 'grapheme' }), weight: 1 }) : variantsOf(value),
      ]),
    ),
  )
}

function lowerBound(schema: Schema, step: number): number | undefined {
  if (typeof schema.exclusiveMinimum === 'number') return schema.exclusiveMinimum + step
  return schema.minimum
}

function upperBound(schema: Schema, step: number): number | undefined {
  if (typeof schema.exclusiveMaximum === 'number') return schema.exclusiveMaximum - step
  return schema.maximum
}
