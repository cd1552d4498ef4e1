import { afterNextFrames, expect, forgiveAnswers, test } from './fixtures.ts'
import { adminInvitation, FORM_CHECK_ADMIN } from './first-admin.ts'
import { join } from './staff-sessions.ts'

/**
 * A back-office form is checked as every form is (decision 072): nothing before the first submit,
 * then each field's error follows what is typed. The staff screen's invitation form, never sent.
 */
test('the invitation form says nothing until it is sent, then clears each error as it is fixed', async ({ page, consoleErrors }) => {
  test.slow()
  await join(page, adminInvitation(FORM_CHECK_ADMIN), FORM_CHECK_ADMIN)
  await page.goto('/admin/staff')
  // The shell's fold button is drawn once its script runs: the page is hydrated.
  await expect(page.getByRole('button', { name: 'Hide the menu' })).toBeVisible()
  const form = page.locator('form', { has: page.getByRole('button', { name: 'Send the invitation' }) })
  const email = form.getByLabel('Email')
  const role = form.getByRole('combobox', { name: 'Role' })

  // Typed, left, and the next field tabbed past: no error yet.
  await email.pressSequentially('not-an-address')
  await page.keyboard.press('Tab')
  await expect(role).toBeFocused()
  await page.keyboard.press('Tab')
  await afterNextFrames(page)
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(0)
  await expect(form.locator('.field__error:not(:empty)')).toHaveCount(0)

  await form.getByRole('button', { name: 'Send the invitation' }).click()
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  await expect(role).toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator('.field__error:not(:empty)')).toHaveCount(2)

  // Live from now on: each error goes as its field is put right, before any second submit.
  await email.fill('new.writer@example.com')
  await expect(email).not.toHaveAttribute('aria-invalid', 'true')
  await expect(role).toHaveAttribute('aria-invalid', 'true')
  await role.selectOption('editor')
  await expect(role).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.locator('.field__error:not(:empty)')).toHaveCount(0)
  // And back: emptied again, the address is wrong again at once.
  await email.fill('')
  await expect(email).toHaveAttribute('aria-invalid', 'true')
  // On a busy machine the check may land after the submit, which the server then answers (400), as without JavaScript.
  forgiveAnswers(consoleErrors, [400])
})
