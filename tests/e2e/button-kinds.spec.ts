import type { Locator, Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'
import { register, signInAsReader } from './reader-account.ts'

/**
 * The three kinds of button look like three kinds wherever they stand (issue 30: every secondary
 * and danger button rendered as a filled primary because a later stylesheet redefined `.button`).
 * Read from the browser's computed style, on real pages: the privacy panel's buttons, a webinar's
 * calendar link (a link styled as a button: the links' own colour must not repaint it) and the
 * account deletion.
 */
const BRAND = 'rgb(11, 61, 92)'
const PAPER = 'rgb(255, 255, 255)'
const DANGER = 'rgb(185, 28, 28)'

interface Look {
  background: string
  color: string
  border: string
}
const lookOf = (button: Locator): Promise<Look> =>
  button.evaluate((element) => {
    const style = getComputedStyle(element)
    return { background: style.backgroundColor, color: style.color, border: style.borderTopColor }
  })

const PRIMARY: Look = { background: BRAND, color: PAPER, border: BRAND }
const SECONDARY: Look = { background: PAPER, color: BRAND, border: BRAND }
const DANGEROUS: Look = { background: DANGER, color: PAPER, border: DANGER }

async function registerAndSignIn(page: Page, email: string, password: string) {
  const reader = { email, password, firstName: 'Grace', lastName: 'Hopper' }
  await register(page, reader)
  await signInAsReader(page, reader)
}

test.describe('the privacy panel, before any choice', () => {
  test.use({ consent: null })

  test('"Accept all" is primary; "Reject all" and "Save choices" are secondary', async ({ page }) => {
    await page.goto('/')
    const panel = page.getByRole('region', { name: 'Privacy choices' })
    expect(await lookOf(panel.getByRole('button', { name: 'Accept all' }))).toEqual(PRIMARY)
    expect(await lookOf(panel.getByRole('button', { name: 'Reject all' }))).toEqual(SECONDARY)
    await panel.getByText('Choices', { exact: true }).click()
    expect(await lookOf(panel.getByRole('button', { name: 'Save choices' }))).toEqual(SECONDARY)
  })
})

test('a webinar: "Register free" is primary, "Add to calendar" secondary, also under the pointer', async ({ page }) => {
  await page.goto('/webinars')
  await page.getByRole('region', { name: 'Upcoming' }).locator('.webinar-card__link').first().click()
  const main = page.locator('main#main')
  expect(await lookOf(main.getByRole('link', { name: 'Register free' }))).toEqual(PRIMARY)
  const calendar = main.getByRole('link', { name: /Add to calendar/ })
  expect(await lookOf(calendar)).toEqual(SECONDARY)
  await calendar.hover()
  await expect.poll(() => lookOf(calendar).then((look) => look.color), 'a hovered secondary link keeps its ink').toBe(BRAND)
  expect((await lookOf(calendar)).background).not.toBe(BRAND)
})

test('deleting an account is the danger kind', async ({ page }) => {
  const email = `button.kinds.${Date.now()}@example.com`
  await registerAndSignIn(page, email, 'a phrase for the buttons')
  await page.goto('/profile/delete')
  expect(await lookOf(page.getByRole('button', { name: 'Delete my account' }))).toEqual(DANGEROUS)
})
