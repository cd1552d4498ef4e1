import { describe, expect, it } from 'vitest'
import { listFamilies } from '#lib/list-families.ts'
import { titleOf } from './utils/test-app.ts'
import { withTestApp } from './utils/with-test-app.ts'

/** Every path of spec §2 with sample parameters: [path, status, title (page part)]. */
const PAGES: [string, number, string][] = [
  // Core pages
  ['/message', 200, 'A Message from the Editor'],
  ['/', 200, 'Sales News, Research and Training'],
  ['/webinars', 200, 'Webinars'],
  ['/webinars/', 200, 'Webinars'],
  // /webinars/{id}/{slug}: see 'the webinar route' below (ids come from the seed's order)
  ['/videos', 200, 'Videos'],
  // /videos/category/{id}/{slug} and /magazine/{slug}: see 'the video category and issue routes' below
  ['/videos/qDrlOpener1/two-minute-drill-opening-a-discovery-call', 200, 'Two-Minute Drill: Opening a Discovery Call'],
  ['/events', 200, 'Events'],
  ['/topics', 200, 'Topics'],
  ['/topics/2/prospecting', 200, 'Prospecting'],
  ['/dei', 200, 'Diversity, Equity and Inclusion in Sales'],
  ['/magazine', 200, 'Magazine'],
  ['/magazine/sample', 200, 'Sample issue'],
  ['/magazine/subscribe/', 200, 'Subscribe to the magazine'],
  ['/magazine/subscribe/SPRING26', 200, 'Subscribe to the magazine'],
  ['/magazine/subscribe/NOT-A-CODE', 200, 'Subscribe to the magazine'],
  ['/resources', 200, 'Resources'],
  ['/blog/automated-sequences-are-making-sdrs-worse', 200, 'Automated Sequences Are Making SDRs Worse at Their Jobs'],
  ['/blog', 200, 'Blog'],
  ['/search', 200, 'Search'],
  ['/search/cold-calling', 200, 'Search results for “cold calling”'],
  ['/search/any/depth/here', 200, 'Search results for “any depth here”'],
  ['/lists', 200, 'Lists & Awards'],
  // Account pages
  ['/login', 200, 'Sign in'],
  ['/register', 200, 'Register'],
  ['/newsletters', 200, 'Newsletters'],
  ['/forgot-password', 200, 'Forgot password'],
  ['/reset-password', 200, 'Reset password'],
  ['/profile/confirm-email', 200, 'Confirm your new email'],
  ['/boost-preview', 200, 'Daily Boost preview'],
  // Advertising
  ['/advertising', 200, 'Advertising'],
  ['/advertising/media-kit', 200, 'Media Kit'],
  ['/advertising/mediakit', 200, 'Media Kit'],
  // Static content pages with fixed ids
  ['/submissions', 200, 'Submissions'],
  ['/reprints', 200, 'Reprints'],
  ['/contact', 200, 'Contact'],
  ['/about', 200, 'About'],
  ['/about/', 200, 'About'],
  ['/privacy-policy', 200, 'Privacy Policy'],
  ['/sp500', 200, 'The Quota 500'],
  ['/resources/sales-consultants-letter', 200, 'A Letter to Sales Consultants'],
  ['/resources/top-15-sales-enablement-partners-letter', 200, 'Top 15 Sales Enablement Partners: Call for Applications'],
  ['/sales-leadership-summit', 200, 'Sales Leadership Summit'],
  ['/resources/b2b-sales-jobs', 200, 'B2B Sales Jobs'],
  // Thank-you pages
  ['/thank-you/newsletters/', 200, 'Thanks for subscribing'],
  ['/thank-you/registration/', 200, 'Welcome aboard'],
  ['/thank-you/magazine/', 200, 'Thank you for subscribing to the magazine'],
  // Gated content
  ['/resources/content/the-pipeline-coverage-myth/tallyforge', 200, 'The Pipeline Coverage Myth'],
  ['/resources/white-papers', 200, 'White papers'],
  ['/resources/white-papers/2026/forecasting', 200, 'White papers'],
  // Landing pages by year
  ['/sales-training-success-insight-for-2026', 200, 'Sales Training Success Insight for 2026'],
  ['/ai-for-sales-increase-revenue-2025-expert-insight', 200, 'AI for Sales: Increase Revenue in 2025, Expert Insight'],
  // Generic article routes: see 'the article routes' below (ids come from the seed's order)
]

const NOT_FOUND: string[] = [
  '/no-such-page',
  '/definitely/not/a/real/place/at/all',
  '/lists/1999/quota-500',
  '/lists/2025/no-such-list',
  '/resources/20x5/quota-500',
  '/webinars/99999999/no-such-webinar',
  '/resources/content/no-such-paper/nobody',
  '/ai-for-sales-increase-revenue-1999-expert-insight',
  '/magazine/no-such-issue',
  '/videos/category/99999/no-such-category',
  '/videos/nosuchvideo/no-such-video',
  '/sales-training-success-insight-for-1999',
  '/abc/not-an-article',
  '/2026/xx/19/1042/slug',
  // Article ids that do not exist
  '/1042/how-top-teams-forecast',
  '/2026/11/19/1042/how-top-teams-forecast',
]

const t = withTestApp()

describe('the route table of spec §2', () => {
  it.each(PAGES)('%s answers %i with its title', async (path, status, title) => {
    const res = await t.request(path)
    expect(res.status).toBe(status)
    expect(titleOf(await res.text())).toBe(`${title} / Quota`)
  })

  const year = String(new Date().getUTCFullYear())
  const families = listFamilies.map((family) => family.slug.replace('{product}', 'quota'))
  it.each(families.flatMap((slug) => [`/lists/${year}/${slug}`, `/resources/${year}/${slug}`]))('year-based list %s answers 200 with the family name and year', async (path) => {
    const res = await t.request(path)
    expect(res.status).toBe(200)
    expect(titleOf(await res.text())).toMatch(new RegExp(`^.+ ${year} / Quota$`))
  })

  it.each([
    ['/lists/2025/sales-training-companies-top-20', '/lists/2025/top-20-sales-training-companies'],
    ['/resources/2025/sales-training-companies-top-25', '/resources/2025/top-25-sales-training-companies'],
  ])('the other word order %s redirects permanently to %s', async (alias, canonical) => {
    const res = await t.request(alias)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(canonical)
  })

  it('the webinar route: /webinars/{id}/{slug} shows the webinar; another slug redirects permanently to it', async () => {
    const [webinar] = (await (await t.request('/wp-json/wp/v2/webinars?per_page=1')).json()) as { id: number; slug: string; title: { rendered: string } }[]
    const page = await t.request(`/webinars/${webinar!.id}/${webinar!.slug}`)
    expect(page.status).toBe(200)
    expect(titleOf(await page.text())).toBe(`${webinar!.title.rendered} / Quota`)
    const moved = await t.request(`/webinars/${webinar!.id}/closing-the-quarter-strong`)
    expect(moved.status).toBe(301)
    expect(moved.headers.get('location')).toBe(`/webinars/${webinar!.id}/${webinar!.slug}`)
  })

  it('the video category and issue routes: ids and slugs from the content API answer 200 with their titles', async () => {
    const [category] = (await (await t.request('/wp-json/wp/v2/video_categories?per_page=1')).json()) as { id: number; slug: string; name: string }[]
    const categoryPage = await t.request(`/videos/category/${category!.id}/${category!.slug}`)
    expect(categoryPage.status).toBe(200)
    expect(titleOf(await categoryPage.text())).toBe(`${category!.name} videos / Quota`)
    const [issue] = (await (await t.request('/wp-json/wp/v2/issues/?per_page=1')).json()) as { slug: string; title: { rendered: string } }[]
    const issuePage = await t.request(`/magazine/${issue!.slug}`)
    expect(issuePage.status).toBe(200)
    expect(titleOf(await issuePage.text())).toBe(`${issue!.title.rendered} / Quota`)
  })

  it('/blogs lists the blogs, each leading to its posts in the blog stream', async () => {
    const res = await t.request('/blogs')
    expect(res.status).toBe(200)
    const html = await res.text()
    expect(titleOf(html)).toBe('Blogs / Quota')
    expect(html).toContain('href="/blog?blog=')
  })

  it('the article routes: /{id}/{slug} redirects permanently to /{year}/{month}/{day}/{id}/{slug}, which shows the article', async () => {
    const [post] = (await (await t.request('/wp-json/wp/v2/posts?sticky=true&per_page=1')).json()) as { id: number; slug: string; link: string; title: { rendered: string } }[]
    const dated = new URL(post!.link).pathname.replace(/\/$/, '')
    expect(dated).toMatch(new RegExp(`^/\\d{4}/\\d{2}/\\d{2}/${post!.id}/${post!.slug}$`))
    const res = await t.request(`/${post!.id}/${post!.slug}`)
    expect(res.status).toBe(301)
    expect(res.headers.get('location')).toBe(dated)
    const page = await t.request(dated)
    expect(page.status).toBe(200)
    expect(titleOf(await page.text())).toBe(`${post!.title.rendered} / Quota`)
  })

  it.each(['/profile', '/profile/password', '/profile/delete'])('%s sends an anonymous visitor to sign in and back', async (path) => {
    const res = await t.request(path)
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe(`/login?redirectTo=${encodeURIComponent(path)}`)
  })

  it('/logout asks before signing out (only its form POST signs out)', async () => {
    const res = await t.request('/logout')
    expect(res.status).toBe(200)
    expect(titleOf(await res.text())).toBe('Sign out / Quota')
  })

  it.each(NOT_FOUND)('%s renders the fallback page with 404 and noindex', async (path) => {
    const res = await t.request(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('x-robots-tag')).toBe('noindex')
    const html = await res.text()
    expect(titleOf(html)).toBe('Page not found / Quota')
    expect(html).toContain('<meta name="robots" content="noindex"/>')
    expect(html).toContain('We could not find that page')
  })
})
