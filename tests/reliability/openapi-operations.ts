/** A JSON Schema (OpenAPI 3.1 flavour) as the document gives it. */
export type Schema = Record<string, any>

export interface Operation {
  method: string
  /** The path as documented, with {placeholders}. */
  path: string
  pathParams: { name: string; schema: Schema; example?: unknown }[]
  body: Schema | null
  /** Documented answers: status to the JSON schema of its body, or null for an empty body. */
  responses: Map<string, Schema | null>
  needsToken: boolean
}

interface Document {
  paths: Record<string, Record<string, any>>
  components?: { schemas?: Record<string, Schema> }
  security?: Record<string, string[]>[]
}

/** Replaces every local $ref with the schema it names (the document's schemas are not recursive). */
export function dereference(schema: unknown, document: Document): any {
  if (Array.isArray(schema)) return schema.map((item) => dereference(item, document))
  if (!schema || typeof schema !== 'object') return schema
  const ref = (schema as Schema).$ref
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '')
    const target = document.components?.schemas?.[name]
    if (!target) throw new Error(`unresolved $ref ${ref}`)
    return dereference(target, document)
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, dereference(value, document)]))
}

/** Every operation of an OpenAPI 3.1 document, with its schemas resolved. */
export function listOperations(document: Document): Operation[] {
  const operations: Operation[] = []
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue
      const security: Record<string, string[]>[] = operation.security ?? document.security ?? []
      const responses = new Map<string, Schema | null>()
      for (const [status, answer] of Object.entries<any>(operation.responses ?? {})) {
        responses.set(status, dereference(answer.content?.['application/json']?.schema ?? null, document))
      }
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: (operation.parameters ?? [])
          .filter((parameter: any) => parameter.in === 'path')
          .map((parameter: any) => ({ name: parameter.name, schema: dereference(parameter.schema, document), example: parameter.schema?.example ?? parameter.example })),
        body: dereference(operation.requestBody?.content?.['application/json']?.schema ?? null, document),
        responses,
        // An empty requirement ({}) among the alternatives means the operation is public.
        needsToken: security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0),
      })
    }
  }
  return operations
}

/** The documented answer for a status: exact, then 4XX-style ranges, then default. */
export function documentedAnswer(operation: Operation, status: number): { schema: Schema | null } | undefined {
  for (const key of [String(status), `${String(status)[0]}XX`, 'default']) {
    if (operation.responses.has(key)) return { schema: operation.responses.get(key)! }
  }
  return undefined
}
