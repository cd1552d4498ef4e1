import type { Page } from '@playwright/test'
import { expect, waitForHydration } from './fixtures.ts'

interface Reader {
  email: string
  password: string
  firstName?: string
  /** Left empty when not given: the form does not ask for it. */
  lastName?: string
}

/** A reader registers through the form, as a person does, and reaches the thank-you page. */
export async function register(page: Page, { email, password, firstName = 'Ada', lastName }: Reader) {
  await page.goto('/register')
  await page.getByLabel('First name').fill(firstName)
  if (lastName) await page.getByLabel('Last name').fill(lastName)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Create account' }).click()
  await expect(page).toHaveURL(/\/thank-you\/registration\/$/)
}

/** A registered reader signs in through the form and lands on their profile. */
export async function signInAsReader(page: Page, { email, password }: Reader) {
  await page.goto('/login')
  await waitForHydration(page)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(/\/profile$/)
}
