import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { readMail } from './mail.ts'

/** An anonymous newsletter sign-up in Chromium: confirmed from the mail, then unsubscribed from the next mail. */
const uniqueEmail = (label: string) => `optin.${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
const linkTo = (text: string, path: string) => {
  const match = new RegExp(`https?://\\S+${path.replaceAll('/', '\\/')}\\?token=\\S+`).exec(text)
  if (!match) throw new Error(`no ${path} link in: ${text}`)
  return new URL(match[0])
}

for (const javaScript of [true, false]) {
  test.describe(`newsletter sign-up (JavaScript ${javaScript ? 'on' : 'off'})`, () => {
    test.use({ javaScriptEnabled: javaScript })

    test('asks to check the inbox, confirms from the mail, and unsubscribes from the next one', async ({ page }) => {
      const email = uniqueEmail(javaScript ? 'js' : 'nojs')
      await page.goto('/newsletters')
      await page.getByLabel('Email').fill(email)
      await page.getByLabel(/Sales Digest/).check()
      await page.getByRole('button', { name: 'Save my choices' }).click()
      await expect(page.getByText('Check your inbox to confirm')).toBeVisible()

      const request = await readMail(email, /^Confirm your Quota newsletter choices$/)
      const confirm = linkTo(request.text, '/newsletters/confirm')
      await page.goto(confirm.pathname + confirm.search)
      // axe runs in the page, so only where scripts run.
      if (javaScript) await expectNoSevereAxeViolations(page, '/newsletters/confirm')
      await page.getByRole('button', { name: 'Confirm my choices' }).click()
      await expect(page.getByText('your newsletter choices are confirmed')).toBeVisible()

      const choices = await readMail(email, /^Your Quota newsletter choices$/)
      expect(choices.text).toContain('Sales Digest (weekly): subscribed')
      const unsubscribe = linkTo(choices.text, '/newsletters/unsubscribe')
      await page.goto(unsubscribe.pathname + unsubscribe.search)
      await page.getByRole('button', { name: 'Unsubscribe' }).click()
      await expect(page.getByText('You are unsubscribed')).toBeVisible()
    })
  })
}
