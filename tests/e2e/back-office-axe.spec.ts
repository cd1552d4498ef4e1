import type { Page } from '@playwright/test'
import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { adminInvitation, AXE_ADMIN } from './first-admin.ts'
import { join } from './staff-sessions.ts'

/**
 * axe on every back-office screen (issue 30), as an administrator sees them: each screen of the
 * navigation the shell draws (so a new screen is swept without being listed here), and the first
 * item each list screen opens, its edit form. Every screen's findings are reported together.
 */

/** The screen's own address, and the first item it links to one level or more below it (its edit form). */
async function firstItemOf(page: Page, path: string): Promise<string | null> {
  const hrefs = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  return hrefs.find((href) => href.startsWith(`${path}/`) && !/\/(new|calendar)$|\.csv$/.test(href)) ?? null
}

async function sweep(page: Page, path: string, found: string[]) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoSevereAxeViolations(page, path).catch((error: Error) => found.push(error.message))
}

test('axe finds nothing serious on any back-office screen or edit form', async ({ page }) => {
  test.setTimeout(600_000)
  await join(page, adminInvitation(AXE_ADMIN), AXE_ADMIN)
  const screens = await page
    .getByRole('navigation', { name: 'Back office' })
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  expect(screens.length).toBeGreaterThan(20)
  const found: string[] = []
  const items: string[] = []
  for (const path of screens) {
    await sweep(page, path, found)
    const item = path === '/admin' ? null : await firstItemOf(page, path)
    if (item) items.push(item)
  }
  // The editors: an article's, each section's, a topic's, a newsletter issue's, a promo code's...
  expect(items).toEqual(expect.arrayContaining([expect.stringMatching(/^\/admin\/articles\/\d+$/), expect.stringMatching(/^\/admin\/content\/webinars\/\d+$/)]))
  for (const path of items) await sweep(page, path, found)
  expect(found, found.join('\n\n')).toEqual([])
})
