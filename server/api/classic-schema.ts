import { z } from 'zod'
import type * as core from 'zod/v4/core'

/**
 * The shared form schemas (lib/) are zod/mini, so the browser gets only the zod it uses (decision
 * 033). The JSON API documents them with @hono/zod-openapi, which needs classic schemas: it calls
 * `.meta()` and `.openapi()` on them. This rebuilds a mini schema as the classic one with the same
 * definition: the same checks, refinements, transforms and messages, hence the same parse. Each
 * node becomes the classic class of the same name (ZodMiniString → ZodString, ZodMiniISODate →
 * ZodISODate…); a classic schema is returned as it is. A schema is converted once, so the same
 * mini schema always gives the same classic instance (one OpenAPI component, not two).
 */
export function classic<T extends core.$ZodType>(schema: T): z.ZodType<core.output<T>, core.input<T>> {
  return toClassic(schema) as z.ZodType<core.output<T>, core.input<T>>
}

type Def = Record<string, unknown>
type Constructor = new (def: Def) => z.ZodType

/** Definition keys that hold one schema, and those that hold several. */
const ONE = ['innerType', 'in', 'out', 'element', 'catchall', 'left', 'right', 'keyType', 'valueType', 'rest'] as const
const MANY = ['options', 'items'] as const

const converted = new WeakMap<core.$ZodType, z.ZodType>()
const classes = z as unknown as Record<string, Constructor | undefined>

function toClassic(schema: core.$ZodType): z.ZodType {
  if (schema instanceof z.ZodType) return schema
  const done = converted.get(schema)
  if (done) return done
  const mini = [...schema._zod.traits].find((trait) => trait.startsWith('ZodMini'))
  const Classic = mini ? classes[mini.replace(/^ZodMini/, 'Zod')] : undefined
  if (!Classic) throw new Error(`No classic zod schema for ${[...schema._zod.traits][0] ?? 'an unknown schema'}`)

  // Copied with its getters (a default's value is made afresh at each parse); checks are shared.
  const source = schema._zod.def as unknown as Def
  const def = Object.defineProperties({}, Object.getOwnPropertyDescriptors(source)) as Def
  // A plain value in place of the copied property (an extended object's shape is a getter).
  const set = (key: string, value: unknown) => Object.defineProperty(def, key, { value, enumerable: true, configurable: true, writable: true })
  for (const key of ONE) if (source[key]) set(key, toClassic(source[key] as core.$ZodType))
  for (const key of MANY) if (Array.isArray(source[key])) set(key, (source[key] as core.$ZodType[]).map(toClassic))
  if (source.type === 'object') {
    const shape = source.shape as Record<string, core.$ZodType>
    set('shape', Object.fromEntries(Object.entries(shape).map(([name, inner]) => [name, toClassic(inner)])))
  }
  if (source.type === 'lazy') {
    const getter = source.getter as () => core.$ZodType
    set('getter', () => toClassic(getter()))
  }
  const result = new Classic(def)
  converted.set(schema, result)
  return result
}
