import type { Page } from '@playwright/test'
import { expect, expectNoSevereAxeViolations, forgiveAnswers, test } from './fixtures.ts'
import { adminInvitation, EDITOR_CONFLICT_ADMIN } from './first-admin.ts'
import { tabTo } from './keyboard.ts'
import { codeFor, join, signedIn, STAFF_PASSWORD, type StorageState } from './staff-sessions.ts'

/**
 * The editor as a writer uses it, with the keyboard only (issue 30): an article written and linked,
 * the leave warnings, Ctrl+S, autosave of the draft, a save from an older tab refused with a warning
 * and made on purpose, and a session that expires while writing losing nothing. One administrator
 * (an invitation works once) whose session the steps share.
 */
test.describe.configure({ mode: 'serial' })

let state: StorageState
let secret: string
let editorUrl: string
const TITLE = 'Forecasts written by keyboard'

const body = (page: Page) => page.getByRole('textbox', { name: 'Body' })
const draftState = (page: Page) => page.locator('.editor-bar__draft')

test('writes a new article with the keyboard: a checked link, the leave warnings, and Ctrl+S', async ({ page }) => {
  test.slow()
  ;({ state, secret } = await join(page, adminInvitation(EDITOR_CONFLICT_ADMIN), EDITOR_CONFLICT_ADMIN))
  await page.goto('/admin/articles/new')
  await tabTo(page, page.getByLabel('Title *'))
  await page.keyboard.type(TITLE)
  await tabTo(page, page.getByLabel('Deck'))
  await page.keyboard.type('What the teams that forecast well do every week.')
  await tabTo(page, body(page))
  await page.keyboard.type('Read the playbook')
  // What a writer sees before selecting: the sentence in the body, then the word highlighted.
  await expect(body(page)).toContainText('Read the playbook')
  for (let i = 0; i < 'playbook'.length; i++) await page.keyboard.press('Shift+ArrowLeft')
  await expect.poll(() => page.evaluate(() => document.getSelection()?.toString())).toBe('playbook')
  await page.keyboard.press('Control+k')
  await expect(page.getByLabel('Link address')).toBeFocused()
  await page.keyboard.type('playbook')
  await page.keyboard.press('Enter')
  await expect(page.getByText(/Enter a full address/)).toBeVisible()
  await page.keyboard.press('Control+a')
  await page.keyboard.type('https://example.com/playbook')
  await page.keyboard.press('Enter')
  await expect(body(page).locator('a[href="https://example.com/playbook"]')).toHaveText('playbook')
  await page.keyboard.press('End')
  await page.keyboard.type('.')
  await expect(draftState(page)).toHaveText('Unsaved changes')
  await expect(page.getByText('3 words')).toBeVisible()

  // A link within the back office asks first; so does leaving the site's pages altogether.
  const asked: string[] = []
  page.on('dialog', (dialog) => {
    asked.push(dialog.type())
    void dialog.dismiss()
  })
  await tabTo(page, page.getByRole('link', { name: '← All articles' }))
  await page.keyboard.press('Enter')
  await expect.poll(() => asked).toEqual(['confirm'])
  await expect(page).toHaveURL(/\/admin\/articles\/new$/)
  await tabTo(page, page.getByRole('link', { name: 'View the site' }))
  await page.keyboard.press('Enter')
  await expect.poll(() => asked).toEqual(['confirm', 'beforeunload'])
  await expect(page.getByLabel('Title *')).toHaveValue(TITLE)

  await tabTo(page, body(page))
  await page.keyboard.press('Control+s')
  await expect(page.getByText('Saved.')).toBeVisible()
  await expect(page).toHaveURL(/\/admin\/articles\/\d+/)
  editorUrl = new URL(page.url()).pathname
  await expect(body(page).locator('a[href="https://example.com/playbook"]')).toHaveText('playbook')
})

test('autosaves the draft as its writer pauses; a save from an older tab is refused with a warning and made on purpose', async ({ browser, baseURL, consoleErrors }) => {
  test.slow()
  const page = await signedIn(browser, baseURL!, state)
  await page.goto(editorUrl)
  await tabTo(page, body(page))
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' Autosaved words.')
  await expect(draftState(page)).toHaveText(/^Saved at \d{2}:\d{2}:\d{2} UTC$/)

  // Another tab of the same writer opens the saved copy (the autosave is in it) and changes the deck.
  const second = await page.context().newPage()
  await second.goto(editorUrl)
  await expect(body(second)).toContainText('Autosaved words.')
  await tabTo(second, second.getByLabel('Deck'))
  await second.keyboard.press('Control+a')
  await second.keyboard.type('The deck as sharpened in the second tab.')
  await second.keyboard.press('Control+s')
  await expect(second.getByText('Saved.')).toBeVisible()

  // The first tab's autosave is refused: it was opened before that save.
  await tabTo(page, page.getByLabel('Title *'))
  await page.keyboard.press('End')
  await page.keyboard.type(', retitled')
  await expect(draftState(page)).toHaveText(/^Not saved: You saved this article in another window on .+ UTC, after this copy was opened/)
  await page.keyboard.press('Control+s')
  await expect(page.getByRole('alert')).toContainText(/You saved this article in another window on .+ UTC, after this copy was opened/)
  await expect(page.getByLabel('Title *')).toHaveValue(`${TITLE}, retitled`)
  forgiveAnswers(consoleErrors, [409])
  await tabTo(page, page.getByRole('button', { name: 'Save mine over theirs' }))
  await page.keyboard.press('Enter')
  await expect(page.getByText('Saved.')).toBeVisible()
  await expect(draftState(page)).toHaveText('')
  await second.goto(editorUrl)
  await expect(second.getByLabel('Title *')).toHaveValue(`${TITLE}, retitled`)
})

test('a session that expires while writing loses nothing: after signing in again the text is back and saves', async ({ browser, baseURL }) => {
  test.slow()
  const page = await signedIn(browser, baseURL!, state)
  await page.goto(editorUrl)
  await expect(page.getByLabel('Title *')).toHaveValue(`${TITLE}, retitled`)
  // The session ends (signed out elsewhere, or expired): only its cookie goes.
  const context = page.context()
  const others = (await context.cookies()).filter((cookie) => cookie.name !== 'quota_session')
  await context.clearCookies()
  await context.addCookies(others)

  await tabTo(page, body(page))
  await page.keyboard.press('Control+End')
  await page.keyboard.type(' Written after the session ended.')
  // The autosave meets the sign-in page, which the editor follows.
  await expect(page).toHaveURL(/\/login\?redirectTo=/)
  await page.getByLabel('Email').fill(EDITOR_CONFLICT_ADMIN)
  await page.getByLabel('Password').fill(STAFF_PASSWORD)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByLabel('Code').fill(codeFor(secret))
  await page.getByRole('button', { name: 'Continue' }).click()

  await expect(page).toHaveURL(new RegExp(`${editorUrl}$`))
  await expect(page.getByText(/Your unsaved changes of .+ UTC are back in the form/)).toBeVisible()
  await expect(body(page)).toContainText('Written after the session ended.')
  await expectNoSevereAxeViolations(page, 'the article editor')
  // A draft: the restored words are saved as the writer pauses.
  await expect(draftState(page)).toHaveText(/^Saved at \d{2}:\d{2}:\d{2} UTC$/)
  await page.reload()
  await expect(body(page)).toContainText('Written after the session ended.')
  await expect(page.getByText(/Your unsaved changes/)).toHaveCount(0)
})
