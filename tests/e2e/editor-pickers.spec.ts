import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { adminInvitation, EDITOR_PICKERS_ADMIN } from './first-admin.ts'
import { tabTo } from './keyboard.ts'
import { join, signedIn, type StorageState } from './staff-sessions.ts'

/** Tabs to a chip picker, types the start of a name, and takes the offered option with Enter. */
async function pickTyped(page: Page, picker: Locator, typed: string, option: string) {
  await tabTo(page, picker)
  await page.keyboard.type(typed)
  await expect(page.getByRole('option', { name: option })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
}

/**
 * The editor's pickers with the keyboard only (issue 30): the icon toolbar (names, tooltips, one
 * Tab stop), "Choose from library" for the featured image and an inline image (a dialog with
 * search and an upload), topics and the byline as type-ahead chips, all saved by the form as
 * before; and the overview's tiles. One administrator (an invitation works once) whose session the steps share.
 */
test.describe.configure({ mode: 'serial' })

let state: StorageState
const TITLE = 'Territories chosen by keyboard'

const body = (page: Page) => page.getByRole('textbox', { name: 'Body' })

test('the overview shows what needs attention today, each tile the way to its screen', async ({ page }) => {
  ;({ state } = await join(page, adminInvitation(EDITOR_PICKERS_ADMIN), EDITOR_PICKERS_ADMIN))
  const today = page.getByRole('region', { name: 'Today' })
  await expect(today.getByRole('link', { name: /^Drafts \d+ articles not yet published$/ })).toBeVisible()
  await expect(today.getByRole('link', { name: /^New leads \d+ in the last 7 days$/ })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Recent activity' }).getByRole('listitem').first()).toContainText(/\d{4}, \d\d:\d\d UTC/)
  await expectNoSevereAxeViolations(page, 'the overview')
  await today.getByRole('link', { name: /^Scheduled/ }).click()
  await expect(page).toHaveURL(/\/admin\/articles\?status=future$/)
})

test('writes an article with the keyboard: icon toolbar, library dialog, topic and byline chips, saved and shown again', async ({ browser, baseURL }) => {
  test.slow()
  const page = await signedIn(browser, baseURL!, state)
  await page.goto('/admin/articles/new')
  await tabTo(page, page.getByLabel('Title *'))
  await page.keyboard.type(TITLE)
  await tabTo(page, body(page))
  await page.keyboard.type('Balance the map.')
  await expect(body(page)).toContainText('Balance the map.')

  // The toolbar is one Tab stop; arrows move along its icon buttons, each naming itself in a tooltip with its keys.
  await page.keyboard.press('Shift+Tab')
  await expect(page.getByRole('button', { name: 'Heading', exact: true })).toBeFocused()
  await expect(page.getByRole('toolbar', { name: 'Formatting' }).locator('button[tabindex="0"]')).toHaveCount(1)
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  const bold = page.getByRole('button', { name: 'Bold', exact: true })
  await expect(bold).toBeFocused()
  await expect(bold.locator('.rich-text__tip')).toBeVisible()
  await expect(bold.locator('.rich-text__tip')).toHaveText('BoldCtrl+B')
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('button', { name: 'Italic', exact: true })).toBeFocused()

  // An inline image from the library's dialog, found by its words.
  const image = page.getByRole('button', { name: 'Image', exact: true })
  for (let i = 0; i < 12 && !(await image.evaluate((button) => button === document.activeElement)); i++) await page.keyboard.press('ArrowRight')
  await expect(image).toBeFocused()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Insert an image' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Find images')).toBeFocused()
  const newest = dialog.locator('.media-dialog__choice').first()
  const words = (await newest.textContent())!.split(' ').slice(0, 3).join(' ')
  await page.keyboard.type(words)
  await expect(dialog.getByRole('status')).toHaveText(/^\d+ images? match/)
  await page.keyboard.press('Tab')
  await expect(dialog.locator('.media-dialog__choice').first()).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(body(page).locator('img')).toHaveCount(1)
  expect(await body(page).locator('img').getAttribute('alt')).toContain(words)

  // The featured image: Choose from library, Escape closes without a choice, then one is chosen.
  const choose = page.getByRole('button', { name: 'Choose from library' })
  await tabTo(page, choose)
  await page.keyboard.press('Enter')
  const featured = page.getByRole('dialog', { name: 'Choose the featured image' })
  await expect(featured).toBeVisible()
  await expectNoSevereAxeViolations(page, 'the library dialog')
  await page.keyboard.press('Escape')
  await expect(featured).toBeHidden()
  await expect(choose).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(featured.getByLabel('Find images')).toBeFocused()
  await page.keyboard.press('Tab')
  const picked = (await featured.locator('.media-dialog__choice').first().textContent())!
  await page.keyboard.press('Enter')
  await expect(page.locator('.featured-image__chosen figcaption')).toHaveText(picked)

  // Topics as chips: typed, picked with Enter; the first is the main one; Backspace takes the last back.
  await pickTyped(page, page.getByRole('combobox', { name: 'Topics' }), 'prosp', 'Prospecting')
  await page.keyboard.type('negot')
  await page.keyboard.press('Enter')
  await page.keyboard.type('sales')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  const chips = page.getByRole('list', { name: 'Chosen: topics' }).getByRole('listitem')
  await expect(chips).toHaveCount(3)
  await page.keyboard.press('Backspace')
  await expect(chips).toHaveText(['Prospecting (main)×', 'Negotiation×'])

  // The byline: one chip, replaced by the next pick.
  const byline = page.getByRole('combobox', { name: 'Byline' })
  await tabTo(page, byline)
  await page.keyboard.type('priya')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('list', { name: 'Chosen: byline' })).toHaveText('Priya Raman×')

  await page.keyboard.press('Control+s')
  await expect(page.getByText('Saved.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\?saved=save$/)
  await page.reload()
  await expect(page.getByRole('list', { name: 'Chosen: topics' }).getByRole('listitem')).toHaveText(['Prospecting (main)×', 'Negotiation×'])
  await expect(page.getByRole('list', { name: 'Chosen: byline' })).toHaveText('Priya Raman×')
  await expect(page.locator('.featured-image__chosen figcaption')).toHaveText(picked)
  await expect(body(page).locator('img')).toHaveCount(1)
  // A chip's own button takes it away.
  await page.getByRole('button', { name: 'Remove Negotiation' }).press('Enter')
  await expect(page.getByRole('list', { name: 'Chosen: topics' }).getByRole('listitem')).toHaveText(['Prospecting×'])
  await expectNoSevereAxeViolations(page, 'the editor with its pickers')
})

test('uploads an image from inside the library dialog with the keyboard: errors in the dialog, then the new image selected and used', async ({ browser, baseURL }) => {
  test.slow()
  const page = await signedIn(browser, baseURL!, state)
  await page.goto('/admin/articles/new')
  const choose = page.getByRole('button', { name: 'Choose from library' })
  await tabTo(page, choose)
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Choose the featured image' })
  const upload = dialog.getByRole('region', { name: 'Upload a new image' })
  const file = upload.getByLabel(/^Image/)
  const send = upload.getByRole('button', { name: 'Upload' })

  // Not an image: the library's own check answers, beside the field, and the dialog stays open.
  await file.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('not an image at all') })
  await tabTo(page, upload.getByLabel(/^Alt text/))
  await page.keyboard.type('A map of the territories')
  await tabTo(page, send)
  await page.keyboard.press('Enter')
  await expect(upload.locator('#media-upload-file-error')).toContainText('Not a JPEG, PNG, WebP or GIF image')
  await expect(file).toHaveAttribute('aria-invalid', 'true')
  await expect(upload.getByRole('alert')).toBeVisible()
  await expect(dialog).toBeVisible()

  const map = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#14532d' } })
    .png()
    .toBuffer()
  await file.setInputFiles({ name: 'territory-map.png', mimeType: 'image/png', buffer: map })
  await tabTo(page, upload.getByLabel('Title'))
  await page.keyboard.type('Territory map')
  await tabTo(page, send)
  await page.keyboard.press('Enter')
  // The new image comes first, selected and focused: Enter uses it.
  const fresh = dialog.getByRole('button', { name: 'A map of the territories' })
  await expect(fresh).toBeFocused()
  await expect(fresh).toHaveAttribute('aria-current', 'true')
  await expect(dialog.getByRole('status')).toHaveText('“Territory map” is uploaded and selected: press it to use it.')
  await expect(file).not.toHaveAttribute('aria-invalid', 'true')
  await expect(fresh.locator('img')).toHaveJSProperty('complete', true)
  expect(await fresh.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  await expectNoSevereAxeViolations(page, 'the library dialog after an upload')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(page.locator('.featured-image__chosen figcaption')).toHaveText('A map of the territories')
  await expect(choose).toBeFocused()
})

test('tags and video categories are chips too: a tag picked, one made with a comma, both kept by the save', async ({ browser, baseURL }) => {
  test.slow()
  const page = await signedIn(browser, baseURL!, state)
  await page.goto('/admin/articles/new')
  await tabTo(page, page.getByLabel('Title *'))
  await page.keyboard.type('Tags as chips')
  await pickTyped(page, page.getByRole('combobox', { name: 'Tags' }), 'forec', 'Forecasting')
  // A name no tag has yet is offered to be made; a comma ends it, as in the plain field.
  await page.keyboard.type('Territory math')
  await expect(page.getByRole('option', { name: 'Add “Territory math”' })).toBeVisible()
  await page.keyboard.type(',')
  await page.keyboard.type('pipel')
  await page.keyboard.press('Enter')
  const chips = page.getByRole('list', { name: 'Chosen: tags' }).getByRole('listitem')
  await expect(chips).toHaveText(['Forecasting×', 'Territory math×', 'Pipeline×'])
  await page.keyboard.press('Backspace')
  await expect(chips).toHaveText(['Forecasting×', 'Territory math×'])
  await page.keyboard.press('Control+s')
  await expect(page).toHaveURL(/\/admin\/articles\/\d+\?saved=save$/)
  await page.reload()
  await expect(page.getByRole('list', { name: 'Chosen: tags' }).getByRole('listitem')).toHaveText(['Forecasting×', 'Territory math×'])

  await page.goto('/admin/content/videos')
  const videoPaths = await page.locator('main a[href]').evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))
  await page.goto(videoPaths.find((path) => /^\/admin\/content\/videos\/\d+$/.test(path))!)
  const categories = page.getByRole('combobox', { name: 'Video categories' })
  await expect(categories).toBeVisible()
  const chosen = page.getByRole('list', { name: 'Chosen: video categories' }).getByRole('listitem')
  const before = await chosen.count()
  await tabTo(page, categories)
  await page.keyboard.press('ArrowDown')
  const offered = (await page.getByRole('option', { selected: true }).textContent())!
  await page.keyboard.press('Enter')
  await expect(chosen).toHaveCount(before + 1)
  await page.keyboard.press('Control+s')
  await expect(page.getByText('Saved.')).toBeVisible()
  await page.reload()
  await expect(chosen).toHaveCount(before + 1)
  await expect(chosen.last()).toHaveText(`${offered}×`)
  await expectNoSevereAxeViolations(page, 'the video editor with its category chips')
})
