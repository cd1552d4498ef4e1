import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { adminInvitation, FORM_BUILDER_ADMIN } from './first-admin.ts'
import { tabTo } from './keyboard.ts'
import { join } from './staff-sessions.ts'

/**
 * A webinar's registration form as field cards (issue 30): a question added, moved up with the
 * keyboard and another removed in place, each with the focus where the hand is and a spoken
 * message, then saved; the page drawn again shows the new order.
 */
test('builds a registration form with the keyboard: add, move up, remove, save, and the order stays', async ({ page }) => {
  test.slow()
  await join(page, adminInvitation(FORM_BUILDER_ADMIN), FORM_BUILDER_ADMIN)
  await page.goto('/admin/content/webinars/new')
  await page.getByRole('textbox', { name: /^Title/ }).fill('Questions in a new order')
  await page.getByLabel(/^Date/).fill('2031-05-06')
  await page.getByLabel(/^Starts at/).fill('11:00')
  await page.getByLabel(/^Ends at/).fill('12:00')
  await page.getByRole('group', { name: 'Presenter' }).getByLabel(/^Name/).fill('Ada Quill')

  const form = page.getByRole('group', { name: 'Registration form' })
  const cards = form.getByRole('group', { name: /^Question \d/ })
  const status = form.getByRole('status')
  // Once the page runs its script the blank cards give way to the button that adds one.
  const add = form.getByRole('button', { name: 'Add a question' })
  await expect(add).toBeVisible()
  await expect(cards).toHaveCount(4)
  await expectNoSevereAxeViolations(page, 'the registration form builder')

  await tabTo(page, add)
  await page.keyboard.press('Enter')
  await expect(cards).toHaveCount(5)
  await expect(status).toHaveText('Question 5 added.')
  await expect(form.getByRole('group', { name: 'Question 5 (new)' }).getByLabel('Name')).toBeFocused()
  await page.keyboard.type('deal_size')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Deal size')
  await form.getByRole('group', { name: 'Question 5 (new)' }).getByLabel('Type').selectOption('select')
  await form.getByRole('group', { name: 'Question 5 (new)' }).getByLabel('Options').fill('Small, Large')

  await tabTo(page, form.getByRole('button', { name: 'Move up: question 5' }))
  await page.keyboard.press('Enter')
  await expect(form.getByRole('button', { name: 'Move up: question 4' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(form.getByRole('button', { name: 'Move up: question 3' })).toBeFocused()
  await expect(status).toHaveText('Question moved to place 3 of 5.')

  await tabTo(page, form.getByRole('button', { name: 'Remove: question 1' }))
  await page.keyboard.press('Enter')
  await expect(cards).toHaveCount(4)
  await expect(status).toHaveText('Question 1 removed; 4 left.')
  await expect(form.getByRole('group', { name: 'Question 1: Last name' }).getByLabel('Name')).toBeFocused()

  await page.getByRole('button', { name: /^Save/ }).first().click()
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible()
  await page.reload()
  await expect(cards).toHaveText([/^Question 1: Last name/, /^Question 2: Deal size/, /^Question 3: Work email/, /^Question 4: Company/])
  await expect(form.getByRole('group', { name: 'Question 2: Deal size' }).getByLabel('Options')).toHaveValue('Small, Large')
})
