import type { Submission } from '@conform-to/react'
import type { z } from '#lib/zod.ts'

/**
 * A form's check as Conform calls it, loaded when a visitor starts using the form (decision 035).
 * Plain TypeScript, no React: the hydrated forms (use-form-check.ts) and the lead form's island on
 * pages that are not hydrated (app/islands/lead-form-island.ts, decision 079) load it the same way.
 */

export type AnySchema = z.core.$ZodType
/** What Conform's `useForm` takes a form's value to be (its input; an object). */
export type FormInput<Schema extends AnySchema> = z.input<Schema> extends Record<string, unknown> ? z.input<Schema> : Record<string, unknown>
export type FormSubmission<Schema extends AnySchema> = Submission<FormInput<Schema>, string[], z.output<Schema>>
export type FormCheck<Schema extends AnySchema> = (formData: FormData) => FormSubmission<Schema>
export type SchemaLoader<Schema extends AnySchema> = () => Promise<Schema>

/** The schema and `parseForm`, fetched together: the form's check as Conform calls it. */
export async function loadFormCheck<Schema extends AnySchema>(load: SchemaLoader<Schema>): Promise<FormCheck<Schema>> {
  const [schema, { parseForm }] = await Promise.all([load(), import('#lib/validation/parse-form.ts')])
  return (formData) => parseForm(formData, { schema }) as unknown as FormSubmission<Schema>
}
