import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContextOptions, Page } from '@playwright/test'
import { consentCookie, REJECT_ALL } from '../../lib/consent-cookie.ts'
import { joinBackOffice, type StaffInvitation } from './staff-join.ts'

/**
 * Screenshots of the pages a reviewer looks at (issue 15), each at a phone's and a laptop's width,
 * full length, after the page's fonts and images have loaded; with a staff invitation, the back
 * office's screens too (issue 30). Used by `npm run screenshots` and by the end-to-end test that
 * keeps it working.
 */
export const SCREENSHOT_WIDTHS = [390, 1366] as const

export interface Shot {
  name: string
  path: string
  /** Signs a new reader in first (the profile page). */
  signedIn?: boolean
}

interface Item {
  link: string
}

/** The pages of the review, with an example of each kind of item looked up in the content API. */
export async function reviewPages(baseURL: string): Promise<Shot[]> {
  const first = async (query: string) => {
    const response = await fetch(new URL(`/wp-json/wp/v2/${query}`, baseURL))
    const [item] = (await response.json()) as Item[]
    // The API's links are WordPress permalinks (trailing slash); the site's own address has none.
    return item ? new URL(item.link).pathname.replace(/(.)\/$/, '$1') : null
  }
  const [article, issue, webinar, video, fiveHundred, whitePaper] = await Promise.all([
    first('posts?per_page=1'),
    first('issues?per_page=1'),
    first('webinars?per_page=1'),
    first('videos?per_page=1'),
    first('lists?per_page=1&family=quota-500&orderby=year&order=desc'),
    first('resources?per_page=1&asset_type=white-paper'),
  ])
  const pages: (Shot | null)[] = [
    { name: 'home', path: '/' },
    article ? { name: 'article', path: article } : null,
    { name: 'magazine', path: '/magazine' },
    issue ? { name: 'issue', path: issue } : null,
    { name: 'subscribe', path: '/magazine/subscribe' },
    webinar ? { name: 'webinar', path: webinar } : null,
    { name: 'videos', path: '/videos' },
    video ? { name: 'video', path: video } : null,
    { name: 'events', path: '/events' },
    { name: 'lists', path: '/lists' },
    fiveHundred ? { name: 'list-500', path: fiveHundred } : null,
    { name: 'resources', path: '/resources' },
    whitePaper ? { name: 'white-paper', path: whitePaper } : null,
    { name: 'login', path: '/login' },
    { name: 'register', path: '/register' },
    { name: 'profile', path: '/profile', signedIn: true },
    { name: 'newsletters', path: '/newsletters' },
    { name: 'search', path: '/search?q=pipeline' },
    { name: '404', path: '/no-such-page' },
  ]
  return pages.filter((page): page is Shot => page !== null)
}

/** The first link in the screen's main part whose path matches, or null. */
async function firstLink(page: Page, path: RegExp): Promise<string | null> {
  const paths = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  return paths.find((candidate) => path.test(candidate)) ?? null
}

/**
 * The back office as a signed-in staff member sees it: the dashboard, a list, the article editor
 * and the newsletter composer (its first newsletter's next issue is drafted when it has none).
 */
export async function backOfficeShots(page: Page): Promise<Shot[]> {
  await page.goto('/admin/articles')
  const article = await firstLink(page, /^\/admin\/articles\/\d+$/)
  if (!article) throw new Error('/admin/articles lists no article to open')
  const issuePath = /^\/admin\/newsletters\/[^/]+\/issues\/\d+$/
  await page.goto('/admin/newsletters')
  if (!(await firstLink(page, issuePath))) {
    await page
      .getByRole('button', { name: /^Draft the next issue/ })
      .first()
      .click()
    await page.locator('main a[href*="/issues/"]').first().waitFor()
  }
  const issue = (await firstLink(page, issuePath))!
  return [
    { name: 'admin-dashboard', path: '/admin' },
    { name: 'admin-articles', path: '/admin/articles' },
    { name: 'admin-article-editor', path: article },
    { name: 'admin-newsletter-issue', path: issue },
  ]
}

/**
 * Writes `{name}-{width}.png` for every page and width into `outDir`, then, given a staff
 * invitation, the back office's screens (`admin-…`) signed in as that staff member; returns the files written.
 */
export async function takeScreenshots(
  browser: Browser,
  baseURL: string,
  outDir: string,
  shots: Shot[],
  { widths = SCREENSHOT_WIDTHS, staff }: { widths?: readonly number[]; staff?: StaffInvitation } = {},
): Promise<string[]> {
  mkdirSync(outDir, { recursive: true })
  const [cookieName = '', cookieValue = ''] = consentCookie(REJECT_ALL, false).split(';')[0]!.split('=')
  const consented = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ baseURL, ...options })
    // The privacy choice is made, so the banner does not cover the page under review.
    await context.addCookies([{ name: cookieName, value: cookieValue, url: baseURL }])
    return context
  }
  // One staff member for every width: an invitation works once, and its session carries the second factor.
  let staffSession: { state: BrowserContextOptions['storageState']; shots: Shot[] } | null = null
  if (staff) {
    const context = await consented()
    const page = await context.newPage()
    await joinBackOffice(page, staff)
    staffSession = { state: await context.storageState(), shots: await backOfficeShots(page) }
    await context.close()
  }
  const written: string[] = []
  for (const width of widths) {
    const viewport = { width, height: width < 600 ? 844 : 900 }
    const context = await consented({ viewport })
    const page = await context.newPage()
    for (const shot of shots) {
      if (shot.signedIn) await register(page, width)
      written.push(await shoot(page, baseURL, shot, join(outDir, `${shot.name}-${width}.png`)))
    }
    await context.close()
    if (!staffSession) continue
    const staffContext = await consented({ viewport, storageState: staffSession.state })
    const staffPage = await staffContext.newPage()
    for (const shot of staffSession.shots) written.push(await shoot(staffPage, baseURL, shot, join(outDir, `${shot.name}-${width}.png`)))
    await staffContext.close()
  }
  return written
}

/** One full-length picture of a page, once its fonts and every image (lazy ones too) have loaded. */
async function shoot(page: Page, baseURL: string, shot: Shot, file: string): Promise<string> {
  const response = await page.goto(shot.path, { waitUntil: 'load' })
  if (!response) throw new Error(`${shot.path}: no answer`)
  // A page that sent the browser elsewhere (a profile without a session) would be a picture of the wrong page.
  if (new URL(page.url()).pathname !== new URL(shot.path, baseURL).pathname) throw new Error(`${shot.path}: ended at ${page.url()}`)
  await page.evaluate(async () => {
    await document.fonts.ready
    // Lazy images below the fold load as a reader scrolls; load them all for a full-length picture.
    for (const image of document.images) image.loading = 'eager'
    // No named helpers in here: tsx would wrap them in a function the page does not have.
    await Promise.all(
      [...document.images]
        .filter((image) => !image.complete)
        .map(
          (image) =>
            new Promise((done) => {
              image.addEventListener('load', done, { once: true })
              image.addEventListener('error', done, { once: true })
            }),
        ),
    )
  })
  await page.screenshot({ path: file, fullPage: true })
  return file
}

/** A new reader, registered and signed in through the pages, as a person would. */
async function register(page: Page, width: number) {
  const email = `screenshots.${width}.${Date.now()}@example.com`
  const password = 'a long and private passphrase'
  await page.goto('/register')
  await page.getByLabel(/^First name/).fill('Dana')
  await page.getByLabel(/^Last name/).fill('Whitfield')
  await page.getByLabel(/^Email/).fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await Promise.all([page.waitForURL('**/thank-you/registration/'), page.getByRole('button', { name: 'Create account' }).click()])
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await Promise.all([page.waitForURL((url) => url.pathname !== '/login'), page.getByRole('button', { name: 'Sign in' }).click()])
}
