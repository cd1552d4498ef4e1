import { describe, expect, it } from 'vitest'
import { canonicalOf, elementHtml, hrefsOf, jsonLdOf, textOf } from './html.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

/** The lists and awards pages (the families, the 500, an award programme), rendered by the built app over the seed. */
const SITE = 'http://localhost:3000'
const YEAR = new Date().getUTCFullYear()

const t = withTestApp()

const { page, expectRedirect } = pageChecks(() => t)

describe('lists and awards', () => {
  it('/lists groups every family with editions, newest year first', async () => {
    const html = await page('/lists')
    expect(titleOf(html)).toBe('Lists & Awards / Quota')
    const lists = hrefsOf(elementHtml(html, '<section aria-labelledby="lists-heading"'))
    expect(lists).toContain(`/lists/${YEAR}/quota-500`)
    expect(lists.indexOf(`/lists/${YEAR}/quota-500`)).toBeLessThan(lists.lastIndexOf(`/lists/${YEAR - 1}/quota-500`))
    expect(hrefsOf(elementHtml(html, '<section aria-labelledby="awards-heading"'))).toContain(`/lists/${YEAR}/cro-of-the-year-awards`)
  })

  it('the 500: introduction, methodology, segments, 100 rows a page, change since last year, year navigation and ItemList', async () => {
    const html = await page(`/lists/${YEAR}/quota-500`)
    expect(titleOf(html)).toBe(`The Quota 500 ${YEAR} / Quota`)
    expect(html).toContain('Introduction')
    expect(html).toContain('Methodology')
    const rows = elementHtml(html, '<tbody').match(/<tr[ >]/g) ?? []
    expect(rows).toHaveLength(100)
    expect(html).toMatch(/rank-change--(up|down|new)/)
    expect(hrefsOf(elementHtml(html, '<nav class="year-links"'))).toContain(`/lists/${YEAR - 1}/quota-500`)
    const list = jsonLdOf(html).find((item) => item['@type'] === 'ItemList') as { numberOfItems: number; itemListElement: { position: number }[] }
    expect(list.numberOfItems).toBe(500)
    expect(list.itemListElement[0]!.position).toBe(1)
    expect(hrefsOf(html)).toContain(`/lists/${YEAR}/quota-500?page=5`)
  })

  it('sorts and filters with query links: by company within one segment', async () => {
    const html = await page(`/lists/${YEAR}/quota-500?segment=technology&sort=company`)
    const companies = [...elementHtml(html, '<tbody').matchAll(/<th scope="row"[^>]*class="ranked-table__company"><a [^>]*>([^<]+)<\/a>/g)].map((match) => match[1]!)
    expect(companies.length).toBeGreaterThan(5)
    expect(companies).toEqual([...companies].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())))
    expect(textOf(elementHtml(html, '<p class="ranked-list__count"'))).toMatch(/^\d+ of 500 entries match/)
    expect(canonicalOf(html)).toBe(`${SITE}/lists/${YEAR}/quota-500`)
    const search = await page(`/lists/${YEAR}/quota-500?q=zzzz-nothing`)
    expect(search).toContain('No company in this edition matches')
  })

  it('an award programme lists winners by category and level', async () => {
    const html = await page(`/lists/${YEAR}/cro-of-the-year-awards`)
    expect(titleOf(html)).toBe(`CRO of the Year Awards ${YEAR} / Quota`)
    expect(html).toContain('class="award-category"')
    expect(html).toMatch(/award-winner--gold[\s\S]*award-winner--silver/)
    expect(jsonLdOf(html).some((item) => item['@type'] === 'ItemList')).toBe(true)
  })

  it('/resources/{year}/{slug} answers too; aliases move permanently; unknown years, slugs and editions are 404', async () => {
    expect(titleOf(await page(`/resources/${YEAR}/quota-500`))).toBe(`The Quota 500 ${YEAR} / Quota`)
    await expectRedirect(`/lists/${YEAR}/sales-training-companies-top-20`, `/lists/${YEAR}/top-20-sales-training-companies`)
    await expectRedirect(`/resources/${YEAR}/sales-training-companies-top-25`, `/resources/${YEAR}/top-25-sales-training-companies`)
    await page(`/lists/${YEAR}/no-such-list`, 404)
    await page('/lists/1999/quota-500', 404)
    // A known family in a valid year with no edition.
    await page(`/lists/${YEAR - 3}/cro-of-the-year-awards`, 404)
    await page(`/lists/${YEAR}/quota-500?page=99`, 404)
  })
})
