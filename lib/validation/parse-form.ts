import { parseWithZod } from '@conform-to/zod/v4'
import type { z } from '../zod.ts'
import { formFieldsWithNul, refusingFields } from './control-characters.ts'

type SchemaDef = { type?: string; shape?: Record<string, unknown>; in?: { _zod?: { def?: SchemaDef } } }

/** The top-level field names an object schema reads (through pipes and transforms); null when it cannot tell. */
function declaredFields(schema: z.core.$ZodType): Set<string> | null {
  let def = (schema as unknown as { _zod?: { def?: SchemaDef } })._zod?.def
  while (def?.type === 'pipe') def = def.in?._zod?.def
  return def?.type === 'object' && def.shape ? new Set(Object.keys(def.shape)) : null
}

/**
 * Every page form's parse, in the browser and in the action: Conform with the form's zod schema,
 * with a field error for any field the schema reads that carries a character the database cannot
 * store. Fields it does not read (a redirect target, an intent) are never stored and never refused.
 */
export function parseForm<Schema extends z.core.$ZodType>(formData: FormData, { schema }: { schema: Schema }) {
  const declared = declaredFields(schema)
  const bad = formFieldsWithNul(formData).filter((name) => !declared || declared.has(name.split(/[.[]/)[0]!))
  return parseWithZod(formData, { schema: refusingFields(schema, bad) as Schema })
}
