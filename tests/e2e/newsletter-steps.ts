import type { Page } from '@playwright/test'
import { expect } from './fixtures.ts'
import { readMail } from './mail.ts'

/** The link to `path` with its token in a mail's text. */
export function tokenLinkTo(text: string, path: string): URL {
  const match = new RegExp(`https?://\\S+${path.replaceAll('/', '\\/')}\\?token=\\S+`).exec(text)
  if (!match) throw new Error(`no ${path} link in: ${text}`)
  return new URL(match[0])
}

/** A reader asks for a newsletter on /newsletters, is told to check the inbox, and gets the confirmation link by mail. */
export async function askForNewsletter(page: Page, email: string, newsletter: RegExp): Promise<URL> {
  await page.goto('/newsletters')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(newsletter).check()
  await page.getByRole('button', { name: 'Save my choices' }).click()
  await expect(page.getByText('Check your inbox to confirm')).toBeVisible()
  const request = await readMail(email, /^Confirm your Quota newsletter choices$/)
  return tokenLinkTo(request.text, '/newsletters/confirm')
}
