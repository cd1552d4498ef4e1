import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { readMail } from './mail.ts'
import { askForNewsletter, tokenLinkTo } from './newsletter-steps.ts'

/** An anonymous newsletter sign-up in Chromium: confirmed from the mail, then unsubscribed from the next mail. */
const uniqueEmail = (label: string) => `optin.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

for (const javaScript of [true, false]) {
  test.describe(`newsletter sign-up (JavaScript ${javaScript ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled: javaScript })

    test('asks to check the inbox, confirms from the mail, and unsubscribes from the next one', async ({ page }) => {
      const email = uniqueEmail(javaScript ? 'js' : 'nojs')
      const confirm = await askForNewsletter(page, email, /Sales Digest/)
      await page.goto(confirm.pathname + confirm.search)
      // axe runs in the page, so only where scripts run.
      if (javaScript) await expectNoSevereAxeViolations(page, '/newsletters/confirm')
      await page.getByRole('button', { name: 'Confirm my choices' }).click()
      await expect(page.getByText('your newsletter choices are confirmed')).toBeVisible()

      const choices = await readMail(email, /^Your Quota newsletter choices$/)
      expect(choices.text).toContain('Sales Digest (weekly): subscribed')
      const unsubscribe = tokenLinkTo(choices.text, '/newsletters/unsubscribe')
      await page.goto(unsubscribe.pathname + unsubscribe.search)
      await page.getByRole('button', { name: 'Unsubscribe' }).click()
      await expect(page.getByText('You are unsubscribed')).toBeVisible()
    })
  })
}
