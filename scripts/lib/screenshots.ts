import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from '@playwright/test'
import { consentCookie, REJECT_ALL } from '../../lib/consent-cookie.ts'
import { inviteToBackOffice, joinBackOffice, type StaffInvitation } from './staff-join.ts'

/**
 * Screenshots of the pages a reviewer looks at (issue 15), each at a phone's and a laptop's width,
 * full length, after the page's fonts and images have loaded; with access to the back office, its
 * screens as each role sees them too (issue 30). Used by `npm run screenshots` and by the end-to-end test that
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

/** The first link in the main part of the screen at `listPath` whose path matches. */
async function firstLinkOn(page: Page, listPath: string, path: RegExp): Promise<string> {
  await page.goto(listPath)
  const paths = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  const found = paths.find((candidate) => path.test(candidate))
  if (!found) throw new Error(`${listPath} links to nothing like ${path}`)
  return found
}

/**
 * The roles whose back office the review shows, each signed in as a member of it (lib/roles.ts).
 * An author's screens are a contributor's with a Publish button, so the contributor stands for both.
 */
export const BACK_OFFICE_ROLES = ['admin', 'editor', 'contributor', 'sales', 'sponsor'] as const
export type BackOfficeRole = (typeof BACK_OFFICE_ROLES)[number]

/**
 * The screens a role works in, named `{role}-…`: where signing in lands, a list, and a form the
 * role may fill in; for the administrator and a sponsor's user, then every other screen their
 * navigation offers (`{role}-screen-…`), so the review shows each back-office screen once. The
 * administrator's newsletter composer drafts its first newsletter's next issue when it has none.
 */
export async function backOfficeShots(page: Page, role: BackOfficeRole): Promise<Shot[]> {
  const chosen = await chosenShots(page, role)
  if (role !== 'admin' && role !== 'sponsor') return chosen
  const home = role === 'sponsor' ? '/sponsor' : '/admin'
  await page.goto(home)
  const offered = await page.locator('#back-office-nav a[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  const shown = new Set(chosen.map((shot) => shot.path))
  const others = [...new Set(offered)].filter((path) => path.startsWith(`${home}/`) && !shown.has(path))
  return [...chosen, ...others.map((path) => ({ name: `${role}-screen-${path.slice(home.length + 1).replaceAll('/', '-')}`, path }))]
}

async function chosenShots(page: Page, role: BackOfficeRole): Promise<Shot[]> {
  const named = (screens: [string, string][]) => screens.map(([name, path]) => ({ name: `${role}-${name}`, path }))
  switch (role) {
    case 'admin': {
      const article = await firstLinkOn(page, '/admin/articles', /^\/admin\/articles\/\d+$/)
      const issuePath = /^\/admin\/newsletters\/[^/]+\/issues\/\d+$/
      const issue = await firstLinkOn(page, '/admin/newsletters', issuePath).catch(async () => {
        await page
          .getByRole('button', { name: /^Draft the next issue/ })
          .first()
          .click()
        await page.locator('main a[href*="/issues/"]').first().waitFor()
        return firstLinkOn(page, '/admin/newsletters', issuePath)
      })
      return named([
        ['dashboard', '/admin'],
        ['articles', '/admin/articles'],
        ['article-editor', article],
        ['newsletter-issue', issue],
      ])
    }
    case 'editor':
      return named([
        ['dashboard', '/admin'],
        ['videos', '/admin/content/videos'],
        ['video-editor', await firstLinkOn(page, '/admin/content/videos', /^\/admin\/content\/videos\/\d+$/)],
      ])
    case 'contributor':
      return named([
        ['dashboard', '/admin'],
        ['articles', '/admin/articles'],
        ['article-new', '/admin/articles/new'],
      ])
    case 'sales':
      return named([
        ['dashboard', '/admin'],
        ['leads', '/admin/leads'],
        ['promo-code', await firstLinkOn(page, '/admin/promo-codes', /^\/admin\/promo-codes\/[^/]+$/)],
      ])
    case 'sponsor':
      return named([
        ['dashboard', '/sponsor'],
        ['leads', '/sponsor/leads'],
        ['webhook', '/sponsor/webhook'],
      ])
  }
}

/** How the review reaches the back office: the first administrator's invitation, and the mail that invites each other role. */
export interface BackOfficeAccess {
  admin: StaffInvitation
  /** The path of the invitation link mailed to an address, once the mail has come. */
  mailedInvitation: (email: string) => Promise<string>
}

/**
 * Writes `{name}-{width}.png` for every page and width into `outDir`, then, given the back office's
 * access, every role's screens signed in as a member of that role (the administrator invites the
 * others through the staff and sponsors screens); returns the files written.
 */
export async function takeScreenshots(
  browser: Browser,
  baseURL: string,
  outDir: string,
  shots: Shot[],
  { widths = SCREENSHOT_WIDTHS, backOffice }: { widths?: readonly number[]; backOffice?: BackOfficeAccess } = {},
): Promise<string[]> {
  mkdirSync(outDir, { recursive: true })
  const [cookieName = '', cookieValue = ''] = consentCookie(REJECT_ALL, false).split(';')[0]!.split('=')
  const consented = async (options: BrowserContextOptions = {}) => {
    const context = await browser.newContext({ baseURL, ...options })
    // The privacy choice is made, so the banner does not cover the page under review.
    await context.addCookies([{ name: cookieName, value: cookieValue, url: baseURL }])
    return context
  }
  const sessions = backOffice ? await backOfficeSessions(consented, backOffice) : []
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
    for (const session of sessions) {
      const staffContext = await consented({ viewport, storageState: session.state })
      const staffPage = await staffContext.newPage()
      for (const shot of session.shots) written.push(await shoot(staffPage, baseURL, shot, join(outDir, `${shot.name}-${width}.png`)))
      await staffContext.close()
    }
  }
  return written
}

type Consented = (options?: BrowserContextOptions) => Promise<BrowserContext>

/**
 * One member of each role, joined once for every width (an invitation works once, and the saved
 * session carries the second factor), with the screens they are shown.
 */
async function backOfficeSessions(consented: Consented, access: BackOfficeAccess) {
  const adminContext = await consented()
  const admin = await adminContext.newPage()
  await joinBackOffice(admin, access.admin)
  const stamp = Date.now()
  const invited = BACK_OFFICE_ROLES.filter((role) => role !== 'admin').map((role) => ({ role, email: `screenshots.${role}.${stamp}@example.com` }))
  for (const { role, email } of invited) await inviteToBackOffice(admin, email, role)
  const sessions = [{ state: await adminContext.storageState(), shots: await backOfficeShots(admin, 'admin') }]
  await adminContext.close()
  for (const { role, email } of invited) {
    const context = await consented()
    const page = await context.newPage()
    await joinBackOffice(page, { email, path: await access.mailedInvitation(email) }, role === 'sponsor' ? '/sponsor' : '/admin')
    sessions.push({ state: await context.storageState(), shots: await backOfficeShots(page, role) })
    await context.close()
  }
  return sessions
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
