import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'
import { consentCookie, REJECT_ALL, type ConsentChoice } from '../../lib/consent-cookie.ts'

/**
 * The shared helpers of the end-to-end suite (the same as shell.spec.ts's): a console guard that
 * fails a test on any console error, hydration and same-document checks, and an axe audit.
 */

type Marked = Window & { __marker?: number }

/** Sets a value on `window` that only survives while the same document stays loaded. */
export async function markDocument(page: Page) {
  await page.evaluate(() => {
    ;(window as Marked).__marker = 1
  })
}

export async function documentWasKept(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as Marked).__marker === 1)
}

/**
 * Waits until the page's scripts have taken over: React has hydrated the document (so clicks on
 * <Link>s are handled by the router), or, on a reading page that is not hydrated, its island module
 * has run (decision 071: its links are full page loads).
 */
export async function waitForHydration(page: Page) {
  // React keeps its fiber on each hydrated DOM node under a "__reactFiber$…" key.
  await page.waitForFunction(() => {
    if (document.documentElement.dataset.islands === 'ready') return true
    const brand = document.querySelector('.site-header__brand')
    return brand !== null && Object.keys(brand).some((key) => key.startsWith('__reactFiber$'))
  })
}

const isHydrated = () => Object.keys(document.querySelector('.site-header__brand')!).some((key) => key.startsWith('__reactFiber$'))
const ranIslands = () => document.documentElement.dataset.islands === 'ready'

/** A reading page (decision 071): its island module ran, and React did not hydrate the document. */
export async function expectIslands(page: Page) {
  await waitForHydration(page)
  expect(await page.evaluate(ranIslands), 'the island module ran').toBe(true)
  expect(await page.evaluate(isHydrated), 'a reading page is not hydrated').toBe(false)
}

/**
 * Waits until the browser has rendered two more frames: by then effects React scheduled, intersection
 * observer callbacks and anything they started have run. Used before checking that something did
 * not happen, instead of waiting a fixed time.
 */
export async function afterNextFrames(page: Page) {
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))))
}

/** Sums layout shifts not caused by input, from the very start of the document. */
export async function measureLayoutShift(page: Page) {
  await page.addInitScript(() => {
    const tracked = window as Window & { __cls?: number }
    tracked.__cls = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) tracked.__cls! += entry.value
      }
    }).observe({ type: 'layout-shift', buffered: true })
  })
  return async () => {
    const value = await page.evaluate(() => (window as Window & { __cls?: number }).__cls)
    expect(value, 'the layout-shift observer ran').toEqual(expect.any(Number))
    return value!
  }
}

interface Fixtures {
  /** Console errors and uncaught exceptions of the page; the test fails at its end if any were seen. */
  consoleErrors: string[]
  /**
   * The privacy choice stored before the test starts; default "necessary only", so the banner does
   * not cover what a journey clicks and no ad or analytics script runs. `null`: a first visit.
   */
  consent: ConsentChoice | null
}

/**
 * Takes out of the console's errors the form answers a journey expects (a refused form answers
 * 400, a conflict 409): the browser logs every 4xx resource load as an error.
 */
export function forgiveAnswers(errors: string[], statuses: number[]) {
  const expected = new RegExp(`status of (${statuses.join('|')})\\b`)
  for (let i = errors.length - 1; i >= 0; i--) if (expected.test(errors[i]!)) errors.splice(i, 1)
}

export const test = base.extend<Fixtures>({
  consent: [REJECT_ALL, { option: true }],
  context: async ({ context, consent, baseURL }, use) => {
    if (consent) {
      const [name = '', value = ''] = consentCookie(consent, false).split(';')[0]!.split('=')
      await context.addCookies([{ name, value, url: baseURL! }])
    }
    await use(context)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console.error: ${message.text()} (${message.location().url})`)
      })
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`))
      await use(errors)
      expect(errors, 'the browser console reported errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

/** Chromium logs any non-2xx document as a console error; on the fallback page that 404 is the point. */
export function forgiveExpected404(errors: string[]) {
  const index = errors.findIndex((error) => /Failed to load resource: the server responded with a status of 404/.test(error))
  if (index !== -1) errors.splice(index, 1)
}

/** Fails with a readable report when axe finds serious or critical WCAG 2.1 A/AA violations. */
export async function expectNoSevereAxeViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  const severe = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
  const report = severe
    .map((violation) => `${violation.id} (${violation.impact}): ${violation.help}\n` + violation.nodes.map((node) => `  ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'))
    .join('\n')
  expect(severe, `axe found on ${label}:\n${report}`).toEqual([])
}

/** How many pixels the page is wider than the window: above 0 it scrolls sideways. */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/** On a 320 px screen the page at `path` has no serious accessibility problem and does not scroll sideways. */
export async function expectAccessibleOnNarrowScreen(page: Page, path: string) {
  await page.setViewportSize({ width: 320, height: 720 })
  await page.goto(path)
  await expectNoSevereAxeViolations(page, path)
  expect(await sidewaysOverflow(page), `${path} is wider than the screen`).toBeLessThanOrEqual(0)
}
