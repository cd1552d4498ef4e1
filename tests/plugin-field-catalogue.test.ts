import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { SECTION_FIELDS } from '#lib/section-fields.ts'
import { catalogueText, wordpressFieldCatalogue } from '../scripts/lib/wordpress-field-catalogue.ts'
import { WpEventSchema, WpIssueSchema, WpListSchema, WpResourceSchema, WpVideoSchema, WpWebinarSchema } from '#server/content/wp-schemas.ts'

/**
 * The WordPress plugin registers, checks and shows the section fields of its fields.json, which
 * `npm run wordpress:fields` writes from lib/section-fields.ts: the committed file must be what
 * the catalogue gives today, and hold every field the site reads of a WordPress section item.
 */
const committed = readFileSync(resolve(import.meta.dirname, '../wordpress/quota-content/fields.json'), 'utf8')
const READ = { webinars: WpWebinarSchema, issues: WpIssueSchema, videos: WpVideoSchema, events: WpEventSchema, lists: WpListSchema, resources: WpResourceSchema }

describe("the WordPress plugin's field catalogue", () => {
  it('is the one lib/section-fields.ts gives (run npm run wordpress:fields after changing it)', () => {
    expect(committed).toBe(catalogueText())
  })

  it("has each editing form's fields, in its order, shown in wp-admin", () => {
    const { sections } = wordpressFieldCatalogue()
    for (const [type, fields] of Object.entries(SECTION_FIELDS)) {
      const shown = sections[type]!.filter((field) => field.edited !== false)
      expect(
        shown.map((field) => [field.name, field.label]),
        type,
      ).toEqual(fields.map((field) => [field.name, field.label]))
    }
  })

  it('stores every field the site reads of a WordPress section item, and nothing it does not read', () => {
    const { sections } = wordpressFieldCatalogue()
    for (const [type, schema] of Object.entries(READ)) {
      const acf = schema.shape.acf as unknown as { out: z.ZodObject }
      expect(sections[type]!.map((field) => field.name).toSorted(), type).toEqual(Object.keys(acf.out.shape).toSorted())
    }
  })

  it('writes the link pattern without flags (JSON Schema has none), refusing links but web, mail or site addresses in any case', () => {
    const { web_address: address } = wordpressFieldCatalogue()
    const asJs = new RegExp(address, 'u')
    for (const link of ['https://example.com/a', 'HTTPS://EXAMPLE.COM/A', 'Mailto:events@quota.example', '/contact']) expect(asJs.test(link), link).toBe(true)
    for (const link of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x', 'JavaScript:alert(1)']) expect(asJs.test(link), link).toBe(false)
  })
})
