import { describe, expect, it } from 'vitest'
import { elementHtml, hrefsOf, hrefsWithClass, textOf } from './html.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'
import { pageChecks } from './utils/page-checks.ts'
import { insertIssue } from './utils/sent-issues.ts'
import { NEWSLETTER_ISSUES_TAG } from '#server/services/newsletters/archive.ts'

/**
 * The Daily Boost newsletter preview, rendered by the built app over a seeded database.
 * Expectations come from the app's own content API, so they hold for any seed.
 */
const t = withTestApp()
const pathOf = (link: string) => new URL(link).pathname.replace(/\/$/, '')

const { page, api } = pageChecks(() => t)

describe('Daily Boost preview', () => {
  it('is the newest article as today’s idea plus three more, labelled as a preview, with a sign-up box posting to /newsletters', async () => {
    const posts = await api<{ link: string }[]>('wp/v2/posts?per_page=4&_fields=link')
    const html = await page('/boost-preview')
    expect(titleOf(html)).toBe('Daily Boost preview / Quota')
    expect(textOf(html)).toContain('Newsletter preview')
    expect(hrefsOf(elementHtml(html, '<section class="boost__idea"'))[0]).toBe(pathOf(posts[0]!.link))
    expect(hrefsWithClass(html, 'card__link')).toEqual(posts.slice(1).map((post) => pathOf(post.link)))
    const signUp = elementHtml(html, '<form class="boost-signup__form" action="/newsletters" method="post"')
    expect(signUp).toContain('name="email"')
    expect(signUp).toContain('name="dailyBoost" value="on"')
  })

  it('shows the latest sent Daily Boost, as it went out, once one was sent (drafts and the Sales Digest do not count)', async () => {
    await insertIssue(t.database.db, 'daily-boost', '2026-11-20', 'sent')
    const latest = await insertIssue(t.database.db, 'daily-boost', '2026-11-23', 'sent')
    await insertIssue(t.database.db, 'daily-boost', '2026-11-24', 'draft')
    await insertIssue(t.database.db, 'sales-digest', '2026-11-25', 'sent')
    // What starting a send does: the pages showing sent issues leave the page cache.
    await t.app.purgeBus.purge([NEWSLETTER_ISSUES_TAG])
    const html = await page('/boost-preview')
    expect(titleOf(html)).toBe('Daily Boost preview / Quota')
    expect(textOf(html)).toContain('as subscribers received it, Monday, November 23, 2026.')
    const [lead, ...more] = latest.stories
    expect(hrefsOf(elementHtml(html, '<section class="boost__idea"'))[0]).toBe(pathOf(lead!.url))
    expect(hrefsWithClass(html, 'card__link')).toEqual(more.map((story) => pathOf(story.url)))
    expect(textOf(html)).toContain('Sponsored by Acme Dialer')
    expect(hrefsOf(html)).toContain('/newsletters/daily-boost/2026-11-23')
    expect(html).toContain('name="dailyBoost" value="on"')
  })
})
