import type { Page } from '@playwright/test'
import { expect, expectNoSevereAxeViolations, forgiveAnswers, test } from './fixtures.ts'
import { linkIn, readMail } from './mail.ts'
import { withAndWithoutJavaScript } from './page-variants.ts'

/** Form errors answer 400/401; Chromium logs each such response as a console error. */
const uniqueEmail = (label: string) => `${label}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

function journey(javaScript: boolean) {
  test(`register, edit, subscribe, change the email, change and reset the password, delete (JavaScript ${javaScript ? 'on' : 'off'})`, async ({ page, consoleErrors }) => {
    test.slow()
    let email = uniqueEmail(javaScript ? 'js' : 'nojs')
    const first = 'first secret phrase'
    const second = 'second secret phrase'
    const third = 'third secret phrase'

    // Register: errors first, then success.
    await page.goto('/register')
    await page.getByRole('button', { name: 'Create account' }).click()
    if (!javaScript) await expect(page.locator('#main')).toBeVisible()
    await expect(page.getByText('Required').first()).toBeVisible()
    await page.getByLabel('First name').fill('Ada')
    await page.getByLabel('Last name').fill('Lovelace')
    await page.getByLabel('Email').fill('not-an-email')
    await page.getByLabel('Password').fill(first)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page.getByText('Invalid email')).toBeVisible()
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(first)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expect(page).toHaveURL(/\/thank-you\/registration\/$/)
    expect((await readMail(email, /^Welcome to Quota$/)).text).toContain('Hello Ada')

    // Sign in: a wrong password, then the right one; the header greets the reader.
    await signIn(page, email, 'not my password at all')
    await expect(page.getByText('The email or password is incorrect')).toBeVisible()
    await signIn(page, email, first)
    await expect(page).toHaveURL(/\/profile$/)
    await expect(page.locator('.site-header__account')).toHaveText('Ada')

    // Edit the profile.
    await page.getByLabel('Company').fill('Acme Analytics')
    await page.getByLabel('First name').fill('Augusta')
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByText('Your profile was saved.')).toBeVisible()
    await page.reload()
    await expect(page.getByLabel('Company')).toHaveValue('Acme Analytics')
    await expect(page.locator('.site-header__account')).toHaveText('Augusta')

    // Newsletters, prefilled on return.
    await page.goto('/newsletters')
    await page.getByLabel(/Daily Boost/).check()
    await page.getByLabel(/Offers from our partners/).check()
    await page.getByRole('button', { name: 'Save my choices' }).click()
    await expect(page).toHaveURL(/\/thank-you\/newsletters\/$/)
    expect((await readMail(email, /newsletter choices/)).text).toContain('Daily Boost (weekday mornings): subscribed')
    await page.goto('/newsletters')
    await expect(page.getByLabel(/Daily Boost/)).toBeChecked()
    await expect(page.getByLabel(/Sales Digest/)).not.toBeChecked()

    // Change the email: nothing changes until the link mailed to the new address is confirmed.
    const newAddress = uniqueEmail(javaScript ? 'js-moved' : 'nojs-moved')
    await page.goto('/profile')
    await page.getByLabel('Email').fill(newAddress)
    await page.getByRole('button', { name: 'Save profile' }).click()
    await expect(page.getByText(`To use ${newAddress} as your email`)).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(email)
    expect((await readMail(email, /new email address was requested/)).text).toContain(newAddress)
    const confirmation = new URL(linkIn((await readMail(newAddress, /Confirm your new Quota email address/)).text))
    await page.goto(confirmation.pathname + confirmation.search)
    await page.getByRole('button', { name: 'Confirm new email' }).click()
    await expect(page.getByText('Your email address was changed.')).toBeVisible()
    await expect(page.getByLabel('Email')).toHaveValue(newAddress)
    await readMail(email, /email address was changed/)
    email = newAddress

    // Change the password.
    await page.goto('/profile/password')
    await page.getByLabel('Current password').fill('wrong current password')
    await page.getByLabel(/^New password/).fill(second)
    await page.getByLabel('Repeat the new password').fill(second)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('The current password is incorrect')).toBeVisible()
    await page.getByLabel('Current password').fill(first)
    await page.getByLabel(/^New password/).fill(second)
    await page.getByLabel('Repeat the new password').fill(`${second}!`)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText("doesn't match the confirmation field")).toBeVisible()
    // Without JavaScript the server's answer leaves the password fields empty, as it should.
    await page.getByLabel('Current password').fill(first)
    await page.getByLabel(/^New password/).fill(second)
    await page.getByLabel('Repeat the new password').fill(second)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Your password was changed. Other devices were signed out.')).toBeVisible()

    // Sign out.
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('.site-header__account')).toHaveText('Profile')
    await page.goto('/profile')
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fprofile$/)

    // Forgot the password: reset from the mailed link.
    await page.goto('/forgot-password')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send the link' }).click()
    await expect(page.getByText('If an account uses that address')).toBeVisible()
    const reset = await readMail(email, /Reset your Quota password/)
    await page.goto(new URL(linkIn(reset.text)).pathname + new URL(linkIn(reset.text)).search)
    await page.getByLabel('New password').fill('short')
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page.getByText('Must be at least 8 characters')).toBeVisible()
    await page.getByLabel('New password').fill(third)
    await page.getByRole('button', { name: 'Set new password' }).click()
    await expect(page).toHaveURL(/\/login\?reset=1$/)

    // The old password no longer works; the new one does and comes back to the profile.
    await signIn(page, email, second)
    await expect(page.getByText('The email or password is incorrect')).toBeVisible()
    await page.goto('/login?redirectTo=%2Fprofile%2Fdelete')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(third)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL(/\/profile\/delete$/)

    // Delete the account; the address can no longer sign in.
    await page.getByLabel('Confirm with your password').fill(third)
    await page.getByRole('button', { name: 'Delete my account' }).click()
    await expect(page).toHaveURL(/\/message\?m=account-deleted$/)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account was deleted')
    await signIn(page, email, third)
    await expect(page.getByText('The email or password is incorrect')).toBeVisible()
    forgiveAnswers(consoleErrors, [400, 401, 429])
  })
}

withAndWithoutJavaScript('the account journey', journey)

test('the account forms have no serious accessibility problems', async ({ page }) => {
  for (const path of ['/login', '/register', '/newsletters', '/forgot-password']) {
    await page.goto(path)
    await expectNoSevereAxeViolations(page, path)
  }
})
