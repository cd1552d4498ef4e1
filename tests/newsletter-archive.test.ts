import { describe, expect, it } from 'vitest'
import { NEWSLETTER_ISSUES_TAG } from '#server/services/newsletters/archive.ts'
import { elementHtml, hrefsOf, textOf } from './html.ts'
import { insertIssue, issueContent } from './utils/sent-issues.ts'
import { titleOf } from './utils/test-app.ts'
import { pageChecks } from './utils/page-checks.ts'
import { withTestApp } from './utils/with-test-app.ts'

/**
 * The public side of sent newsletters (issue 28): each issue that went out has a web version
 * showing its frozen content with links straight to the content, each newsletter an archive of
 * its sent issues, newest first and paged; drafts and unsent issues are nowhere.
 */
const t = withTestApp()
const { page } = pageChecks(() => t)
const db = () => t.database.db

describe('newsletter web versions and archives', () => {
  it('shows a sent issue’s frozen content, links direct, the sponsor marked, and nothing else of the issue table', async () => {
    const hostile = { ...issueContent('daily-boost', 'Daily Boost', '2026-11-25'), introHtml: '<p onclick="steal()">Hello <script>alert("intro")</script>readers</p>' }
    await insertIssue(db(), 'daily-boost', '2026-11-25', 'sending', hostile)
    await insertIssue(db(), 'daily-boost', '2026-11-26', 'draft')
    await insertIssue(db(), 'daily-boost', '2026-11-27', 'scheduled')
    await insertIssue(db(), 'daily-boost', '2026-11-24', 'cancelled')
    await t.app.purgeBus.purge([NEWSLETTER_ISSUES_TAG])

    const res = await t.request('/newsletters/daily-boost/2026-11-25')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('public')
    const html = await res.text()
    expect(titleOf(html)).toBe('Daily Boost subject of 2026-11-25 (Daily Boost) / Quota')
    for (const story of hostile.stories) expect(html).toContain(story.title)
    const main = elementHtml(html, '<div class="boost__issue"')
    const links = hrefsOf(main)
    expect(links).toEqual(expect.arrayContaining(['/500/story-0', '/501/story-1', '/502/story-2', 'https://acme.example/boost']))
    expect(links.some((href) => href.includes('/n/c/'))).toBe(false)
    expect(textOf(main)).toContain('Sponsored by Acme Dialer')
    expect(main).toContain('rel="sponsored noopener"')
    expect(textOf(main)).toContain('Tuesday, December 1, 2026, 1:00 p.m. ET')
    expect(textOf(main)).toContain('Hello readers')
    expect(main).not.toMatch(/<script|onclick|alert\("intro"\)/)
  })

  it('answers 404 for a draft, a scheduled, a cancelled or a missing issue, an unknown newsletter and a bad date', async () => {
    for (const path of [
      '/newsletters/daily-boost/2026-11-26',
      '/newsletters/daily-boost/2026-11-27',
      '/newsletters/daily-boost/2026-11-24',
      '/newsletters/daily-boost/2026-11-23',
      '/newsletters/no-such-letter/2026-11-25',
      '/newsletters/daily-boost/2026-02-30',
      '/newsletters/daily-boost/25-11-2026',
      '/newsletters/daily-boost/2026-11-25x',
      '/newsletters/Daily%20Boost/2026-11-25',
      '/newsletters/confirm/2026-11-25',
      '/newsletters/no-such-letter',
    ]) {
      expect((await t.request(path)).status, path).toBe(404)
    }
  })

  it('keeps /newsletters/confirm and /newsletters/unsubscribe the sign-up pages, not newsletters', async () => {
    expect(titleOf(await page('/newsletters/confirm'))).toBe('Confirm your newsletters / Quota')
    expect(titleOf(await page('/newsletters/unsubscribe'))).toBe('Unsubscribe / Quota')
  })

  it('lists a newsletter’s sent issues newest first, twelve a page, with the site’s pager, and 404 past the last page', async () => {
    // 13 more sent issues in October: 14 public issues in all, with the one from the first test.
    for (let day = 1; day <= 13; day++) await insertIssue(db(), 'daily-boost', `2026-10-${String(day).padStart(2, '0')}`, 'sent')
    await t.app.purgeBus.purge([NEWSLETTER_ISSUES_TAG])

    const first = await page('/newsletters/daily-boost')
    expect(titleOf(first)).toBe('Daily Boost archive / Quota')
    const list = elementHtml(first, '<ul class="newsletter-archive"')
    const expected = ['2026-11-25', ...Array.from({ length: 11 }, (_, n) => `2026-10-${String(13 - n).padStart(2, '0')}`)]
    expect(hrefsOf(list)).toEqual(expected.map((date) => `/newsletters/daily-boost/${date}`))
    expect(textOf(first)).toContain('14 issues · page 1 of 2')
    expect(elementHtml(first, '<nav class="pagination"')).toContain('href="/newsletters/daily-boost?page=2"')

    const second = await page('/newsletters/daily-boost?page=2')
    expect(hrefsOf(elementHtml(second, '<ul class="newsletter-archive"'))).toEqual(['/newsletters/daily-boost/2026-10-02', '/newsletters/daily-boost/2026-10-01'])
    expect((await t.request('/newsletters/daily-boost?page=3')).status).toBe(404)
    expect((await t.request('/newsletters/daily-boost?page=zero')).status).toBe(404)
  })

  it('shows an empty archive for a newsletter with no issue sent yet', async () => {
    const html = await page('/newsletters/sales-digest')
    expect(titleOf(html)).toBe('Sales Digest archive / Quota')
    expect(textOf(html)).toContain('No issue of the Sales Digest has gone out yet.')
  })

  it('lists the archives and sent issues in the sitemap, never a draft', async () => {
    const index = await (await t.request('/sitemap.xml')).text()
    expect(index).toContain('/sitemaps/newsletters.xml</loc>')
    const res = await t.request('/sitemaps/newsletters.xml')
    expect(res.status).toBe(200)
    const locs = [...(await res.text()).matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => new URL(match[1]!).pathname)
    expect(locs).toContain('/newsletters/daily-boost')
    expect(locs).toContain('/newsletters/daily-boost/2026-11-25')
    expect(locs).toContain('/newsletters/daily-boost/2026-10-01')
    expect(locs).not.toContain('/newsletters/daily-boost/2026-11-26')
    expect(locs).not.toContain('/newsletters/sales-digest')
  })
})
