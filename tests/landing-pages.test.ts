import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { leads } from '#db/schema/index.ts'
import { elementHtml, hrefsOf, textOf } from './html.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

/** The year landing pages, composed from the articles of their topic, rendered by the built app over the seed. */
const YEAR = new Date().getUTCFullYear()

const t = withTestApp()

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

describe('landing pages by year on /resources, with featured vendors and a lead form', () => {
  const api = async <T>(path: string): Promise<T> => (await (await t.request(`/wp-json/wp/v2/${path}`)).json()) as T

  it("/resources lists every year's landing pages, newest year first, and each opens", async () => {
    const html = await page('/resources')
    const section = elementHtml(html, '<section aria-labelledby="insight-heading"')
    const years = [...section.matchAll(/<dt>(\d{4})<\/dt>/g)].map((m) => Number(m[1]))
    expect(years[0]).toBe(YEAR)
    expect(years.at(-1)).toBe(2020)
    expect(years).toEqual([...years].sort((a, b) => b - a))
    const links = hrefsOf(section)
    expect(links).toContain(`/sales-training-success-insight-for-${YEAR}`)
    expect(links).toContain(`/ai-for-sales-increase-revenue-2021-expert-insight`)
    for (const link of [links[0]!, links.at(-1)!]) await page(link)
    // Only in the unfiltered view.
    expect(await page('/resources?type=white-paper')).not.toContain('insight-heading')
  })

  it("features the top vendors of the year's list, linking to them on it", async () => {
    const lists = await api<{ link: string; acf: { family: string; year: number; entries: { rank: number; company: string }[] } }[]>('lists?per_page=100&orderby=year&order=desc')
    const training = lists.filter((list) => list.acf.family.includes('sales-training-companies'))
    const edition = training.find((list) => list.acf.year === YEAR) ?? training.find((list) => list.acf.year < YEAR)!
    const html = await page(`/sales-training-success-insight-for-${YEAR}`)
    const featured = elementHtml(html, '<section class="landing__vendors"')
    const listPath = new URL(edition.link).pathname.replace(/\/$/, '')
    expect(hrefsOf(featured)).toContain(listPath)
    for (const entry of edition.acf.entries.slice(0, 6)) {
      expect(textOf(featured)).toContain(entry.company)
    }
    expect(featured).toContain(`value="${edition.acf.entries[0]!.rank}"`)
  })

  it('stores a request as a lead (without JavaScript), answers bad input with the form and its errors', async () => {
    const path = `/ai-for-sales-increase-revenue-${YEAR}-expert-insight`
    const post = (body: Record<string, string>) =>
      t.request(path, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Forwarded-For': '10.44.0.1' }, body: new URLSearchParams(body).toString() })
    const bad = await post({ firstname: '', email: 'nope' })
    expect(bad.status).toBe(400)
    const badHtml = await bad.text()
    expect(badHtml).toContain('Required')
    expect(badHtml).toContain('Invalid email')

    const email = 'landing.reader@example.com'
    const good = await post({ firstname: 'Ada', lastname: 'Lovelace', email, company: 'Engines', jobTitle: 'VP Sales', interest: 'Both' })
    expect(good.status).toBe(200)
    expect(textOf(await good.text())).toContain('Your request has reached our research team')
    const [lead] = await t.database.db
      .select()
      .from(leads)
      .where(and(eq(leads.kind, 'landing'), eq(leads.email, email)))
    expect(lead).toMatchObject({ target: path, company: 'Engines' })
    expect(lead!.answers).toMatchObject({ interest: 'Both' })

    expect((await t.request('/about', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'x=1' })).status).toBe(405)
  })
})
