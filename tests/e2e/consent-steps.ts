import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'

/** What the stand-in third-party scripts recorded in this document (tests/e2e/third-party-stand-in.ts). */
export interface Recorded {
  gtag: unknown[][]
  gpt: { call: string; path?: string; elementId?: string; slots?: string[]; sizes?: number[][] }[]
  amplitude: { call: string; event?: string; apiKey?: string }[]
}

export async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(() => (window as Window & { __thirdParty?: Recorded }).__thirdParty ?? { gtag: [], gpt: [], amplitude: [] })
}

export async function pageViews(page: Page) {
  return (await recorded(page)).gtag.filter((call) => call[0] === 'event' && call[1] === 'page_view').map((call) => call[2] as Record<string, string>)
}

export const banner = (page: Page) => page.getByRole('region', { name: 'Privacy choices' })

/** With Global Privacy Control on, the banner stays closed; reopened from the footer it says why analytics cannot be turned on. */
export async function expectGpcHonoured(page: Page) {
  await expect(banner(page)).toBeHidden()
  await page.locator('footer.site-footer').getByRole('button', { name: 'Privacy choices' }).click()
  await expect(banner(page)).toContainText('Global Privacy Control')
  await expect(banner(page).getByRole('checkbox', { name: /^Analytics/ })).toBeDisabled()
  await expect(banner(page).getByRole('button', { name: 'Accept all' })).toHaveCount(0)
}

/** Reopens the banner from the footer, allows analytics only, and checks the focus goes there and back. */
export async function allowAnalyticsFromFooter(page: Page) {
  const reopen = page.locator('footer.site-footer').getByRole('button', { name: 'Privacy choices' })
  await reopen.click()
  await expect(banner(page)).toBeFocused()
  await expect(banner(page).getByRole('checkbox', { name: /^Analytics/ })).not.toBeChecked()
  await banner(page)
    .getByRole('checkbox', { name: /^Analytics/ })
    .check()
  await banner(page).getByRole('button', { name: 'Save choices' }).click()
  await expect(banner(page)).toBeHidden()
  await expect(reopen).toBeFocused()
}
