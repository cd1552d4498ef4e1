import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { elementHtml, hrefsOf } from './html.ts'
import { createTestApp, titleOf, type TestApp } from './utils/test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

/** The year landing pages, composed from the articles of their topic, rendered by the built app over the seed. */
const YEAR = new Date().getUTCFullYear()

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const { page } = pageChecks(() => t)

describe('year landing pages', () => {
  it('compose a page from the articles of their topic', async () => {
    const html = await page(`/sales-training-success-insight-for-${YEAR}`)
    expect(titleOf(html)).toBe(`Sales Training Success Insight for ${YEAR} / Quota`)
    expect(html).not.toContain('coming soon')
    expect(hrefsOf(elementHtml(html, '<section aria-labelledby="landing-articles-heading"')).filter((href) => /^\/\d{4}\/\d\d\/\d\d\/\d+\//.test(href)).length).toBeGreaterThan(0)
    const ai = await page(`/ai-for-sales-increase-revenue-${YEAR}-expert-insight`)
    expect(hrefsOf(ai)).toContain(hrefsOf(ai).find((href) => /\/topics\/\d+\/sales-technology$/.test(href)))
  })

  it('unknown years are 404', async () => {
    await page('/sales-training-success-insight-for-1999', 404)
    await page(`/ai-for-sales-increase-revenue-${YEAR + 5}-expert-insight`, 404)
  })
})
