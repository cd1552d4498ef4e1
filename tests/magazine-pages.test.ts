import { describe, expect, it } from 'vitest'
import { splitIssues } from '#lib/magazine.ts'
import { canonicalOf, elementHtml, hrefsOf, hrefsWithClass, jsonLdOf, textOf } from './html.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

/**
 * The magazine pages (current issue, issues, sample, subscribe), rendered by the built app over a
 * seeded database. Expectations come from the app's own content API, so they hold for any seed.
 */
const SITE = 'http://localhost:3000'
interface WpIssue {
  id: number
  slug: string
  link: string
  title: { rendered: string }
  acf: { special: boolean; digital_edition: string; table_of_contents: { url: string }[] }
}

const t = withTestApp()
const pathOf = (link: string) => new URL(link).pathname.replace(/\/$/, '')

const shelfLinks = (html: string, headingId: string) => hrefsWithClass(elementHtml(html, `<section class="issue-shelf" aria-labelledby="${headingId}"`), 'issue-card__link')

/** The plan whose radio the page renders checked. */
const checkedPlan = (html: string) =>
  [...html.matchAll(/<input type="radio"[^>]*>/g)]
    .map(([tag]) => tag)
    .find((tag) => tag.includes('checked=""'))
    ?.match(/value="([^"]+)"/)?.[1]

const { page, expectRedirect, api } = pageChecks(() => t)

describe('magazine', () => {
  it('shows the current issue with its cover, contents and digital edition, then recent2, past and special', async () => {
    const option = await api<{ current_issue: { ID: number } }>('acf/v3/options/options/current_issue')
    const current = await api<WpIssue>(`wp/v2/issues/${option.current_issue.ID}`)
    const issues = await api<WpIssue[]>('wp/v2/issues/?per_page=38')
    const html = await page('/magazine')
    expect(titleOf(html)).toBe('Magazine / Quota')
    expect(canonicalOf(html)).toBe(`${SITE}/magazine`)
    const feature = elementHtml(html, '<article class="issue-feature"')
    expect(textOf(feature)).toContain(current.title.rendered)
    expect(feature).toMatch(/<img[^>]*width="\d+" height="\d+"[^>]*loading="eager"/)
    expect(hrefsOf(feature)).toContain(pathOf(current.link))
    expect(hrefsOf(feature)).toContain(pathOf(current.acf.digital_edition))
    expect(hrefsOf(elementHtml(feature, '<section class="toc"'))).toEqual(current.acf.table_of_contents.map((entry) => pathOf(entry.url)))

    const split = splitIssues(issues.map((issue) => ({ ...issue, special: issue.acf.special, path: pathOf(issue.link) })))
    expect(split.special.length).toBeGreaterThan(0)
    expect(shelfLinks(html, 'recent-issues-heading')).toEqual(split.recent2.map((issue) => issue.path))
    // The spec's past group skips only the newest issue; the shelf leaves out the two on the recent shelf.
    expect(shelfLinks(html, 'past-issues-heading')).toEqual(split.past.slice(1).map((issue) => issue.path))
    expect(shelfLinks(html, 'special-issues-heading')).toEqual(split.special.map((issue) => issue.path))
  })

  it('an issue page has its cover, its contents linking to the articles and the digital edition; the articles open', async () => {
    const [issue] = await api<WpIssue[]>('wp/v2/issues/?per_page=1')
    const path = pathOf(issue!.link)
    const html = await page(path)
    expect(titleOf(html)).toBe(`${issue!.title.rendered} / Quota`)
    expect(canonicalOf(html)).toBe(`${SITE}${path}`)
    expect(html).toMatch(/<h1 class="issue-feature__title">/)
    const toc = hrefsOf(elementHtml(html, '<section class="toc"'))
    expect(toc).toEqual(issue!.acf.table_of_contents.map((entry) => pathOf(entry.url)))
    for (const link of toc.slice(0, 2)) expect((await t.request(link)).status, link).toBe(200)
    // Each line has its article's dek and picture.
    const tocHtml = elementHtml(html, '<section class="toc"')
    expect(tocHtml.match(/<p class="toc__deck">/g)).toHaveLength(toc.length)
    expect(tocHtml.match(/<img class="toc__image"/g)).toHaveLength(toc.length)
    const pdf = pathOf(issue!.acf.digital_edition)
    expect(hrefsOf(html)).toContain(pdf)
    expect((await t.request(pdf)).status).toBe(200)
    expect(jsonLdOf(html).map((item) => item['@type'])).toContain('PublicationIssue')
  })

  it('an issue slug in other letters moves to the issue; an unknown slug is 404', async () => {
    const [issue] = await api<WpIssue[]>('wp/v2/issues/?per_page=1')
    await expectRedirect(pathOf(issue!.link).toUpperCase().replace('/MAGAZINE/', '/magazine/'), pathOf(issue!.link))
    await page('/magazine/no-such-issue', 404)
  })

  it('the sample issue invites to subscribe', async () => {
    const html = await page('/magazine/sample')
    expect(titleOf(html)).toBe('Sample issue / Quota')
    expect(html).toContain('class="issue-feature"')
    expect(hrefsOf(elementHtml(html, '<aside class="subscribe-cta"'))).toEqual(['/magazine/subscribe/'])
  })

  it('the subscribe page shows the plans and the order form, never from a shared cache', async () => {
    const res = await t.request('/magazine/subscribe/')
    const html = await res.text()
    expect(titleOf(html)).toBe('Subscribe to the magazine / Quota')
    expect(textOf(html)).not.toContain('opens soon')
    expect(html.match(/<li class="plan"/g)).toHaveLength(3)
    expect(checkedPlan(html)).toBe('print-digital')
    for (const token of ['cc-number', 'cc-exp-month', 'cc-exp-year', 'cc-csc', 'billing postal-code', 'shipping postal-code', 'email']) {
      expect(html.toLowerCase()).toContain(`autocomplete="${token}"`)
    }
    expect(html).toMatch(/<input type="hidden" name="submissionId" value="[A-Za-z0-9_-]{24}"/)
    // Without Stripe keys the built-in test gateway takes the order, and the form says so.
    expect(textOf(html)).toContain('Test payment: no money was taken. This site takes test payments only')
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(html).not.toContain('name="robots"')
  })

  it('a code selects a plan or applies a promotion from the database; an unknown or expired code says so; coded copies point at one canonical page', async () => {
    const promo = await page('/magazine/subscribe/spring26')
    expect(textOf(promo)).toContain('Code SPRING26: Spring offer: $15 off Print + Digital.')
    expect(checkedPlan(promo)).toBe('print-digital')
    expect(promo).toMatch(/name="promoCode" value="SPRING26"/)
    expect(textOf(elementHtml(promo, '<span class="plan__price"'))).toBe('$29 a year') // Digital: the code does not apply
    expect(textOf(promo)).toContain('was $49 $34 a year')
    expect(textOf(promo)).toContain('Total today: $34 for Print + Digital')
    expect(canonicalOf(promo)).toBe(`${SITE}/magazine/subscribe/`)
    expect(promo).toContain('<meta name="robots" content="noindex"/>')
    expect(checkedPlan(await page('/magazine/subscribe/DIGITAL'))).toBe('digital')
    expect(textOf(await page('/magazine/subscribe/NOPE99'))).toContain('We do not recognize the code “NOPE99”')
    expect(textOf(await page('/magazine/subscribe/winter25'))).toContain('We do not recognize the code “WINTER25”')
  })
})
