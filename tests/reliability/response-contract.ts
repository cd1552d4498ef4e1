import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import type { Answer } from './http.ts'
import { documentedAnswer, type Operation, type Schema } from './openapi-operations.ts'

// OpenAPI adds keywords of its own (example, discriminator...): not an error for the validator.
const ajv = new Ajv2020({ strict: false, allErrors: true })
addFormats(ajv)
const compiled = new WeakMap<Schema, ValidateFunction>()

export function validatorFor(schema: Schema): ValidateFunction {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = ajv.compile(schema)
    compiled.set(schema, validate)
  }
  return validate
}

/** Whether a value matches a schema (a request body the document would accept). */
export function matches(schema: Schema | null, value: unknown): boolean {
  return schema ? validatorFor(schema)(value) : true
}

/**
 * What is wrong with an answer by the operation's documentation: an undocumented status, a body
 * that is not the documented JSON, a body where none is documented, a 429 or 503 without
 * Retry-After. An empty list when the answer keeps the contract.
 */
export function contractBreaches(operation: Operation, answer: Answer): string[] {
  const documented = documentedAnswer(operation, answer.status)
  if (!documented) return [`status ${answer.status} is not documented (${answer.body.slice(0, 160)})`]
  const breaches: string[] = []
  if ((answer.status === 429 || answer.status === 503) && !answer.headers.has('Retry-After')) breaches.push(`${answer.status} without Retry-After`)
  if (!documented.schema) {
    if (answer.body.length > 0) breaches.push(`${answer.status} is documented without a body but has one (${answer.body.slice(0, 160)})`)
    return breaches
  }
  if (!/^application\/json\b/.test(answer.headers.get('Content-Type') ?? '')) breaches.push(`${answer.status} answered ${answer.headers.get('Content-Type')} instead of JSON`)
  let body: unknown
  try {
    body = JSON.parse(answer.body)
  } catch {
    return [...breaches, `${answer.status} body is not JSON (${answer.body.slice(0, 160)})`]
  }
  const validate = validatorFor(documented.schema)
  if (!validate(body)) breaches.push(`${answer.status} body does not match its schema: ${ajv.errorsText(validate.errors)} (${answer.body.slice(0, 160)})`)
  return breaches
}
