import { adminInvitation, SIDEBAR_ADMIN } from './first-admin.ts'
import { expect, test } from './fixtures.ts'
import { join } from './staff-sessions.ts'

/**
 * The back office's sidebar (issue 30): beside the work on a laptop, folded away and back with one
 * button (kept on the next page), with no phone-only control showing; on a phone, behind a Menu
 * button that reads as one, opening over the page and closing again (its button, Escape, or a screen chosen).
 */
test('the sidebar folds at 1366 px and is a Menu button at 390 px', async ({ page }) => {
  test.slow()
  await page.setViewportSize({ width: 1366, height: 900 })
  await join(page, adminInvitation(SIDEBAR_ADMIN), SIDEBAR_ADMIN)
  const nav = page.getByRole('navigation', { name: 'Back office' })
  const menu = page.getByRole('link', { name: 'Menu', exact: true })
  const close = nav.getByRole('link', { name: 'Close the menu' })
  await page.goto('/admin/articles')
  const hide = page.getByRole('button', { name: 'Hide the menu' })
  await expect(hide).toHaveAttribute('aria-expanded', 'true')
  await expect(nav.getByRole('link', { name: 'Articles' })).toBeVisible()
  // The phone's controls have no place beside an open sidebar.
  await expect(menu).toBeHidden()
  await expect(close).toBeHidden()

  const mainWidth = async () => (await page.locator('main').boundingBox())!.width
  const opened = await mainWidth()
  await hide.focus()
  await page.keyboard.press('Enter')
  const show = page.getByRole('button', { name: 'Show the menu' })
  await expect(show).toHaveAttribute('aria-expanded', 'false')
  await expect(show).toBeFocused()
  await expect(nav).toBeHidden()
  expect(await mainWidth()).toBeGreaterThan(opened + 150)
  // Folded it stays, on the next screen.
  await page.goto('/admin/media')
  await expect(page.getByRole('button', { name: 'Show the menu' })).toBeVisible()
  await expect(nav).toBeHidden()
  await page.getByRole('button', { name: 'Show the menu' }).click()
  await expect(nav.getByRole('link', { name: 'Articles' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Hide the menu' })).toHaveAttribute('aria-expanded', 'true')

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByRole('button', { name: /the menu$/ })).toBeHidden()
  await expect(nav).toBeHidden()
  await expect(menu).toBeVisible()
  // The Menu button's word is seen: its text is not the colour of its own background.
  const [ink, ground] = await menu.evaluate((link) => [getComputedStyle(link).color, getComputedStyle(link).backgroundColor])
  expect(ink).not.toBe(ground)
  await menu.focus()
  await page.keyboard.press('Enter')
  await expect(close).toBeVisible()
  // The menu covers the page, its Menu button too: the focus is in it, and Escape gives it back.
  await expect(close).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()
  await expect(menu).toBeFocused()
  await page.keyboard.press('Enter')
  // The opened menu covers the page: its first screen's link is where a finger is.
  const box = (await nav.boundingBox())!
  expect([box.x, box.width]).toEqual([0, 390])
  await expect(nav.getByRole('link', { name: 'Articles' })).toBeVisible()
  await close.click()
  await expect(nav).toBeHidden()
  await expect(menu).toBeFocused()
  // A screen chosen from the menu opens with the menu closed (without a new document, so not by the address's #target).
  await menu.click()
  await nav.getByRole('link', { name: 'Articles' }).click()
  await expect(page).toHaveURL(/\/admin\/articles$/)
  await expect(nav).toBeHidden()
  await expect(page.getByRole('heading', { name: 'Articles', level: 1 })).toBeVisible()
  // The screen already shown, chosen again: the menu closes too.
  await menu.click()
  await nav.getByRole('link', { name: 'Articles' }).click()
  await expect(nav).toBeHidden()
})
