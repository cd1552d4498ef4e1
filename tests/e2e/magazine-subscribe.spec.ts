import type { Page } from '@playwright/test'
import { expect, expectNoSevereAxeViolations, test } from './fixtures.ts'
import { readMail } from './mail.ts'

/** Refused forms and codes answer 4xx (402 for a declined card); Chromium logs each as a console error. */
function forgiveRefusals(errors: string[]) {
  for (let i = errors.length - 1; i >= 0; i--) {
    if (/status of (400|402|404|422)/.test(errors[i]!)) errors.splice(i, 1)
  }
}

const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
const nextYear = String(new Date().getUTCFullYear() + 1)
const subscribe = (page: Page) => page.getByRole('button', { name: 'Subscribe and pay' }).click()

async function fillDetails(page: Page, email: string) {
  await page.getByLabel('First name').fill('Grace')
  await page.getByLabel('Last name').fill('Hopper')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Address(\s\*)?$/).fill('1 Navy Yard')
  await page.getByLabel('City').fill('Arlington')
  await page.getByLabel(/^Postal code(\s\*)?$/).fill('22202')
  await page.getByLabel('Country').selectOption('US')
}

async function fillCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number)
  await page.getByLabel('Expiry month').selectOption('12')
  await page.getByLabel('Expiry year').selectOption(nextYear)
  await page.getByLabel('Security code').fill('123')
  await page.getByLabel('Billing postal code').fill('22202')
}

/** The spec's messages for bad input, shown by the field they belong to. */
async function expectBadInputMessages(page: Page, javaScript: boolean) {
  await subscribe(page)
  if (!javaScript) await expect(page.locator('#main')).toBeVisible()
  await expect(page.getByText('Required').first()).toBeVisible()
  await page.getByLabel('First name').fill('G'.repeat(100))
  await page.getByLabel('Email').fill('grace@navy')
  await page.getByLabel(/^Postal code(\s\*)?$/).fill('12')
  await page.getByLabel('Card number').fill('4242 4242 4242 4241')
  await page.getByLabel('Security code').fill('12')
  await subscribe(page)
  await expect(page.getByText('Must be less than 100 characters')).toBeVisible()
  await expect(page.getByText('Invalid email')).toBeVisible()
  await expect(page.getByText('Invalid zipcode')).toBeVisible()
  await expect(page.getByText('Invalid credit card number')).toBeVisible()
  await expect(page.getByText('Must be 3 characters')).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true')
}

test.describe('magazine subscription with JavaScript', () => {
  test('a promo code from the address, a code checked in place, a test card, the thank-you page and the receipt', async ({ page, consoleErrors }) => {
    test.setTimeout(180_000) // a long form, submitted several times, and an axe audit
    const email = uniqueEmail('js')
    await page.goto('/magazine/subscribe/SPRING26')
    await expect(page.getByRole('radio', { name: /^Print \+ Digital/ })).toBeChecked()
    await expect(page.getByRole('status').filter({ hasText: 'Code SPRING26 applied' })).toHaveText('Code SPRING26 applied: $15 off. You pay $34 instead of $49.')
    await expect(page.getByText('Total today: $34 for Print + Digital')).toBeVisible()
    await expect(page.getByText('opens soon')).toHaveCount(0)

    await expectBadInputMessages(page, true)
    await expectNoSevereAxeViolations(page, '/magazine/subscribe/SPRING26 with errors')

    // Apply checks the code through the API and announces the new price.
    await page.getByLabel('Promo code (optional)').fill('winter25')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('This promo code is not valid or has expired')).toBeVisible()
    await expect(page.getByText('Total today: $49 for Print + Digital')).toBeVisible()
    await page.getByLabel('Promo code (optional)').fill('welcome20')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'WELCOME20' })).toHaveText('Code WELCOME20 applied: 20% off. You pay $39.20 instead of $49.')
    await page.getByRole('radio', { name: /^Digital/ }).check()
    await expect(page.getByText('Total today: $23.20 for Digital')).toBeVisible()
    await page.getByRole('radio', { name: /^Print \+ Digital/ }).check()

    await fillDetails(page, email)
    await fillCard(page, '4242 4242 4242 4242')
    await subscribe(page)
    await expect(page).toHaveURL(/\/thank-you\/magazine\/$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank you for subscribing to the magazine')
    const receipt = await readMail(email, /magazine subscription/)
    expect(receipt.text).toContain('Amount: $39.20 (promo code WELCOME20)')
    expect(receipt.text).toContain('Test payment: no money was taken.')
    expect(receipt.text).toContain('Visa ending in 4242')
    expect(receipt.text).not.toContain('4242424242424242')
    forgiveRefusals(consoleErrors)
  })
})

test.describe('magazine subscription without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the same messages from the server, Apply by submitting, a declined card, then another card', async ({ page, consoleErrors }) => {
    test.setTimeout(180_000) // a long form, submitted several times (axe needs JavaScript: the test above runs it)
    const email = uniqueEmail('nojs')
    await page.goto('/magazine/subscribe/SPRING26')
    await expect(page.getByRole('radio', { name: /^Print \+ Digital/ })).toBeChecked()
    await expect(page.getByText('Code SPRING26 applied: $15 off. You pay $34 instead of $49.')).toBeVisible()

    await expectBadInputMessages(page, false)
    // The card number never comes back from the server.
    await expect(page.getByLabel('Card number')).toHaveValue('')

    await fillDetails(page, email)
    await page.getByLabel('Promo code (optional)').fill('WELCOME20')
    await page.getByRole('button', { name: 'Apply' }).click()
    await expect(page.getByText('Code WELCOME20 applied: 20% off. You pay $39.20 instead of $49.')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(email)

    await fillCard(page, '4000 0000 0000 0002')
    await subscribe(page)
    await expect(page.getByText('Your card was declined. Please try another card.')).toBeVisible()
    await expect(page.getByText('Code WELCOME20 applied: 20% off. You pay $39.20 instead of $49.')).toBeVisible()

    await fillCard(page, '5555 5555 5555 4444')
    await subscribe(page)
    await expect(page).toHaveURL(/\/thank-you\/magazine\/$/)
    expect((await readMail(email, /magazine subscription/)).text).toContain('Mastercard ending in 4444')
    forgiveRefusals(consoleErrors)
  })
})

test.describe('the order form on a wide screen', () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test('expiry month, year and security code sit on one line, and no required star wraps alone', async ({ page }) => {
    await page.goto('/magazine/subscribe')
    const bottoms = await Promise.all(
      ['Expiry month', 'Expiry year', 'Security code'].map(async (label) => {
        const box = (await page.getByLabel(label, { exact: false }).first().boundingBox())!
        return box.y + box.height
      }),
    )
    expect(Math.max(...bottoms) - Math.min(...bottoms)).toBeLessThanOrEqual(1)
    const alone = await page.evaluate(
      () =>
        [...document.querySelectorAll('label > span[aria-hidden="true"]')].filter((star) => {
          const label = star.parentElement!
          const range = document.createRange()
          range.selectNodeContents(label)
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)))
          return lines.size > 1 && star.getBoundingClientRect().left - label.getBoundingClientRect().left < 4
        }).length,
    )
    expect(alone).toBe(0)
  })
})
