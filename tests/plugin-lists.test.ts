import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { allFixedPages } from '#lib/fixed-pages.ts'
import { SECTIONS, type StoredItem } from '#lib/sections.ts'
import { SITE_TIME_ZONE, topicPath } from '#lib/site-paths.ts'
import { SECTIONS as SERVED } from '#server/content/service/sections.ts'

/**
 * The WordPress plugin (wordpress/quota-content) keeps its own copies of the site's lists in PHP:
 * the sections it registers, the fixed addresses it lets an editor choose pages for, the
 * parameters each section's collection takes and the site's addresses it links and redirects to.
 * They are read here as text (no PHP needed) and held against lib/ and the content service.
 */
const plugin = (file: string) => readFileSync(resolve(import.meta.dirname, '../wordpress/quota-content/includes', file), 'utf8')

/** The text of a PHP function's body, up to the closing brace at the start of a line. */
function body(source: string, name: string): string {
  const start = source.indexOf(`function ${name}(`)
  expect(start, `${name} in the plugin`).toBeGreaterThanOrEqual(0)
  return source.slice(start, source.indexOf('\n}', start))
}

const keysOf = (phpArray: string) => [...phpArray.matchAll(/'([^']+)' =>/g)].map((match) => match[1])

/**
 * A PHP string expression of the plugin's path functions, as JavaScript: quoted strings (with
 * `{$post->ID}` in double quotes), `.` joins, the casts and operators those functions use.
 */
function phpToJs(expression: string): string {
  return expression.replace(/'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|[^'"]+/g, (token, single?: string, double?: string) => {
    if (single !== undefined) return JSON.stringify(single.replace(/\\(.)/g, '$1'))
    if (double !== undefined) return `\`${double.replace(/\{\$(\w+)->(\w+)\}/g, '${$1.$2}')}\``
    return token
      .replace(/\$(\w+)->(\w+)/g, '$1.$2')
      .replace(/\$(\w+)/g, '$1')
      .replace(/ \. /g, ' + ')
      .replace(/\(string\) /g, 'String')
      .replace(/\(int\) /g, 'Math.trunc')
      .replace(/\?:/g, '||')
  })
}

const sample: StoredItem = {
  id: 4242,
  slug: 'a-sample-item',
  fields: { youtube_id: 'dQw4w9WgXcQ', year: 2026, family: 'sales-500', sponsor: { name: 'Acme Corp', slug: 'acme' } },
  publishedAt: new Date('2026-03-02T15:00:00Z'),
}
/** The plugin's helpers those expressions call, as the plugin defines them for these fields. */
const helpers = {
  rawurlencode: encodeURIComponent,
  quota_index_value: (field: string, acf: Record<string, { slug?: string } | undefined>) => acf[field]?.slug ?? '',
}

function evaluate(expression: string, scope: Record<string, unknown>): unknown {
  const names = [...Object.keys(helpers), ...Object.keys(scope)]
  return new Function(...names, `return ${phpToJs(expression)}`)(...Object.values(helpers), ...Object.values(scope))
}

describe("the WordPress plugin's lists and lib/", () => {
  const sectionsPhp = body(plugin('sections.php'), 'quota_sections')
  const registered = [
    ...sectionsPhp.matchAll(/'(\w+)' => array\('singular' => __\('([^']*)', 'quota-content'\), 'plural' => __\('([^']*)', 'quota-content'\), 'icon' => 'dashicons-[\w-]+', 'topics' => (true|false)/g),
  ].map(([, type, singular, plural, topics]) => ({
    type,
    singular,
    plural,
    topics: topics === 'true',
  }))

  it("registers the catalogue's sections, in its order, with its words and whether topics file them", () => {
    const capital = (words: string) => words[0]!.toUpperCase() + words.slice(1)
    expect(registered).toEqual(SECTIONS.map((section) => ({ type: section.type, singular: capital(section.noun), plural: section.heading, topics: section.topics })))
  })

  it("declares the parameters the content service takes on each section's collection", () => {
    const queries = body(plugin('queries.php'), 'quota_query_params')
    const declared = [...queries.matchAll(/^\s*'(\w+)' => array\('filters' => array\((.*?)\), 'orderby' => array\((.*?)\)\),$/gm)].map(([, type, filters, orderby]) => ({
      type,
      filters: keysOf(filters!),
      orderby: keysOf(orderby!),
    }))
    expect(declared).toEqual(SERVED.map((section) => ({ type: section.type, filters: Object.keys(section.filters), orderby: Object.keys(section.orderby) })))
  })

  it('offers a choice of page for each fixed address of the site', () => {
    const offered = keysOf(body(plugin('fixed-pages.php'), 'quota_fixed_addresses'))
    const mainAddresses = allFixedPages.filter((page, i) => allFixedPages.findIndex((other) => other.contentId === page.contentId) === i).map((page) => page.path)
    expect(offered.toSorted()).toEqual(mainAddresses.toSorted())
  })

  it("builds each section item's address as the site does", () => {
    const paths = body(plugin('site-paths.php'), 'quota_section_path')
    const cases = new Map([...paths.matchAll(/case '(\w+)':\s*return (.+?);\n/g)].map(([, type, expression]) => [type!, expression!]))
    expect([...cases.keys()]).toEqual(SECTIONS.map((section) => section.type))
    for (const section of SECTIONS) {
      const post = { ID: sample.id, post_name: sample.slug }
      expect(evaluate(cases.get(section.type)!, { post, acf: sample.fields }), section.type).toBe(section.itemPath(sample))
    }
  })

  it("builds a topic's address, and an article's in the site's time zone, as the site does", () => {
    const source = plugin('site-paths.php')
    const topic = /return (.+?);/.exec(body(source, 'quota_topic_site_path'))![1]!
    expect(evaluate(topic, { term: { term_id: 17, slug: 'prospecting' } })).toBe(topicPath({ id: 17, slug: 'prospecting' }))
    expect(body(source, 'quota_post_site_path')).toContain(`new DateTimeZone('${SITE_TIME_ZONE}')`)
  })
})
