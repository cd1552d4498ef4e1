import { expect, forgiveAnswers, test } from './fixtures.ts'
import { adminInvitation, EDITOR_CONFLICT_ADMIN } from './first-admin.ts'
import { join } from './staff-sessions.ts'

/**
 * An article open in two tabs: the deck saved in one, then the title in the other. The second save
 * is refused with what happened, keeps the typed title, and goes through when made again (issue 30).
 */
test('a save from an older tab is refused with a warning, keeps what was typed, and is made on purpose the second time', async ({ page, consoleErrors }) => {
  test.slow()
  await join(page, adminInvitation(EDITOR_CONFLICT_ADMIN), EDITOR_CONFLICT_ADMIN)
  await page.goto('/admin/articles/new')
  await page.getByLabel('Title *').fill('Two tabs, one article')
  await page.getByLabel('Deck').fill('The deck as first written.')
  await page.getByRole('button', { name: 'Save the draft' }).click()
  await expect(page.getByText('Saved.')).toBeVisible()
  const editor = page.url()

  const second = await page.context().newPage()
  await second.goto(editor)
  await second.getByLabel('Deck').fill('The deck as sharpened in the second tab.')
  await second.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(second.getByText('Saved.')).toBeVisible()

  await page.getByLabel('Title *').fill('Two tabs, one article, retitled')
  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText(/You saved this article in another window on .+ UTC, after this copy was opened/)).toBeVisible()
  await expect(page.getByLabel('Title *')).toHaveValue('Two tabs, one article, retitled')
  forgiveAnswers(consoleErrors, [409])

  await page.getByRole('button', { name: 'Save', exact: true }).click()
  await expect(page.getByText('Saved.')).toBeVisible()
  await page.goto(editor)
  await expect(page.getByLabel('Title *')).toHaveValue('Two tabs, one article, retitled')
  // The first tab's old deck went back in with its save, as its writer chose after the warning.
  await expect(page.getByLabel('Deck')).toHaveValue('The deck as first written.')
})
