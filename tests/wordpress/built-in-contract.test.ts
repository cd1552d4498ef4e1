import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Ajv from 'ajv'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBuiltSite, type BuiltSite } from '../../scripts/lib/built-site.ts'
import { companionPlugin, wordpressUrl } from './wordpress-access.ts'

/**
 * Our built-in content service answers as WordPress does: each item of its standard routes is valid
 * against the JSON schema a real WordPress 6.1 publishes for the same route (OPTIONS), and the
 * plugin's section routes against the schemas the companion plugin gives them there.
 */
/**
 * WordPress's schemas as JSON Schema validators read them: PHP writes an empty `properties` as
 * `[]`, and WordPress marks arguments with draft-03's boolean `required`. Neither constrains an
 * answer's shape.
 */
function normalised(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalised)
  if (!schema || typeof schema !== 'object') return schema
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key, value]) => !(key === 'required' && typeof value === 'boolean') && key !== '$schema')
      .map(([key, value]) => [key, key === 'properties' && Array.isArray(value) ? {} : normalised(value)]),
  )
}

type Schema = { properties: Record<string, { type?: unknown; enum?: string[] }> }

/**
 * Where WordPress 6.1's own answers leave its published schema, ours follow the answers: an empty
 * `meta` is `[]` (a PHP empty array), and an attachment's `post` is null when it is attached to
 * nothing and its `status` is `inherit` (WP_REST_Attachments_Controller).
 */
function asWordPressAnswers(route: string, schema: Schema): Schema {
  const properties = { ...schema.properties }
  if (properties.meta) properties.meta = { ...properties.meta, type: ['object', 'array'] }
  if (route === 'media') {
    properties.post = { ...properties.post, type: ['integer', 'null'] }
    properties.status = { ...properties.status, enum: [...(properties.status?.enum ?? []), 'inherit'] }
  }
  return { ...schema, properties }
}

const ROUTES = ['posts', 'pages', 'categories', 'tags', 'users', 'media', 'webinars', 'issues', 'videos', 'events', 'lists', 'resources'] as const

describe.runIf(wordpressUrl)("the built-in service against WordPress's own schemas", () => {
  let site: BuiltSite
  let dataDir: string
  const schemas = new Map<string, object>()

  beforeAll(async () => {
    companionPlugin('activate')
    for (const route of ROUTES) {
      const response = await fetch(`${wordpressUrl}/wp-json/wp/v2/${route}`, { method: 'OPTIONS' })
      expect(response.status, route).toBe(200)
      const { schema } = (await response.json()) as { schema: Record<string, unknown> }
      // WordPress writes draft-04 with its own keywords (context, readonly, arg_options): the shape is what is checked.
      schemas.set(route, asWordPressAnswers(route, normalised(schema) as Schema))
    }
    dataDir = mkdtempSync(join(tmpdir(), 'quota-contract-'))
    site = await startBuiltSite({ dataDir })
  }, 120_000)
  afterAll(async () => {
    await site?.stop()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    companionPlugin('deactivate')
  })

  const ajv = new Ajv({ strict: false, allErrors: true, validateFormats: false })

  it.each(ROUTES)('every item of /wp-json/wp/v2/%s fits WordPress\'s schema', async (route) => {
    const response = await fetch(`${site.baseURL}/wp-json/wp/v2/${route}?per_page=5`)
    expect(response.status).toBe(200)
    const items = (await response.json()) as unknown[]
    expect(items.length, `the demo store has ${route}`).toBeGreaterThan(0)
    const validate = ajv.compile(schemas.get(route)!)
    for (const item of items) {
      validate(item)
      expect(validate.errors ?? [], `${route} ${(item as { id: number }).id}`).toEqual([])
    }
  })
})
