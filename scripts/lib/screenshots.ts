import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from '@playwright/test'
import { consentCookie, REJECT_ALL } from '../../lib/consent-cookie.ts'

/**
 * Screenshots of the pages a reviewer looks at (issue 15), each at a phone's and a laptop's width,
 * full length, after the page's fonts and images have loaded. Used by `npm run screenshots` and by
 * the end-to-end test that keeps it working.
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

/** Writes `{name}-{width}.png` for every page and width into `outDir`; returns the files written. */
export async function takeScreenshots(browser: Browser, baseURL: string, outDir: string, shots: Shot[], widths: readonly number[] = SCREENSHOT_WIDTHS): Promise<string[]> {
  mkdirSync(outDir, { recursive: true })
  const [cookieName = '', cookieValue = ''] = consentCookie(REJECT_ALL, false).split(';')[0]!.split('=')
  const written: string[] = []
  for (const width of widths) {
    const context = await browser.newContext({ baseURL, viewport: { width, height: width < 600 ? 844 : 900 } })
    // The privacy choice is made, so the banner does not cover the page under review.
    await context.addCookies([{ name: cookieName, value: cookieValue, url: baseURL }])
    const page = await context.newPage()
    for (const shot of shots) {
      if (shot.signedIn) await register(page, width)
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
      const file = join(outDir, `${shot.name}-${width}.png`)
      await page.screenshot({ path: file, fullPage: true })
      written.push(file)
    }
    await context.close()
  }
  return written
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
