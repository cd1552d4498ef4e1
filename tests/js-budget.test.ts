import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './utils/test-app.ts'

/**
 * Bytes of JavaScript a reading page makes the browser fetch before it is interactive
 * (gzip, as served): the module scripts and modulepreloads in its HTML. Consent, analytics,
 * ads and the client store are on every page, so this keeps them honest. Third-party scripts
 * load only after consent and are not counted.
 */
const READING_BUDGET = 130 * 1024
/** Form pages add Conform, zod and the shared validation rules (spec §5) for checks in the browser. */
const FORM_BUDGET = 175 * 1024

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

function scriptsOf(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
  const imports = [...html.matchAll(/import \* as \w+ from "(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]!)
  return [...new Set([...preloads, ...imports])]
}

const gzipBytes = (path: string) => gzipSync(readFileSync(resolve('build/client', `.${path}`))).length

describe('JavaScript budget', () => {
  it.each([
    ['/', READING_BUDGET],
    ['/webinars', READING_BUDGET],
    ['/magazine/subscribe/', FORM_BUDGET],
    ['/register', FORM_BUDGET],
  ])('%s stays under its budget of gzipped JavaScript', async (path, budget) => {
    const html = await (await t.request(path)).text()
    const scripts = scriptsOf(html)
    expect(scripts.length).toBeGreaterThan(2)
    // Fetched after what paints: the stylesheet, the lead image and the fonts (docs/decisions/032).
    expect(html.match(/<link rel="modulepreload"(?! fetchpriority="low")/g)).toBeNull()
    // The proof-of-work widget loads only on a form its network was refused for (decision 021).
    expect(scripts.filter((script) => /altcha|pbkdf2/i.test(script))).toEqual([])
    const total = scripts.reduce((sum, script) => sum + gzipBytes(script), 0)
    console.info(`${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB gzipped`)
    expect(total).toBeLessThan(budget)
  })

  it.each(['/magazine/subscribe/', '/register'])('%s checks its form with zod/mini, never classic zod (decision 033)', async (path) => {
    const sources = scriptsOf(await (await t.request(path)).text()).map((script) => readFileSync(resolve('build/client', `.${script}`), 'utf8'))
    // Constructor names stay as strings in the minified bundle: mini's base schema is ZodMiniType, classic's ZodType.
    expect(sources.some((source) => source.includes('"ZodMiniType"'))).toBe(true)
    expect(sources.filter((source) => /["']ZodType["']/.test(source))).toEqual([])
  })
})
