import { describe, expect, it } from 'vitest'
import { MAX_NESTING, sanitizeContentHtml, sanitizeMenuHtml } from './sanitize.ts'

const SITE = 'https://quota.example'
const depthOf = (html: string) => {
  let depth = 0
  let deepest = 0
  for (const [tag] of html.matchAll(/<\/?div\b[^>]*>/g)) {
    depth += tag.startsWith('</') ? -1 : 1
    deepest = Math.max(deepest, depth)
  }
  return deepest
}

describe('the sanitiser', () => {
  it('keeps nesting a real article uses', () => {
    const html = '<table><tbody><tr><td><ul><li><p><strong><a href="/x">Deep enough</a></strong></p></li></ul></td></tr></tbody></table>'
    expect(sanitizeContentHtml(html, SITE)).toBe(html)
  })

  it('drops tags past the nesting limit and keeps their text', () => {
    const levels = 2_000
    const html = `${'<div>'.repeat(levels)}the words${'</div>'.repeat(levels)}`
    const clean = sanitizeContentHtml(html, SITE)
    expect(depthOf(clean)).toBe(MAX_NESTING)
    expect(clean).toContain('the words')
    const menu = sanitizeMenuHtml(`${'<ul><li>'.repeat(levels)}Home${'</li></ul>'.repeat(levels)}`, SITE)
    expect(menu.match(/<ul>/g)!.length).toBeLessThanOrEqual(MAX_NESTING)
    expect(menu).toContain('Home')
  })
})
