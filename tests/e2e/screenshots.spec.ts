import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { reviewPages, takeScreenshots } from '../../scripts/lib/screenshots.ts'
import { adminInvitation, SCREENSHOTS_ADMIN } from './first-admin.ts'
import { expect, test } from './fixtures.ts'
import { linkIn, readMail } from './mail.ts'

/** What `npm run screenshots` does, against the suite's server: the review's pages, full length, as PNGs of the asked widths. */
const pngSize = (file: string) => {
  const bytes = readFileSync(file)
  expect(bytes.subarray(1, 4).toString()).toBe('PNG')
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }
}

test('the review covers every page kind and every back-office screen, and writes full-length PNGs, signed in where the page needs it', async ({ browser, baseURL }) => {
  test.slow()
  const pages = await reviewPages(baseURL!)
  expect(pages.map((page) => page.name)).toEqual([
    'home',
    'article',
    'magazine',
    'issue',
    'subscribe',
    'webinar',
    'videos',
    'video',
    'events',
    'lists',
    'list-500',
    'resources',
    'white-paper',
    'login',
    'register',
    'profile',
    'newsletters',
    'search',
    '404',
  ])
  const dir = mkdtempSync(join(tmpdir(), 'quota-shots-'))
  try {
    // Every page at one width: a page that redirects (a profile without a session) fails it.
    const mailedInvitation = async (email: string) => {
      const link = new URL(linkIn((await readMail(email, /invited/)).text))
      return `${link.pathname}${link.search}`
    }
    const files = await takeScreenshots(browser, baseURL!, dir, pages, {
      widths: [390],
      backOffice: { admin: { path: adminInvitation(SCREENSHOTS_ADMIN), email: SCREENSHOTS_ADMIN }, mailedInvitation },
    })
    // Each role signed in as a member of it: where the sign-in lands, a list and a form of theirs.
    const backOffice = [
      ...['admin-dashboard', 'admin-articles', 'admin-article-editor', 'admin-newsletter-issue'],
      ...['editor-dashboard', 'editor-videos', 'editor-video-editor'],
      ...['contributor-dashboard', 'contributor-articles', 'contributor-article-new'],
      ...['sales-dashboard', 'sales-leads', 'sales-promo-code'],
      ...['sponsor-dashboard', 'sponsor-leads', 'sponsor-webhook'],
    ]
    const everyOtherScreen = (role: string) => files.filter((file) => file.includes(`/${role}-screen-`)).map((file) => file.slice(file.lastIndexOf('/') + 1))
    expect(files.filter((file) => !file.includes('-screen-'))).toEqual([...pages.map((page) => page.name), ...backOffice].map((name) => join(dir, `${name}-390.png`)))
    // Then every other screen of the administrator's navigation and the sponsor's portal.
    expect(everyOtherScreen('admin').length).toBeGreaterThan(20)
    expect(everyOtherScreen('admin')).toEqual(
      expect.arrayContaining(['admin-screen-leads-390.png', 'admin-screen-companies-390.png', 'admin-screen-newsletters-390.png', 'admin-screen-staff-390.png']),
    )
    expect(everyOtherScreen('sponsor')).toEqual(['sponsor-screen-slots-390.png'])
    // A screen wider than the phone scrolls sideways: each one is named.
    expect(files.filter((file) => pngSize(file).width !== 390).map((file) => `${file}: ${pngSize(file).width} px`)).toEqual([])
    expect(pngSize(join(dir, 'home-390.png')).height).toBeGreaterThan(2000)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})
