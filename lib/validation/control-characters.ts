import { z } from '../zod.ts'
import { MESSAGES } from '../validation-messages.ts'

/**
 * What PostgreSQL cannot store: NUL in text, and a lone UTF-16 surrogate (no character at all;
 * `jsonb` refuses its escape). A value carrying one is refused at the door, never sent to the database.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
const hasUnstorable = (value: string) => UNSTORABLE.test(value)

/** False for a text the database cannot hold: a lookup by it can find nothing, so it need not ask. */
export const isStorableText = (value: string) => !hasUnstorable(value)

/** Free text from an address (a search), with control characters read as spaces. */
export const controlCharactersAsSpaces = (value: string) => value.replace(/[\u0000-\u001f\u007f]/g, ' ')

/** The paths (dotted, as the error shape names fields) of every string in a JSON value that holds a NUL, keys included. */
export function pathsWithNul(value: unknown, path: string[] = []): string[] {
  if (typeof value === 'string') return hasUnstorable(value) ? [path.join('.') || 'body'] : []
  if (Array.isArray(value)) return value.flatMap((item, index) => pathsWithNul(item, [...path, String(index)]))
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => (hasUnstorable(key) ? [[...path, key.replace(new RegExp(UNSTORABLE, 'g'), '')].join('.')] : pathsWithNul(inner, [...path, key])))
  }
  return []
}

/** The names of the form fields whose value (or name) holds a NUL. */
export function formFieldsWithNul(formData: FormData): string[] {
  const names = new Set<string>()
  for (const [name, value] of formData.entries()) {
    if (hasUnstorable(name) || (typeof value === 'string' && hasUnstorable(value))) names.add(name.replace(new RegExp(UNSTORABLE, 'g'), ''))
  }
  return [...names]
}

/**
 * The form's schema, refusing the named fields with a field error first. Only wrapped when a field
 * is bad, so a clean submission is parsed by the schema exactly as before.
 */
export function refusingFields<Schema extends z.core.$ZodType>(schema: Schema, names: string[]): Schema | z.ZodMiniType {
  if (names.length === 0) return schema
  // Classic's z.preprocess(fn, schema) is this pipe: the issues stop it before the schema runs.
  return z.pipe(
    z.transform((input: unknown, ctx) => {
      for (const name of names) ctx.issues.push({ code: 'custom', path: [name], message: MESSAGES.invalidCharacters, input })
      return input
    }),
    schema,
  )
}
