import { describe, expect, it } from 'vitest'
import { elementHtml, hrefsOf, hrefsWithClass, textOf } from './html.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'
import { pageChecks } from './utils/page-checks.ts'

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
    expect(titleOf(html)).toBe('Daily Boost Preview / Quota')
    expect(textOf(html)).toContain('Newsletter preview')
    expect(hrefsOf(elementHtml(html, '<section class="boost__idea"'))[0]).toBe(pathOf(posts[0]!.link))
    expect(hrefsWithClass(html, 'card__link')).toEqual(posts.slice(1).map((post) => pathOf(post.link)))
    const signUp = elementHtml(html, '<form class="boost-signup__form" action="/newsletters" method="post"')
    expect(signUp).toContain('name="email"')
    expect(signUp).toContain('name="dailyBoost" value="on"')
  })
})
