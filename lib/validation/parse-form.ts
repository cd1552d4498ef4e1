import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from 'zod'
import { formFieldsWithNul, refusingFields } from './control-characters.ts'

/**
 * Every page form's parse, in the browser and in the action: Conform with the form's zod schema,
 * with a field error for any field carrying a character the database cannot store.
 */
export function parseForm<Schema extends z.ZodType>(formData: FormData, { schema }: { schema: Schema }) {
  return parseWithZod(formData, { schema: refusingFields(schema, formFieldsWithNul(formData)) as Schema })
}
