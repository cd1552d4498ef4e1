import { documentWasKept, expect, expectIslands, forgiveAnswers, markDocument, test } from './fixtures.ts'

/**
 * A lead form on a page that is not hydrated (decision 079): its island checks it as the hydrated
 * form did (decision 072): nothing said of a field tabbed past, every error on submit without
 * leaving the page, the first field in error focused, then each field's error following what is
 * typed; a form sent shows its busy label until the next page. The journeys of each form
 * (gated-content, leads-webinar-mediakit, landing-pages, stripe-journey) cover the rest.
 */
const ASSET = '/resources/content/the-pipeline-coverage-myth/tallyforge'
const CONSENT = 'Tallyforge may contact me about this resource'

test('a gated asset’s form is checked on submit, then live, by its island; a sent form is busy until the answer', async ({ page, consoleErrors }) => {
  await page.goto(ASSET)
  await expectIslands(page)
  const form = page.locator('form[data-lead-check]')
  const firstName = form.getByLabel('First name')

  // The check loads on first use; tabbing past fields says nothing of them.
  await firstName.focus()
  await expect(form).toHaveAttribute('data-check', 'ready')
  for (let i = 0; i < 3; i++) await page.keyboard.press('Tab')
  await expect(form.getByRole('alert')).toHaveCount(0)

  await markDocument(page)
  const submit = form.getByRole('button', { name: 'Download the white paper' })
  await submit.click()
  await expect(form.getByText('Required', { exact: true }).first()).toBeVisible()
  await expect(firstName).toHaveAttribute('aria-invalid', 'true')
  await expect(firstName).toBeFocused()
  await expect(form.getByRole('alert').filter({ hasText: `Tick “${CONSENT}” to go on: it must be accepted.` })).toHaveCount(1)
  expect(await documentWasKept(page), 'the browser checked the form; nothing was sent').toBe(true)

  // Live from now on: a field's error follows what is typed in it, and only its own.
  await firstName.fill('A'.repeat(100))
  await expect(form.getByText('Must be less than 100 characters')).toBeVisible()
  await firstName.fill('Ada')
  await expect(firstName).not.toHaveAttribute('aria-invalid', 'true')
  await expect(form.getByLabel('Last name')).toHaveAttribute('aria-invalid', 'true')

  await form.getByLabel('Last name').fill('Lovelace')
  await form.getByLabel('Work email').fill(`island.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`)
  await form.getByLabel(/^Company\s*\*?$/).fill('Analytical Engines')
  await form.getByLabel('Job title').fill('VP Sales')
  await form.getByLabel('Company size').selectOption('51-200')
  await form.getByLabel(CONSENT).check()
  await expect(form.getByRole('alert')).toHaveCount(0)

  // The button as the submit left it, read by a listener after the island's (the document's, in the bubbling phase).
  await page.evaluate(() =>
    document.addEventListener('submit', (event) => {
      const button = (event.target as HTMLFormElement).querySelector('button[type="submit"]') as HTMLButtonElement
      console.info(`sent with its button ${button.disabled ? 'disabled' : 'enabled'}: ${button.textContent}`)
    }),
  )
  const sent = page.waitForEvent('console', (message) => message.text().startsWith('sent with its button'))
  await submit.click()
  expect((await sent).text()).toBe('sent with its button disabled: Sending…')
  await expect(page.getByRole('link', { name: /Download “The Pipeline Coverage Myth”/ })).toBeVisible()
  forgiveAnswers(consoleErrors, [400])
})
